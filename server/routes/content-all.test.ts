// offset=0 ("every item", the contract's rule) is honoured but bounded: capped by the operator, streamed in
// chunks (other clients are answered between them), compressed as it streams.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentListSchema } from '../../contract/schemas';
import { createTestApp, getJson, TEST_ITEMS, type TestApp } from '../test-support';

describe('offset=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ allItemsMax: 250 });
  });
  afterAll(async () => t.close());

  const ids = async (query: string) =>
    contentListSchema
      .parse((await getJson(t.app, `/mediaApi/v1.0/content?${query}`)).body)
      .content.map((item) => item.contentId);

  it('returns the query’s items up to the operator’s cap, in list order, with totalItems', async () => {
    expect(TEST_ITEMS).toBeGreaterThan(250);
    const res = await getJson(t.app, '/mediaApi/v1.0/content?offset=0');
    const body = contentListSchema.parse(res.body);
    expect(body.content).toHaveLength(250);
    expect(body.totalItems).toBe(250);
    const paged = [
      ...(await ids('limit=100')),
      ...(await ids('limit=100&offset=100')),
      ...(await ids('limit=50&offset=200')),
    ];
    expect(body.content.map((item) => item.contentId)).toEqual(paged);
    // Below the cap: everything, as before.
    const sports = await ids('category=7&offset=0');
    expect(sports.length).toBeLessThan(250);
    expect(sports.length).toBeGreaterThan(0);
    expect(new Set(sports).size).toBe(sports.length);
    expect(await ids('category=7&offset=0&limit=3')).toEqual(sports);
  });

  it('keeps the personal order (followed first) for a user', async () => {
    const user = 'all-items-user';
    const person = contentListSchema
      .parse((await getJson(t.app, '/mediaApi/v1.0/content?limit=50&offset=150')).body)
      .content.flatMap((item) => item.persons ?? [])[0];
    expect(person).toBeDefined();
    await getJson(t.app, `/mediaApi/v1.0/person/${person?.id}/add?userId=${user}`);
    const personal = contentListSchema.parse(
      (await getJson(t.app, `/mediaApi/v1.0/content?offset=0&userId=${user}`)).body,
    ).content;
    const paged = [
      ...(await ids(`limit=100&userId=${user}`)),
      ...(await ids(`limit=100&offset=100&userId=${user}`)),
      ...(await ids(`limit=50&offset=200&userId=${user}`)),
    ];
    expect(personal.map((item) => item.contentId)).toEqual(paged);
    expect(personal[0]?.persons?.map((p) => p.id)).toContain(person?.id);
  });

  it('compresses as it streams', async () => {
    const res = await t.app.inject({
      url: '/mediaApi/v1.0/content?offset=0',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    const body = contentListSchema.parse(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')));
    expect(body.totalItems).toBe(250);
  });

  it('lets another client’s request finish while a dump is being written', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const finished: string[] = [];
    const big = fetch(`${base}/mediaApi/v1.0/content?offset=0`)
      .then((res) => res.text())
      .then(() => finished.push('big'));
    const small = fetch(`${base}/healthz`)
      .then((res) => res.text())
      .then(() => finished.push('small'));
    await Promise.all([big, small]);
    expect(finished).toEqual(['small', 'big']);
  });
});
