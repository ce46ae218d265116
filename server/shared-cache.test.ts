// What a shared cache may keep: every API operation, under every spelling of its path, on its
// answer and on its errors, says it with Cache-Control and Vary; anything naming a user is private, no-store.
// Real HTTP to a real server on a real SQLite file, the paths sent exactly as written.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../contract/operations';
import { CACHE_BAD_REQUEST, CACHE_NOT_FOUND, CACHE_PRIVATE, CACHE_PUBLIC } from './plugins/http-caching';
import { createTestApp, getJson, rawGet, type TestApp } from './test-support';

const USER = '4b0e8a8e-7d6c-4a11-9d5e-2f1b3c4d5e6f';

/** `mediaApi` spelled with percent-encoded letters: the same operation (api-contract.md §1). */
const encodedSpelling = (path: string) =>
  path.replace(/^\/mediaApi/, '/%6DediaApi').replace(/\/v1\.0\//, '/v1.%30/');

const varies = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .filter(Boolean);

describe('answers a shared cache can keep safely', () => {
  let t: TestApp;
  let base: string;
  const values: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const list = (await getJson(t.app, '/mediaApi/v1.0/content/?limit=100')).body as {
      content: { contentId: string; persons?: { id: string }[]; teams?: { id: string }[] }[];
    };
    const categories = (await getJson(t.app, '/mediaApi/mediaApi/v1.0/category')).body as {
      categories: { categoryId: number; categoryName: string }[];
    };
    values.contentId = list.content[0]!.contentId;
    values.categoryId = String(categories.categories[0]!.categoryId);
    values.categoryName = encodeURIComponent(categories.categories[0]!.categoryName);
    values.person = list.content.flatMap((item) => item.persons ?? [])[0]!.id;
    values.team = list.content.flatMap((item) => item.teams ?? [])[0]!.id;
  }, 60_000);
  afterAll(async () => t.close());

  /** Every path of every operation, with real ids, as clients write it and percent-encoded. */
  const cases = () =>
    OPERATIONS.flatMap((operation) =>
      operation.paths.flatMap((template) => {
        const path = template.replace(/:(\w+)/g, (_, name: string) =>
          name === 'id'
            ? template.includes('/user/')
              ? USER
              : template.includes('/team/')
                ? values.team!
                : values.person!
            : values[name]!,
        );
        return [path, encodedSpelling(path)].map((spelling) => ({ operation, spelling }));
      }),
    );

  it('answers every operation and spelling with its policy: public for anyone, private no-store for a user', async () => {
    let checked = 0;
    for (const { operation, spelling } of cases()) {
      const personal = operation.cache === 'no-store';
      const query = operation.sideEffect ? `?userId=${USER}` : '';
      const res = await rawGet(base, `${spelling}${query}`, { 'accept-encoding': 'gzip' });
      expect(res.status, spelling).toBe(200);
      expect(res.headers['cache-control'], spelling).toBe(personal ? CACHE_PRIVATE : CACHE_PUBLIC);
      expect(varies(res.headers), spelling).toContain('accept-encoding');
      // Nothing else: an API answer depends on its URL (and the encoding) alone.
      expect(varies(res.headers), spelling).not.toContain('cookie');
      if (!personal) {
        // The same operation naming a user is tied to that user.
        const sep = spelling.includes('?') ? '&' : '?';
        const mine = await rawGet(base, `${spelling}${sep}userId=${USER}`);
        expect(mine.status, spelling).toBe(200);
        expect(mine.headers['cache-control'], `${spelling} with userId`).toBe(CACHE_PRIVATE);
        expect(mine.headers.etag, spelling).toBeUndefined();
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(OPERATIONS.length * 2);
  }, 60_000);

  it('says what may be kept of a 400 and a 404, on every operation and spelling', async () => {
    for (const { operation, spelling } of cases()) {
      const personal = operation.cache === 'no-store';
      const user = operation.sideEffect ? `userId=${USER}&` : '';
      const bad = await rawGet(base, `${spelling}?${user}bogus=1`);
      expect(bad.status, spelling).toBe(400);
      expect(bad.headers['cache-control'], spelling).toBe(personal ? CACHE_PRIVATE : CACHE_BAD_REQUEST);
      expect(varies(bad.headers), spelling).toContain('accept-encoding');
      const badOfUser = await rawGet(base, `${spelling}?userId=${USER}&optOut=maybe`);
      expect(badOfUser.status, spelling).toBe(400);
      expect(badOfUser.headers['cache-control'], `${spelling} naming a user`).toBe(CACHE_PRIVATE);
    }
    const missing = {
      '/mediaApi/v1.0/content/00000000-0000-4000-8000-000000000000': CACHE_NOT_FOUND,
      '/%6DediaApi/v1.0/person/Q1': CACHE_NOT_FOUND,
      '/mediaApi/mediaApi/v1.0/category/id/999': CACHE_NOT_FOUND,
      '/mediaApi/v1.0/category/name/Nothing': CACHE_NOT_FOUND,
      [`/mediaApi/v1.0/person/Q1/add?userId=${USER}`]: CACHE_PRIVATE,
      [`/mediaApi/v1.0/team/Q1/delete?userId=${USER}`]: CACHE_PRIVATE,
      [`/mediaApi/v1.0/person/Q1?userId=${USER}`]: CACHE_PRIVATE,
    };
    for (const [path, expected] of Object.entries(missing)) {
      const res = await rawGet(base, path);
      expect(res.status, path).toBe(404);
      expect(res.headers['cache-control'], path).toBe(expected);
    }
  }, 60_000);

  it('never lets a cache keep a refusal about this moment or this client', async () => {
    // A follow from another site (a browser tricked into it) is refused: 403, about that request only.
    const forged = await rawGet(base, `/mediaApi/v1.0/person/${values.person}/add?userId=${USER}`, {
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-dest': 'image',
    });
    expect(forged.status).toBe(403);
    expect(forged.headers['cache-control']).toBe(CACHE_PRIVATE);
    // A path that reads differently once decoded: refused before any operation is matched.
    const odd = await rawGet(base, '/mediaApi/v1.0/%2e%2e/content');
    expect(odd.status).toBe(400);
    expect(odd.headers['cache-control']).toBe('no-store');
  });
});
