// Proxy mode against a stub upstream (a node http server on 127.0.0.1, port 0): every proxy finding of a
// hardening review (tried as an attacker would), as a regression test.
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appConfigSchema, errorBodySchema } from '../../contract/schemas';
import { createProxiedTestApp, createTestApp, getJson, rawGet, type ProxiedTestApp } from '../test-support';

type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
};

describe('proxy mode', () => {
  let upstreamUrl = '';
  const seen: string[] = [];
  let behaviour: Behaviour;
  let aborted = 0;
  let t: ProxiedTestApp;
  let base = '';

  beforeAll(async () => {
    t = await createProxiedTestApp((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.on('close', () => {
        if (!res.writableFinished) aborted += 1;
      });
      behaviour(req, res);
    });
    upstreamUrl = t.upstreamUrl;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    seen.length = 0;
    aborted = 0;
    behaviour = (req, res) => json(res, 200, { categories: [], url: req.url });
  });

  const noSecret = (res: { body: unknown; headers: Record<string, unknown> }) => {
    const text = JSON.stringify(res.body) + JSON.stringify(res.headers);
    expect(text).not.toContain('secret123');
    expect(text).not.toContain('pub42');
  };

  it('forwards an operation with the operator’s credentials, replacing the caller’s', async () => {
    const res = await getJson(t.app, '/mediaApi/v1.0/content?limit=3&key=browser-key&publisherId=mine');
    expect(res.status).toBe(200);
    expect(seen).toEqual(['GET /mediaApi/v1.0/content?limit=3&publisherId=pub42&key=secret123']);
    await getJson(t.app, '/mediaApi/mediaApi/v1.0/category');
    expect(seen[1]).toMatch(/^GET \/mediaApi\/mediaApi\/v1\.0\/category\?publisherId=pub42&key=secret123$/);
  });

  it('forwards nothing but the operations of the contract: unknown paths are 404, escapes 400', async () => {
    for (const path of [
      '/mediaApi/anything',
      '/mediaApi/v1.0/internal/metrics',
      '/mediaApi/v1.0/person/Q1/add/x',
    ]) {
      const res = await rawGet(base, path);
      expect(res.status, path).toBe(404);
      expect(errorBodySchema.parse(JSON.parse(res.body)).status).toBe(404);
    }
    for (const path of [
      '/mediaApi/v1.0/%2e%2e/%2e%2e/internal/metrics',
      '/mediaApi/v1.0/../../internal/metrics',
      '/mediaApi/v1.0/content/%2F..%2F..%2Finternal',
      '/mediaApi/v1.0/content/x%5C..%5Cy',
    ]) {
      const res = await rawGet(base, path);
      expect(res.status, path).toBe(400);
    }
    expect(seen).toEqual([]);
  });

  it('forwards only documented parameters, validated as the local server does (400 naming the parameter)', async () => {
    for (const [query, param] of [
      ['limit=1&debug=1', 'debug'],
      ['limit=500', 'limit'],
      ['limit=1&limit=2', 'limit'],
      ['topic=x%00:ext', 'topic'],
      ['limit=%2B5', 'limit'],
      ['offset=-0', 'offset'],
      ['optOut=maybe', 'optOut'],
    ] as const) {
      const res = await getJson(t.app, `/mediaApi/v1.0/content?${query}`);
      expect(res.status, query).toBe(400);
      expect(errorBodySchema.parse(res.body).param, query).toBe(param);
    }
    expect((await getJson(t.app, '/mediaApi/v1.0/content/not-a-uuid')).status).toBe(400);
    expect((await getJson(t.app, '/mediaApi/v1.0/user/bad%20id')).status).toBe(400);
    expect(seen).toEqual([]);
  });

  it('never passes upstream HTML (or any non-JSON) to the browser: 502 with the contract body', async () => {
    behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'x-upstream': 'yes', 'set-cookie': 'a=b' });
      res.end('<script>alert(document.domain)</script>');
    };
    const res = await getJson(t.app, '/mediaApi/v1.0/content?limit=1');
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['x-upstream']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain('script');
    expect(errorBodySchema.parse(res.body).status).toBe(502);
    behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"not json');
    };
    expect((await getJson(t.app, '/mediaApi/v1.0/content?limit=1')).status).toBe(502);
  });

  it('replaces upstream error bodies with its own message: a key the upstream echoes never reaches the browser', async () => {
    behaviour = (req, res) =>
      json(
        res,
        500,
        { message: `failed handling ${req.url}` },
        { 'cache-control': 'public, max-age=31536000' },
      );
    const failed = await getJson(t.app, '/mediaApi/v1.0/content?limit=1');
    expect(failed.status).toBe(502);
    expect(failed.headers['cache-control']).toBe('no-store');
    noSecret(failed);
    behaviour = (req, res) => json(res, 404, { message: `no ${req.url}` });
    const missing = await getJson(t.app, '/mediaApi/v1.0/person/Q1');
    expect(missing.status).toBe(404);
    expect(errorBodySchema.parse(missing.body).status).toBe(404);
    noSecret(missing);
    behaviour = (req, res) => json(res, 401, { message: `bad key in ${req.url}` });
    const unauthorised = await getJson(t.app, '/mediaApi/v1.0/person/Q1');
    expect(unauthorised.status).toBe(502);
    noSecret(unauthorised);
  });

  it('sets its own cache headers by operation, never the upstream’s', async () => {
    behaviour = (_req, res) => json(res, 200, { ok: true }, { 'cache-control': 'public, max-age=31536000' });
    expect((await getJson(t.app, '/mediaApi/v1.0/content?limit=1')).headers['cache-control']).toBe(
      'public, max-age=60, s-maxage=10, stale-while-revalidate=50',
    );
    expect((await getJson(t.app, '/mediaApi/v1.0/content?limit=1&userId=u1')).headers['cache-control']).toBe(
      'private, no-store',
    );
    expect((await getJson(t.app, '/mediaApi/v1.0/user/u1')).headers['cache-control']).toBe(
      'private, no-store',
    );
    const follow = await getJson(t.app, '/mediaApi/v1.0/person/Q1/add?userId=u1');
    expect(follow.status).toBe(200);
    expect(follow.headers['cache-control']).toBe('private, no-store');
  });

  it('caps Retry-After', async () => {
    behaviour = (_req, res) => json(res, 429, { message: 'slow down' }, { 'retry-after': '99999999' });
    const res = await getJson(t.app, '/mediaApi/v1.0/content?limit=1');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('120');
  });

  it('aborts an answer past the size cap instead of buffering it (502), declared or not', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('["');
      // 50 MB, written as long as the reader takes it.
      let left = 800;
      const pump = () => {
        while (left > 0) {
          left -= 1;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end('"]');
      };
      pump();
    };
    const res = await getJson(t.app, '/mediaApi/v1.0/content?limit=1');
    expect(res.status).toBe(502);
    expect(errorBodySchema.parse(res.body).message).toMatch(/larger/);
    await expect.poll(() => aborted).toBe(1);
    behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) });
      res.write('[');
    };
    expect((await getJson(t.app, '/mediaApi/v1.0/content?limit=1')).status).toBe(502);
  });

  it('answers 504 when the upstream is too slow, or stalls midway through its body', async () => {
    behaviour = () => undefined; // never answers
    const silent = await getJson(t.app, '/mediaApi/v1.0/content?limit=1');
    expect(silent.status).toBe(504);
    expect(errorBodySchema.parse(silent.body).status).toBe(504);
    behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"totalItems": 1, "content": [');
    };
    const stalled = await getJson(t.app, '/mediaApi/v1.0/content?limit=1');
    expect(stalled.status).toBe(504);
    noSecret(stalled);
  });

  it('answers 502 for an unreachable upstream and for a redirect (never followed)', async () => {
    behaviour = (_req, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      res.end();
    };
    expect((await getJson(t.app, '/mediaApi/v1.0/content?limit=1')).status).toBe(502);
    const dead = await createTestApp({ upstream: { url: 'http://127.0.0.1:9', key: 'secret123' } });
    const res = await getJson(dead.app, '/mediaApi/v1.0/content?limit=1');
    expect(res.status).toBe(502);
    noSecret(res);
    await dead.close();
  });

  it('forwards a HEAD of a read as a GET, and never a HEAD of a follow', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/mediaApi/v1.0/mid/comics' });
    expect(head.statusCode).toBe(200);
    const follow = await t.app.inject({
      method: 'HEAD',
      url: '/mediaApi/v1.0/person/Q1/add?userId=u',
    });
    expect(follow.statusCode).toBe(405);
    expect(seen).toEqual(['GET /mediaApi/v1.0/mid/comics?publisherId=pub42&key=secret123']);
  });

  it('answers 405 for other methods without forwarding them', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/mediaApi/v1.0/mid/comics', payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(errorBodySchema.parse(res.json()).status).toBe(405);
    expect(seen).toEqual([]);
  });

  it('never opens, creates or seeds the local database, and serves no local images', async () => {
    expect(readdirSync(t.dir).filter((name) => name.startsWith('gazette.db'))).toEqual([]);
    expect((await t.app.inject({ url: '/media/categories/1.png' })).statusCode).toBe(404);
    expect((await getJson(t.app, '/healthz')).status).toBe(200);
  });

  it('reports teamFollow false unless enabled', async () => {
    expect(appConfigSchema.parse((await getJson(t.app, '/config.json')).body).features.teamFollow).toBe(
      false,
    );
    const enabled = await createTestApp({ upstream: { url: upstreamUrl }, features: { teamFollow: true } });
    expect(appConfigSchema.parse((await getJson(enabled.app, '/config.json')).body).features.teamFollow).toBe(
      true,
    );
    await enabled.close();
  });
});
