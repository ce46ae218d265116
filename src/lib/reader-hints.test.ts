import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NO_HINTS,
  parsePrefs,
  prefsFromCookieHeader,
  PREFS_COOKIE,
  writePrefs,
  writePrefsSoon,
} from './reader-hints';
import { readerFromHints } from './settings';

describe('the preferences cookie', () => {
  afterEach(() => {
    document.cookie = `${PREFS_COOKIE}=; path=/; max-age=0`;
  });

  it('keeps known preferences with short letter values, and nothing else', () => {
    expect(parsePrefs('language=es&country=MX&density=list')).toEqual({
      language: 'es',
      country: 'MX',
      density: 'list',
    });
    expect(parsePrefs('userId=abc&language=<b>&density=' + 'x'.repeat(9))).toEqual({});
    expect(parsePrefs('language=')).toEqual({ language: '' });
  });

  it('is read from a Cookie header among others', () => {
    expect(
      prefsFromCookieHeader(`a=1; ${PREFS_COOKIE}=${encodeURIComponent('density=list&language=pt')}; b=2`),
    ).toEqual({
      density: 'list',
      language: 'pt',
    });
    expect(prefsFromCookieHeader(undefined)).toEqual({});
  });

  // Any sibling service on the host can plant this cookie, for a year: whatever it holds, the reader gets
  // the defaults, never an error (a `%` once failed every page's render with a 500).
  it.each([
    ['a lone %', '%'],
    ['a truncated escape', '%E0%A4%A'],
    ['a bad escape among good ones', 'language%3Des%26%ZZ'],
    ['JSON', encodeURIComponent('{"language":"es"}')],
    ['a huge value', 'language%3Des%26' + 'x'.repeat(100_000)],
    ['a value without =', 'gazette'],
    ['wrong types', encodeURIComponent('language=1234&density=[object Object]&theme[]=dark')],
  ])('ignores %s and yields no preference', (_, value) => {
    expect(() => prefsFromCookieHeader(`a=1; ${PREFS_COOKIE}=${value}; b=%`)).not.toThrow();
    expect(prefsFromCookieHeader(`a=1; ${PREFS_COOKIE}=${value}; b=%`)).toEqual({});
  });

  it('ignores what parsePrefs is handed that is not a short string', () => {
    expect(parsePrefs(undefined)).toEqual({});
    expect(parsePrefs(42 as unknown as string)).toEqual({});
    expect(parsePrefs(`language=es&${'country=mx&'.repeat(100)}`)).toEqual({});
  });

  it('is written afresh over a garbage cookie, which leaves no trace', () => {
    document.cookie = `${PREFS_COOKIE}=%; path=/`;
    expect(prefsFromCookieHeader(document.cookie)).toEqual({});
    writePrefs({ density: 'list' });
    expect(prefsFromCookieHeader(document.cookie)).toEqual({ density: 'list' });
  });

  it('is written a few preferences at a time, keeping the others; an empty one is dropped', () => {
    writePrefs({ density: 'list' });
    writePrefs({ language: 'es', country: 'mx' });
    writePrefs({ density: 'cards', country: '' });
    expect(prefsFromCookieHeader(document.cookie)).toEqual({ density: 'cards', language: 'es' });
  });

  it('is not written again when nothing in it changes', () => {
    writePrefs({ density: 'list', theme: 'dark' });
    const set = vi.spyOn(document, 'cookie', 'set');
    writePrefs({ theme: 'dark' });
    writePrefs({ welcome: '' });
    expect(set).not.toHaveBeenCalled();
    writePrefs({ theme: 'light' });
    expect(set).toHaveBeenCalledTimes(1);
    expect(prefsFromCookieHeader(document.cookie)).toEqual({ density: 'list', theme: 'light' });
    set.mockRestore();
  });

  it('puts values back once the page is idle, in one write, never over a choice made meanwhile', async () => {
    vi.useFakeTimers();
    try {
      const read = vi.spyOn(document, 'cookie', 'get');
      writePrefsSoon({ density: 'list' });
      writePrefsSoon({ language: 'es', theme: 'dark' });
      expect(read).not.toHaveBeenCalled();
      // The reader picks a theme before the page is idle: written now, and the older value waits no more.
      writePrefs({ theme: 'light' });
      expect(prefsFromCookieHeader(document.cookie)).toEqual({
        density: 'list',
        language: 'es',
        theme: 'light',
      });
      read.mockClear();
      await vi.runAllTimersAsync();
      expect(read).not.toHaveBeenCalled();
      expect(prefsFromCookieHeader(document.cookie)).toEqual({
        density: 'list',
        language: 'es',
        theme: 'light',
      });
      read.mockRestore();

      writePrefsSoon({ country: 'mx' });
      expect(prefsFromCookieHeader(document.cookie).country).toBeUndefined();
      await vi.runAllTimersAsync();
      expect(prefsFromCookieHeader(document.cookie).country).toBe('mx');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing when its moment comes after the page is gone (a test’s window torn down)', () => {
    vi.useFakeTimers();
    try {
      writePrefsSoon({ density: 'list' });
      // What a torn-down environment leaves: none of the window's globals.
      for (const name of ['window', 'document', 'addEventListener', 'removeEventListener'])
        vi.stubGlobal(name, undefined);
      expect(() => vi.runAllTimers()).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('puts values back when the page is left before it is idle', () => {
    writePrefsSoon({ density: 'cards' });
    dispatchEvent(new Event('pagehide'));
    expect(prefsFromCookieHeader(document.cookie).density).toBe('cards');
  });
});

describe('the reader the server renders for', () => {
  it('has no id, and the cookie’s language and country over the browser’s', () => {
    const reader = readerFromHints({ locales: ['pt-BR'], prefs: { language: 'es', country: 'mx' } });
    expect(reader).toMatchObject({ userId: '', language: 'es', country: 'MX' });
    expect(readerFromHints(NO_HINTS)).toMatchObject({ userId: '', language: '', country: '' });
  });

  it('ignores a cookie value that is not a code, and is one object per request', () => {
    const hints = { locales: [], prefs: { language: 'zz', country: 'QQ' } };
    expect(readerFromHints(hints)).toMatchObject({ language: '', country: '' });
    expect(readerFromHints(hints)).toBe(readerFromHints(hints));
  });
});

describe('a first visit’s preferences from the browser’s languages', () => {
  it('takes the first content language and its region', async () => {
    const { firstVisitPreferences } = await import('./settings');
    expect(firstVisitPreferences(['es-MX', 'en'])).toEqual({ language: 'es', country: 'MX' });
    expect(firstVisitPreferences(['de-DE', 'pt-BR'])).toEqual({ language: 'pt', country: 'BR' });
    expect(firstVisitPreferences(['en'])).toEqual({ language: 'en', country: '' });
    expect(firstVisitPreferences(['fr-FR', 'de'])).toEqual({ language: '', country: '' });
    expect(firstVisitPreferences(['es-419'])).toEqual({ language: 'es', country: '' });
  });
});
