// Regression tests for the guards that run before the local routes and the proxy.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, userDataSchema } from '../../contract/schemas';
import { createTestApp, getJson, rawGet, rawRequest, type TestApp } from '../test-support';
import { connect } from 'node:net';

const PERSON = 'Q100000';

const follow = (user: string) => `/mediaApi/v1.0/person/${PERSON}/add?userId=${user}`;

async function followed(t: TestApp, user: string): Promise<string[]> {
  const res = await getJson(t.app, `/mediaApi/v1.0/user/${user}`);
  return userDataSchema.parse(res.body).followedPersons.map((p) => p.id);
}

/** A browser made to follow by someone else, as Chromium describes each vector in its Fetch Metadata. */
const BROWSER_VECTORS: [string, Record<string, string>, string][] = [
  [
    'an <img> on another site',
    { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    'Sec-Fetch-Site',
  ],
  [
    'an <img> on our own page (user content)',
    { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    'Sec-Fetch-Mode',
  ],
  [
    'a same-origin link followed',
    { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    'Sec-Fetch-Mode',
  ],
  ['a typed-in address', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' }, 'Sec-Fetch-Mode'],
  ['a cross-site fetch', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' }, 'Sec-Fetch-Site'],
  [
    'a top form or window.open from another site',
    { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    'Sec-Fetch-Site',
  ],
  ['a same-site subdomain', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' }, 'Sec-Fetch-Site'],
  [
    'a same-origin iframe',
    { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
    'Sec-Fetch-Mode',
  ],
  [
    'a same-origin script or style',
    { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'script' },
    'Sec-Fetch-Dest',
  ],
  ['a prefetch', { 'sec-purpose': 'prefetch' }, 'Sec-Purpose'],
  ['a prerender', { 'sec-purpose': 'prefetch;prerender' }, 'Sec-Purpose'],
  ['an old prefetch', { purpose: 'prefetch' }, 'Sec-Purpose'],
  ['no fetch metadata, a foreign Origin', { origin: 'https://evil.example' }, 'Origin'],
  ['no fetch metadata, an opaque Origin', { origin: 'null' }, 'Origin'],
  ['no fetch metadata, a foreign Referer', { referer: 'https://evil.example/page' }, 'Referer'],
];

/**
 * Every spelling of one target the guards must read as the router does (api-contract.md §1): the
 * canonical path, percent-encoded letters (in the first segment, in a later one and in the query), and
 * the absolute form a client sends to a proxy.
 */
function spellings(path: string, query: string): [string, string][] {
  const [, first = '', ...rest] = path.split('/');
  const last = rest.pop() ?? '';
  return [
    ['canonical', `${path}?${query}`],
    [
      'an encoded letter',
      `/%${first.charCodeAt(0).toString(16).toUpperCase()}${first.slice(1)}/${[...rest, last].join('/')}?${query}`,
    ],
    [
      'encoded letters in a later segment and the query',
      `/${first}/${rest.join('/')}/%${last.charCodeAt(0).toString(16)}${last.slice(1)}?${query.replace('userId', 'user%49d')}`,
    ],
    ['absolute form', `http://elsewhere.example${path}?${query}`],
  ];
}

describe('follow and unfollow, for every client and no tricked browser (local mode)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it.each(spellings(`/mediaApi/v1.0/person/${PERSON}/add`, 'userId=x').map(([name]) => name))(
    'a plain client (no header of its own) follows and unfollows, spelled %s',
    async (name) => {
      const user = `plain-${name.replace(/\W+/g, '-')}`;
      const [, add] = spellings(`/mediaApi/v1.0/person/${PERSON}/add`, `userId=${user}`).find(
        ([n]) => n === name,
      )!;
      const added = await rawGet(base, add);
      expect(added.status, add).toBe(200);
      expect(added.headers['cache-control']).toBe('private, no-store');
      expect(userDataSchema.parse(JSON.parse(added.body)).followedPersons.map((p) => p.id)).toEqual([PERSON]);
      expect(await followed(t, user)).toEqual([PERSON]);
      const [, remove] = spellings(`/mediaApi/v1.0/person/${PERSON}/delete`, `userId=${user}`).find(
        ([n]) => n === name,
      )!;
      expect((await rawGet(base, remove)).status, remove).toBe(200);
      expect(await followed(t, user)).toEqual([]);
    },
  );

  it.each(BROWSER_VECTORS)(
    'refuses %s (%o) with 403 naming %s on every spelling, and writes nothing',
    async (_name, headers, param) => {
      const user =
        `guard-${param.toLowerCase()}-${Object.values(headers).join('').replace(/\W+/g, '')}`.slice(0, 60);
      for (const path of [`/mediaApi/v1.0/person/${PERSON}/add`, '/mediaApi/v1.0/team/Q500000/add']) {
        for (const [spelling, target] of spellings(path, `userId=${user}`)) {
          const res = await rawGet(base, target, headers);
          expect(res.status, `${spelling}: ${target}`).toBe(403);
          expect(res.headers['cache-control']).toBe('private, no-store');
          expect(errorBodySchema.parse(JSON.parse(res.body))).toMatchObject({ status: 403, param });
        }
      }
      expect(await followed(t, user)).toEqual([]);
    },
  );

  it('serves the app’s own same-origin fetch and a script whose Origin is the address it asked', async () => {
    const browser = await getJson(t.app, follow('guard-app'), {
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
      origin: 'http://localhost',
      host: 'localhost:80',
    });
    expect(browser.status).toBe(200);
    const script = await getJson(t.app, follow('guard-script'), {
      host: 'a.example',
      origin: 'http://a.example',
      referer: 'http://a.example/person/Q100000',
    });
    expect(script.status).toBe(200);
    expect(await followed(t, 'guard-app')).toEqual([PERSON]);
    expect(await followed(t, 'guard-script')).toEqual([PERSON]);
  });

  it('never changes state on HEAD, on any spelling (405, Allow: GET)', async () => {
    for (const op of ['add', 'delete'])
      for (const [spelling, target] of spellings(
        `/mediaApi/v1.0/person/${PERSON}/${op}`,
        'userId=guard-head',
      )) {
        const res = await rawRequest(base, 'HEAD', target);
        expect(res.status, `${spelling}: ${target}`).toBe(405);
        expect(res.headers.allow).toBe('GET');
      }
    expect(await followed(t, 'guard-head')).toEqual([]);
  });

  it('dot segments, encoded slashes and malformed escapes are 400 on every spelling', async () => {
    for (const path of [
      '/mediaApi/v1.0/%2e%2e/%2e%2e/internal/metrics',
      '/%6DediaApi/v1.0/%2E%2E/person/Q100000/add',
      'http://x/mediaApi/v1.0/../person/Q100000/add',
      '/mediaApi/v1.0/person/x/..%2Fadd',
      '/mediaApi/v1.0/person/Q100000%2Fadd',
      '/mediaApi/v1.0/./content',
      '/mediaApi/v1.0/content/%2E',
      '/mediaApi//v1.0/content',
      '/mediaApi/v1.0/content%5C..',
      '/mediaApi/v1.0/content?limit=%zz',
      '/assets/%2e%2e/%2e%2e/package.json',
    ]) {
      const res = await rawGet(base, path);
      expect(res.status, path).toBe(400);
      expect(errorBodySchema.parse(JSON.parse(res.body)).param, path).toBe('path');
    }
  });

  it('a missing or malformed Host is a 400 with the contract’s body, on pages and the API alike', async () => {
    for (const host of ['a b', 'a:99999', 'a/b', 'x"y'])
      for (const path of ['/', '/mediaApi/v1.0/mid/comics', '/feed.atom']) {
        const res = await rawGet(base, path, { host });
        expect(res.status, `${host} ${path}`).toBe(400);
        expect(errorBodySchema.parse(JSON.parse(res.body)).param).toBe('Host');
      }
    // HTTP/1.0 may omit Host; this server still needs one to answer.
    const bare = await rawHttp10(base, '/mediaApi/v1.0/mid/comics');
    expect(bare).toMatch(/^HTTP\/1\.[01] 400/);
  });
});

/** An HTTP/1.0 request with no header at all, over a plain socket; the whole answer as text. */
function rawHttp10(base: string, path: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${path} HTTP/1.0\r\n\r\n`));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

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

  it('counts every spelling of an operation in its one bucket (reads and follows)', async () => {
    const t2 = await createTestApp({
      rateLimit: { readsPerMinute: 4, writesPerMinute: 2, mediaPerMinute: 2 },
    });
    try {
      const base = await t2.app.listen({ port: 0, host: '127.0.0.1' });
      const reads = [];
      for (const [, target] of spellings('/mediaApi/v1.0/mid/comics', 'limit=1'))
        reads.push((await rawGet(base, target)).status);
      reads.push((await rawGet(base, '/mediaApi/v1.0/mid/comics?limit=1')).status);
      expect(reads).toEqual([200, 200, 200, 200, 429]);
      const writes = [];
      for (const [, target] of spellings(`/mediaApi/v1.0/person/${PERSON}/add`, 'userId=rl-spell'))
        writes.push((await rawGet(base, target)).status);
      expect(writes).toEqual([200, 200, 429, 429]);
      const media = [];
      for (const target of [
        '/media/categories/1.png',
        '/%6Dedia/categories/1.png',
        'http://x/media/categories/1.png',
      ])
        media.push((await rawGet(base, target)).status);
      expect(media).toEqual([200, 200, 429]);
    } finally {
      await t2.close();
    }
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

  it('refuses every browser vector on every spelling without forwarding it, HEAD included', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    seen.length = 0;
    for (const [name, headers] of BROWSER_VECTORS)
      for (const [spelling, target] of spellings('/mediaApi/v1.0/person/Q113493/add', 'userId=victim')) {
        const res = await rawGet(base, target, headers);
        expect(res.status, `${name}, ${spelling}`).toBe(403);
      }
    for (const [spelling, target] of spellings('/mediaApi/v1.0/person/Q1/add', 'userId=u')) {
      const head = await rawRequest(base, 'HEAD', target);
      expect(head.status, spelling).toBe(405);
    }
    expect(seen).toEqual([]);
  });

  it('forwards a plain client’s follow, on every spelling, as the canonical path', async () => {
    const base = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
    seen.length = 0;
    // Past the write budget of this app (2 a minute) on purpose: the third is refused whatever its spelling.
    const codes = [];
    for (const [, target] of spellings('/mediaApi/v1.0/person/Q7/add', 'userId=plain'))
      codes.push((await rawGet(base, target)).status);
    expect(codes).toEqual([200, 200, 429, 429]);
    expect(seen).toEqual([
      'GET /mediaApi/v1.0/person/Q7/add?userId=plain&key=k',
      'GET /mediaApi/v1.0/person/Q7/add?userId=plain&key=k',
    ]);
  });

  it('rate-limits reads before forwarding', async () => {
    seen.length = 0;
    const reads: number[] = [];
    for (let i = 0; i < 5; i += 1)
      reads.push((await t.app.inject({ url: '/mediaApi/v1.0/mid/comics' })).statusCode);
    expect(reads).toEqual([200, 200, 200, 429, 429]);
    expect(seen).toHaveLength(3);
  });
});
