import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigSchema, errorBodySchema } from '../contract/schemas';
import { createTestApp, getJson, type TestApp } from './test-support';

describe('app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers /healthz', async () => {
    const res = await getJson(t.app, '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('serves /config.json with teamFollow on in local mode', async () => {
    const res = await getJson(t.app, '/config.json');
    expect(res.status).toBe(200);
    expect(appConfigSchema.parse(res.body)).toMatchObject({ apiBaseUrl: '', features: { teamFollow: true } });
  });

  it('answers reader URLs with a 503 that says to build when dist is missing', async () => {
    const res = await t.app.inject({ url: '/feed?topic=weather', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });

  it('sets security headers on every response', async () => {
    for (const url of ['/healthz', '/mediaApi/v1.0/nope', '/feed']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers unknown API paths with a 404 error body', async () => {
    const res = await getJson(t.app, '/mediaApi/v1.0/nothing-here');
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body).status).toBe(404);
  });

  it('answers other methods on API operations with 405, Allow: GET, HEAD and the error body', async () => {
    const urls = [
      '/mediaApi/v1.0/content/',
      '/mediaApi/v1.0/content?limit=1',
      '/mediaApi/mediaApi/v1.0/category',
      '/mediaApi/v1.0/person/Q100000/add?userId=u405',
      '/mediaApi/v1.0/user/u405',
      '/mediaApi/v1.0/mid/comics',
      '/healthz',
    ];
    for (const url of urls) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
        const res = await t.app.inject({
          method,
          url,
          payload: method === 'OPTIONS' ? undefined : { userId: 'u405' },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        // A state-changing operation has no HEAD either (HEAD never changes state).
        expect(res.headers.allow).toBe(url.includes('/add') ? 'GET' : 'GET, HEAD');
        expect(res.headers['content-type']).toContain('application/json');
        expect(errorBodySchema.parse(res.json())).toMatchObject({ status: 405, error: 'Method Not Allowed' });
      }
    }
    // The write did not happen through the back door.
    expect((await getJson(t.app, '/mediaApi/v1.0/user/u405')).body).toMatchObject({ followedPersons: [] });
    const head = await t.app.inject({ method: 'HEAD', url: '/mediaApi/v1.0/mid/comics' });
    expect(head.statusCode).toBe(200);
    // A path that is no resource stays a 404, whatever the method.
    expect((await t.app.inject({ method: 'POST', url: '/mediaApi/v1.0/nothing-here' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/feed' })).statusCode).toBe(404);
  });

  it('answers a malformed URL with a 400 error body, never a 5xx', async () => {
    const res = await getJson(t.app, '/mediaApi/v1.0/person/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body)).toMatchObject({ status: 400 });
  });
});

describe('built app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const dist = join(t.dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><title>Gazette</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(async () => t.close());

  it('falls back to index.html for reader URLs, no-cache, with a strict CSP', async () => {
    for (const url of ['/', '/feed?vendor=el-faro', '/article/123', '/person/Q1', '/comics?theme=Garfield']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it('serves hashed assets immutable', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files from dist, and 404s missing files instead of index.html', async () => {
    expect((await t.app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
    const missing = await t.app.inject({ url: '/assets/missing-1.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
  });

  it('does not serve files outside dist', async () => {
    const res = await t.app.inject({ url: '/..%2f..%2fgazette.db' });
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toContain('SQLite');
  });

  it('does not fall back to HTML for API paths', async () => {
    const res = await t.app.inject({ url: '/mediaApi/v1.0/unknown', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
