// Table-driven over the contract's OPERATIONS: every documented parameter of every operation, sent with
// a valid value, is accepted and has its documented effect; /openapi.json lists exactly the registered
// routes and parameters; bad input is a 400 naming the parameter, with the reader's own words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToParamError } from '../contract/errors';
import { OPERATIONS, type Operation } from '../contract/operations';
import { type Category, type ContentItem, contentListSchema, errorBodySchema } from '../contract/schemas';
import { routePaths } from './routes/operations';
import { createTestApp, getJson, type TestApp } from './test-support';

let t: TestApp;
let sample: ContentItem[];
// As the app's own fetch does: follow and unfollow need its intent header (plugins/request-guards.ts).
const get = (url: string) => getJson(t.app, url);

beforeAll(async () => {
  t = await createTestApp();
  sample = contentListSchema.parse((await get('/mediaApi/v1.0/content/?offset=0')).body).content;
});
afterAll(async () => t.close());

const pick = <T>(items: (T | undefined)[]): T => items.find((value) => value !== undefined) as T;
const withTwoPersons = () => sample.find((item) => (item.persons?.length ?? 0) >= 2) as ContentItem;

/** A valid value for every parameter name the table uses (a new parameter fails here until it has one). */
function example(name: string): string {
  const first = sample[0] as ContentItem;
  const values: Record<string, () => string> = {
    aid: () => 'app-1',
    optOut: () => 'true',
    userId: () => 'reader-1',
    publisherId: () => 'partner',
    key: () => 'secret',
    language: () => 'es',
    countryCode: () => pick(sample.map((item) => item.countries?.[0])),
    localCountryCode: () => pick(sample.map((item) => item.countries?.[0])),
    originCountryCode: () => 'US',
    vendor: () => first.contentSource,
    vendorFilter: () => first.contentSource,
    category: () => 'Sports',
    categoryFilter: () => '7',
    tag: () => pick(sample.map((item) => item.tags?.[0])),
    topic: () => pick(sample.map((item) => item.topics?.[0]?.name)),
    person: () => withTwoPersons().persons?.[1]?.id as string,
    team: () => pick(sample.map((item) => item.teams?.[0]?.id)),
    thumbImgWidth: () => '120',
    thumbImgHeight: () => '90',
    thumbImgQuality: () => '50',
    limit: () => '3',
    offset: () => '1',
    sortBy: () => 'newest',
    publishedAfter: () => '01/01/2020',
    publishDate: () => '12/31/2025',
    theme: () => 'garfield',
    media: () => 'video',
    sportType: () => '1',
    competitionId: () => '101',
  };
  const make = values[name];
  if (!make) throw new Error(`no example value for parameter ${name}: add one`);
  return make();
}

/** Path parameters and required query of each operation, so a single parameter can be tried on it. */
function basePath(operation: Operation): { path: string; query: Record<string, string> } {
  const params: Record<string, string> = {
    categoryId: '7',
    categoryName: 'Sports',
    contentId: (sample[0] as ContentItem).contentId,
    id: operation.id === 'user' ? 'reader-1' : '',
  };
  if (operation.id === 'person' || operation.id.endsWith('Person'))
    params.id = withTwoPersons().persons?.[0]?.id as string;
  if (operation.id === 'team' || operation.id.endsWith('Team'))
    params.id = pick(sample.map((item) => item.teams?.[0]?.id));
  const path = (operation.paths[0] as string).replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  return { path, query: operation.sideEffect ? { userId: 'reader-1' } : {} };
}

const url = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};

const parameters = OPERATIONS.flatMap((operation) =>
  Object.keys(operation.query.def.shape).map((name) => [operation.id, name, operation] as const),
);

describe('every documented parameter is accepted with a valid value', () => {
  it.each(parameters)('%s ?%s', async (_id, name, operation) => {
    const { path, query } = basePath(operation);
    const res = await get(url(path, { ...query, [name]: example(name) }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(operation.response.safeParse(res.body).success).toBe(true);
  });
});

describe('and has its documented effect', () => {
  const categories = async (query: Record<string, string>) =>
    ((await get(url('/mediaApi/mediaApi/v1.0/category', query))).body as { categories: Category[] })
      .categories;
  const itemsOf = async (query: Record<string, string>) =>
    contentListSchema.parse((await get(url('/mediaApi/v1.0/content/', { ...query, offset: '0' }))).body)
      .content;

  // The category list lists a category when at least one of its items passes the content filters given.
  const listFilters = [
    'vendor',
    'vendorFilter',
    'tag',
    'language',
    'countryCode',
    'localCountryCode',
    'originCountryCode',
  ];
  it.each(listFilters)(
    'categoryList ?%s lists exactly the categories with an item passing it',
    async (name) => {
      const value = example(name);
      const all = await categories({});
      const listed = new Set((await categories({ [name]: value })).map((c) => c.categoryId));
      for (const category of all) {
        const items = await itemsOf({ [name]: value, category: String(category.categoryId) });
        expect(listed.has(category.categoryId), `${category.categoryName}`).toBe(items.length > 0);
      }
    },
  );

  it('categoryList ?media=video lists exactly the categories that have video items', async () => {
    const all = await categories({});
    const listed = new Set((await categories({ media: 'video' })).map((c) => c.categoryId));
    expect(listed.size).toBeGreaterThan(0);
    for (const category of all) {
      const items = await itemsOf({ category: String(category.categoryId) });
      expect(listed.has(category.categoryId)).toBe(items.some((item) => item.media?.type === 'video'));
    }
  });

  it('categoryList ?categoryFilter removes categories by id or English name', async () => {
    const all = await categories({});
    expect((await categories({ categoryFilter: '7' })).map((c) => c.categoryId)).toEqual(
      all.filter((c) => c.categoryId !== 7).map((c) => c.categoryId),
    );
    expect((await categories({ categoryFilter: 'sports,World' })).length).toBe(all.length - 2);
  });

  it('categoryList ?language translates the names', async () => {
    const es = await categories({ language: 'es' });
    expect(es.find((c) => c.categoryId === 7)?.translatedName).toBe('Deportes');
  });

  it('person ?person narrows the top article to stories that also name that person', async () => {
    const item = withTwoPersons();
    const [a, b] = item.persons as { id: string }[];
    const res = await get(`/mediaApi/v1.0/person/${a?.id}?person=${b?.id}`);
    const top = (res.body as { topArticle: ContentItem | null }).topArticle;
    expect(top?.persons?.map((p) => p.id)).toEqual(expect.arrayContaining([a?.id, b?.id]));
    const alone = await get(`/mediaApi/v1.0/person/${a?.id}?person=Q999999999`);
    expect((alone.body as { topArticle: unknown }).topArticle).toBeNull();
  });

  it('team ?language gives the name and description in that language where a translation exists', async () => {
    const ids = [...new Set(sample.flatMap((item) => item.teams?.map((team) => team.id) ?? []))];
    let translated = 0;
    for (const id of ids) {
      const en = (await get(`/mediaApi/v1.0/team/${id}`)).body as { description: string };
      const es = (await get(`/mediaApi/v1.0/team/${id}?language=es`)).body as { description: string };
      const fr = (await get(`/mediaApi/v1.0/team/${id}?language=fr`)).body as { description: string };
      expect(fr.description).toBe(en.description);
      if (es.description !== en.description) translated += 1;
    }
    expect(translated).toBeGreaterThan(0);
  });

  it('content ?thumbImg* shape the thumbnail, list and by id', async () => {
    // Steps of the thumbnail ladder (docs/decisions/0008), so the answer equals the request.
    const query = { thumbImgWidth: '120', thumbImgHeight: '96', thumbImgQuality: '50' };
    const [item] = await itemsOf({ ...query, limit: '1' });
    expect(item?.images?.mainImageThumbnail).toMatchObject({ width: 120, height: 96, quality: 50 });
    const one = await get(url(`/mediaApi/v1.0/content/${item?.contentId}`, query));
    expect((one.body as ContentItem).images?.mainImageThumbnail).toMatchObject({
      width: 120,
      height: 96,
      quality: 50,
    });
  });

  it('video items say so, in the list and by id', async () => {
    const video = sample.find((item) => item.media !== undefined) as ContentItem;
    expect(video.media).toMatchObject({ type: 'video', playerUrl: expect.stringMatching(/^https:\/\//) });
    expect(video.media?.durationSeconds).toBeGreaterThan(0);
    const one = await get(`/mediaApi/v1.0/content/${video.contentId}`);
    expect((one.body as ContentItem).media).toEqual(video.media);
  });
});

describe('/openapi.json', () => {
  it('lists exactly the registered routes and their parameters, from the table', async () => {
    const doc = (await get('/openapi.json')).body as {
      paths: Record<
        string,
        {
          get: {
            operationId: string;
            parameters?: { name: string; in: string }[];
            responses: Record<string, unknown>;
          };
        }
      >;
    };
    const expected = OPERATIONS.flatMap((operation) =>
      routePaths(operation).map((path) => [path.replace(/:(\w+)/g, '{$1}'), operation] as const),
    );
    expect(Object.keys(doc.paths).sort()).toEqual(expected.map(([path]) => path).sort());
    for (const [path, operation] of expected) {
      const get = doc.paths[path]?.get;
      expect(get?.operationId.startsWith(operation.id)).toBe(true);
      const names = (where: string) =>
        (get?.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => p.name)
          .sort();
      expect(names('query')).toEqual(Object.keys(operation.query.def.shape).sort());
      expect(names('path')).toEqual(Object.keys(operation.params.def.shape).sort());
      const statuses = ['200', '400', '429', '500', ...operation.errors.map(String)];
      expect(Object.keys(get?.responses ?? {}).sort()).toEqual(statuses.sort());
    }
  });
});

describe('bad input: 400 naming the parameter, in the words the reader uses', () => {
  const cases: [string, string, string][] = [
    ['/mediaApi/v1.0/content/?topic=x%00:ext', 'topic', 'topic must not contain control characters'],
    ['/mediaApi/v1.0/content/?tag=a%1Fb', 'tag', 'tag must not contain control characters'],
    ['/mediaApi/v1.0/person/Q1%00', 'path', 'the path must not contain control characters'],
    ['/mediaApi/v1.0/content/?limit=+5', 'limit', 'limit must be an integer from 1 to 100'],
    ['/mediaApi/v1.0/content/?limit=%2B5', 'limit', 'limit must be an integer from 1 to 100'],
    ['/mediaApi/v1.0/content/?offset=-0', 'offset', 'offset must be an integer from 0 to 10000000'],
    ['/mediaApi/v1.0/mid/comics?offset=%2B0', 'offset', 'offset must be an integer from 0 to 1000000'],
    ['/mediaApi/mediaApi/v1.0/category?media=audio', 'media', 'media must be one of video'],
    [
      '/mediaApi/mediaApi/v1.0/category?countryCode=QQ',
      'countryCode',
      'countryCode must be an ISO 3166-1 alpha-2 country code',
    ],
    [
      '/mediaApi/mediaApi/v1.0/category?vendor=' + Array.from({ length: 51 }, (_, i) => `v${i}`).join(','),
      'vendor',
      'vendor accepts at most 50 entries',
    ],
    ['/mediaApi/mediaApi/v1.0/category?tag=a&tag=b', 'tag', 'tag must be given once'],
    ['/mediaApi/v1.0/team/Q1?sortBy=newest', 'sortBy', 'unknown parameter sortBy'],
    ['/mediaApi/v1.0/person/Q1/add', 'userId', 'userId is required'],
  ];

  it.each(cases)('%s', async (path, param, message) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body)).toEqual({ status: 400, error: 'Bad Request', message, param });
  });

  it('words a refusal exactly as the contract does for the reader', async () => {
    const operation = OPERATIONS.find((op) => op.id === 'contentList') as Operation;
    const input = { limit: '0' };
    const result = operation.query.safeParse(input);
    expect(result.success).toBe(false);
    const words = issueToParamError(result.error?.issues[0] as never, input);
    const res = await get('/mediaApi/v1.0/content/?limit=0');
    expect(res.body).toMatchObject(words);
  });

  it('accepts publisherId and key on every operation', async () => {
    for (const operation of OPERATIONS) {
      const { path, query } = basePath(operation);
      expect((await get(url(path, { ...query, publisherId: 'p', key: 'k' }))).status).toBe(200);
    }
  });
});
