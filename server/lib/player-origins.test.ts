// Video stories: the players the page may embed are exactly the https origins the configuration lists,
// and the page's CSP allows frames from those and from nowhere else.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigSchema, contentListSchema } from '../../contract/schemas';
import { createTestApp, getJson, type TestApp } from '../test-support';
import { httpsOrigin, parsePlayerOrigins } from './player-origins';

const frameSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('frame-src'));

async function pageCsp(t: TestApp) {
  const dist = join(t.dir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><title>G</title><div id="root"></div>',
  );
  const res = await t.app.inject({ url: '/article/x', headers: { accept: 'text/html' } });
  return String(res.headers['content-security-policy']);
}

describe('video players a story may embed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists the embedding providers’ players in the configuration and the CSP, and only those', async () => {
    const config = appConfigSchema.parse((await getJson(t.app, '/config.json')).body);
    const origins = config.playerOrigins ?? [];
    expect(origins).toEqual([
      'https://lavozdelsur.example',
      'https://pitchside.example',
      'https://placartotal.example',
      'https://techledger.example',
    ]);
    expect(frameSrc(await pageCsp(t))).toBe(`frame-src ${origins.join(' ')}`);

    // Every video item has an https player; some may be embedded, others only opened.
    const list = contentListSchema.parse((await getJson(t.app, '/mediaApi/v1.0/content/?offset=0')).body);
    const players = list.content.flatMap((item) => (item.media ? [new URL(item.media.playerUrl)] : []));
    expect(players.length).toBeGreaterThan(5);
    expect(players.every((url) => url.protocol === 'https:')).toBe(true);
    expect(players.some((url) => origins.includes(url.origin))).toBe(true);
    expect(players.some((url) => !origins.includes(url.origin))).toBe(true);
  });

  it('takes the operator’s list instead, https origins only', async () => {
    const other = await createTestApp({ playerOrigins: parsePlayerOrigins('https://player.example') });
    try {
      expect(appConfigSchema.parse((await getJson(other.app, '/config.json')).body).playerOrigins).toEqual([
        'https://player.example',
      ]);
      expect(frameSrc(await pageCsp(other))).toBe('frame-src https://player.example');
    } finally {
      await other.close();
    }
  });

  it('lets no frame in from plain http, a path or a wildcard', () => {
    expect(
      parsePlayerOrigins(
        ' https://b.example/, http://a.example, https://*.example, https://c.example/player, nonsense,https://b.example',
      ),
    ).toEqual(['https://b.example']);
    expect(httpsOrigin('https://v.example:8443')).toBe('https://v.example:8443');
    expect(httpsOrigin("https://v.example 'unsafe-inline'")).toBeUndefined();
  });
});
