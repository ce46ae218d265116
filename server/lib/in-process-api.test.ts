// The render's API calls are answered without HTTP (in-process-api.ts) by each operation's own answerer.
// Asked both ways — in process, and over real HTTP from the listening server — every operation a page
// reads gives the same status, the same data and the same error bodies (404, 400, a 503's Retry-After).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { addTestOperation, commonQuery, servedOperations, type Operation } from '../../contract/operations';
import { pathText } from '../../contract/params';
import { API_ROOT } from '../../contract/vocabulary';
import { matchOperation, normalizeApiPath } from './api-path';
import { HttpError } from './http-error';
import { createTestApp, rawGet, type TestApp } from '../test-support';
import { withSafeImageUrls } from '../../src/api/image-urls';

const API = '/mediaApi/v1.0';
const MISSING = '00000000-0000-4000-8000-000000000000';

/** A row whose handler is always busy: the 503 and its Retry-After must come through both ways. */
const busy = {
  id: 'busyForTest',
  summary: 'Always busy (test only)',
  description: 'Answers 503 with Retry-After; a row a test adds to the table.',
  paths: [`${API_ROOT}/busy-for-test/:word`],
  params: z.object({ word: pathText(20, 'Any word.') }),
  query: z.strictObject({ ...commonQuery }),
  response: z.object({ word: z.string() }),
  sideEffect: false,
  cache: 'public',
  errors: [503],
} as const satisfies Operation;

describe('the API answered in process', () => {
  let t: TestApp;
  let base: string;
  let removeRow: () => void;
  const ids = { content: '', person: '', team: '', category: 0 };

  beforeAll(async () => {
    removeRow = addTestOperation(busy);
    t = await createTestApp({
      testHandlers: {
        busyForTest: () => {
          throw new HttpError(503, 'busy; retry shortly', undefined, { 'retry-after': '3' });
        },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
    const list = JSON.parse((await rawGet(base, `${API}/content/?sortBy=newest&limit=50`)).body) as {
      content: { contentId: string; persons?: { id: string }[]; teams?: { id: string }[] }[];
    };
    ids.content = list.content[0]!.contentId;
    ids.person = list.content.find((item) => item.persons?.length)!.persons![0]!.id;
    ids.team = list.content.find((item) => item.teams?.length)!.teams![0]!.id;
    const categories = JSON.parse((await rawGet(base, `${API}/category/`)).body) as {
      categories?: { id: number }[];
    };
    ids.category = categories.categories?.[0]?.id ?? 1;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    removeRow();
  });

  /** Both ways: the in-process answer and the listening server's, status, data and Retry-After. */
  async function bothWays(path: string) {
    const local = t.app.inProcessApi!.answer(path);
    expect(local, `${path} is answered in process`).toBeDefined();
    const http = await rawGet(base, path, { accept: 'application/json' });
    expect(local!.status, path).toBe(http.status);
    expect(JSON.parse(local!.body), path).toEqual(JSON.parse(http.body));
    expect(local!.headers['retry-after'], path).toBe(http.headers['retry-after']);
    return { status: local!.status, body: JSON.parse(local!.body) as Record<string, unknown> };
  }

  const readPaths = () => [
    `${API}/content/?sortBy=newest&limit=20`,
    `${API}/content?limit=5&person=${ids.person}`,
    `${API}/content/?category=Sports&sortBy=newest&limit=10&thumbImgWidth=400`,
    `${API}/content/?topic=Football&limit=5&language=es`,
    `${API}/content/${ids.content}`,
    `${API}/content/${ids.content}?thumbImgWidth=800&thumbImgQuality=60`,
    `${API}/person/${ids.person}`,
    `${API}/team/${ids.team}`,
    `${API}/category/`,
    `${API}/category/id/${ids.category}`,
    `${API}/category/name/sports`,
    `${API}/mid/comics?limit=5`,
    `${API}/user/reader-1`,
  ];

  it('gives the same data as HTTP for every operation a page reads', async () => {
    for (const path of readPaths()) {
      const { status, body } = await bothWays(path);
      expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
      expect(Object.keys(body).length, path).toBeGreaterThan(0);
    }
  });

  it('reads every operation without a side effect in the checks below (a new one must join them)', () => {
    const read = new Set(
      readPaths().map((path) => matchOperation(normalizeApiPath(path.split('?')[0]!))?.id),
    );
    const reads = servedOperations()
      .filter((operation) => !operation.sideEffect && (operation.id as string) !== busy.id)
      .map((operation) => operation.id);
    expect(reads.filter((id) => !read.has(id))).toEqual([]);
  });

  it("hands the render each read's view as its handler made it: the JSON's very fields, order and values", () => {
    const api = t.app.inProcessApi!;
    for (const path of readPaths()) {
      const view = api.view(path);
      const json = api.answer(path)!.body;
      // What the route writes is the view written as it is: no field left out or added, none reordered
      // (the page's state is the render's data written by JSON.stringify, byte for byte as before)…
      expect(JSON.stringify(view), path).toBe(json);
      // …and nothing that JSON would have turned into something else (a Date, an undefined field).
      expect(view, path).toStrictEqual(JSON.parse(json));
    }
  });

  it("names only images the client's rule lets through, its own /media/ ones: the render takes them unjudged", () => {
    const api = t.app.inProcessApi!;
    let images = 0;
    for (const path of readPaths()) {
      const view = api.view(path);
      images += (JSON.stringify(view).match(/"\/media\//g) ?? []).length;
      // What the browser's client keeps of the same answer (it judges every image address it is given).
      expect(withSafeImageUrls(structuredClone(view), 'http://127.0.0.1:4000'), path).toStrictEqual(view);
    }
    expect(images).toBeGreaterThan(50);
  });

  it("hands over fresh views: the render's client may prune one without touching the server's data", () => {
    const api = t.app.inProcessApi!;
    const objects = (value: unknown, into = new Set<object>()) => {
      if (typeof value === 'object' && value !== null && !into.has(value)) {
        into.add(value);
        for (const field of Object.values(value)) objects(field, into);
      }
      return into;
    };
    for (const path of readPaths()) {
      const first = objects(api.view(path));
      const shared = [...objects(api.view(path))].filter((object) => first.has(object));
      expect(shared, path).toEqual([]);
    }
  });

  it('gives no view for what is not a success: the error goes the JSON way', () => {
    const api = t.app.inProcessApi!;
    expect(api.view(`${API}/content/${MISSING}`)).toBeUndefined();
    expect(api.view(`${API}/content/?limit=0`)).toBeUndefined();
    expect(api.view(`${API}/person/${ids.person}/add?userId=reader-1`)).toBeUndefined();
  });

  it('fails as HTTP fails: the same 404s, 400s naming the parameter, and a 503 with its Retry-After', async () => {
    const failures: [string, number][] = [
      [`${API}/content/${MISSING}`, 404],
      [`${API}/content/not-a-uuid`, 400],
      [`${API}/content/?limit=0`, 400],
      [`${API}/content/?sortBy=sideways`, 400],
      [`${API}/content?limit=5&person=${ids.person}&person=Q1`, 400],
      [`${API}/person/Q999999999`, 404],
      [`${API}/category/name/NoSuchCategory`, 404],
      [`${API}/mid/comics?limit=abc`, 400],
      [`${API_ROOT}/busy-for-test/word`, 503],
    ];
    for (const [path, expected] of failures) {
      const { status, body } = await bothWays(path);
      expect(status, path).toBe(expected);
      expect(body.status, path).toBe(expected);
    }
    expect(t.app.inProcessApi!.answer(`${API_ROOT}/busy-for-test/word`)!.headers['retry-after']).toBe('3');
  });

  it('leaves to HTTP what only HTTP answers: follows, a streamed list, a path the guards refuse', () => {
    const api = t.app.inProcessApi!;
    expect(api.answer(`${API}/person/${ids.person}/add?userId=reader-1`)).toBeUndefined();
    expect(api.answer(`${API}/content/?offset=0&limit=5`)).toBeUndefined();
    expect(api.answer(`${API}/content/%2e%2e/category/`)).toBeUndefined();
    expect(api.answer(`${API}/no-such-operation`)).toBeUndefined();
    expect(api.answer('/feed.atom')).toBeUndefined();
  });
});
