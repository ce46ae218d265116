import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import {
  actionFor,
  firstPersonOf,
  isTyping,
  SEQUENCE_MS,
  storyAfter,
  type ShortcutAction,
} from './shortcuts';

const STORIES = '[role="feed"] article';

function currentStory(): Element | null {
  return document.activeElement?.closest(STORIES) ?? null;
}

/** Moves to a story: its title link takes the focus (visibly, from the keyboard) and comes into view. */
function goTo(story: Element | undefined) {
  const link = story?.querySelector<HTMLElement>('h2 a, h3 a');
  if (!link) return;
  link.focus({ preventScroll: true });
  story!.scrollIntoView({ block: 'nearest' });
}

export interface ShortcutHandlers {
  /** Opens the list of shortcuts. */
  onHelp: () => void;
  /** Follows a person (the story's first), with the app's usual confirmation; `undefined`: the story has none. */
  onFollow: (person: { id: string; name: string } | undefined) => void;
}

/** The document-wide shortcuts. */
export function useShortcuts(handlers: ShortcutHandlers) {
  const navigate = useNavigate();
  const pending = useRef<{ key: string; at: number } | undefined>(undefined);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  }, [handlers]);

  useEffect(() => {
    const run = (action: ShortcutAction) => {
      switch (action) {
        case 'next-story':
        case 'previous-story': {
          const stories = [...document.querySelectorAll(STORIES)];
          goTo(storyAfter(stories, currentStory(), action === 'next-story' ? 1 : -1));
          return;
        }
        case 'open-story':
          currentStory()?.querySelector<HTMLElement>('h2 a, h3 a')?.click();
          return;
        case 'follow-person': {
          const story = currentStory();
          if (story) latest.current.onFollow(firstPersonOf(story));
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
          latest.current.onHelp();
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
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
