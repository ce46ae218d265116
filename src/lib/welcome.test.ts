import { afterEach, describe, expect, it } from 'vitest';
import { PREFS_COOKIE, prefsFromCookieHeader } from './reader-hints';

describe('the one-time welcome', () => {
  afterEach(() => {
    document.cookie = `${PREFS_COOKIE}=; path=/; max-age=0`;
    localStorage.clear();
  });

  it('renders on the server until the cookie says it was closed', async () => {
    const { welcomeFromHints } = await import('./welcome');
    expect(welcomeFromHints({ locales: [], prefs: {} }).dismissed).toBe(false);
    expect(welcomeFromHints({ locales: ['es-ES'], prefs: { welcome: 'done' } }).dismissed).toBe(true);
  });

  it('once closed, stays closed in local storage and tells the server through the cookie', async () => {
    const { dismissWelcome, getWelcome } = await import('./welcome');
    expect(getWelcome().dismissed).toBe(false);
    dismissWelcome();
    expect(getWelcome().dismissed).toBe(true);
    expect(JSON.parse(localStorage.getItem('gazette.welcome')!)).toEqual({ dismissed: true });
    expect(prefsFromCookieHeader(document.cookie).welcome).toBe('done');
  });
});
