// Proxy mode with a faulty upstream: the reader sees the proxy's own plain answers (502, a capped
// Retry-After), never the upstream's text, and recovers with "Try again" once the upstream is well.
import { expect, test } from './test';
import { startProxyInFront, type ProxyInFront } from './proxy-helpers';
import { expectPageFrame, watchConsole } from './faults-helpers';

const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const KEY = 'secret123';

type Mode = 'fail' | 'busy' | 'well';
let mode: Mode = 'fail';
const seen: { mode: Mode; path: string; query: URLSearchParams }[] = [];
let proxy: ProxyInFront;

test.beforeAll(async () => {
  // A well upstream is the journeys' own server; a failing one echoes the request, key included.
  proxy = await startProxyInFront(
    (request, response) => {
      const url = new URL(request.url ?? '/', 'http://upstream');
      seen.push({ mode, path: url.pathname, query: url.searchParams });
      if (mode === 'fail') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: `failed handling ${url.search}` }));
      } else if (mode === 'busy') {
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '99999999' });
        response.end(JSON.stringify({ message: `slow down ${url.search}` }));
      } else {
        fetch(`http://127.0.0.1:${E2E_PORT}${url.pathname}${url.search}`).then(
          async (answer) => {
            response.writeHead(answer.status, { 'content-type': 'application/json' });
            response.end(await answer.text());
          },
          () => response.destroy(),
        );
      }
    },
    { MEDIA_API_PUBLISHER_ID: 'pub42', MEDIA_API_KEY: KEY },
  );
});

test.afterAll(async () => {
  await proxy?.stop();
});

test('proxy mode: a failing, then busy, then well upstream, on the front page', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(`${proxy.origin}/`);
  const alert = page.getByRole('alert').first();

  // The upstream's 500 is the proxy's 502, told in plain words; its echo of the key never shows.
  await expect(alert).toContainText('We couldn’t load these stories.');
  await expect(alert).toContainText('The news service is having trouble');
  await expect(alert.locator('details')).toContainText('HTTP 502');
  await expectPageFrame(page);
  await expect(page.locator('body')).not.toContainText(KEY);

  // A 429 with an absurd Retry-After reaches the reader capped (120 s by default), and is asked once: the
  // list's page once, and no request repeated. (The welcome's suggestions, retried with a back-off after
  // their 502s, may be asked in this window too, on a slow machine; once each.)
  mode = 'busy';
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toContainText('Gazette is busy; try again in 120 seconds.');
  const busy = seen.filter((entry) => entry.mode === 'busy' && entry.path.includes('/content'));
  expect(busy.filter((entry) => entry.query.get('limit') === '20')).toHaveLength(1);
  const asked = busy.map((entry) => entry.query.toString());
  expect(new Set(asked).size).toBe(asked.length);
  await expect(page.locator('body')).not.toContainText(KEY);

  mode = 'well';
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
