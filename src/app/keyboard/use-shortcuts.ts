import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { showToast } from '@/components/ui/toast';
import { useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { stickyHeaderInset } from '@/lib/sticky-header';
import { frameMessages } from '../messages';
import {
  actionFor,
  articleIdOf,
  firstPersonOf,
  isTyping,
  SEQUENCE_MS,
  storyAfter,
  storyIdOf,
  type ShortcutAction,
} from './shortcuts';
import { markStory, openOriginal, saveStory } from './story-actions';
import { takeEarlyKeys } from './early-keys';

const STORIES = '[role="feed"] article';
const TITLE = 'h2 a, h3 a';
/** How long a list coming back may take to show the story the reader left it on. */
const RETURN_WAIT_MS = 2_000;

/**
 * The reader's place: the story last moved to, focused or opened, by id. It outlives the list's
 * elements (a page left and come back to renders new ones), so `j` goes on from it after Back.
 */
let place: string | undefined;

function storyWithId(id: string | undefined): Element | undefined {
  if (!id) return undefined;
  return [...document.querySelectorAll(STORIES)].find((story) => storyIdOf(story) === id);
}

function inView(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > stickyHeaderInset() && top < window.innerHeight;
}

/**
 * The story the reader is on: the one holding the focus, else their place if it is on screen (a click
 * on the page's background takes the focus away, not the place).
 */
function currentStory(): Element | null {
  const focused = document.activeElement?.closest(STORIES);
  if (focused) return focused;
  const kept = storyWithId(place);
  return kept && inView(kept) ? kept : null;
}

/** Moves to a story: its title link takes the focus (visibly, from the keyboard) and comes into view. */
function goTo(story: Element | undefined) {
  const link = story?.querySelector<HTMLElement>(TITLE);
  if (!link) return;
  link.focus({ preventScroll: true });
  story!.scrollIntoView({ block: 'nearest' });
}

/** The story `s`, `m` and `v` act on: the list's current one, else the article on screen. */
function storyToActOn(): string | undefined {
  const focused = document.activeElement?.closest(STORIES);
  return storyIdOf(focused) ?? articleIdOf(window.location.pathname) ?? storyIdOf(currentStory());
}

export interface ShortcutHandlers {
  /** Opens the list of shortcuts. */
  onHelp: () => void;
  /** Follows a person (the story's first), with the app's usual confirmation; `undefined`: the story has none. */
  onFollow: (person: { id: string; name: string } | undefined) => void;
}

/**
 * Back on a list, the story the reader came back from (the article they had open) is where the
 * keyboard is again: its title takes the focus, without moving the window, once the list shows it.
 */
function useReturnToPlace() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const article = articleIdOf(location.pathname);
    if (article) {
      place = article;
      return;
    }
    const wanted = place;
    if (navigationType !== 'POP' || !wanted) return;
    const until = performance.now() + RETURN_WAIT_MS;
    let frame = 0;
    const look = () => {
      const link = storyWithId(wanted)?.querySelector<HTMLElement>(TITLE);
      if (link) {
        // Not if the reader has already gone somewhere of their own meanwhile.
        const active = document.activeElement;
        if (!active || active === document.body) link.focus({ preventScroll: true });
        return;
      }
      if (performance.now() < until) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps -- once per page shown
}

/** The document-wide shortcuts. */
export function useShortcuts(handlers: ShortcutHandlers) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const t = useMessages(frameMessages);
  const pending = useRef<{ key: string; at: number } | undefined>(undefined);
  const latest = useRef({ handlers, t });
  useEffect(() => {
    latest.current = { handlers, t };
  }, [handlers, t]);
  useReturnToPlace();

  useEffect(() => {
    // Whatever puts the focus on a story (j / k, Tab, a click on its title) makes it the reader's place.
    const onFocus = (event: FocusEvent) => {
      const story = (event.target as Element | null)?.closest?.(STORIES);
      const id = storyIdOf(story);
      if (id) place = id;
    };
    const announce = (message: string | undefined) => {
      if (message) showToast(message);
    };
    const onStory = (act: (contentId: string) => void) => {
      const id = storyToActOn();
      if (id) act(id);
      // On a list with no story chosen yet, say how to choose one; a page without stories has nothing to say.
      else if (document.querySelector(STORIES)) announce(latest.current.t.noStoryChosen);
    };
    const run = (action: ShortcutAction) => {
      const words = latest.current.t;
      switch (action) {
        case 'next-story':
        case 'previous-story': {
          const stories = [...document.querySelectorAll(STORIES)];
          goTo(storyAfter(stories, currentStory(), action === 'next-story' ? 1 : -1));
          return;
        }
        case 'open-story':
          currentStory()?.querySelector<HTMLElement>(TITLE)?.click();
          return;
        case 'save-story':
          onStory((id) => void saveStory(client, id, words).then(announce));
          return;
        case 'mark-read':
          onStory((id) => announce(markStory(id, words)));
          return;
        case 'open-original':
          onStory((id) => void openOriginal(client, id, words).then(announce));
          return;
        case 'follow-person': {
          const story = currentStory();
          if (story) latest.current.handlers.onFollow(firstPersonOf(story));
          return;
        }
        case 'previous-day':
        case 'next-day':
          // The comics page's day arrows (links, so they also work before the app runs).
          document.querySelector<HTMLElement>(`[data-shortcut="${action}"]`)?.click();
          return;
        case 'focus-filters':
          (
            document.querySelector<HTMLElement>(
              '[data-shortcut="filters"] select, [data-shortcut="filters"] button',
            ) ?? document.querySelector<HTMLElement>('[role="search"] input')
          )?.focus();
          return;
        case 'go-home':
          void navigate(paths.home());
          return;
        case 'go-comics':
          void navigate(paths.comics());
          return;
        case 'go-profile':
          void navigate(paths.profile());
          return;
        case 'help':
          latest.current.handlers.onHelp();
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event)) return;
      const waiting =
        pending.current && Date.now() - pending.current.at < SEQUENCE_MS ? pending.current.key : undefined;
      const { action, pending: first } = actionFor(event.key, waiting);
      pending.current = first ? { key: first, at: Date.now() } : undefined;
      if (!action) return;
      event.preventDefault();
      run(action);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocus);
    // The key that asked for this code (and any pressed while it loaded), acted on now, in order; the
    // focus they left is the reader's place, as if the shortcuts had been listening. Only the keys pressed
    // where the focus still is: a `j` pressed before the reader went on to the search box must not take the
    // focus out of it mid-word when this code arrives.
    const focusNow = document.activeElement ?? document.body;
    for (const event of takeEarlyKeys()) if (event.target === focusNow) onKeyDown(event);
    if (document.activeElement) onFocus({ target: document.activeElement } as unknown as FocusEvent);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocus);
    };
  }, [navigate, client]);
}
