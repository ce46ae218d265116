// What the server knows of the reader it renders for, beside the URL: the browser's languages
// (`Accept-Language`) and the display preferences the browser keeps in a cookie (`gazette-prefs`: the
// content language, country, density, theme, the article's text size and whether the welcome was closed —
// never the user id).
// The server's render reads them per request; the browser, while it hydrates the server's HTML, reads
// the same from the page's state, so both renders agree and a reader's own choices are right in the
// first HTML (no feed swapped after load).
export interface ReaderHints {
  /** The browser's languages, best first. */
  locales: readonly string[];
  /** The preferences cookie's values, by name. */
  prefs: Readonly<Record<string, string>>;
}

export const NO_HINTS: ReaderHints = { locales: [], prefs: {} };
export const PREFS_COOKIE = 'gazette-prefs';
/** The preferences the cookie may carry (anything else in it is ignored). */
export const PREF_NAMES = ['language', 'country', 'density', 'theme', 'welcome', 'ui', 'text'] as const;
export type PrefName = (typeof PREF_NAMES)[number];

let source: () => ReaderHints = () => NO_HINTS;

/** The server (per request) or the hydrating browser (from the page's state) says where hints come from. */
export function setReaderHints(read: () => ReaderHints): void {
  source = read;
}

export function readerHints(): ReaderHints {
  return source();
}

/** Whether the reader closed the front page's one-time welcome, by the cookie's word (src/lib/welcome.ts). */
export function welcomeClosed(hints: ReaderHints): boolean {
  return hints.prefs.welcome === 'done';
}

/** Longer than any cookie this app writes (six short preferences): anything longer is not ours. */
const MAX_PREFS_LENGTH = 512;

/**
 * The cookie's value as preferences: known names, short values of letters only. Anything else — a value
 * another service on the host planted, a truncated one, garbage — is ignored, never an error: the
 * defaults stand (a `%` here once failed every page's render).
 */
export function parsePrefs(value: string | undefined): Record<string, string> {
  const prefs: Record<string, string> = {};
  if (typeof value !== 'string' || !value || value.length > MAX_PREFS_LENGTH) return prefs;
  for (const [name, pref] of new URLSearchParams(value)) {
    if ((PREF_NAMES as readonly string[]).includes(name) && /^[A-Za-z]{0,8}$/.test(pref)) prefs[name] = pref;
  }
  return prefs;
}

/** A cookie value percent-decoded, or `undefined` where it cannot be (`%`, `%E0%A4%A`: not ours). */
function decodedOrNothing(value: string): string | undefined {
  if (value.length > MAX_PREFS_LENGTH * 3) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The preferences cookie from a `Cookie` header (any header: what cannot be read counts as no cookie). */
export function prefsFromCookieHeader(header: string | undefined): Record<string, string> {
  for (const part of (typeof header === 'string' ? header : '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PREFS_COOKIE) return parsePrefs(decodedOrNothing(value.join('=')));
  }
  return {};
}

/** Put-backs waiting for the page to be idle (`writePrefsSoon`), and whether a flush is scheduled. */
let pending: Partial<Record<PrefName, string>> = {};
let flushScheduled = false;

/**
 * Keeps preferences in the browser's cookie, for the server's next render (a year, this site only); '' drops
 * one. The cookie is written only when it changes. What waits from `writePrefsSoon` goes first, so a
 * choice made now is never undone by an older value written later.
 */
export function writePrefs(changes: Partial<Record<PrefName, string>>): void {
  if (typeof document === 'undefined') return;
  const all = { ...pending, ...changes };
  pending = {};
  const current = prefsFromCookieHeader(document.cookie);
  const next = { ...current };
  for (const [name, value] of Object.entries(all)) {
    if (value) next[name] = value;
    else delete next[name];
  }
  const serialize = (prefs: Record<string, string>) => {
    const params = new URLSearchParams(prefs);
    params.sort();
    return params.toString();
  };
  const value = serialize(next);
  if (value === serialize(current)) return;
  document.cookie = `${PREFS_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=31536000; SameSite=Lax`;
}

/**
 * `writePrefs` once the page is idle (or leaves), for what is not a choice made now: every store with
 * preferences puts its value back on its first read, on every page load, while the page starts and
 * hydrates — and each read of `document.cookie` is a round trip to the browser's cookie store (10–15 ms
 * of a slowed phone's start-up for the stores together). One read, later, does the same.
 */
export function writePrefsSoon(changes: Partial<Record<PrefName, string>>): void {
  if (typeof document === 'undefined') return;
  pending = { ...pending, ...changes };
  if (flushScheduled) return;
  flushScheduled = true;
  const flush = () => {
    if (!flushScheduled) return;
    flushScheduled = false;
    // The page (a test's window) can be gone by the time the timer fires: nothing is left to write to.
    if (typeof window === 'undefined') return;
    window.removeEventListener('pagehide', flush);
    if (Object.keys(pending).length > 0) writePrefs({});
  };
  window.addEventListener('pagehide', flush);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 2_000 });
  else setTimeout(flush, 1_000);
}
