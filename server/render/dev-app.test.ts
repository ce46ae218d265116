// `npm run dev`'s app (Vite in middleware mode): an address is answered with the status it has in the built
// server, also when the page's head goes out before its data is in.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support';

const HTML = { accept: 'text/html' };

describe('the development app', () => {
  let t: TestApp | undefined;
  afterAll(async () => t?.close());

  it('answers an address that is no reader URL with 404 even when its head goes out early, a reader URL with 200', async () => {
    // firstByteMs 0: the head goes out before any data, as it does for a first render after a start.
    t = await createTestApp({ dev: true, render: { firstByteMs: 0 } });
    for (const url of ['/no-such-page', '/wp-admin/setup']) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
    }
    const home = await t.app.inject({ url: '/', headers: HTML });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
  }, 60_000);
});
