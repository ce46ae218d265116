// Pages under a crowd and pages kept for others: the server's own API calls are never shed
// or rate-limited against the reader; HEAD is answered from the page cache; a flood of made-up addresses
// cannot push out the pages people read; a kept page carries only the derived values of its key, and says
// what it varies on; an address that is no reader URL is a 404 from the first request.
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support';
import { IN_PROCESS_HEADER } from '../lib/in-process';
import type { ReaderHints } from '../../src/lib/reader-hints';
import { interfaceLanguageFromHints, interfaceLanguageOf } from '../../src/lib/i18n';
import { readerFromHints } from '../../src/lib/settings';
import { parseTheme } from '../../src/lib/theme';
import { welcomeFromHints } from '../../src/lib/welcome';
import { parseTextSize } from '../../src/features/article/text-size';
import type { PageRenderOptions } from './page-renderer';
import { derivedHints } from './page-hints';
import { viteEntry, type ViteEntry } from './vite-entry';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Gazette</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const HTML = { accept: 'text/html' };

function stateOf(html: string): { hints: ReaderHints } {
  const json = /<script type="application\/json" id="gazette-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the page carries its state').toBeDefined();
  return JSON.parse(json!) as { hints: ReaderHints };
}

describe('pages under a crowd, and pages kept for others', () => {
  let entry: ViteEntry;
  const apps: TestApp[] = [];

  const appWith = async (
    render: Partial<PageRenderOptions>,
    more: Parameters<typeof createTestApp>[0] = {},
  ) => {
    const t = await createTestApp({
      render: { entry: entry.load, budgetMs: 2_000, firstByteMs: 2_000, ...render },
      ...more,
    });
    apps.push(t);
    mkdirSync(join(t.dir, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(t.dir, 'dist', 'index.html'), INDEX);
    return t;
  };
  const cacheStats = async (t: TestApp) =>
    (JSON.parse((await t.app.inject({ url: '/healthz' })).body) as { htmlCache: Record<string, number> })
      .htmlCache;

  beforeAll(async () => {
    entry = await viteEntry();
  }, 60_000);
  afterAll(async () => {
    for (const t of apps) await t.close();
    await entry.vite.close();
  });

  it('renders every page from one address with its stories though the API allows that address one read a minute', async () => {
    const t = await appWith(
      { cache: { ttlMs: 0, maxBytes: 0 } },
      {
        rateLimit: { readsPerMinute: 1 },
        load: { maxInFlight: 256, maxInFlightPerClient: 1, maxLagMs: 10_000 },
      },
    );
    for (const url of ['/', '/?again=1', '/categories', '/']) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toMatch(/role="alert"|Gazette is busy/);
      if (url.startsWith('/?') || url === '/') expect(res.body, url).toContain('href="/article/');
    }
    // The mark cannot be forged: a client sending the header is limited as any other.
    const forged = { [IN_PROCESS_HEADER]: 'x'.repeat(32) };
    const first = await t.app.inject({ url: '/mediaApi/v1.0/mid/comics', headers: forged });
    const second = await t.app.inject({ url: '/mediaApi/v1.0/mid/comics', headers: forged });
    expect([first.statusCode, second.statusCode]).toEqual([200, 429]);
    expect(second.headers['retry-after']).toBeDefined();
  }, 60_000);

  it('answers HEAD from the page cache, as GET is, and a HEAD that misses keeps the page for both', async () => {
    const t = await appWith({});
    const before = await cacheStats(t);
    const head = await t.app.inject({ method: 'HEAD', url: '/?v=head', headers: HTML });
    expect(head.statusCode).toBe(200);
    const get = await t.app.inject({ url: '/?v=head', headers: HTML });
    const again = await t.app.inject({ method: 'HEAD', url: '/?v=head', headers: HTML });
    expect(get.headers.etag).toMatch(/^"/);
    expect(again.headers.etag).toBe(get.headers.etag);
    expect(again.headers['content-type']).toBe(get.headers['content-type']);
    const after = await cacheStats(t);
    expect(after.misses! - before.misses!).toBe(1);
    expect(after.hits! - before.hits!).toBe(2);
  }, 60_000);

  it('keeps the pages people read through a flood of query strings, not-found addresses, spellings and Hosts', async () => {
    const t = await appWith({ cache: { ttlMs: 60_000, maxBytes: 600_000, minorMaxBytes: 150_000 } });
    await t.app.inject({ url: '/', headers: HTML });
    // A page served from the cache carries its ETag.
    const etag = (await t.app.inject({ url: '/', headers: HTML })).headers.etag;
    expect(etag).toMatch(/^"/);
    const flood = [
      ...Array.from({ length: 8 }, (_, i) => `/?flood=${i}`),
      ...Array.from({ length: 8 }, (_, i) => `/categories?flood=${i}`),
      ...Array.from({ length: 6 }, (_, i) => `/no-such-page-${i}`),
      '/CATEGORIES',
      '/categories/',
      '/Categories',
    ];
    let floodBytes = 0;
    for (const url of flood) floodBytes += (await t.app.inject({ url, headers: HTML })).body.length;
    // The flood alone is more than the whole cache holds: without a budget of its own it would push `/` out.
    expect(floodBytes).toBeGreaterThan(600_000);
    for (let i = 0; i < 5; i += 1)
      await t.app.inject({ url: '/', headers: { ...HTML, host: `flood-${i}.example` } });
    const before = await cacheStats(t);
    const later = await t.app.inject({ url: '/', headers: HTML });
    expect(later.headers.etag).toBe(etag);
    const after = await cacheStats(t);
    expect(after.hits! - before.hits!).toBe(1);
    expect(after.minorBytes).toBeLessThanOrEqual(150_000);
  }, 120_000);

  it('carries only the derived values of its key, and says it varies on Cookie and Accept-Language', async () => {
    const t = await appWith({});
    const res = await t.app.inject({
      url: '/?v=private',
      headers: {
        ...HTML,
        'accept-language': 'de-CH, fr;q=0.9, es-MX;q=0.8, en;q=0.5',
        cookie: 'session=abc123secret; gazette-prefs=theme%3Ddark%26density%3Dlist%26country%3Dmx',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(stateOf(res.body).hints).toEqual({
      locales: ['es'],
      prefs: { language: 'es', country: 'MX', theme: 'dark', density: 'list' },
    });
    for (const secret of ['de-CH', 'fr;q', 'abc123secret', 'session']) expect(res.body).not.toContain(secret);
    const vary = String(res.headers.vary)
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(vary).toEqual(expect.arrayContaining(['accept-encoding', 'accept-language', 'cookie']));
    // Its data all in, it may be kept by a shared cache as long as the page cache keeps it.
    expect(res.headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    // Another reader whose derived values are the same gets the same page, kept, with the same Vary.
    const other = await t.app.inject({
      url: '/?v=private',
      headers: { ...HTML, 'accept-language': 'es-MX', cookie: 'gazette-prefs=theme%3Ddark%26density%3Dlist' },
    });
    expect(other.headers.etag).toMatch(/^"/);
    expect(other.body).toBe(res.body);
    expect(String(other.headers.vary).toLowerCase()).toContain('cookie');
  }, 60_000);

  it('answers an address that is no reader URL with 404 from the first request, even when its head goes out early', async () => {
    // firstByteMs 0: the head goes out before any data, as it did for a first render after a start.
    const t = await appWith({ firstByteMs: 0 });
    for (const url of ['/.git/config', '/no-such-page', '/wp-admin/setup']) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(404);
    }
  }, 60_000);
});

describe('the derived hints a page carries', () => {
  it('give the app every value the raw hints give', () => {
    const cases: ReaderHints[] = [
      { locales: [], prefs: {} },
      { locales: ['de-CH', 'fr', 'es-MX', 'en'], prefs: {} },
      { locales: ['fr-FR', 'pt-BR'], prefs: { ui: 'es', theme: 'light', welcome: 'done' } },
      { locales: ['en-GB'], prefs: { language: '', country: 'de', density: 'list', theme: 'nope' } },
      { locales: ['ja'], prefs: { language: 'xx', country: 'ZZ', ui: 'fr', density: 'cards' } },
      { locales: ['pt'], prefs: { language: 'en', welcome: 'no' } },
      { locales: ['es'], prefs: { text: 'large' } },
      { locales: [], prefs: { text: 'small', theme: 'dark' } },
      { locales: [], prefs: { text: 'huge' } },
    ];
    for (const raw of cases) {
      const derived = JSON.parse(JSON.stringify(derivedHints(raw))) as ReaderHints;
      const label = JSON.stringify(raw);
      const reader = readerFromHints(raw);
      const fromDerived = readerFromHints(derived);
      expect([fromDerived.language, fromDerived.country], label).toEqual([reader.language, reader.country]);
      expect(interfaceLanguageFromHints(derived), label).toBe(interfaceLanguageFromHints(raw));
      // What the interface speaks without a choice, and whether there was one.
      expect(interfaceLanguageOf(derived.locales), label).toBe(interfaceLanguageOf(raw.locales));
      expect(derived.locales.length === 0, label).toBe(raw.locales.length === 0);
      expect(derived.prefs.ui ?? '', label).toBe(
        ['en', 'es', 'pt'].includes(raw.prefs.ui ?? '') ? raw.prefs.ui : '',
      );
      expect(parseTheme(derived.prefs.theme), label).toBe(parseTheme(raw.prefs.theme));
      expect(derived.prefs.density === 'list', label).toBe(raw.prefs.density === 'list');
      expect(parseTextSize(derived.prefs.text), label).toBe(parseTextSize(raw.prefs.text));
      expect(welcomeFromHints(derived), label).toEqual(welcomeFromHints(raw));
      // Nothing else of the reader.
      expect(derived.locales.length, label).toBeLessThanOrEqual(1);
    }
  });
});

describe('a page asked for while the loop lags', () => {
  it('is shed as an API request is: a readable 503 with Retry-After, while /healthz answers', async () => {
    const t = await createTestApp({ load: { maxInFlight: 256, maxInFlightPerClient: 32, maxLagMs: 30 } });
    // A request that holds the loop past its budget: those read after it in the same turn wait behind it.
    t.app.get('/test/hold-the-loop', async () => {
      const until = performance.now() + 80;
      while (performance.now() < until) {
        // one turn of the loop that runs past maxLagMs
      }
      return {};
    });
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const open = async () => {
        const socket = connect(Number(port), '127.0.0.1');
        await once(socket, 'connect');
        socket.setEncoding('latin1');
        let text = '';
        socket.on('data', (chunk: string) => (text += chunk));
        const ended = once(socket, 'end').then(() => text);
        const send = (path: string, accept: string) =>
          socket.end(`GET ${path} HTTP/1.1\r\nHost: x\r\nAccept: ${accept}\r\nConnection: close\r\n\r\n`);
        return { send, ended };
      };
      const [hold, page, article, health] = await Promise.all([open(), open(), open(), open()]);
      // Accepted by the server, and read by it from now on.
      await new Promise((resolve) => setTimeout(resolve, 50));
      // All four on their way at once, the one that holds the loop first.
      hold!.send('/test/hold-the-loop', 'application/json');
      page!.send('/', 'text/html');
      article!.send('/article/anything', 'text/html,*/*');
      health!.send('/healthz', 'application/json');
      const [, pageText, articleText, healthText] = await Promise.all(
        [hold, page, article, health].map((socket) => socket!.ended),
      );
      for (const text of [pageText!, articleText!]) {
        expect(text).toMatch(/^HTTP\/1\.1 503/);
        expect(text.toLowerCase()).toContain('retry-after: 2');
        expect(text.toLowerCase()).toContain('content-type: text/html');
        expect(text).toContain('Gazette is busy right now');
      }
      expect(healthText).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      await t.close();
    }
  });
});
