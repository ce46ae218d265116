// Whether the reader has closed the one-time welcome (docs/decisions/0019). Kept in
// local storage and in the preferences cookie (`welcome=done`), so the server renders the welcome only
// for a reader who has not closed it, and the page the browser hydrates has it or not from the start.
import { createLocalStore } from './local-store';
import { prefsFromCookieHeader, readerHints, welcomeClosed, type ReaderHints } from './reader-hints';

export interface Welcome {
  /** "Skip" or "Done" was pressed: the welcome never shows again in this browser. */
  dismissed: boolean;
}

const STORAGE_KEY = 'gazette.welcome';

/** Either record is enough: local storage, or the cookie (a browser that cleared one keeps the other). */
function parseWelcome(raw: unknown): Welcome {
  const stored = typeof raw === 'object' && raw !== null && (raw as Partial<Welcome>).dismissed === true;
  const cookie = typeof document !== 'undefined' && prefsFromCookieHeader(document.cookie).welcome === 'done';
  return { dismissed: stored || cookie };
}

const DISMISSED: Welcome = { dismissed: true };
const NOT_DISMISSED: Welcome = { dismissed: false };

/** What the server renders (and the browser hydrates with): the cookie's word. */
export function welcomeFromHints(hints: ReaderHints): Welcome {
  return welcomeClosed(hints) ? DISMISSED : NOT_DISMISSED;
}

const store = createLocalStore(STORAGE_KEY, parseWelcome, {
  serverValue: () => welcomeFromHints(readerHints()),
  prefs: ({ dismissed }) => ({ welcome: dismissed ? 'done' : '' }),
});

export const getWelcome: () => Welcome = store.get;
export const useWelcome: () => Welcome = store.use;

export function dismissWelcome(): void {
  store.set(DISMISSED);
}
