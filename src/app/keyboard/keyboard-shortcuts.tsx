import { useShortcuts, type ShortcutHandlers } from './use-shortcuts';

/**
 * The document-wide shortcuts as a component, so the frame can load them (and their story actions) in a
 * chunk of their own once the page is hydrated: no key does anything before then, and none of it is
 * part of the first screen's JavaScript.
 */
export function KeyboardShortcuts({ handlers }: { handlers: ShortcutHandlers }) {
  useShortcuts(handlers);
  return null;
}
