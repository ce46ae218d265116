// The reader's identity and preferences, kept in local storage and shared across tabs.
import { isCountryCode, isLanguageCode } from './codes';
import { isContentLanguage } from './languages';
import { createLocalStore } from './local-store';
import { NO_HINTS, readerHints, type ReaderHints } from './reader-hints';
import { USER_ID_PATTERN } from '@contract/vocabulary';

export interface Settings {
  /** UUID v4 made on the first visit; the user may paste another id. */
  userId: string;
  /** `true`: no personalised order, nothing recorded about the user's requests. */
  optOut: boolean;
  /** Default language for feeds and comics (ISO 639-1), '' for any. */
  language: string;
  /** Default country for feeds (ISO 3166-1 alpha-2), '' for any. */
  country: string;
}

const STORAGE_KEY = 'gazette.settings';
/** What the API accepts as a user id (contract §2). */
export { USER_ID_PATTERN };

export function newUserId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Insecure contexts (plain http on a LAN address) lack randomUUID but have getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stored default code, or '' (any) when it is missing or not a code. */
function storedCode(value: unknown, isCode: (value: string) => boolean): string {
  return typeof value === 'string' && isCode(value) ? value : '';
}

/** What is stored, checked; a first visit (or an unreadable entry) gets a new id and no preferences. */
function parseSettings(raw: unknown): Settings {
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<
    Record<keyof Settings, unknown>
  >;
  if (typeof value.userId !== 'string' || !USER_ID_PATTERN.test(value.userId)) {
    return { userId: newUserId(), optOut: false, ...firstVisitInBrowser() };
  }
  return {
    userId: value.userId,
    optOut: value.optOut === true,
    language: storedCode(value.language, isLanguageCode).toLowerCase(),
    country: storedCode(value.country, isCountryCode).toUpperCase(),
  };
}

/** What the server renders: no reader yet (no id, so nothing personal is asked for), no preferences. */
export const UNKNOWN_READER: Settings = { userId: '', optOut: false, language: '', country: '' };

/**
 * The preferences a first visit starts from, given the browser's languages (`navigator.languages` in the
 * browser, `Accept-Language` on the server, best first), so the server renders the feed the reader will
 * see: the first of them in a content language (en, es, pt) sets the language, and its region, when it
 * has one, the country ("es-MX" → es, MX). None in a content language: any language, any country.
 */
export function firstVisitPreferences(locales: readonly string[]): Pick<Settings, 'language' | 'country'> {
  for (const locale of locales) {
    const [language = '', ...rest] = locale.split(/[-_]/);
    if (!isContentLanguage(language.toLowerCase())) continue;
    const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase() ?? '';
    return { language: language.toLowerCase(), country: isCountryCode(region) ? region : '' };
  }
  return { language: '', country: '' };
}

/**
 * A first visit's language and country in the browser: what the server rendered the page with when it
 * did (its hints: `Accept-Language` and the preferences cookie), so the feed the reader sees first is
 * the one they keep; else (a page the server did not render) the browser's own languages.
 */
function firstVisitInBrowser(): Pick<Settings, 'language' | 'country'> {
  const hints = readerHints();
  if (hints !== NO_HINTS) {
    const { language, country } = readerFromHints(hints);
    return { language, country };
  }
  return firstVisitPreferences(typeof navigator === 'undefined' ? [] : navigator.languages);
}

const readers = new WeakMap<ReaderHints, Settings>();

/** A preference from the cookie when it is one ('' is "any"), else the fallback. */
function hinted(value: string | undefined, isCode: (value: string) => boolean, fallback: string): string {
  return value !== undefined && (value === '' || isCode(value)) ? value : fallback;
}

/**
 * The reader the server renders for (and the browser while it hydrates): no id, so nothing personal is
 * asked for; the language and country the preferences cookie carries, else a first visit's from the
 * browser's languages. One object per request, as a store snapshot must be.
 */
export function readerFromHints(hints: ReaderHints): Settings {
  let reader = readers.get(hints);
  if (!reader) {
    const first = firstVisitPreferences(hints.locales);
    reader = {
      ...UNKNOWN_READER,
      language: hinted(hints.prefs.language, isLanguageCode, first.language).toLowerCase(),
      country: hinted(hints.prefs.country, isCountryCode, first.country).toUpperCase(),
    };
    readers.set(hints, reader);
  }
  return reader;
}

const store = createLocalStore(STORAGE_KEY, parseSettings, {
  keepFirstRead: true,
  serverValue: () => readerFromHints(readerHints()),
  // The content language and country (never the id) also go to the server, which renders with them.
  prefs: ({ language, country }) => ({ language, country }),
});

export const getSettings: () => Settings = store.get;
export const subscribeSettings: (listener: () => void) => () => void = store.subscribe;
export const useSettings: () => Settings = store.use;

export function updateSettings(change: Partial<Settings>): Settings {
  const next = { ...getSettings(), ...change };
  if (!USER_ID_PATTERN.test(next.userId)) throw new Error('A user id is 1–64 letters, digits, "-" or "_".');
  store.set(next);
  return next;
}
