// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canonicalTheme, comicAlt, comicDay } from './comic-meta';
import { comicsSearch, defaultComicLanguage, parseComicsView } from './url-state';

const parse = (query: string, settingsLanguage = '') =>
  parseComicsView(new URLSearchParams(query), settingsLanguage);

describe('the gallery URL', () => {
  it('reads theme, date, language and the open strip', () => {
    expect(parse('theme=Garfield&date=2026-03-03&language=es&comic=abc')).toEqual({
      view: { theme: 'Garfield', date: '2026-03-03', language: 'es', comic: 'abc' },
      notices: [],
    });
  });

  it('matches themes like the API: any case, singular or plural', () => {
    expect(canonicalTheme('peanut')).toBe('Peanuts');
    expect(canonicalTheme('PEARLS')).toBe('Pearls');
    expect(canonicalTheme('pearl')).toBe('Pearls');
    expect(canonicalTheme('tutlandias')).toBe('Tutlandia');
    expect(canonicalTheme('Calvin')).toBeUndefined();
    expect(parse('theme=all').view.theme).toBeUndefined();
  });

  it('ignores a bad theme, date or language with a notice', () => {
    const { view, notices } = parse('theme=Calvin&date=2026-02-30&language=fr', 'pt');
    expect(view).toEqual({ theme: undefined, date: undefined, language: 'pt', comic: undefined });
    expect(notices).toHaveLength(3);
    expect(notices[0]).toContain('Calvin');
    expect(notices[1]).toContain('2026-02-30');
    expect(notices[2]).toContain('Português');
  });

  it("defaults to the settings' language when comics exist in it, else English", () => {
    expect(defaultComicLanguage('es')).toBe('es');
    expect(defaultComicLanguage('de')).toBe('en');
    expect(defaultComicLanguage('')).toBe('en');
    expect(parse('', 'es').view.language).toBe('es');
  });

  it('writes a view back so it reads the same', () => {
    const view = { theme: 'Argyle', date: '2025-12-31', language: 'pt', comic: 'x-1' } as const;
    const search = new URLSearchParams(
      Object.entries(comicsSearch(view)).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    expect(parseComicsView(search, 'en').view).toEqual(view);
  });
});

describe('a strip’s names', () => {
  it('names its theme and UTC day in the alt text', () => {
    // 23:30 UTC is still 3 March, whatever the reader's time zone.
    const comic = { theme: 'GARFIELD', pubDate: Date.UTC(2026, 2, 3, 23, 30) / 1000 };
    expect(comicDay(comic)).toBe('2026-03-03');
    expect(comicAlt(comic)).toBe('Garfield, March 3, 2026');
  });
});
