// /feed.atom in front of an upstream that answers with values a feed cannot express (an out-of-range date,
// a malformed or non-http image address) or refuses (429, 503, 500, a timeout): the feed leaves out what it
// cannot write, its status and body always agree, a 429 or 503 says when to come back (the local limiter's
// 429 too), and nothing is a 500.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/schemas';
import { createProxiedTestApp, createTestApp, type ProxiedTestApp, type TestApp } from '../test-support';

type Upstream = (res: ServerResponse) => void;

const GOOD_TIME = 1_767_225_600;
const entries = (xml: string) => [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1] ?? '');

const story = (id: string, extra: Record<string, unknown> = {}) => ({
  contentId: id,
  title: `Story ${id}`,
  contentSource: 'wire',
  publishedAt: GOOD_TIME,
  ...extra,
});

function list(res: ServerResponse, content: unknown[]) {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ totalItems: content.length, content }));
}

function refuse(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ status, error: 'x', message: 'upstream says no' }));
}

describe('/feed.atom with a hostile or failing upstream', () => {
  let upstream: Upstream = (res) => list(res, []);
  let t: ProxiedTestApp;

  beforeAll(async () => {
    t = await createProxiedTestApp((_req, res) => upstream(res), { upstream: { timeoutMs: 300 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const feed = async () => {
    const res = await t.app.inject({ url: '/feed.atom' });
    return { status: res.statusCode, headers: res.headers, body: res.body };
  };

  it('leaves out an entry whose date no Atom date can say, and keeps the others', async () => {
    const outOfRange = [1e20, -1e20, 8.64e15, 253_402_300_800, -62_167_219_201];
    upstream = (res) =>
      list(res, [
        story('good-1'),
        ...outOfRange.map((publishedAt, i) => story(`bad-${i}`, { publishedAt })),
        story('good-2', { publishedAt: GOOD_TIME + 60 }),
      ]);
    const res = await feed();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const written = entries(res.body);
    expect(written.map((e) => /<title type="text">([^<]*)</.exec(e)?.[1])).toEqual([
      'Story good-1',
      'Story good-2',
    ]);
    expect(res.body).not.toMatch(/Invalid|NaN|\+0\d{5}/);
    // The feed's own time is its newest written entry's.
    expect(res.body).toContain('<updated>2026-01-01T00:01:00.000Z</updated>');
  });

  it('leaves out an image address that is malformed, not http(s), or carries credentials', async () => {
    const hostile = [
      'javascript:alert(document.domain)',
      'JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://[::1',
      'http://exa mple.com/a.jpg',
      'https://user:pw@img.example/a.jpg',
      'vbscript:msgbox(1)',
      '   ',
    ];
    upstream = (res) =>
      list(res, [
        ...hostile.map((url, i) =>
          story(`bad-${i}`, { images: { mainImage: { url, width: 1, height: 1 } } }),
        ),
        story('good', {
          images: { mainImage: { url: 'https://img.example/a.jpg?w=1&h=2', width: 1, height: 1 } },
        }),
        story('relative', {
          images: { mainImageThumbnail: { url: '/media/x.jpg', width: 1, height: 1, quality: 80 } },
        }),
      ]);
    const res = await feed();
    expect(res.status).toBe(200);
    const written = entries(res.body);
    expect(written).toHaveLength(hostile.length + 2);
    const enclosures = [
      ...res.body.matchAll(/<link rel="enclosure" type="image\/jpeg" href="([^"]*)"\/>/g),
    ].map((m) => m[1]);
    expect(enclosures).toEqual([
      'https://img.example/a.jpg?w=1&amp;h=2',
      `${t.app.publicOrigin()}/media/x.jpg`,
    ]);
    expect(res.body.toLowerCase()).not.toMatch(/javascript:|vbscript:|data:image|user:pw/);
  });

  it('passes on a 429 and a 503 with their Retry-After, and gives one when the API named none', async () => {
    for (const [status, header, expected] of [
      [429, '9', '9'],
      [503, '7', '7'],
      [503, undefined, /^\d+$/],
      [429, undefined, /^\d+$/],
    ] as const) {
      upstream = (res) => refuse(res, status, header === undefined ? {} : { 'retry-after': header });
      const res = await feed();
      expect(res.status, `${status} ${header}`).toBe(status);
      expect(errorBodySchema.parse(JSON.parse(res.body)).status, `${status} ${header}`).toBe(status);
      expect(res.headers['retry-after'], `${status} ${header}`).toMatch(expected);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('reports an upstream failure as a 502 or 504 whose body says the same, never a 500', async () => {
    for (const failure of [500, 401, 302]) {
      upstream = (res) => refuse(res, failure);
      const res = await feed();
      expect(res.status, String(failure)).toBe(502);
      expect(errorBodySchema.parse(JSON.parse(res.body)).status).toBe(502);
    }
    upstream = (res) => {
      setTimeout(() => list(res, [story('late')]), 1_000);
    };
    const late = await feed();
    expect(late.status).toBe(504);
    expect(errorBodySchema.parse(JSON.parse(late.body)).status).toBe(504);
    // An answer that is not a content list at all.
    upstream = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ totalItems: 'many', content: 'none' }));
    };
    const malformed = await feed();
    expect(malformed.status).toBe(502);
    expect(errorBodySchema.parse(JSON.parse(malformed.body)).status).toBe(502);
    expect(malformed.headers['cache-control']).toBe('no-store');
  });

  it('answers below 500 (or an honest 502/504) for every hostile value tried', async () => {
    const values: Record<string, unknown>[] = [
      { publishedAt: Number.MAX_VALUE },
      { publishedAt: -0 },
      { publishedAt: 0.5 },
      { contentId: '../../x?y#z' },
      { contentId: '\u0000\uFFFF\uD800' },
      { title: '\uD800]]></title><script>' },
      { categories: ['<', '\u0000'] },
      { images: { mainImage: { url: 'http://%zz', width: 1, height: 1 } } },
      { images: { mainImage: { url: `https://x.example/${'a'.repeat(10_000)}`, width: 1, height: 1 } } },
      { contentSourceDisplay: '\u0007' },
    ];
    for (const value of values) {
      upstream = (res) => list(res, [story('v', value)]);
      const res = await feed();
      expect(res.status, JSON.stringify(value)).toBe(200);
      expect(res.body, JSON.stringify(value)).toMatch(/<\/feed>$/);
    }
  });
});

describe('/feed.atom when the local API limits the reader', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { readsPerMinute: 2 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the limiter’s 429 with its Retry-After and a body that says 429', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await t.app.inject({ url: '/feed.atom', remoteAddress: '192.0.2.44' }));
    expect(answers[0]?.statusCode).toBe(200);
    const limited = answers.filter((res) => res.statusCode !== 200);
    expect(limited.length).toBeGreaterThan(0);
    for (const res of limited) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorBodySchema.parse(res.json()).status).toBe(429);
    }
  });
});
