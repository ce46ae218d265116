// Installable and offline (decision 0022): with the service worker in charge, what the reader opened reads
// again without a connection, images included; follow, unfollow and user data never enter a cache, and a
// follow tried offline is refused in words. The other journeys run with service workers blocked.
// From Playwright itself, not `./test`: that fixture's own DevTools session (browser languages) enables the
// network domain a second time, and the page then no longer goes offline with `context.setOffline`.
import { expect, test, type Page } from '@playwright/test';
import { FOLLOW_REQUEST, freshReader, pageFollowButton, serverFollows, somePerson } from './people-helpers';
import { expectNoRequest, pageOnline } from './waits';

test.use({ serviceWorkers: 'allow' });

/** The user-data operation and the follow/unfollow operations: never in a cache. */
const USER_REQUEST = /\/mediaApi\/v1\.0\/user\//;

/** Waits until the service worker is active and controls the page (it claims the page on first install). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every URL held in any of the origin's caches. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** The image has been loaded and decoded: by default the article's lead picture (decorative, so no role). */
async function expectImageShown(page: Page, name?: RegExp) {
  const image = (
    name ? page.getByRole('img', { name }) : page.getByRole('main').locator('figure img')
  ).first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}

/** A strip's accessible name: its theme and its day ("Garfield, March 3, 2026"). */
const COMIC = /^[\w' .-]+, [A-Z][a-z]+ \d{1,2}, \d{4}$/;

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'You’re offline.' });

test('offline after reading two articles and a comic, they read again, images included; the banner comes and goes', async ({
  page,
  context,
}) => {
  await page.goto('/feed?language=en&sortBy=newest');
  await controlled(page);
  const stories = page.getByRole('feed').getByRole('article');
  await expect(stories.nth(1)).toBeVisible();
  const links = [0, 1].map((i) => stories.nth(i).getByRole('heading').getByRole('link'));
  const articles = await Promise.all(
    links.map(async (link) => ({
      title: (await link.textContent())!.trim(),
      href: (await link.getAttribute('href'))!,
    })),
  );

  // The first article opened as a page of its own (a navigation), the second from the feed (the app's own
  // request), then the comics.
  await page.goto(articles[0]!.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[0]!.title);
  await expectImageShown(page);
  await page.goto('/feed?language=en&sortBy=newest');
  await page.getByRole('link', { name: articles[1]!.title, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[1]!.title);
  await expectImageShown(page);
  await page.goto('/comics');
  await expectImageShown(page, COMIC);
  const comicName = await page
    .getByRole('main')
    .getByRole('img', { name: COMIC })
    .first()
    .getAttribute('alt');

  await context.setOffline(true);
  await pageOnline(page, false);
  await expect(offlineBanner(page)).toBeVisible();

  for (const article of articles) {
    await page.goto(article.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expectImageShown(page);
    await expect(offlineBanner(page)).toBeVisible();
  }
  await page.goto('/comics');
  await expect(page.getByRole('img', { name: comicName!, exact: true })).toBeVisible();
  await expectImageShown(page, COMIC);

  await context.setOffline(false);
  await pageOnline(page, true);
  await expect(offlineBanner(page)).toHaveCount(0);
});

test('after a follow and an unfollow, no cache holds a follow, unfollow or user-data URL', async ({
  page,
  request,
}) => {
  const userId = await freshReader(page);
  const person = await somePerson(request);
  await page.goto(`/person/${encodeURIComponent(person.id)}`);
  await controlled(page);
  // Asked again now that the worker is in charge, so the page's reads pass through it.
  await page.reload();
  const follow = pageFollowButton(page, person.name);
  await expect(follow).toBeEnabled();

  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveAttribute('aria-busy', 'false');
  await expect.poll(async () => (await serverFollows(request, userId)).persons).toEqual([person.id]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: `Unfollow ${person.name}` }).click();
  await expect.poll(async () => (await serverFollows(request, userId)).persons).toEqual([]);
  await page.goto(`/person/${encodeURIComponent(person.id)}`);
  await expect(pageFollowButton(page, person.name)).toHaveAttribute('aria-pressed', 'false');

  const urls = await cachedUrls(page);
  // The caches do hold what was read (the person's page and the API's answers)…
  expect(urls.some((url) => new URL(url).pathname.startsWith('/mediaApi/v1.0/content'))).toBe(true);
  expect(urls.some((url) => new URL(url).pathname === `/person/${encodeURIComponent(person.id)}`)).toBe(true);
  // …and nothing of follow, unfollow or the reader's data.
  expect(urls.filter((url) => FOLLOW_REQUEST.test(url) || USER_REQUEST.test(url))).toEqual([]);
});

test('a follow tried offline is refused with a message and never sent later', async ({
  page,
  context,
  request,
}) => {
  const userId = await freshReader(page);
  const person = await somePerson(request, 1);
  await page.goto(`/person/${encodeURIComponent(person.id)}`);
  await controlled(page);
  const follow = pageFollowButton(page, person.name);
  await expect(follow).toBeEnabled();

  await context.setOffline(true);
  await pageOnline(page, false);
  await follow.click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Could not follow' })).toHaveText(
    `Could not follow ${person.name}: You are offline. Nothing was sent; try again when you’re back online.`,
  );
  // Nothing claims it worked: no "Following …" confirmation with its Undo.
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(follow).toHaveAttribute('aria-pressed', 'false');

  await context.setOffline(false);
  await pageOnline(page, true);
  await expectNoRequest(page, FOLLOW_REQUEST, 1500);
  expect((await serverFollows(request, userId)).persons).toEqual([]);
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
});

test('Settings states what is kept for offline reading and clears it', async ({ page }) => {
  await page.goto('/feed?language=en&sortBy=newest');
  await controlled(page);
  const first = page.getByRole('feed').getByRole('article').first().getByRole('heading').getByRole('link');
  const href = (await first.getAttribute('href'))!;
  await page.goto(href);
  await expectImageShown(page);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Offline reading' });
  const size = section.getByRole('status');
  await expect(size).toHaveText(/Kept for offline reading: \d+(\.\d)? (KB|MB) \(\d+ items?\)\./);
  await expect(size).not.toHaveText(/\(0 items\)/);
  expect((await cachedUrls(page)).some((url) => new URL(url).pathname === href)).toBe(true);

  await section.getByRole('button', { name: 'Clear saved pages' }).click();
  await expect(size).toHaveText(/^Cleared\. Kept for offline reading: \d+ KB/);
  expect((await cachedUrls(page)).some((url) => new URL(url).pathname === href)).toBe(false);
});

test('a new version announces itself and takes over only after "Reload to update"', async ({ page }) => {
  // Notes when the app's own registration of its worker has settled: the app registers after it starts, and
  // a registration of `/sw.js` landing after the second worker's below would replace that worker.
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<typeof register>) => {
      const registered = register(...args);
      void registered.finally(() => document.documentElement.setAttribute('data-test-sw-registered', ''));
      return registered;
    };
  });
  await page.goto('/comics');
  await controlled(page);
  // A page loaded under the worker, as every visit after the first is.
  await page.reload();
  await controlled(page);
  await expect(page.locator('html[data-test-sw-registered]')).toHaveCount(1);
  const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  await expect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);

  // A second worker for the same scope installs and waits, as a new deployment's would.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next=1').then(() => undefined));
  await expect(
    page.getByRole('status').filter({ hasText: 'A new version of Gazette is ready.' }),
  ).toBeVisible();
  // Nothing changes under the reader meanwhile: the old worker still controls the page.
  expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(first);

  await expect
    .poll(() =>
      page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting != null)),
    )
    .toBe(true);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload to update' }).click();
  await reloaded;
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toMatch(/\/sw\.js\?next=1$/);
  // Not checked further: the reloaded app registers `/sw.js` again, which to the browser is another new
  // worker (the stand-in version above has another URL), so the prompt may rightly return.
});
