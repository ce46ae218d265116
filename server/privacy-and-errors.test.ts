// Regression tests: framework-level errors in the contract's shape without echoing the input,
// user ids never logged (nothing identifying with optOut=true), unknown reader URLs a real 404.
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../contract/schemas';
import { redactUrl } from './lib/redact';
import { createTestApp, getJson, rawGet, type TestApp } from './test-support';

/** Sends raw bytes and returns the whole answer (for requests Node refuses before Fastify sees them). */
function rawExchange(base: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parseAnswer(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body };
}

describe('framework-level errors', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('414 for a too-long path: the contract body, no echo of the path', async () => {
    const long = 'x'.repeat(5000);
    const res = await rawGet(base, `/mediaApi/v1.0/person/${long}`);
    expect(res.status).toBe(414);
    expect(errorBodySchema.parse(JSON.parse(res.body))).toMatchObject({ status: 414, error: 'URI Too Long' });
    expect(res.body).not.toContain('xxxxxxxxxx');
    expect(res.body.length).toBeLessThan(200);
  });

  it('431 from Node for oversized headers: the contract body, not Fastify’s own shape', async () => {
    const answer = parseAnswer(
      await rawExchange(base, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(errorBodySchema.parse(JSON.parse(answer.body))).toMatchObject({ status: 431 });
    expect(answer.body).not.toContain('statusCode');
    expect(answer.body).not.toContain('aaaa');
  });

  it('400 for an unparsable request line, in the contract shape', async () => {
    const answer = parseAnswer(await rawExchange(base, 'GET /he\u0001llo HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(JSON.parse(answer.body)).status).toBe(400);
  });

  it('malformed percent-encoding, bad methods and unknown paths: contract body, no echo', async () => {
    const marker = 'ECHO-ME-NOT';
    for (const [method, path, status] of [
      ['GET', `/mediaApi/v1.0/content/%E0%A4%A${marker}`, 400],
      ['GET', `/mediaApi/v1.0/${marker}`, 404],
      ['PROPFIND', `/mediaApi/v1.0/mid/comics?x=${marker}`, 405],
      ['DELETE', `/healthz?x=${marker}`, 405],
    ] as const) {
      const res = await t.app.inject({ method: method as 'GET', url: path });
      expect(res.statusCode, `${method} ${path}`).toBe(status);
      expect(errorBodySchema.parse(res.json()).status).toBe(status);
      expect(res.body).not.toContain(marker);
    }
  });
});

describe('privacy in the logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => t.close());

  it('never logs a user id, in a parameter or in the /user path', async () => {
    const secret = '3f1c2a9e-secret-user';
    await getJson(t.app, `/mediaApi/v1.0/content?limit=1&userId=${secret}`);
    await getJson(t.app, `/mediaApi/v1.0/user/${secret}`);
    await getJson(t.app, `/mediaApi/v1.0/person/Q100000/add?userId=${secret}`);
    await getJson(t.app, `/mediaApi/v1.0/content?userid=${secret}`);
    expect(lines.length).toBeGreaterThan(4);
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).toContain('[redacted]');
  });

  it('never logs a user id, whatever its spelling or route (decided on its decoded value)', async () => {
    const secret = '7b2d4e61-aaaa-4bbb-8ccc-0123456789ab';
    const encoded = (text: string) => `%${text.charCodeAt(0).toString(16)}${text.slice(1)}`;
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    lines.length = 0;
    const targets = [
      `/settings?user=${secret}`,
      `/settings?us%65r=${secret}`,
      `/user/${secret}`,
      `/%75ser/${secret}`,
      `/mediaApi/v1.0/content?limit=1&user%49d=${secret}`,
      `/mediaApi/v1.0/content?limit=1&%75serId=${encoded(secret)}`,
      `/mediaApi/v1.0/content?limit=1&userId=${secret}&aid=${secret}`,
      `/mediaApi/v1.0/%75ser/${encoded(secret)}`,
      `/mediaApi/v1.0/%75ser/${secret}/extra`,
      `http://elsewhere.example/mediaApi/v1.0/user/${secret}`,
      `http://elsewhere.example/settings?user=${secret}`,
      `/mediaApi/v1.0/person/Q100000/%61dd?userId=${secret}`,
      `/mediaApi/v1.0/person/Q100000/add?userId=${secret}&userId=${secret}`,
      `/no/such/page?user=${secret}`,
    ];
    for (const target of targets) await rawGet(base, target, { accept: 'text/html' });
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(targets.length);
    expect(text).not.toContain(secret);
    expect(text.toLowerCase()).not.toContain(secret.slice(1));
    expect(text).toContain('/settings?user=[redacted]');
    expect(text).toContain('/mediaApi/v1.0/user/[redacted]');
  });

  it('logs nothing identifying for optOut=true: no address, no analytics id', async () => {
    lines.length = 0;
    await t.app.inject({
      url: '/mediaApi/v1.0/mid/comics?optOut=true&aid=my-device-42',
      remoteAddress: '203.0.113.77',
    });
    const text = lines.join('\n');
    expect(text).toContain('/mid/comics');
    expect(text).not.toContain('203.0.113.77');
    expect(text).not.toContain('my-device-42');
    lines.length = 0;
    await t.app.inject({ url: '/mediaApi/v1.0/mid/comics', remoteAddress: '203.0.113.78' });
    expect(lines.join('\n')).toContain('203.0.113.78');
  });

  it('writes one line per request, when it is answered: the request (redacted), its status, its time', async () => {
    lines.length = 0;
    await t.app.inject({ url: '/mediaApi/v1.0/mid/comics?limit=1&userId=one-line-secret' });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/mediaApi/v1.0/mid/comics?limit=1&userId=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(entries[0]!.responseTime).toEqual(expect.any(Number));
  });

  it('redacts key, publisherId and userId however they are cased or encoded', () => {
    expect(redactUrl('/x?KEY=a&publisherid=b&UserId=c&limit=1')).toBe(
      '/x?KEY=[redacted]&publisherid=[redacted]&UserId=[redacted]&limit=1',
    );
    expect(redactUrl('/x?k%65y=s3cr3t&note=s3cr3t%21&limit=1')).toBe(
      '/x?key=[redacted]&note=[redacted]!&limit=1',
    );
    expect(redactUrl('/mediaApi/v1.0/%75ser/abcd?sportType=1')).toBe(
      '/mediaApi/v1.0/user/[redacted]?sportType=1',
    );
  });
});

describe('unknown reader URLs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    mkdirSync(join(t.dir, 'dist'), { recursive: true });
    writeFileSync(join(t.dir, 'dist', 'index.html'), '<!doctype html><html lang="en"><div id="root"></div>');
  });
  afterAll(async () => t.close());

  it('answer 404 with the app (which renders its not-found page); reader URLs stay 200', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    for (const url of ['/.git/config', '/nope', '/no/such/page', '/feed/extra', '/wp-login.php']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
    for (const url of [
      '/',
      '/categories',
      '/categories/7',
      '/c/Sports',
      '/feed?topic=x',
      '/article/abc',
      '/person/Q1',
      '/team/Q1',
      '/profile',
      '/user/u1',
      '/comics?theme=Peanuts',
      '/settings',
      '/Settings/',
    ]) {
      expect((await t.app.inject({ url, headers: html })).statusCode, url).toBe(200);
    }
  });
});
