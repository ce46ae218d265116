// Going back to a feed must land on the story the reader left. The pages stay in the query
// cache; this keeps what the cache cannot: the window offset and the measured story heights,
// per history entry, so the virtual list has its true height before the scroll is restored.
import { useLayoutEffect, useMemo } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { VirtualItem } from '@tanstack/react-virtual';

interface Saved {
  scrollY: number;
  measurements: VirtualItem[];
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
    return { scrollY: value.scrollY, measurements: value.measurements };
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

/**
 * Restores the saved offset once the list is on the page with its remembered height, and saves
 * offset and measurements when the page is left.
 */
export function useFeedScrollRestore(
  { key, saved }: { key: string; saved: Saved | undefined },
  ready: boolean,
  takeSnapshot: () => VirtualItem[],
) {
  useLayoutEffect(() => {
    if (!ready || !saved) return;
    if (Math.abs(window.scrollY - saved.scrollY) > 1) window.scrollTo(0, saved.scrollY);
  }, [ready, saved]);

  // A layout-effect cleanup runs before the next page's effects reset the window's scroll.
  useLayoutEffect(() => {
    const save = () => write(key, { scrollY: window.scrollY, measurements: takeSnapshot() });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [key, takeSnapshot]);
}
