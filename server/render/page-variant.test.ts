// Pages behind a shared cache: with the reader variant nginx sends (deploy/nginx.conf), a page is
// rendered from it alone and varies on it; without it, or with one its cookie and languages do not give,
// it varies on Cookie and Accept-Language. A page may be kept as long as the page cache keeps it, and no
// longer; one tied to a request's credentials never.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support';
import { readerVariant } from '../lib/reader-variant';
import type { PageRenderOptions } from './page-renderer';
import { viteEntry, type ViteEntry } from './vite-entry';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Gazette</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const HTML = { accept: 'text/html' };
const varies = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);
const htmlTag = (body: string) => /<html\b[^>]*>/.exec(body)?.[0];

/** The headers nginx sends on: the reader's own, and the variant it computed from them. */
const fronted = (headers: { cookie?: string; 'accept-language'?: string }) => ({
  ...HTML,
  ...headers,
  'x-gazette-variant': readerVariant(headers.cookie, headers['accept-language']).value,
});

describe('pages a shared cache can keep', () => {
  let entry: ViteEntry;
  let t: TestApp;
  let clock = 1_000_000;

  beforeAll(async () => {
    entry = await viteEntry();
    const render: Partial<PageRenderOptions> = {
      entry: entry.load,
      budgetMs: 2_000,
      firstByteMs: 2_000,
      cache: { ttlMs: 10_000, staleMs: 50_000, maxBytes: 8_000_000, now: () => clock },
    };
    t = await createTestApp({ render: render as PageRenderOptions });
    mkdirSync(join(t.dir, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(t.dir, 'dist', 'index.html'), INDEX);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await entry.vite.close();
  });

  it('behind a front, renders from the variant alone and says it varies on it', async () => {
    const first = await t.app.inject({
      url: '/?v=front',
      headers: fronted({
        'accept-language': 'pt-BR, en;q=0.5',
        cookie: 'session=abc; gazette-prefs=theme%3Ddark',
      }),
    });
    expect(first.statusCode).toBe(200);
    expect(htmlTag(first.body)).toBe('<html lang="pt" data-theme="dark">');
    expect(varies(first.headers)).toEqual(expect.arrayContaining(['accept-encoding', 'x-gazette-variant']));
    expect(varies(first.headers)).not.toContain('cookie');
    expect(varies(first.headers)).not.toContain('accept-language');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=50');
    // Another reader with the same variant (other cookies, other later languages) gets the same page.
    const same = await t.app.inject({
      url: '/?v=front',
      headers: fronted({
        'accept-language': 'pt-BR,es;q=0.9',
        cookie: 'gazette-prefs=theme%3Ddark; other=1',
      }),
    });
    expect(same.body).toBe(first.body);
    // A reader whose variant differs does not.
    const light = await t.app.inject({
      url: '/?v=front',
      headers: fronted({ 'accept-language': 'pt-BR', cookie: 'gazette-prefs=theme%3Dlight' }),
    });
    expect(htmlTag(light.body)).toBe('<html lang="pt" data-theme="light">');
    // Rendered from the variant: only the first browser language counts behind a front.
    const second = await t.app.inject({
      url: '/?v=front',
      headers: fronted({ 'accept-language': 'fr-FR, es;q=0.8' }),
    });
    expect(htmlTag(second.body)).toBe('<html lang="en">');
  }, 60_000);

  it('without the variant, or with one its cookie and languages do not give, varies on Cookie and Accept-Language', async () => {
    const plain = await t.app.inject({
      url: '/?v=plain',
      headers: { ...HTML, 'accept-language': 'fr-FR, es;q=0.8' },
    });
    expect(htmlTag(plain.body)).toBe('<html lang="es">');
    expect(varies(plain.headers)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
    // A reader who sends a variant of their own (straight to a server) cannot pick another reader's page.
    const forged = await t.app.inject({
      url: '/?v=plain',
      headers: {
        ...HTML,
        'accept-language': 'es-ES',
        cookie: 'gazette-prefs=theme%3Ddark',
        'x-gazette-variant': 'theme%3Dlight|pt',
      },
    });
    expect(htmlTag(forged.body)).toBe('<html lang="es" data-theme="dark">');
    expect(varies(forged.headers)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
    expect(varies(forged.headers)).not.toContain('x-gazette-variant');
  }, 60_000);

  it('may be kept only as long as the page cache keeps it, counted from its render', async () => {
    const headers = fronted({ 'accept-language': 'es-ES' });
    const rendered = await t.app.inject({ url: '/?v=age', headers });
    expect(rendered.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=50',
    );
    clock += 4_000;
    const kept = await t.app.inject({ url: '/?v=age', headers });
    expect(kept.body).toBe(rendered.body);
    expect(kept.headers['cache-control']).toBe('public, max-age=0, s-maxage=6, stale-while-revalidate=50');
    clock += 20_000;
    const stale = await t.app.inject({ url: '/?v=age', headers });
    expect(stale.headers['cache-control']).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=36');
  }, 60_000);

  it('is never kept for others when the request carries credentials, or when it was refused', async () => {
    const withCredentials = await t.app.inject({
      url: '/?v=auth',
      headers: { ...HTML, authorization: 'Basic YTpi' },
    });
    expect(withCredentials.headers['cache-control']).toBe('private, no-store');
    const missing = await t.app.inject({ url: '/no-such-page', headers: fronted({}) });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
  }, 60_000);
});
