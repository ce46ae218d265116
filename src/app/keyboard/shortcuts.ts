// The reader's keyboard shortcuts, as a table the handler and the help dialog share.
export type ShortcutAction =
  | 'next-story'
  | 'previous-story'
  | 'open-story'
  | 'save-story'
  | 'mark-read'
  | 'open-original'
  | 'follow-person'
  | 'focus-filters'
  | 'go-home'
  | 'go-comics'
  | 'go-profile'
  | 'previous-day'
  | 'next-day'
  | 'help';

export interface Shortcut {
  /** What the reader presses, as `aria-keyshortcuts` writes it ("g h" is g, then h). */
  keys: string;
  /** Its words are the frame's (`frameMessages.shortcuts`), in the interface language. */
  action: ShortcutAction;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'j', action: 'next-story' },
  { keys: 'k', action: 'previous-story' },
  { keys: 'o', action: 'open-story' },
  { keys: 's', action: 'save-story' },
  { keys: 'm', action: 'mark-read' },
  { keys: 'v', action: 'open-original' },
  { keys: 'f', action: 'follow-person' },
  { keys: '/', action: 'focus-filters' },
  { keys: 'g h', action: 'go-home' },
  { keys: 'g c', action: 'go-comics' },
  { keys: 'g p', action: 'go-profile' },
  { keys: '[', action: 'previous-day' },
  { keys: ']', action: 'next-day' },
  { keys: '?', action: 'help' },
];

/** How long the second key of a pair ("g h") may wait for the first. */
export const SEQUENCE_MS = 1_500;

/** A key press that is the reader typing, or asking the browser for something, is never a shortcut. */
export function isTyping(event: Pick<KeyboardEvent, 'target' | 'altKey' | 'ctrlKey' | 'metaKey'>): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return true;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null
  );
}

/**
 * The action a key completes, given the key before it (for pairs). `pending` is the first key of a pair
 * that is waiting for its second.
 */
export function actionFor(
  key: string,
  previous: string | undefined,
): { action?: ShortcutAction; pending?: string } {
  const pair = previous ? SHORTCUTS.find((shortcut) => shortcut.keys === `${previous} ${key}`) : undefined;
  if (pair) return { action: pair.action };
  if (SHORTCUTS.some((shortcut) => shortcut.keys.startsWith(`${key} `))) return { pending: key };
  return { action: SHORTCUTS.find((shortcut) => shortcut.keys === key)?.action };
}

/** The stories on screen, in order, and which one the reader is on (focus inside it), if any. */
export function storyAfter(
  stories: readonly Element[],
  current: Element | null,
  step: 1 | -1,
): Element | undefined {
  const index = current ? stories.indexOf(current) : -1;
  if (index === -1) {
    if (step === -1) return undefined;
    // Nothing chosen yet: the first story whose top is on screen.
    return stories.find((story) => story.getBoundingClientRect().bottom > 0) ?? stories[0];
  }
  return stories[index + step];
}

/** The story a card is about: the id its title links to (`/article/:contentId`). */
export function storyIdOf(story: Element | null | undefined): string | undefined {
  const href = story?.querySelector('h2 a, h3 a')?.getAttribute('href');
  return href ? articleIdOf(href.replace(/[?#].*/, '')) : undefined;
}

/** The story a page is about: an article's id, from its address. */
export function articleIdOf(pathname: string): string | undefined {
  const match = /^\/article\/([^/?#]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/** The story's first person, as its card carries it (`data-person-id`, `data-person-name`). */
export function firstPersonOf(story: Element | null): { id: string; name: string } | undefined {
  const id = story?.getAttribute('data-person-id');
  const name = story?.getAttribute('data-person-name');
  return id && name ? { id, name } : undefined;
}
