import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comicListSchema, errorBodySchema } from '../../contract/schemas';
import { createTestApp, getJson, type TestApp } from '../test-support';

describe('comics', () => {
  let t: TestApp;
  const comics = async (query: string) => {
    const res = await getJson(t.app, `/mediaApi/v1.0/mid/comics?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = comicListSchema.parse(res.body);
    expect(body.totalItems).toBe(body.comics.length);
    return body.comics;
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('returns 5 newest comics by default, in English, with sizes', async () => {
    const list = await comics('');
    expect(list).toHaveLength(5);
    const dates = list.map((c) => c.pubDate);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const c of list) {
      expect(c.theme).toBe(c.theme.toUpperCase());
      expect(c.fileName).toMatch(/-en\.png$/);
      expect(['largeBox', 'smallStrip']).toContain(c.size);
      expect(c.width).toBeGreaterThan(0);
      expect(c.imageURL).toMatch(/^\/media\/comics\//);
    }
  });

  it('matches themes case-insensitively and singular/plural', async () => {
    for (const theme of ['peanut', 'PEANUTS', 'Peanuts', 'garfields', 'pearl']) {
      const list = await comics(`theme=${theme}&limit=3`);
      expect(list).toHaveLength(3);
      expect(list.every((c) => c.theme === list[0]?.theme)).toBe(true);
    }
  });

  it('selects a day, a language and pages with limit/offset', async () => {
    const day = await comics('publishDate=12/28/2025&language=pt&limit=50');
    expect(day).toHaveLength(6);
    expect(day.every((c) => c.fileName?.includes('2025-12-28-pt'))).toBe(true);
    expect(day.every((c) => c.size === 'largeBox')).toBe(true); // a Sunday
    const one = await comics('publishDate=12/28/2025&theme=dilbert&language=es');
    expect(one).toHaveLength(1);
    const page1 = await comics('theme=argyle&limit=2');
    const page2 = await comics('theme=argyle&limit=2&offset=2');
    const both = await comics('theme=argyle&limit=4');
    expect([...page1, ...page2].map((c) => c.contentId)).toEqual(both.map((c) => c.contentId));
    expect(await comics('publishDate=01/01/2000')).toEqual([]);
  });

  it.each([
    ['theme=Batman', 'theme'],
    ['theme=', 'theme'],
    ['language=fr', 'language'],
    ['language=xx', 'language'],
    ['limit=51', 'limit'],
    ['limit=0', 'limit'],
    ['offset=-3', 'offset'],
    ['publishDate=2025-12-28', 'publishDate'],
    ['publishDate=12/28/2025%2010:00:00', 'publishDate'],
    ['publishDate=04/31/2025', 'publishDate'],
    ['sortBy=newest', 'sortBy'],
  ])('rejects %s naming %s', async (query, param) => {
    const res = await getJson(t.app, `/mediaApi/v1.0/mid/comics?${query}`);
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body).param).toBe(param);
  });
});
