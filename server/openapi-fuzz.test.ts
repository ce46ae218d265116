// Fuzzes every operation /openapi.json describes (server/test-fuzz.ts), with values drawn from each
// parameter's own schema (valid, edge and hostile), and checks every answer: never a 5xx, a 200 matching
// the contract's schema for that path, anything else the contract's error body. The count is reported in
// docs/reliability.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzPath, type OpenApi } from './test-fuzz';
import { createTestApp, type TestApp } from './test-support';

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
      requests += await fuzzPath(t.app, path, parameters, { knownIds: KNOWN_IDS, numRuns: 120 });
    }
    // About 3,800 requests: 8 s alone, past 30 s on two shared cores.
  }, 120_000);
});
