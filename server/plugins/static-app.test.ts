// The built app's files: compressed per Accept-Encoding (once, from memory), conditional GET, HEAD, and the
// runtime configuration inlined into index.html.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigSchema } from '../../contract/schemas';
import { createTestApp, type TestApp } from '../test-support';
import { APP_CONTENT_SECURITY_POLICY, appContentSecurityPolicy } from '../lib/content-security-policy';
import { negotiateEncoding } from '../lib/accept-header';
import { injectConfig } from '../lib/inline-config';

const ENTRY = Array.from(
  { length: 3000 },
  (_, i) => `export function f${i}(x){return x*${i}+"${'abc'.repeat(i % 7)}";}\n`,
).join('');
const STYLES = Array.from(
  { length: 400 },
  (_, i) => `.c${i}{margin:${i}px;color:#${(i * 997).toString(16).padStart(6, '0')}}`,
).join('\n');
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Gazette</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" href="/assets/index-abc123.css">
    <!-- ${'padding '.repeat(200)} -->
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('static app files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ features: { teamFollow: true } });
    const dist = join(t.dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), ENTRY);
    writeFileSync(join(dist, 'assets', 'index-abc123.css'), STYLES);
    writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Gazette"}');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}');
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });

  it('serves hashed JS and CSS brotli- or gzip-compressed per Accept-Encoding, immutable, Vary set', async () => {
    for (const [url, source, type] of [
      ['/assets/index-abc123.js', ENTRY, 'text/javascript'],
      ['/assets/index-abc123.css', STYLES, 'text/css'],
    ] as const) {
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain(type);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(source) / 4);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);

      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toContain('Accept-Encoding');
      expect(gz.rawPayload.length).toBeLessThan(Buffer.byteLength(source) / 3);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(source);

      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('Accept-Encoding');
      expect(plain.body).toBe(source);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('honours q-values and identity', async () => {
    const url = '/assets/index-abc123.js';
    expect((await get(url, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get(url, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    expect((await get(url, { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since, per encoding ETags', async () => {
    const url = '/assets/index-abc123.js';
    const br = await get(url, { 'accept-encoding': 'br' });
    const plain = await get(url);
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(etag).not.toBe(plain.headers.etag);
    for (const tag of [etag, `W/${etag}`, String(plain.headers.etag), `"other", ${etag}`]) {
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': tag });
      expect(again.statusCode, tag).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    const since = await get(url, { 'if-modified-since': String(plain.headers['last-modified']) });
    expect(since.statusCode).toBe(304);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const url = '/assets/index-abc123.js';
    const get200 = await get(url, { 'accept-encoding': 'br' });
    const head = await get(url, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get200.headers['content-length']);
    expect(head.headers.etag).toBe(get200.headers.etag);
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves the service worker as a script the browser asks for every time, never as a reader URL', async () => {
    const sw = await get('/sw.js', { accept: '*/*' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain('addEventListener');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('never serves the build manifest or any other dot-named file', async () => {
    for (const url of ['/.vite/manifest.json', '/%2evite/manifest.json', '/assets/../.vite/manifest.json']) {
      const answer = await get(url, { accept: 'application/json' });
      expect(answer.body, url).not.toContain('index-abc123');
      expect(answer.statusCode, url).not.toBe(200);
    }
  });

  it('leaves tiny files and binary files uncompressed', async () => {
    const tiny = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
    const png = await get('/assets/logo-abc123.png', { 'accept-encoding': 'br, gzip' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('inlines the runtime configuration into index.html (SPA fallback and /index.html), CSP unchanged', async () => {
    const config = (await get('/config.json')).json();
    expect(appConfigSchema.parse(config)).toEqual(config);
    for (const url of ['/', '/feed?category=Sports', '/article/123', '/index.html']) {
      const res = await get(url, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      // The app's policy, and frames from the video players the configuration names (and only those).
      expect(res.headers['content-security-policy']).toBe(appContentSecurityPolicy(config.playerOrigins));
      expect(String(res.headers['content-security-policy'])).toContain(APP_CONTENT_SECURITY_POLICY);
      const html = brotliDecompressSync(res.rawPayload).toString();
      const match = /<script id="gazette-config" type="application\/json">(.*?)<\/script>\s*<\/head>/s.exec(
        html,
      );
      expect(match, html).not.toBeNull();
      expect(JSON.parse(match?.[1] ?? '')).toEqual(config);
      expect(html.replace(match?.[0] ?? '', '</head>')).toBe(INDEX);
    }
    const plain = await get('/', { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<script id="gazette-config" type="application/json">{');
    const revalidated = await get('/', { accept: 'text/html', 'if-none-match': String(plain.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('escapes < in the inlined JSON, and places it before <body> when there is no </head>', () => {
    const hostile = { apiBaseUrl: '</script><script>alert(1)</script>', features: { teamFollow: false } };
    const html = injectConfig('<html><head></head><body></body></html>', hostile);
    expect(html).not.toContain('</script><script>');
    const json = /type="application\/json">(.*?)<\/script><\/head>/.exec(html)?.[1] ?? '';
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json)).toEqual(hostile);
    expect(injectConfig('<html><body><div id="root"></div></body></html>', hostile)).toMatch(
      /<\/script><body>/,
    );
  });
});
