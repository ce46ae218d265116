// Atom in proxy mode: entries come from the upstream's content list; the partner key and the upstream's
// address never reach the document; an upstream failure is an error answer, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxiedTestApp, type ProxiedTestApp } from '../test-support';

describe('/feed.atom in proxy mode', () => {
  let upstreamUrl = '';
  let failing = false;
  const asked: string[] = [];
  let t: ProxiedTestApp;

  beforeAll(async () => {
    t = await createProxiedTestApp((req, res) => {
      asked.push(req.url ?? '');
      if (failing) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"status":500}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      const item = {
        contentId: 'up-1',
        title: 'From upstream',
        contentSource: 'wire',
        publishedAt: 1_767_225_600,
      };
      res.end(JSON.stringify({ totalItems: 1, content: [item] }));
    });
    upstreamUrl = t.upstreamUrl;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the upstream items with the view filters and never shows the key or the upstream', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/feed.atom?category=Sports&userId=reader-9' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title type="text">From upstream</title>');
    const text = res.body + JSON.stringify(res.headers);
    for (const secret of ['secret123', 'pub42', upstreamUrl, 'reader-9']) expect(text).not.toContain(secret);
    const forwarded = new URLSearchParams(asked.at(-1)?.split('?')[1]);
    expect(forwarded.get('category')).toBe('Sports');
    expect(forwarded.get('userId')).toBeNull();
  });

  it('answers an upstream failure with a JSON error, not a 500 and not a half document', async () => {
    failing = true;
    const res = await t.app.inject({ method: 'GET', url: '/feed.atom' });
    failing = false;
    expect(res.statusCode).toBeGreaterThanOrEqual(502);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain('secret123');
  });
});
