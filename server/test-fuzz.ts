// The API fuzzer: requests drawn from what /openapi.json says of each parameter (valid, edge and hostile),
// each answer checked: never a 5xx, a 200 matching the contract's schema of the operation that serves the
// path, anything else the contract's error body, and another spelling of the request answered alike.
// openapi-fuzz.test.ts runs it over every documented path; operations-extension.test.ts over a row a test
// added to the table.
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { expect } from 'vitest';
import { servedOperations } from '../contract/operations';
import { errorBodySchema } from '../contract/schemas';

export interface Parameter {
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
export interface OpenApi {
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

/**
 * Fuzzes one documented path with `numRuns` generated requests (each also sent respelled); path parameters
 * come from `knownIds` by name, hostile values and random text. Answers the number of requests sent.
 */
export async function fuzzPath(
  app: FastifyInstance,
  path: string,
  parameters: readonly Parameter[],
  options: { knownIds: Record<string, string[]>; numRuns: number },
): Promise<number> {
  let requests = 0;
  const query = parameters.filter((p) => p.in === 'query');
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const request = fc.record({
    pathValues: fc.tuple(
      ...pathParams.map((name) =>
        fc.oneof(
          fc.constantFrom(...(options.knownIds[name] ?? ['x'])),
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
  const schema = servedOperations().find((op) =>
    (op.paths as readonly string[]).includes(fastifyPath),
  )?.response;
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
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
      const body: unknown = res.json();
      if (res.statusCode === 200) expect(schema.safeParse(body).success, url).toBe(true);
      else expect(errorBodySchema.safeParse(body).success, `${res.statusCode} ${url}`).toBe(true);
      // Another spelling of the same request gets the same answer.
      const spelled = respell(url, mask);
      requests += 1;
      const again = await app.inject({ url: spelled });
      expect(again.statusCode, spelled).toBe(res.statusCode);
      if (res.statusCode !== 200)
        expect((again.json() as { param?: string }).param, spelled).toBe((body as { param?: string }).param);
    }),
    { numRuns: options.numRuns },
  );
  return requests;
}
