import { OPERATIONS } from '../contract/operations';
import { routePaths } from './routes/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../contract/schemas';
import { redactUrl } from './lib/redact';
import { createTestApp, getJson, type TestApp } from './test-support';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { readsPerMinute: 3, writesPerMinute: 2 } });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After and the error body once reads exceed the limit', async () => {
    const statuses: number[] = [];
    let last = await getJson(t.app, '/mediaApi/v1.0/category');
    statuses.push(last.status);
    for (let i = 0; i < 3; i += 1) {
      last = await getJson(t.app, '/mediaApi/v1.0/category');
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBodySchema.parse(last.body).status).toBe(429);
  });

  it('limits follow/unfollow more tightly', async () => {
    const codes = [];
    for (let i = 0; i < 3; i += 1)
      codes.push((await getJson(t.app, '/mediaApi/v1.0/person/Q100000/add?userId=rl')).status);
    expect(codes).toEqual([200, 200, 429]);
  });

  it('never limits the static app or health checks', async () => {
    for (let i = 0; i < 10; i += 1) expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('required key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ requireKey: { publisherId: 'pub', key: 's3cret' } });
  });
  afterAll(async () => t.close());

  it('answers 401 without matching credentials and 200 with them', async () => {
    for (const query of ['', '?publisherId=pub', '?publisherId=pub&key=wrong', '?publisherId=x&key=s3cret']) {
      const res = await getJson(t.app, `/mediaApi/v1.0/mid/comics${query}`);
      expect(res.status).toBe(401);
      expect(errorBodySchema.parse(res.body).status).toBe(401);
    }
    expect((await getJson(t.app, '/mediaApi/v1.0/mid/comics?publisherId=pub&key=s3cret')).status).toBe(200);
    expect((await getJson(t.app, '/healthz')).status).toBe(200);
  });

  it('redacts keys from logged URLs', () => {
    expect(redactUrl('/mediaApi/v1.0/content?key=s3cret&publisherId=pub&limit=1')).not.toMatch(/s3cret|=pub/);
  });
});

// Proxy mode: plugins/proxy.test.ts.

describe('openapi, compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('describes every operation with parameters and error responses', async () => {
    const res = await getJson(t.app, '/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as {
      paths: Record<string, { get: { parameters: { name: string }[]; responses: Record<string, unknown> } }>;
    };
    const paths = Object.keys(doc.paths);
    expect(paths).toHaveLength(OPERATIONS.flatMap((operation) => routePaths(operation)).length);
    const content = doc.paths['/mediaApi/v1.0/content/']?.get;
    expect(content?.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'offset', 'topic', 'sortBy', 'publishedAfter']),
    );
    for (const path of paths)
      expect(Object.keys(doc.paths[path]?.get.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '400', '429']),
      );
  });

  it('compresses JSON for clients that accept it, with the same ETag', async () => {
    const plain = await t.app.inject({ url: '/mediaApi/v1.0/content?limit=50' });
    const gz = await t.app.inject({
      url: '/mediaApi/v1.0/content?limit=50',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gz.headers.etag).toBe(plain.headers.etag);
  });
});
