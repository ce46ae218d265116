import { describe, expect, it, vi } from 'vitest';
import { formatNumber, interfaceLanguageFromHints, interfaceLanguageOf, plural } from '.';

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

describe('namespaces', () => {
  const en = { hello: 'Hello', count: (n: number) => `${n} stories` };
  type Words = typeof en;

  it('read each language’s messages once its catalogue is loaded, and name a language that is not', async () => {
    // A fresh module: the test setup already holds every language.
    vi.resetModules();
    const { hasCatalogue, loadCatalogue, namespace, provideCatalogue, setCatalogueLoader } =
      await import('.');
    const words = namespace<Words>('test/words');
    provideCatalogue('en', { 'test/words': en });
    expect(() => words.pt).toThrow('The pt catalogue is not loaded');
    setCatalogueLoader(async (language) => {
      expect(language).toBe('pt');
      return { 'test/words': { hello: 'Olá', count: (n: number) => `${n} notícias` } satisfies Words };
    });
    expect(hasCatalogue('pt')).toBe(false);
    await loadCatalogue('pt');
    expect(words.en.hello).toBe('Hello');
    expect(words.pt.count(3)).toBe('3 notícias');
  });

  it('fetch the front page’s part first and the rest when wanted, for every language after that', async () => {
    vi.resetModules();
    const { loadCatalogue, loadWholeCatalogue, namespace, setCatalogueLoader } = await import('.');
    const fetched: string[] = [];
    setCatalogueLoader(async (language, part) => {
      fetched.push(`${language}/${part}`);
      return { [`test/${part}`]: { hello: `${language} ${part}` } };
    });
    const front = namespace<{ hello: string }>('test/front');
    const more = namespace<{ hello: string }>('test/more');
    await loadCatalogue('en');
    expect(fetched).toEqual(['en/front']);
    expect(front.en.hello).toBe('en front');
    // Read before it came (a panel opened at once): a promise for React's Suspense, which fetches the rest.
    let thrown: unknown;
    try {
      void more.en.hello;
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(more.en.hello).toBe('en more');
    await loadWholeCatalogue('en');
    await loadCatalogue('pt');
    expect(fetched).toEqual(['en/front', 'en/more', 'pt/front', 'pt/more']);
    expect(more.pt.hello).toBe('pt more');
  });

  // Checked by `npm run typecheck`: an unused `@ts-expect-error` is itself an error.
  it('refuses, at typecheck, a language missing a key or with another argument', () => {
    // @ts-expect-error — `count` is missing in Spanish.
    const es = { hello: 'Hola' } satisfies Words;
    // @ts-expect-error — `count` takes a number.
    const pt = { hello: 'Olá', count: (n: string) => n } satisfies Words;
    // @ts-expect-error — a key English does not have.
    const extra = { hello: 'Olá', count: () => '', goodbye: 'Tchau' } satisfies Words;
    expect([es, pt, extra]).toHaveLength(3);
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
