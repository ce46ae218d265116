// Fuzzes every operation /openapi.json describes, with values drawn from each parameter's own schema
// (valid, edge and hostile), and checks every answer: never a 5xx, a 200 matching the contract's schema
// for that path, anything else the contract's error body. The count is reported in docs/reliability.md.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../contract/operations';
import { errorBodySchema } from '../contract/schemas';
import { createTestApp, type TestApp } from './test-support';

interface Parameter {
  name: string;
  in: 'query' | 'path';
  required?: boolean;
  schema?: {
    type?: string;
    minimum?: number;
    maximum?: number;
    maxLength?: number;
    enum?: unknown[];
    pattern?: string;
  };
}
interface OpenApi {
  paths: Record<string, { get?: { parameters?: Parameter[] } }>;
}

const HOSTILE = [
  "' OR 1=1 --",
  '\u0000',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'x:ext',
  '"":ext',
  '😀',
  'a'.repeat(3000),
  '+5',
  '-0',
  '1e3',
  'NaN',
  '__proto__',
  ',,,',
  ' ',
];

/** Values for one parameter: mostly from its schema, sometimes hostile. */
function valueFor(parameter: Parameter): fc.Arbitrary<string> {
  const schema = parameter.schema ?? {};
  const hostile = fc.constantFrom(...HOSTILE);
  let typed: fc.Arbitrary<string>;
  if (schema.enum) typed = fc.constantFrom(...schema.enum.map(String));
  else if (schema.type === 'integer')
    typed = fc
      .integer({ min: (schema.minimum ?? 0) - 2, max: Math.min(schema.maximum ?? 1000, 100_000) + 2 })
      .map(String);
  else if (schema.type === 'boolean') typed = fc.constantFrom('true', 'false', 'TRUE', 'yes');
  else if (schema.pattern) typed = fc.stringMatching(new RegExp(schema.pattern));
  else typed = fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 60) });
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: hostile });
}

/**
 * The same target with some letters and digits percent-encoded (`mask` picks which): another spelling
 * of the same request, which every guard and the router must read as the canonical one (api-contract §1).
 */
function respell(url: string, mask: number): string {
  let index = 0;
  return url.replace(/%[0-9A-Fa-f]{2}|[A-Za-z0-9]/g, (match) => {
    if (match.length === 3) return match;
    index += 1;
    return (mask >> (index % 30)) & 1 ? `%${match.charCodeAt(0).toString(16).toUpperCase()}` : match;
  });
}

const KNOWN_IDS: Record<string, string[]> = {
  categoryId: ['1', '7', '999'],
  categoryName: ['Sports', 'sports', 'Nope'],
  contentId: ['00000000-0000-4000-8000-000000000000'],
  id: ['Q100000', 'Q500000', 'someone', 'u1'],
};

describe('fuzzing every operation of /openapi.json', () => {
  let t: TestApp;
  let doc: OpenApi;
  let requests = 0;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ url: '/openapi.json' })).json() as OpenApi;
    const first = (await t.app.inject({ url: '/mediaApi/v1.0/content?limit=1' })).json() as {
      content: { contentId: string }[];
    };
    KNOWN_IDS.contentId?.push(first.content[0]?.contentId ?? '');
  });
  afterAll(async () => {
    await t.close();
    console.log(`openapi fuzz: ${requests} requests, 0 answers ≥ 500`);
  });

  it('answers every generated request below 500, in the contract’s shapes', async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      item.get ? [{ path, parameters: item.get.parameters ?? [] }] : [],
    );
    expect(operations.length).toBeGreaterThanOrEqual(12);
    for (const { path, parameters } of operations) {
      const query = parameters.filter((p) => p.in === 'query');
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const request = fc.record({
        pathValues: fc.tuple(
          ...pathParams.map((name) =>
            fc.oneof(
              fc.constantFrom(...(KNOWN_IDS[name] ?? ['x'])),
              fc.constantFrom(...HOSTILE),
              // Not "." or "..": no URL can carry them as a value (RFC 3986 reads them, even percent-encoded,
              // as the current or parent path: `/content/.` is the list).
              fc.string({ minLength: 1, maxLength: 20 }).filter((value) => !/^\.{1,2}$/.test(value)),
            ),
          ),
        ),
        mask: fc.integer({ min: 1, max: 2 ** 30 - 1 }),
        pairs: fc
          .subarray(query)
          .chain((chosen) => fc.tuple(...chosen.map((p) => valueFor(p).map((v) => [p.name, v] as const)))),
      });
      // The answer's schema comes from the contract's table: the operation that serves this path.
      const fastifyPath = path.replace(/\{(\w+)\}/g, ':$1');
      const schema = OPERATIONS.find((op) => (op.paths as readonly string[]).includes(fastifyPath))?.response;
      if (!schema) throw new Error(`/openapi.json documents ${path}, which no operation of the table serves`);
      await fc.assert(
        fc.asyncProperty(request, async ({ pathValues, pairs, mask }) => {
          let url = path;
          pathParams.forEach((name, i) => {
            url = url.replace(`{${name}}`, encodeURIComponent(String(pathValues[i])));
          });
          const search = new URLSearchParams(pairs.map(([name, value]) => [name, value])).toString();
          if (search) url += `?${search}`;
          requests += 1;
          const res = await t.app.inject({ url });
          expect(res.statusCode, url).toBeLessThan(500);
          const body: unknown = res.json();
          if (res.statusCode === 200) expect(schema.safeParse(body).success, url).toBe(true);
          else expect(errorBodySchema.safeParse(body).success, `${res.statusCode} ${url}`).toBe(true);
          // Another spelling of the same request gets the same answer.
          const spelled = respell(url, mask);
          requests += 1;
          const again = await t.app.inject({ url: spelled });
          expect(again.statusCode, spelled).toBe(res.statusCode);
          if (res.statusCode !== 200)
            expect((again.json() as { param?: string }).param, spelled).toBe(
              (body as { param?: string }).param,
            );
        }),
        { numRuns: 120 },
      );
    }
  });
});
