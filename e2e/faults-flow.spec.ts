// Faults that depend on timing: an old filter's slow answer arriving after the new one, and a reader
// who goes offline between pages and comes back.
import { expect, test, type APIRequestContext, type Page } from './test';
import { expectPageFrame, watchConsole } from './faults-helpers';
import { pageOnline, appReady } from './waits';
import { serveUnrendered } from './unrendered';

async function titles(request: APIRequestContext, query: string): Promise<string[]> {
  const response = await request.get(`/mediaApi/v1.0/content/?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: { title: string }[] }).content.map((item) => item.title);
}

function shownTitles(page: Page, count: number) {
  return page
    .getByRole('feed')
    .getByRole('article')
    .getByRole('heading', { level: 2 })
    .allTextContents()
    .then((all) => all.slice(0, count));
}

test("an old filter's slow answer never replaces the new filter's stories", async ({ page, request }) => {
  const english = (await titles(request, 'language=en&sortBy=newest&limit=5')).slice(0, 3);
  const spanish = (await titles(request, 'language=es&sortBy=newest&limit=5')).slice(0, 3);
  expect(english).not.toEqual(spanish);
  const errors = watchConsole(page);

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let heldUrl: string | undefined;
  // Whether the page gives the old request up or lets it finish, it ends after the release.
  const ended = new Promise<void>((resolve) => {
    const end = (request: { url(): string }) => request.url() === heldUrl && resolve();
    page.on('requestfinished', end);
    page.on('requestfailed', end);
  });
  await page.route(/\/mediaApi\/v1\.0\/content\/?\?/, async (route) => {
    if (new URL(route.request().url()).searchParams.get('language') !== 'es') return route.fallback();
    heldUrl = route.request().url();
    await released;
    // The page may have given up on it meanwhile; either way the answer arrives late.
    await route.fallback().catch(() => undefined);
  });

  await serveUnrendered(page);
  await page.goto('/feed?language=es&sortBy=newest');
  await expect.poll(() => heldUrl).toBeDefined();
  await expect(page.getByRole('main').getByRole('status').first()).toBeAttached();

  await page.getByLabel('Language', { exact: true }).selectOption('en');
  await expect(page).toHaveURL(/language=en/);
  await expect.poll(() => shownTitles(page, 3)).toEqual(english);

  // The Spanish answer comes in now, late: it must not take the English stories' place.
  release();
  await ended;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  expect(await shownTitles(page, 3)).toEqual(english);
  await expect(page).toHaveURL(/language=en/);
  expect(errors).toEqual([]);
});

test('offline: the page says so, and fills by itself when the reader is back', async ({ page, context }) => {
  const errors = watchConsole(page);
  await page.goto('/feed?language=en&sortBy=newest');
  const stories = page.getByRole('feed').getByRole('article');
  await expect(stories.first()).toBeVisible();
  // Offline handling is the app's: before it runs, a link is a plain page load.
  await appReady(page);

  // Stories the open page has not asked for yet.
  await context.setOffline(true);
  await pageOnline(page, false);
  await page.getByLabel('Language', { exact: true }).selectOption('es');
  await expect(page.getByRole('alert')).toContainText('You’re offline, so we couldn’t load these stories.');
  await expectPageFrame(page);
  await context.setOffline(false);
  await expect(stories.first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // A page whose code has not been fetched yet.
  await context.setOffline(true);
  await pageOnline(page, false);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('alert')).toContainText('You’re offline, so we couldn’t open this page.');
  await expectPageFrame(page);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  expect(errors).toEqual([]);
});
