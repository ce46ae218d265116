// A row of the operations table is all an operation needs: a throw-away row, added for this file only
// (addTestOperation; production refuses it), is served with the table's validation and caching, documented
// in /openapi.json, fuzzed by the API fuzzer and callable from the reader's client with parameter types
// derived from the row. Nothing below names the row's path or parameters to any of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { addTestOperation, commonQuery, OPERATIONS, type Operation } from '../contract/operations';
import { credentialParams, integer, list, pathText, usDate } from '../contract/params';
import { API_ROOT } from '../contract/vocabulary';
import { ApiError, createApiClient } from '../src/api/client';
import { request } from '../src/api/endpoints';
import { fuzzPath, type OpenApi } from './test-fuzz';
import { createTestApp, type TestApp } from './test-support';

const echo = {
  id: 'echoForTest',
  summary: 'Echo a word (test only)',
  description: 'Repeats the word of the path; a row a test adds to the table.',
  paths: [`${API_ROOT}/echo-for-test/:word`],
  params: z.object({ word: pathText(20, 'The word to repeat.') }),
  query: z.strictObject({
    ...commonQuery,
    times: z.optional(integer(1, 5, 'How often, 1-5 (default 1).')),
    since: z.optional(usDate(false, 'A day to echo back')),
    tags: z.optional(list('Tags to echo back.')),
    ...credentialParams,
  }),
  response: z.object({
    words: z.array(z.string()),
    since: z.optional(z.number()),
    tags: z.array(z.string()),
  }),
  sideEffect: false,
  cache: 'public',
  errors: [],
} as const satisfies Operation;

type EchoQuery = z.output<typeof echo.query>;
const PATH = `${API_ROOT}/echo-for-test/{word}`;

describe('a row added to the operations table', () => {
  let t: TestApp;
  let base: string;
  let removeRow: () => void;
  let handled = 0;

  beforeAll(async () => {
    removeRow = addTestOperation(echo);
    t = await createTestApp({
      testHandlers: {
        echoForTest: ({ query, params }: { query: EchoQuery; params: { word: string } }) => {
          handled += 1;
          return {
            words: Array.from({ length: query.times ?? 1 }, () => params.word),
            ...(query.since === undefined ? {} : { since: query.since }),
            tags: query.tags ?? [],
          };
        },
      },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    removeRow();
  });

  it('is served, with the table’s checks and cache policy', async () => {
    const ok = await t.app.inject({ url: `${API_ROOT}/echo-for-test/hi?times=2&tags=a,%20b` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ words: ['hi', 'hi'], tags: ['a', 'b'] });
    // The same policy as every anonymous read of the table (the category list's, say).
    const list = OPERATIONS.find((operation) => operation.id === 'categoryList')!;
    const categories = await t.app.inject({ url: list.paths[0]! });
    expect(ok.headers['cache-control']).toMatch(/^public, /);
    expect(ok.headers['cache-control']).toBe(categories.headers['cache-control']);

    const refused = await t.app.inject({ url: `${API_ROOT}/echo-for-test/hi?times=9` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ param: 'times', message: 'times must be an integer from 1 to 5' });
    const unknown = await t.app.inject({ url: `${API_ROOT}/echo-for-test/hi?nope=1` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ param: 'nope' });
  });

  it('is documented in /openapi.json with its parameters', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json() as {
      paths: Record<string, { get?: { operationId?: string; parameters?: { name: string; in: string }[] } }>;
    };
    const get = doc.paths[PATH]?.get;
    expect(get?.operationId).toBe('echoForTest');
    const names = (get?.parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`);
    expect(names).toEqual(expect.arrayContaining(['path:word', 'query:times', 'query:since', 'query:tags']));
  });

  it('is fuzzed like every documented operation', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json() as OpenApi;
    const parameters = doc.paths[PATH]?.get?.parameters;
    expect(parameters?.length).toBeGreaterThan(0);
    const before = handled;
    const requests = await fuzzPath(t.app, PATH, parameters ?? [], {
      knownIds: { word: ['hi', 'Q1'] },
      numRuns: 60,
    });
    expect(requests).toBe(120);
    // Some generated requests were valid and reached the handler (the rest were refused with a 400).
    expect(handled).toBeGreaterThan(before);
  });

  it('is callable from the reader’s client with the row’s typed parameters', async () => {
    let fetched = 0;
    const client = createApiClient({
      baseUrl: base,
      fetch: (...args) => ((fetched += 1), globalThis.fetch(...args)),
    });
    const answer = await client.request(
      request(
        echo,
        { word: 'hola' },
        { times: 3, since: new Date(Date.UTC(2024, 0, 2, 15)), tags: [' x ', ''] },
      ),
    );
    // The date went out in the form the row reads (01/02/2024) and came back as its epoch seconds.
    expect(answer).toEqual({
      words: ['hola', 'hola', 'hola'],
      since: Date.UTC(2024, 0, 2) / 1000,
      tags: ['x'],
    });

    // What the row would refuse is refused before it is sent, in the server's words.
    const sent = fetched;
    const refused = await client
      .request(request(echo, { word: 'hola' }, { times: 9 }))
      .catch((error) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 400,
      param: 'times',
      message: 'times must be an integer from 1 to 5',
    });
    expect(fetched).toBe(sent);

    // An answer that departs from the row's schema is refused by the reader's check, where it departs.
    const liar = createApiClient({
      baseUrl: base,
      fetch: async () => Response.json({ words: ['a', 7], tags: [] }),
    });
    const schema = await liar.request(request(echo, { word: 'a' }, {})).catch((error) => error);
    expect(schema).toMatchObject({ kind: 'schema', issuePath: 'words.1' });

    // The types come from the row: these do not compile (typecheck fails if a @ts-expect-error is unused).
    const mistakes = () => [
      // @ts-expect-error times is a number
      request(echo, { word: 'x' }, { times: 'two' }),
      // @ts-expect-error since is a Date
      request(echo, { word: 'x' }, { since: '01/02/2024' }),
      // @ts-expect-error no such parameter
      request(echo, { word: 'x' }, { nope: true }),
      // @ts-expect-error the path needs its word
      request(echo, {}, {}),
    ];
    void mistakes;
  });

  it('is gone once the test removes it', async () => {
    removeRow();
    const later = await createTestApp();
    try {
      expect((await later.app.inject({ url: `${API_ROOT}/echo-for-test/hi` })).statusCode).toBe(404);
      const doc = (await later.app.inject({ url: '/openapi.json' })).json() as OpenApi;
      expect(doc.paths[PATH]).toBeUndefined();
    } finally {
      await later.close();
      removeRow = addTestOperation(echo);
    }
  });
});
