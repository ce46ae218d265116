// The browser's checks (src/api/contract-check.ts: plain data read without zod) give zod's verdicts: on
// every operation's answers from the reference server and on each of their fields removed, nulled,
// retyped or joined by an unknown key (same ok or not, same first issue's path, same stripped data), and on
// each parameter's edge values (same refusal: the parameter named and the server's words).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { answerShape } from './check-shapes';
import { issueToParamError, type ParamIssue } from './errors';
import { OPERATIONS, type Operation } from './operations';
import { errorBodySchema } from './schemas';
import { API_ROOT, CATEGORY_API_ROOT, INTENT_HEADER, MAX_LIST_ENTRIES } from './vocabulary';
import { checkAnswer, errorBody, refusal } from '../src/api/contract-check';
import type { RequestSpec } from '../src/api/endpoints';
import { createTestApp, type TestApp } from '../server/test-support';

type Row = (typeof OPERATIONS)[number];
const specOf = (row: Row, pathParams: Record<string, string> = {}) =>
  ({ operationId: row.id, pathParams }) as unknown as RequestSpec;

/** zod's verdict on an answer, as the client's check reported it when it read the answer with zod. */
function zodAnswer(schema: Operation['response'], body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0]!;
  return {
    ok: false,
    issuePath: issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)',
    message: issue.message,
  };
}

/** zod's refusal of a request, as the client's check reported it when it read the parameters with zod. */
function zodRefusal(row: Row, pathParams: Record<string, string>, query: Record<string, string>) {
  for (const [schema, input] of [
    [row.params, pathParams],
    [row.query, query],
  ] as const) {
    const parsed = (schema as z.ZodMiniType).safeParse(input);
    if (!parsed.success) return issueToParamError(parsed.error.issues[0] as ParamIssue, input);
  }
  return undefined;
}

// ---------------------------------------------------------------- answers and their mutations

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every place in a value: the path to it (object keys, array indexes). */
function places(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => places(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...places(item, [...path, key])]);
  return [];
}

function at(value: Json, path: readonly (string | number)[]): Json {
  return path.reduce<Json>((inner, key) => (inner as Record<string | number, Json>)[key] as Json, value);
}

/** A copy of the body with the value at `path` replaced (`undefined`: removed). */
function mutated(body: Json, path: readonly (string | number)[], replace: (old: Json) => Json | undefined) {
  const copy = structuredClone(body);
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, Json>;
  const key = path.at(-1)!;
  const next = replace(parent[key] as Json);
  if (next !== undefined) parent[key] = next;
  else if (Array.isArray(parent)) parent.splice(key as number, 1);
  else delete parent[key];
  return copy;
}

/** Another type than the value's own (and, for a number, a fraction, which an `int` refuses). */
const retypings = (value: Json): Json[] => {
  if (typeof value === 'string') return [1, true, [value]];
  if (typeof value === 'number') return [String(value), value + 0.5, false];
  if (typeof value === 'boolean') return [String(value), 0];
  if (Array.isArray(value)) return [{}, 'x'];
  return value === null ? ['x', {}] : [[], 'x'];
};

/** An object with its keys in the reverse order, each one null: many faults, the first in zod's order. */
const allNulled = (value: Json) =>
  Object.fromEntries(
    Object.keys(value as object)
      .reverse()
      .map((key) => [key, null]),
  );

/**
 * The body and, for each place in it: removed, null, retyped; and for each object an unknown key, and all
 * its keys null (in the reverse order).
 */
function mutations(body: Json): Json[] {
  const all: Json[] = [body, null, [], 'x', 0, allNulled(body)];
  for (const path of places(body)) {
    all.push(
      mutated(body, path, () => undefined),
      mutated(body, path, () => null),
    );
    for (const other of retypings(at(body, path))) all.push(mutated(body, path, () => other));
    const value = at(body, path);
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      all.push(
        mutated(body, path, (old) => ({ ...(old as object), unknownKey: 1 })),
        mutated(body, path, allNulled),
      );
  }
  return all;
}

/** A few items of a list that, together, have every key any item of it has (so each is mutated). */
function covering<T extends Json>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const keys = places(item).map((path) => path.filter((key) => typeof key === 'string').join('.'));
    const fresh = keys.filter((key) => !seen.has(key));
    fresh.forEach((key) => seen.add(key));
    return fresh.length > 0;
  });
}

describe("the browser's checks give zod's verdicts", () => {
  let t: TestApp;
  const answers: { row: Row; body: Json }[] = [];
  const errors: Json[] = [];
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url, headers });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const row = (id: Row['id']) => OPERATIONS.find((operation) => operation.id === id)!;

  beforeAll(async () => {
    t = await createTestApp();
    const keep = async (id: Row['id'], url: string, headers?: Record<string, string>) => {
      const { status, body } = await get(url, headers);
      expect(status, url).toBe(200);
      answers.push({ row: row(id), body });
      return body as Record<string, Json>;
    };
    const categories = (await keep('categoryList', `${CATEGORY_API_ROOT}/category`)).categories as {
      categoryId: number;
      categoryName: string;
    }[];
    await keep('categoryList', `${CATEGORY_API_ROOT}/category?media=video&language=es`);
    await keep('categoryById', `${CATEGORY_API_ROOT}/category/id/${categories[0]!.categoryId}`);
    await keep('categoryByName', `${API_ROOT}/category/name/${categories[1]!.categoryName}`);
    const all = (await get(`${API_ROOT}/content?limit=100`)).body as { content: Record<string, Json>[] };
    const items = covering(all.content);
    answers.push({ row: row('contentList'), body: { totalItems: items.length, content: items } });
    for (const item of covering(all.content).slice(0, 3))
      await keep('contentById', `${API_ROOT}/content/${String(item.contentId)}`);
    const person = all.content.flatMap((item) => (item.persons ?? []) as { id: string }[])[0]!.id;
    const team = all.content.flatMap((item) => (item.teams ?? []) as { id: string }[])[0]!.id;
    await keep('person', `${API_ROOT}/person/${person}`);
    await keep('team', `${API_ROOT}/team/${team}?language=es`);
    const follow = { [INTENT_HEADER]: 'follow', 'sec-fetch-site': 'same-origin' };
    await keep('followPerson', `${API_ROOT}/person/${person}/add?userId=parity`, follow);
    await keep('followTeam', `${API_ROOT}/team/${team}/add?userId=parity`, follow);
    await keep('user', `${API_ROOT}/user/parity`);
    await keep('unfollowTeam', `${API_ROOT}/team/${team}/delete?userId=parity`, follow);
    await keep('unfollowPerson', `${API_ROOT}/person/${person}/delete?userId=parity`, follow);
    await keep('comics', `${API_ROOT}/mid/comics?limit=6`);
    errors.push((await get(`${API_ROOT}/content?limit=0`)).body, (await get(`${API_ROOT}/team/Q0none`)).body);
  }, 60_000);
  afterAll(() => t.close());

  it('has an answer of every operation', () => {
    expect(new Set(answers.map((answer) => answer.row.id))).toEqual(new Set(OPERATIONS.map((op) => op.id)));
  });

  it('on every answer and each of its mutations', () => {
    let compared = 0;
    let failed = 0;
    for (const { row, body } of answers) {
      for (const variant of mutations(body)) {
        const mine = checkAnswer(specOf(row), variant);
        expect(mine, `${row.id}: ${JSON.stringify(variant).slice(0, 300)}`).toStrictEqual(
          zodAnswer(row.response, variant),
        );
        compared += 1;
        if (!mine.ok) failed += 1;
      }
    }
    // Both verdicts occur often (a removed optional field, an unknown key, a null for a nullable pass).
    expect(failed).toBeGreaterThan(1000);
    expect(compared - failed).toBeGreaterThan(300);
  });

  it('on error bodies and their mutations', () => {
    expect(errors.length).toBe(2);
    for (const body of errors) {
      expect(errorBody(body)).toMatchObject({ status: expect.any(Number), message: expect.any(String) });
      for (const variant of mutations(body)) {
        const reference = errorBodySchema.safeParse(variant);
        expect(errorBody(variant)).toStrictEqual(reference.success ? reference.data : undefined);
      }
    }
  });

  // ---------------------------------------------------------------- parameters

  /** Text at and around each rule's edges. */
  const EDGES = [
    ...['', ' ', '0', '1', '-1', '+5', '1e2', '5.0', ' 5', '15', '16', '50', '51', '99', '100', '101'],
    ...[
      '2000',
      '2001',
      '1000000',
      '1000001',
      '10000000',
      '10000001',
      '2147483647',
      '2147483648',
      '0000000000001',
    ],
    ...[
      '1234567890123',
      '2',
      '3',
      '6',
      '7',
      'true',
      'TRUE',
      ' false ',
      'False',
      'yes',
      'en',
      'EN',
      ' es ',
      'pt',
    ],
    ...['fr', 'xx', 'eng', 'us', 'US', 'gb', 'zz', 'a,b', ' a , ,b ', ',,,', 'newest', 'NEWEST', 'oldest'],
    ...[
      'video',
      'Video',
      'audio',
      'Peanut',
      'peanuts',
      'DILBERTS',
      'Garfields',
      'nope',
      'Q1',
      'x'.repeat(100),
    ],
    ...['x'.repeat(101), 'x'.repeat(128), 'x'.repeat(129), 'x'.repeat(256), 'x'.repeat(257), 'a_b-C9', 'a b'],
    ...['a'.repeat(64), 'a'.repeat(65), 'a\u0000b', 'tab\there', 'del\u007f', '01/02/2024', '1/2/2024'],
    ...[
      '02/29/2024',
      '02/29/2023',
      '02/30/2024',
      '12/31/1969',
      '01/01/1970',
      '13/01/2024',
      '01/02/2024 15:04:05',
    ],
    ...['01/02/2024T15:04:05', '01/02/2024 24:00:00', '01/02/2024 23:59:60', ' 01/02/2024 ', '2024-01-02'],
    ...['123e4567-e89b-12d3-a456-426614174000', '123E4567-E89B-12D3-A456-426614174000', '123e4567e89b'],
    Array.from({ length: MAX_LIST_ENTRIES }, (_, i) => `e${i}`).join(','),
    Array.from({ length: MAX_LIST_ENTRIES + 1 }, (_, i) => `e${i}`).join(','),
    `a,${'y'.repeat(101)}`,
  ];

  /** A valid value for each required parameter, so each case tests one parameter. */
  const BASE: Record<string, string> = { userId: 'parity', id: 'Q1', categoryId: '1', categoryName: 'World' };
  const required = (schema: unknown) =>
    Object.entries((schema as z.ZodMiniObject).def.shape).flatMap(([name, child]) =>
      (child as z.ZodMiniType).def.type === 'optional' ? [] : [[name, BASE[name] ?? '1'] as const],
    );

  it('on each parameter at its edges, in the path and in the query', () => {
    let refused = 0;
    let compared = 0;
    for (const row of OPERATIONS) {
      const basePath = Object.fromEntries(required(row.params));
      const baseQuery = Object.fromEntries(required(row.query));
      const cases: [Record<string, string>, Record<string, string>][] = [[basePath, baseQuery]];
      for (const value of EDGES) {
        for (const name of Object.keys(row.params.def.shape))
          cases.push([{ ...basePath, [name]: value }, baseQuery]);
        for (const name of Object.keys(row.query.def.shape))
          cases.push([basePath, { ...baseQuery, [name]: value }]);
      }
      // Unknown names (also those of Object.prototype), a required one missing, and two faults at once.
      for (const name of ['nope', 'constructor', 'toString', '__proto__', 'x'.repeat(70)])
        cases.push([basePath, Object.fromEntries([...Object.entries(baseQuery), [name, '1']])]);
      if (Object.keys(basePath).length > 0) cases.push([{}, baseQuery]);
      for (const name of Object.keys(baseQuery)) {
        const { [name]: _left, ...rest } = baseQuery;
        cases.push([basePath, rest]);
      }
      cases.push([basePath, { ...baseQuery, nope: '1', aid: 'x'.repeat(129) }]);
      cases.push([basePath, { nope: '1', ...baseQuery, optOut: 'maybe' }]);

      for (const [pathParams, query] of cases) {
        const mine = refusal(specOf(row, pathParams), query);
        expect(mine, `${row.id} ${JSON.stringify([pathParams, query]).slice(0, 200)}`).toStrictEqual(
          zodRefusal(row, pathParams, query),
        );
        compared += 1;
        if (mine) refused += 1;
      }
    }
    // Both verdicts occur often.
    expect(refused).toBeGreaterThan(1000);
    expect(compared - refused).toBeGreaterThan(1000);
  });
});

describe('the generator of the checks', () => {
  it('refuses a schema it cannot describe as plain data, rather than checking less than zod', () => {
    expect(() => answerShape(z.object({ name: z.string().check(z.minLength(2)) }) as never)).toThrow(/name/);
    expect(() => answerShape(z.union([z.string(), z.number()]) as never)).toThrow(/union/);
    expect(answerShape(z.object({ n: z.int(), s: z.optional(z.nullable(z.literal('a'))) }) as never)).toEqual(
      {
        n: 'int',
        s: ['?', ['null', ['=', 'a']]],
      },
    );
  });
});
