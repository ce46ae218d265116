// Server rendering in front of the public service (proxy mode): hostile story text stays text in the HTML
// and in the state beside it; a failing upstream gives 503 + Retry-After with the unrendered app (never an
// error panel as a 200, never a 500 page), a slow one the page frame; nothing of the partner's key or the upstream's address is written.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxiedTestApp, type ProxiedTestApp } from '../test-support';
import { viteEntry, type ViteEntry } from './vite-entry';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Gazette</title></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html' };
const HOSTILE = `</script><script>window.pwned=1</script><!-- \u2028 <img src=x onerror=alert(1)> & "q"`;

describe('server rendering in proxy mode', () => {
  let entry: ViteEntry;
  let upstreamUrl = '';
  let mode: 'ok' | 'failing' | 'busy' | 'slow' = 'ok';
  let t: ProxiedTestApp;

  beforeAll(async () => {
    entry = await viteEntry();
    t = await createProxiedTestApp(
      (_req, res) => {
        if (mode === 'busy') {
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' });
          res.end('{"status":429,"message":"slow down"}');
          return;
        }
        if (mode === 'failing') {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end('{"status":500,"message":"upstream down"}');
          return;
        }
        const answer = () => {
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
          const item = {
            contentId: 'up-1',
            title: HOSTILE,
            summary: HOSTILE,
            contentSource: 'wire',
            publishedAt: 1_767_225_600,
          };
          res.end(JSON.stringify({ totalItems: 1, content: [item] }));
        };
        if (mode === 'slow') setTimeout(answer, 2_500);
        else answer();
      },
      {
        upstream: { timeoutMs: 3_000 },
        render: {
          entry: entry.load,
          budgetMs: 1_000,
          firstByteMs: 40,
          cache: { ttlMs: 60_000, maxBytes: 8_000_000 },
        },
      },
    );
    upstreamUrl = t.upstreamUrl;
    mkdirSync(join(t.dir, 'dist'), { recursive: true });
    writeFileSync(join(t.dir, 'dist', 'index.html'), INDEX);
    // The first render loads the app through Vite; later ones measure the renderer, not the compiler.
    await t.app.inject({ url: '/feed?sortBy=newest&tag=warm-up', headers: HTML });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await entry.vite.close();
  });

  it('writes hostile story text as text, in the HTML and in the state beside it', async () => {
    mode = 'ok';
    const res = await t.app.inject({ url: '/feed?sortBy=newest', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('&lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;');
    // Only data scripts (the runtime configuration and the page's state): none from the story.
    expect(res.body.match(/<script[^>]*>/g)).toEqual([
      '<script id="gazette-config" type="application/json">',
      '<script type="application/json" id="gazette-state">',
    ]);
    const state = /<script type="application\/json" id="gazette-state">([\s\S]*?)<\/script>/.exec(
      res.body,
    )![1]!;
    expect(state).not.toMatch(/<\/|<!--|\u2028/);
    expect(JSON.stringify(JSON.parse(state))).toContain('window.pwned=1');
  });

  it('keeps a complete page for the next reader, with an ETag and a 304, and never a failed one', async () => {
    mode = 'ok';
    // The front page asks for one list, which the stub answers (it answers every path with that list).
    const url = '/?v=cached';
    const first = await t.app.inject({ url, headers: HTML });
    const second = await t.app.inject({ url, headers: HTML });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const etag = second.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({ url, headers: { ...HTML, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // Another reader's display preferences are another page.
    const spanish = await t.app.inject({ url, headers: { ...HTML, cookie: 'gazette-prefs=language%3Des' } });
    expect(spanish.headers.etag).toBeUndefined();

    mode = 'failing';
    const failingUrl = '/?v=failing';
    await t.app.inject({ url: failingUrl, headers: HTML });
    mode = 'ok';
    const recovered = await t.app.inject({ url: failingUrl, headers: HTML });
    expect(recovered.headers.etag).toBeUndefined();
    expect(recovered.body).toContain('window.pwned');
    const health = JSON.parse((await t.app.inject({ url: '/healthz' })).body);
    expect(health.htmlCache).toMatchObject({ enabled: true });
    expect(health.htmlCache.hits).toBeGreaterThanOrEqual(2);
    expect(health.htmlCache.entries).toBeGreaterThanOrEqual(1);
  });

  it('never writes the partner key, the publisher id or the upstream address', async () => {
    mode = 'ok';
    const res = await t.app.inject({ url: '/feed?sortBy=newest', headers: HTML });
    const text = res.body + JSON.stringify(res.headers);
    for (const secret of ['secret123', 'pub42', upstreamUrl]) expect(text).not.toContain(secret);
  });

  it('answers 503 + Retry-After with the unrendered app, never an error panel as 200, when the upstream fails', async () => {
    for (const [failure, retryAfter] of [
      ['failing', '2'],
      ['busy', '7'],
    ] as const) {
      mode = failure;
      const url = `/feed?sortBy=newest&language=pt&v=${failure}`;
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(503);
      // A 429's own wait is passed on; a 5xx asks for the usual two seconds.
      expect(res.headers['retry-after']).toBe(retryAfter);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<div id="root"><p>Gazette is busy right now');
      expect(res.body).not.toMatch(/role="alert"|Try again|id="gazette-state"/);
      expect(res.body).not.toContain('upstream down');
      // Nothing of it was kept: once the upstream answers, the same URL is the page with its stories.
      mode = 'ok';
      const recovered = await t.app.inject({ url, headers: HTML });
      expect(recovered.statusCode).toBe(200);
      expect(recovered.body).toContain('window.pwned');
    }
  });

  it('sends the head at once and the page frame without waiting for a slow upstream past its budget', async () => {
    mode = 'slow';
    const started = Date.now();
    const res = await t.app.inject({ url: '/feed?sortBy=newest&language=es', headers: HTML });
    expect(Date.now() - started).toBeLessThan(2_400);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('aria-label="Main"');
    // The stories were not there in time: the page says it is loading, and the browser asks for them.
    expect(res.body).not.toContain('window.pwned');
    expect(res.body).toMatch(/aria-busy="true"|Loading/);
  });
});
