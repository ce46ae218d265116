import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryListSchema, categorySchema, errorBodySchema } from '../../contract/schemas';
import { createTestApp, getJson, type TestApp } from '../test-support';
import { CACHE_PUBLIC } from '../plugins/http-caching';

const PREFIXES = ['/mediaApi/mediaApi/v1.0', '/mediaApi/v1.0'];

describe('categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  for (const prefix of PREFIXES) {
    describe(prefix, () => {
      it('lists about a dozen categories with images', async () => {
        const res = await getJson(t.app, `${prefix}/category`);
        expect(res.status).toBe(200);
        const list = categoryListSchema.parse(res.body);
        expect(list.categories.length).toBeGreaterThanOrEqual(10);
        for (const c of list.categories) expect(c.imageUrl).toMatch(/^\/media\//);
        expect(res.headers['cache-control']).toBe(CACHE_PUBLIC);
        expect(res.headers.etag).toBeDefined();
      });

      it('translates names with language, falling back to English', async () => {
        const es = categoryListSchema.parse((await getJson(t.app, `${prefix}/category?language=es`)).body);
        expect(es.categories.find((c) => c.categoryId === 7)?.translatedName).toBe('Deportes');
        const pt = categoryListSchema.parse((await getJson(t.app, `${prefix}/category?language=PT`)).body);
        expect(pt.categories.find((c) => c.categoryId === 7)?.translatedName).toBe('Esportes');
        // language is also a content filter: no item is in French, so no category is listed…
        const fr = categoryListSchema.parse((await getJson(t.app, `${prefix}/category?language=fr`)).body);
        expect(fr.categories).toEqual([]);
        // …while one category read by id falls back to English.
        const byId = categorySchema.parse((await getJson(t.app, `${prefix}/category/id/7?language=fr`)).body);
        expect(byId.translatedName).toBe('Sports');
      });

      it('finds a category by id and by English name (case-insensitive)', async () => {
        const byId = await getJson(t.app, `${prefix}/category/id/7?language=es`);
        expect(byId.status).toBe(200);
        expect(categorySchema.parse(byId.body)).toMatchObject({
          categoryId: 7,
          categoryName: 'Sports',
          translatedName: 'Deportes',
        });
        const byName = await getJson(t.app, `${prefix}/category/name/sPoRtS`);
        expect(byName.status).toBe(200);
        expect(categorySchema.parse(byName.body).categoryId).toBe(7);
        const spaced = await getJson(t.app, `${prefix}/category/name/Estilo%20de%20vida`);
        expect(spaced.status).toBe(404);
      });

      it.each([
        ['/category/id/999', 404, 'categoryId'],
        ['/category/name/Knitting', 404, 'categoryName'],
        ['/category/id/abc', 400, 'categoryId'],
        ['/category/id/-1', 400, 'categoryId'],
        ['/category?language=english', 400, 'language'],
        ['/category?language=xx', 400, 'language'],
        ['/category?bogus=1', 400, 'bogus'],
        ['/category?language=en&language=es', 400, 'language'],
        ['/category?optOut=maybe', 400, 'optOut'],
        ['/category?aid=' + 'a'.repeat(129), 400, 'aid'],
        ['/category?userId=not%20valid', 400, 'userId'],
      ])('%s → %i naming %s', async (path, status, param) => {
        const res = await getJson(t.app, `${prefix}${path}`);
        expect(res.status).toBe(status);
        const body = errorBodySchema.parse(res.body);
        expect(body.status).toBe(status);
        expect(body.param).toBe(param);
      });

      it('accepts publisherId and key on every operation', async () => {
        const res = await getJson(t.app, `${prefix}/category?publisherId=p&key=k&aid=app`);
        expect(res.status).toBe(200);
      });
    });
  }

  it('answers a conditional GET with 304', async () => {
    const first = await getJson(t.app, '/mediaApi/v1.0/category');
    const second = await t.app.inject({
      url: '/mediaApi/v1.0/category',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });
});
