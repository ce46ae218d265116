// Random parameter sets against every operation: never a 5xx, and always a contract-shaped body.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { OPERATIONS } from '../contract/operations';
import { errorBodySchema } from '../contract/schemas';
import { createTestApp, type TestApp } from './test-support';

/** Every path of every operation in the contract's table, with its answer's schema (`:name` → `{id}`). */
const PATHS: [string, z.ZodMiniType][] = OPERATIONS.flatMap((op) =>
  op.paths.map((path): [string, z.ZodMiniType] => [path.replace(/:\w+/, '{id}'), op.response]),
);

/** Every query parameter name of the table, from its rows. */
const NAMES = [...new Set(OPERATIONS.flatMap((op) => Object.keys(op.query.def.shape)))];
const NASTY = [
  "' OR 1=1 --",
  '"; DROP TABLE content; --',
  'weather:ext',
  '":ext',
  '* OR :ext',
  'NEAR(a b):ext',
  '%',
  '\u0000',
  '😀',
  'a'.repeat(5000),
  '-1',
  '0',
  '1e9',
  '99999999999999999999',
  'NaN',
  'true',
  'False',
  '02/29/2024',
  '02/30/2024 10:00:00',
  '12/31/2025 23:59:59',
  'Q100000',
  'Q500000',
  'sports,weather',
  ',,,',
  'Peanut',
  'PT',
  'newest',
  '__proto__',
  'constructor',
];
const ids = [
  'Q100000',
  'Q500000',
  '7',
  'Sports',
  'nobody',
  '00000000-0000-4000-8000-000000000000',
  "'; --",
  '%20',
  'x'.repeat(600),
];

const value = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.integer({ min: -5, max: 3000 }).map(String),
);
const params = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...NAMES), fc.string({ minLength: 1, maxLength: 12 })), value),
  { maxLength: 6 },
);

describe('property: random parameters never break the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers every operation with < 500 and a schema-shaped body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.constantFrom(...ids),
        params,
        async ([path, schema], id, pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const url = `${path.replace('{id}', encodeURIComponent(id))}${query ? `?${query}` : ''}`;
          const res = await t.app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBeLessThan(500);
          const body: unknown = res.json();
          if (res.statusCode === 200) expect(schema.safeParse(body).success, url).toBe(true);
          else expect(errorBodySchema.safeParse(body).success, url).toBe(true);
        },
      ),
      { numRuns: 600 },
    );
  });
});
