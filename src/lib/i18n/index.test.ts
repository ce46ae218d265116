import { describe, expect, it, vi } from 'vitest';
import { defineMessages, formatNumber, interfaceLanguageFromHints, interfaceLanguageOf, plural } from '.';

describe('the interface language', () => {
  it('is the first of the browser’s languages Gazette speaks, else English', () => {
    expect(interfaceLanguageOf(['de-DE', 'pt-BR', 'es'])).toBe('pt');
    expect(interfaceLanguageOf(['ES_mx'])).toBe('es');
    expect(interfaceLanguageOf(['de-DE', 'fr'])).toBe('en');
    expect(interfaceLanguageOf([])).toBe('en');
  });

  it('on the server is the cookie’s choice before the request’s languages', () => {
    expect(interfaceLanguageFromHints({ locales: ['es-ES'], prefs: {} })).toBe('es');
    expect(interfaceLanguageFromHints({ locales: ['es-ES'], prefs: { ui: 'pt' } })).toBe('pt');
    expect(interfaceLanguageFromHints({ locales: ['es-ES'], prefs: { ui: 'xx' } })).toBe('es');
  });
});

describe('plural', () => {
  const stories = {
    en: { one: '# new story', other: '# new stories' },
    pt: { one: '# história nova', other: '# histórias novas' },
  };
  it('picks the form by the language’s rules and writes the count in its digits', () => {
    expect(plural('en', 1, stories.en)).toBe('1 new story');
    expect(plural('en', 0, stories.en)).toBe('0 new stories');
    expect(plural('en', 1200, stories.en)).toBe('1,200 new stories');
    expect(plural('pt', 1, stories.pt)).toBe('1 história nova');
    // Portuguese, unlike English, puts 0 with the singular.
    expect(plural('pt', 0, stories.pt)).toBe('0 história nova');
    expect(plural('pt', 1200, stories.pt)).toBe('1.200 histórias novas');
  });

  it('formats numbers in the language', () => {
    expect(formatNumber('es', 12345)).toBe('12.345');
    expect(formatNumber('en', 12345)).toBe('12,345');
  });
});

describe('defineMessages', () => {
  it('keeps each language’s messages', () => {
    const messages = defineMessages({
      en: { hello: 'Hello', count: (n: number) => `${n} stories` },
      es: { hello: 'Hola', count: (n: number) => `${n} noticias` },
      pt: { hello: 'Olá', count: (n: number) => `${n} notícias` },
    });
    expect(messages.es.count(3)).toBe('3 noticias');
    expect(messages.pt.hello).toBe('Olá');
  });

  // Checked by `npm run typecheck`: an unused `@ts-expect-error` is itself an error.
  it('refuses, at typecheck, a language missing a key or with another argument', () => {
    defineMessages({
      en: { hello: 'Hello', count: (n: number) => `${n}` },
      // @ts-expect-error — `count` is missing in Spanish.
      es: { hello: 'Hola' },
      // @ts-expect-error — `count` takes a number.
      pt: { hello: 'Olá', count: (n: string) => n },
    });
  });
});

describe('the reader’s choice in the browser', () => {
  it('is local storage’s, else the preferences cookie’s', async () => {
    vi.resetModules();
    localStorage.removeItem('gazette.interface');
    document.cookie = 'gazette-prefs=ui%3Dpt; path=/';
    const fromCookie = await import('.');
    expect(fromCookie.interfaceChoiceStore.get()).toBe('pt');

    vi.resetModules();
    localStorage.setItem('gazette.interface', JSON.stringify('es'));
    const fromStorage = await import('.');
    expect(fromStorage.interfaceChoiceStore.get()).toBe('es');
    localStorage.removeItem('gazette.interface');
    document.cookie = 'gazette-prefs=; path=/; max-age=0';
  });
});
