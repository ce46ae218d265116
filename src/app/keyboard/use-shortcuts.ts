import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { actionFor, isTyping, SEQUENCE_MS, storyAfter, type ShortcutAction } from './shortcuts';

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

/** The document-wide shortcuts; `onHelp` opens their list. */
export function useShortcuts(onHelp: () => void) {
  const navigate = useNavigate();
  const pending = useRef<{ key: string; at: number } | undefined>(undefined);
  const help = useRef(onHelp);
  useEffect(() => {
    help.current = onHelp;
  }, [onHelp]);

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
          help.current();
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
