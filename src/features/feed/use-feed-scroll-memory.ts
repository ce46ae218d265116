// Going back to a feed must land on the story the reader left. The pages stay in the query
// cache; this keeps what the cache cannot: the window offset, the story at the top of the window
// (the anchor, just below the sticky header) and the measured story heights, per history entry, so the virtual list is rebuilt
// at the same offsets and the anchor decides the position even if a height changed meanwhile.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { VirtualItem } from '@tanstack/virtual-core';
import { stickyHeaderInset } from '@/lib/sticky-header';

/**
 * The story at the reader's top (the line just below the sticky header) and how far that line is
 * below the story's start.
 */
export interface ScrollAnchor {
  key: string;
  offset: number;
}

export interface Saved {
  scrollY: number;
  measurements: VirtualItem[];
  anchor?: ScrollAnchor;
}

const PREFIX = 'gazette.feed-scroll:';
/** Old entries are dropped past this many, so session storage stays small. */
const MAX_ENTRIES = 30;

function read(key: string): Saved | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<Saved>;
    if (typeof value.scrollY !== 'number' || !Array.isArray(value.measurements)) return undefined;
    const anchor =
      typeof value.anchor?.key === 'string' && typeof value.anchor.offset === 'number'
        ? value.anchor
        : undefined;
    return { scrollY: value.scrollY, measurements: value.measurements, anchor };
  } catch {
    return undefined;
  }
}

function write(key: string, saved: Saved): void {
  try {
    const keys = Object.keys(sessionStorage).filter((name) => name.startsWith(PREFIX));
    if (keys.length >= MAX_ENTRIES) {
      for (const name of keys.slice(0, keys.length - MAX_ENTRIES + 1)) sessionStorage.removeItem(name);
    }
    sessionStorage.setItem(PREFIX + key, JSON.stringify(saved));
  } catch {
    // A full or missing storage only costs the restored position.
  }
}

/**
 * What was saved for this history entry and list (`listId` tells apart lists on one page):
 * only a back/forward visit restores, a fresh visit starts at the top.
 */
export function useSavedFeedScroll(listId: string) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = `${location.key}:${listId}`;
  const saved = useMemo(() => (navigationType === 'POP' ? read(key) : undefined), [key, navigationType]);
  return { key, saved };
}

/** Where the reader is: the window's offset and the story at their top (what is saved, but the heights). */
type Position = Omit<Saved, 'measurements'>;

/**
 * Restores the saved position once the list is on the page with its remembered heights (where
 * the anchor story now starts, else the saved offset), and saves position and measurements when
 * the page is left. `anchorNow` says which story is at the reader's top now, `measure` gives the
 * stories' heights, `startOf` where a story starts in the document now.
 *
 * Runs after React Router's `<ScrollRestoration>` has put the window back where it was (the frame
 * renders it before the page): when the stories' heights are unchanged, both land on the same
 * offset and this does nothing; when they changed, the anchor story decides.
 */
export function useFeedScrollRestore(
  { key, saved }: { key: string; saved: Saved | undefined },
  ready: boolean,
  {
    anchorNow,
    measure,
    startOf,
  }: {
    anchorNow: () => ScrollAnchor | undefined;
    measure: () => VirtualItem[];
    startOf: (key: string) => number | undefined;
  },
) {
  useLayoutEffect(() => {
    if (!ready || !saved) return;
    const start = saved.anchor ? startOf(saved.anchor.key) : undefined;
    // The header's height now, not when saved: the same story lands just below it either way.
    const target = start === undefined ? saved.scrollY : start + saved.anchor!.offset - stickyHeaderInset();
    if (Math.abs(window.scrollY - target) > 1) window.scrollTo(0, target);
  }, [ready, saved]); // eslint-disable-line react-hooks/exhaustive-deps -- once per restored entry

  // The latest functions, read when the position is recorded or saved: a new one (the list grew, or
  // turned virtual) neither re-subscribes nor writes anything.
  const latest = useRef({ anchorNow, measure });
  useLayoutEffect(() => {
    latest.current = { anchorNow, measure };
  }, [anchorNow, measure]);

  // The position is recorded while the page is whole, each time the window scrolls, and saved from
  // that record when the entry is left. Read at the leaving itself it would be wrong: the next page's
  // commit removes what lies above the list (the feed's heading) before the list's cleanup runs, and
  // the browser's scroll anchoring has then already moved the window up by that height.
  // A layout-effect cleanup runs before the next page's effects reset the window's scroll.
  useLayoutEffect(() => {
    const here = (): Position => ({ scrollY: window.scrollY, anchor: latest.current.anchorNow() });
    let position: Position | undefined;
    const record = () => {
      position = here();
    };
    // The first record waits for the frame, which lays the page out anyway, rather than lengthen the
    // commit that mounts the list (hydration's, on a first visit); leaving before it reads the page as is.
    const frame = requestAnimationFrame(record);
    const save = () => write(key, { ...(position ?? here()), measurements: latest.current.measure() });
    const leave = () => {
      record();
      save();
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', leave);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', leave);
      save();
    };
  }, [key]);
}
