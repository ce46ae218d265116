// Regression tests for the guards that run before the local routes and the proxy (issue 15, items 2, 3 and 7).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, userDataSchema } from '../../contract/schemas';
import { createTestApp, FOLLOW_HEADERS, getJson, rawGet, type TestApp } from '../test-support';

const PERSON = 'Q100000';

const follow = (user: string) => `/mediaApi/v1.0/person/${PERSON}/add?userId=${user}`;

async function followed(t: TestApp, user: string): Promise<string[]> {
  const res = await getJson(t.app, `/mediaApi/v1.0/user/${user}`);
  return userDataSchema.parse(res.body).followedPersons.map((p) => p.id);
}

describe('the follow guard (local mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each<[string, Record<string, string>, string]>([
    [
      'an <img> on our own page',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      'Sec-Fetch-Mode',
    ],
    [
      'a same-origin navigation',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      'Sec-Fetch-Mode',
    ],
    ['a typed-in address', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' }, 'Sec-Fetch-Site'],
    [
      'a cross-site fetch',
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', ...FOLLOW_HEADERS },
      'Sec-Fetch-Site',
    ],
    ['a same-site subdomain', { 'sec-fetch-site': 'same-site', ...FOLLOW_HEADERS }, 'Sec-Fetch-Site'],
    [
      'a same-origin iframe',
      {
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
        'sec-fetch-dest': 'iframe',
        ...FOLLOW_HEADERS,
      },
      'Sec-Fetch-Dest',
    ],
    ['a prefetch', { 'sec-purpose': 'prefetch', ...FOLLOW_HEADERS }, 'Sec-Purpose'],
    ['a prerender', { 'sec-purpose': 'prefetch;prerender', ...FOLLOW_HEADERS }, 'Sec-Purpose'],
    ['no fetch metadata, a foreign Origin', { origin: 'https://evil.example', ...FOLLOW_HEADERS }, 'Origin'],
    ['no fetch metadata, an opaque Origin', { origin: 'null', ...FOLLOW_HEADERS }, 'Origin'],
    [
      'no fetch metadata, a foreign Referer',
      { referer: 'https://evil.example/page', ...FOLLOW_HEADERS },
      'Referer',
    ],
    [
      'a same-origin fetch without the intent header',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      'X-Gazette-Intent',
    ],
    ['a script without the intent header', {}, 'X-Gazette-Intent'],
  ])('refuses %s with 403 naming %s, and writes nothing', async (_name, headers, param) => {
    const user = `guard-${param.toLowerCase()}`;
    for (const path of [follow(user), `/mediaApi/v1.0/team/Q500000/add?userId=${user}`]) {
      const res = await getJson(t.app, path, headers);
      expect(res.status).toBe(403);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(errorBodySchema.parse(res.body)).toMatchObject({ status: 403, param });
    }
    expect(await followed(t, user)).toEqual([]);
  });

  it('lets the app’s own same-origin fetch (and a script that sends the header) change state', async () => {
    const browser = await getJson(t.app, follow('guard-app'), {
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
      origin: 'http://localhost:80',
      host: 'localhost:80',
      ...FOLLOW_HEADERS,
    });
    expect(browser.status).toBe(200);
    const script = await getJson(t.app, follow('guard-script'), {
      host: 'a.example',
      origin: 'http://a.example',
      ...FOLLOW_HEADERS,
    });
    expect(script.status).toBe(200);
  });

  it('never changes state on HEAD (405, Allow: GET)', async () => {
    for (const url of [follow('guard-head'), `/mediaApi/v1.0/person/${PERSON}/delete?userId=guard-head`]) {
      const res = await t.app.inject({ method: 'HEAD', url, headers: FOLLOW_HEADERS });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET');
    }
    expect(await followed(t, 'guard-head')).toEqual([]);
  });

  it('guards the path as the router decodes it: %61dd is add, dot segments and encoded slashes are 400', async () => {
    const encoded = await getJson(t.app, `/mediaApi/v1.0/person/${PERSON}/%61dd?userId=guard-enc`);
    expect(encoded.status).toBe(403);
    expect(await followed(t, 'guard-enc')).toEqual([]);
    // Sent as-is over a real socket: app.inject (like fetch) would resolve the dot segments itself.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of [
      '/mediaApi/v1.0/%2e%2e/%2e%2e/internal/metrics',
      '/mediaApi/v1.0/person/x/..%2Fadd',
      '/mediaApi/v1.0/person/Q100000%2Fadd',
      '/mediaApi/v1.0/./content',
      '/mediaApi/v1.0/content/%2E',
      '/mediaApi//v1.0/content',
      '/mediaApi/v1.0/content%5C..',
    ]) {
      const res = await rawGet(base, path);
      expect(res.status, path).toBe(400);
      expect(errorBodySchema.parse(JSON.parse(res.body)).param, path).toBe('path');
    }
  });
});

describe('rate limits (local mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { readsPerMinute: 4, writesPerMinute: 2 } });
  });
  afterAll(async () => t.close());

  it('HEAD shares the GET bucket', async () => {
    const codes: number[] = [];
    for (const method of ['GET', 'HEAD', 'GET', 'HEAD', 'GET'] as const)
      codes.push((await t.app.inject({ method, url: '/mediaApi/v1.0/mid/comics' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });

  it('one bucket per operation, whatever the spelling of its path', async () => {
    const codes: number[] = [];
    for (const url of [
      '/mediaApi/v1.0/content',
      '/mediaApi/v1.0/content/',
      '/mediaApi/v1.0/content?limit=2',
      '/mediaApi/v1.0/content/',
      '/mediaApi/v1.0/content',
    ])
      codes.push((await t.app.inject({ url })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });

  it('counts an answer by its size: one offset=0 dump spends the bucket', async () => {
    const t2 = await createTestApp({ rateLimit: { readsPerMinute: 4, writesPerMinute: 2 } });
    try {
      const big = await t2.app.inject({ url: '/mediaApi/v1.0/content?offset=0' });
      expect(big.statusCode).toBe(200);
      expect(big.rawPayload.length).toBeGreaterThan(4 * 64 * 1024);
      const next = await t2.app.inject({ url: '/mediaApi/v1.0/content?limit=1' });
      expect(next.statusCode).toBe(429);
      expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
      // Other operations keep their own bucket.
      expect((await t2.app.inject({ url: '/mediaApi/v1.0/mid/comics' })).statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });
});

describe('load shedding', () => {
  it('answers 503 + Retry-After past the per-client in-flight budget, and /healthz at once', async () => {
    const t = await createTestApp({ load: { maxInFlight: 100, maxInFlightPerClient: 2, maxLagMs: 10_000 } });
    try {
      await t.app.ready();
      // Images render asynchronously (sharp), so several stay in flight at once.
      const urls = Array.from({ length: 8 }, (_, i) => `/media/categories/${i + 1}.png`);
      const results = await Promise.all(urls.map((url) => t.app.inject({ url })));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(2);
      const shed = results.filter((r) => r.statusCode === 503);
      expect(shed.length).toBeGreaterThan(0);
      for (const res of shed) {
        expect(res.headers['retry-after']).toBe('1');
        expect(errorBodySchema.parse(res.json()).status).toBe(503);
      }
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      // Released when done: the same client is admitted again.
      expect((await t.app.inject({ url: '/media/categories/1.png' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the same guards in proxy mode', () => {
  let upstream: Server;
  const seen: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ userId: 'x', followedPersons: [], followedTeams: [] }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    t = await createTestApp({
      upstream: { url: `http://127.0.0.1:${port}`, key: 'k' },
      rateLimit: { readsPerMinute: 3, writesPerMinute: 2 },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('refuses a cross-site prefetch and an <img> follow without forwarding them', async () => {
    seen.length = 0;
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site', 'sec-purpose': 'prefetch' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      {},
    ]) {
      const res = await getJson(t.app, `/mediaApi/v1.0/person/Q113493/add?userId=victim`, headers);
      expect(res.status).toBe(403);
    }
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/mediaApi/v1.0/person/Q1/add?userId=u',
      headers: FOLLOW_HEADERS,
    });
    expect(head.statusCode).toBe(405);
    expect(seen).toEqual([]);
  });

  it('rate-limits reads and writes before forwarding', async () => {
    seen.length = 0;
    const reads: number[] = [];
    for (let i = 0; i < 5; i += 1)
      reads.push((await t.app.inject({ url: '/mediaApi/v1.0/mid/comics' })).statusCode);
    expect(reads).toEqual([200, 200, 200, 429, 429]);
    const writes: number[] = [];
    for (let i = 0; i < 3; i += 1)
      writes.push((await getJson(t.app, '/mediaApi/v1.0/person/Q1/add?userId=u', FOLLOW_HEADERS)).status);
    expect(writes).toEqual([200, 200, 429]);
    expect(seen).toHaveLength(5);
  });
});
