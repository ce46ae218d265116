// Every by-id read accepts the three shapes of contract §7, and the reader refuses what the server
// would refuse, with the server's words, without sending anything.
import { describe, expect, it, vi } from 'vitest';
import { OPERATIONS } from '@contract/operations';
import { createApiClient } from './client';
import { failure } from './test-support';
import { endpoints, type RequestSpec } from './endpoints';

const category = {
  categoryId: 13,
  categoryName: 'Sports',
  translatedName: 'Sports',
  imageUrl: '/media/categories/13.png',
};
const item = {
  contentId: 'c0ffee00-0000-4000-8000-000000000001',
  title: 'T',
  contentSource: 'wire',
  publishedAt: 1,
};
const person = { id: 'Q1', name: 'Ada', topArticle: null };
const team = { id: 'Q2', name: 'Lions' };

function clientAnswering(body: unknown) {
  const fetch = vi.fn(
    async (..._args: unknown[]) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  return { client: createApiClient({ baseUrl: '', fetch }), fetch };
}

const byIdReads: [string, RequestSpec, unknown, Record<string, unknown> | undefined][] = [
  ['category by id', endpoints.categoryById(13), category, { categories: [category] }],
  ['category by name', endpoints.categoryByName('Sports'), category, { categories: [category] }],
  ['content by id', endpoints.contentById(item.contentId), item, { totalItems: 1, content: [item] }],
  ['person', endpoints.person('Q1'), person, undefined],
  ['team', endpoints.team('Q2'), team, undefined],
];

describe.each(byIdReads)('%s reads the three shapes', (_name, spec, bare, wrapped) => {
  it('bare', async () => {
    expect(await clientAnswering(bare).client.request(spec)).toMatchObject(bare as object);
  });

  it('as a one-element array', async () => {
    expect(await clientAnswering([bare]).client.request(spec)).toMatchObject(bare as object);
  });

  it('an empty array is not found; several are a schema error', async () => {
    expect((await failure(clientAnswering([]).client.request(spec))).isNotFound).toBe(true);
    const several = await failure(clientAnswering([bare, bare]).client.request(spec));
    expect(several.kind).toBe('schema');
    expect(several.issuePath).toBe('(root)');
  });

  it.runIf(wrapped !== undefined)("inside its list's wrapper", async () => {
    const key = Object.keys(wrapped ?? {}).find((name) => Array.isArray(wrapped?.[name])) as string;
    expect(await clientAnswering(wrapped).client.request(spec)).toMatchObject(bare as object);
    const none = await failure(clientAnswering({ ...wrapped, [key]: [] }).client.request(spec));
    expect(none.isNotFound).toBe(true);
    const several = await failure(clientAnswering({ ...wrapped, [key]: [bare, bare] }).client.request(spec));
    expect(several.kind).toBe('schema');
    expect(several.issuePath).toBe(key);
    expect(several.message).toContain(key);
  });
});

describe('the reader refuses what the server refuses, with the same words, before sending', () => {
  const refused: [string, RequestSpec, string, string][] = [
    [
      'a made-up language',
      endpoints.contentList({ language: 'zz' }),
      'language',
      'language must be an ISO 639-1 two-letter language code',
    ],
    [
      'a made-up country',
      endpoints.categoryList({ countryCode: 'QQ' }),
      'countryCode',
      'countryCode must be an ISO 3166-1 alpha-2 country code',
    ],
    [
      'a limit out of range',
      endpoints.contentList({ limit: 500 }),
      'limit',
      'limit must be an integer from 1 to 100',
    ],
    [
      'an over-long list',
      endpoints.contentList({ tag: Array.from({ length: 51 }, (_, i) => `t${i}`) }),
      'tag',
      'tag accepts at most 50 entries',
    ],
    [
      'a control character',
      endpoints.contentList({ topic: ['x\u0000:ext'] }),
      'topic',
      'topic must not contain control characters',
    ],
    [
      'a bad user id in the path',
      endpoints.user('bad id'),
      'id',
      'id must be 1 to 64 characters of A-Z, a-z, 0-9, _ or -',
    ],
    [
      'a comics language the service lacks',
      endpoints.comics({ language: 'fr' }),
      'language',
      'language must be one of en, es, pt',
    ],
  ];

  it.each(refused)('%s', async (_name, spec, param, message) => {
    const { client, fetch } = clientAnswering({});
    const error = await failure(client.request(spec));
    expect(error).toMatchObject({ kind: 'http', status: 400, param, message });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks against the same table the server registers from', () => {
    const ids = new Set(OPERATIONS.map((operation) => operation.id));
    for (const name of Object.keys(endpoints)) expect(ids.has(name as never)).toBe(true);
    expect(Object.keys(endpoints).sort()).toEqual([...ids].sort());
  });
});
