// Search that understands words: the reference server's `topic=<words>:ext` matches plurals and
// inflections in English, Spanish and Portuguese, folds accents, completes a last word typed in part, asks every
// word, and never fails on odd input. Against the seeded database through the real HTTP routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson, type TestApp } from '../test-support';
import { openDatabase } from './database';
import { ensureSearchIndex, SEARCH_INDEX_VERSION } from './search-index';
import { seedDatabase } from './seed';

describe('search that understands words', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const ids = async (words: string, language?: string) => {
    const query = new URLSearchParams({ topic: `${words}:ext`, offset: '0', sortBy: 'newest' });
    if (language) query.set('language', language);
    const res = await getJson(t.app, `/mediaApi/v1.0/content/?${query}`);
    expect(res.status, words).toBe(200);
    return (res.body as { content: { contentId: string }[] }).content.map((item) => item.contentId).sort();
  };

  it.each([
    ['hospitals', 'hospital', 'en'],
    ['running', 'run', 'en'],
    ['teatros', 'teatro', 'es'],
    ['elecciones', 'elección', 'es'],
    ['partidos', 'partido', 'es'],
    ['jogos', 'jogo', 'pt'],
  ])('“%s” finds the stories of “%s” (%s)', async (plural, singular, language) => {
    const found = await ids(plural, language);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(await ids(singular, language));
  });

  it('folds accents: “camara” finds what “câmara” finds', async () => {
    const accented = await ids('câmara');
    expect(accented.length).toBeGreaterThan(0);
    expect(await ids('camara')).toEqual(accented);
  });

  it('completes a last word typed in part, and asks every word', async () => {
    const hospital = await ids('hospital');
    const part = await ids('hosp');
    expect(part.length).toBeGreaterThanOrEqual(hospital.length);
    expect(part).toEqual(expect.arrayContaining(hospital));
    const both = await ids('grace castell');
    expect(both.length).toBeGreaterThan(0);
    const grace = await ids('grace');
    expect(grace).toEqual(expect.arrayContaining(both));
    expect(await ids('grace zzzqqqx')).toEqual([]);
  });

  it('answers odd input with 200 or a 400 naming topic, never a 5xx', async () => {
    for (const term of [
      '"',
      '""',
      '*',
      '-',
      'NEAR(a b)',
      'a:b',
      'words : x',
      '😀',
      'x'.repeat(500),
      '^a',
      'a OR b',
    ]) {
      const res = await getJson(t.app, `/mediaApi/v1.0/content/?topic=${encodeURIComponent(`${term}:ext`)}`);
      expect(res.status, term).toBeLessThan(500);
      if (res.status !== 200) expect((res.body as { param?: string }).param, term).toBe('topic');
    }
  });
});

describe('the search index of an existing database', () => {
  it('is rebuilt once at start when it was built by another version', () => {
    const db = openDatabase(':memory:');
    seedDatabase(db, { items: 200, seed: 3 });
    expect(ensureSearchIndex(db)).toBeUndefined();
    db.prepare("UPDATE meta SET value = '0' WHERE key = 'search_index'").run();
    const count = () => (db.prepare('SELECT count(*) AS n FROM content_search').get() as { n: number }).n;
    expect(ensureSearchIndex(db)).toBeTypeOf('number');
    expect(count()).toBe(200);
    expect(db.prepare("SELECT value FROM meta WHERE key = 'search_index'").pluck().get()).toBe(
      String(SEARCH_INDEX_VERSION),
    );
    expect(ensureSearchIndex(db)).toBeUndefined();
    db.close();
  });
});
