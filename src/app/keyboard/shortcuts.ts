// The reader's keyboard shortcuts (issue 14, item 3), as a table the handler and the help dialog share.
export type ShortcutAction =
  | 'next-story'
  | 'previous-story'
  | 'open-story'
  | 'focus-filters'
  | 'go-home'
  | 'go-comics'
  | 'go-profile'
  | 'help';

export interface Shortcut {
  /** What the reader presses, as `aria-keyshortcuts` writes it ("g h" is g, then h). */
  keys: string;
  label: string;
  action: ShortcutAction;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'j', label: 'Next story', action: 'next-story' },
  { keys: 'k', label: 'Previous story', action: 'previous-story' },
  { keys: 'o', label: 'Open the story', action: 'open-story' },
  { keys: '/', label: 'Filters (or search)', action: 'focus-filters' },
  { keys: 'g h', label: 'Go to the front page', action: 'go-home' },
  { keys: 'g c', label: 'Go to comics', action: 'go-comics' },
  { keys: 'g p', label: 'Go to your profile', action: 'go-profile' },
  { keys: '?', label: 'Show these shortcuts', action: 'help' },
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
