// A busy moment costs a page nothing: a 503 or 429 with a short Retry-After on a page's data
// is waited out by the app, under its skeleton, with no click; only when the server stays busy does the
// page say so, with the wait counted down and "Try again". And a preferences cookie no one can read
// (another service on the host may plant one) leaves the front page as it is for everyone else.
import { expect, test } from './test';
import { expectPageFrame, watchConsole } from './faults-helpers';
import { serveUnrendered } from './unrendered';
import { appReady } from './waits';

const BUSY = {
  status: 503,
  headers: { 'Retry-After': '2' },
  contentType: 'application/json',
  body: '{"status":503,"error":"Service Unavailable","message":"the server is busy; retry shortly"}',
};

test('a single 503 with Retry-After: 2 on the front page’s stories is followed by the stories, with no click', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await serveUnrendered(page);
  let refused = 0;
  await page.route(/\/mediaApi\/v1\.0\/content\/?\?/, async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill(BUSY);
    } else await route.fallback();
  });
  await page.goto('/');
  const stories = page.getByRole('feed').getByRole('article');
  await expect(stories.first()).toBeVisible({ timeout: 10_000 });
  expect(refused).toBe(1);
  // The wait was spent under the skeleton: no error panel was ever shown.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectPageFrame(page);
  expect(errors).toEqual([]);
});

test('a page reached by a link waits out a busy answer too (the route loader’s request)', async ({
  page,
}) => {
  await page.goto('/categories?language=en');
  // A click before the app runs is a plain navigation, which the server renders: no loader to wait out.
  await appReady(page);
  const link = page.getByRole('main').getByRole('link', { name: 'Science', exact: true }).first();
  await expect(link).toBeVisible();
  let refused = 0;
  await page.route(/\/mediaApi\/v1\.0\/content\/?\?/, async (route) => {
    const search = new URL(route.request().url()).searchParams;
    if (refused === 0 && search.get('category') === 'Science' && search.get('limit') !== '3') {
      refused += 1;
      await route.fulfill({ ...BUSY, status: 429, headers: { 'Retry-After': '1' } });
    } else await route.fallback();
  });
  await link.click();
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible({ timeout: 10_000 });
  expect(refused).toBe(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a server that stays busy is told after a few seconds, with the wait counted down and Try again', async ({
  page,
}) => {
  await serveUnrendered(page);
  let busy = true;
  const asked: number[] = [];
  await page.route(/\/mediaApi\/v1\.0\/content\/?\?/, async (route) => {
    if (!busy) return route.fallback();
    asked.push(Date.now());
    await route.fulfill({ ...BUSY, headers: { 'Retry-After': '1' } });
  });
  await page.goto('/');
  const alert = page.getByRole('alert').first();
  await expect(alert).toContainText('Gazette is busy; try again in 1 second.', { timeout: 15_000 });
  await expect(alert).toContainText('Gazette was busy; try again now.');
  // The first request and three more, each after the wait the server named.
  expect(asked.length).toBeGreaterThanOrEqual(4);
  busy = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
});

test('a preferences cookie that cannot be read (gazette-prefs=%) leaves the front page with its stories', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchConsole(page);
  await context.addCookies([{ name: 'gazette-prefs', value: '%', url: baseURL! }]);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expectPageFrame(page);
  expect(errors).toEqual([]);
  // The server rendered the page too (the cookie reached it), not a blank app for the browser to fill.
  const html = await (await page.request.get('/', { headers: { cookie: 'gazette-prefs=%E0%A4%A' } })).text();
  expect(html).toContain('role="feed"');
});

test('a picture the busy server turned away (503, Retry-After) is shown a moment later, not left broken', async ({
  page,
}) => {
  // Every picture is refused once, as the server's lag shedder does under overload, then served.
  const refused = new Set<string>();
  await page.route(/\/media\//, async (route) => {
    const url = route.request().url();
    if (refused.has(url)) return route.fallback();
    refused.add(url);
    await route.fulfill(BUSY);
  });
  await page.goto('/');
  const lead = page.getByRole('feed').getByRole('article').first().locator('img').first();
  await expect(lead).toBeVisible();
  await expect
    .poll(() => lead.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
      timeout: 10_000,
    })
    .toBe(true);
  expect(refused.size).toBeGreaterThan(0);
});

test('a picture the server keeps refusing is asked for again once, not in a loop', async ({ page }) => {
  const asked = new Map<string, number>();
  await page.route(/\/media\//, async (route) => {
    const url = route.request().url();
    asked.set(url, (asked.get(url) ?? 0) + 1);
    await route.fulfill(BUSY);
  });
  await page.goto('/');
  await appReady(page);
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  // Every refused picture is asked for again after the Retry-After (2 s)… (a provider's icon shown on
  // several cards is one address for several pictures, each asking once more)
  await expect
    .poll(() => asked.size > 0 && Math.min(...asked.values()), { timeout: 10_000 })
    .toBeGreaterThan(1);
  // …and then no more, however long the reader stays.
  const total = () => [...asked.values()].reduce((sum, count) => sum + count, 0);
  const settled = total();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3000)));
  expect(total()).toBe(settled);
});
