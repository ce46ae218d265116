// Reading a story as a Google News or Feedly reader expects: save and share where you
// read, a text size that stays, and a video story that offers its video — from the card's ▶ to a player.
import { expect, test, type APIRequestContext, type BrowserContext } from './test';
import { freshReader } from './people-helpers';
import { appReady } from './waits';

interface Story {
  contentId: string;
  title: string;
  contentSource: string;
  media?: { durationSeconds: number; playerUrl: string };
}

async function newest(request: APIRequestContext, limit = 50): Promise<Story[]> {
  const response = await request.get(`/mediaApi/v1.0/content/?limit=${limit}&sortBy=newest`);
  expect(response.ok()).toBe(true);
  return (await response.json()).content;
}

async function playerOrigins(request: APIRequestContext): Promise<string[]> {
  return (await (await request.get('/config.json')).json()).playerOrigins ?? [];
}

/** No network here: a stand-in answers for the providers' players, as a real one would fill the frame. */
async function standInPlayers(context: BrowserContext) {
  await context.route(/^https:\/\/[a-z0-9.-]+\.example\/player\//, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>player</title><p>The provider’s player</p>',
    }),
  );
}

test.beforeEach(async ({ page }) => {
  await freshReader(page);
});

test('a story saved where it is read is on the Saved page; the button and `s` agree', async ({
  page,
  request,
}) => {
  const [story] = await newest(request);
  await page.goto(`/article/${story!.contentId}`);
  await appReady(page);
  const save = page.getByRole('main').getByRole('button', { name: 'Save for later' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');

  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  // The keyboard's `s` saves the same story: pressed again, it unsaves it, and the button says so.
  await page.locator('body').press('s');
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await page.locator('body').press('s');
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  const saved = page.getByRole('feed', { name: 'Saved stories' }).getByRole('article');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('link', { name: story!.title, exact: true })).toHaveAttribute(
    'href',
    `/article/${story!.contentId}`,
  );
});

test('Share copies the story’s link where the browser has no share sheet, and says so', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const [story] = await newest(request);
  // Arrived from a list with filters: the link shared is the story's own, nothing of the list's.
  await page.goto('/feed?sortBy=newest');
  await appReady(page);
  await page.getByRole('feed').getByRole('link', { name: story!.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/article/${story!.contentId}$`));
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');

  await page.getByRole('main').getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/article/${story!.contentId}`,
  );
});

test('the text size chosen stays for the next story and the next visit, from the server’s first HTML', async ({
  page,
  request,
}) => {
  const [first, second] = await newest(request);
  await page.goto(`/article/${first!.contentId}`);
  await appReady(page);
  const body = page.getByTestId('article-body');
  const fontSize = () => body.evaluate((element) => getComputedStyle(element).fontSize);
  const normal = await fontSize();
  const sizes = page.getByRole('group', { name: 'Text size' });
  await expect(sizes.getByRole('radio', { name: 'Medium text' })).toBeChecked();

  // A pointer picks the large "A" (the radio itself is drawn by its label).
  const largeRadio = sizes.getByRole('radio', { name: 'Large text' });
  await sizes
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Large text' }) })
    .click();
  await expect(largeRadio).toBeChecked();
  await expect.poll(fontSize).not.toBe(normal);
  const large = await fontSize();
  expect(parseFloat(large)).toBeGreaterThan(parseFloat(normal));

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Text size' }).getByRole('radio', { name: 'Large text' }),
  ).toBeChecked();
  expect(await fontSize()).toBe(large);

  // The server renders the reader's size (the preferences cookie): nothing grows after the page arrives.
  const html = await (await page.request.get(`/article/${second!.contentId}`)).text();
  const bodyTag = html.match(/<div[^>]*data-testid="article-body"[^>]*>/)?.[0];
  expect(bodyTag).toContain('text-[1.375rem]');
});

test('a video card’s ▶ leads to a story that plays its video in the page, where its provider allows it', async ({
  page,
  context,
  request,
}) => {
  const origins = await playerOrigins(request);
  expect(origins.length).toBeGreaterThan(0);
  const video = (await newest(request, 100)).find(
    (item) => item.media && origins.includes(new URL(item.media.playerUrl).origin),
  )!;
  await standInPlayers(context);
  await page.goto(`/feed?vendor=${video.contentSource}&sortBy=newest`);
  const card = page.getByRole('feed').getByRole('article').filter({ hasText: video.title }).first();
  await expect(card.getByText(/^Video, /)).toBeAttached();
  await card.getByRole('link', { name: video.title, exact: true }).click();

  const player = page.getByTitle(`Video: ${video.title}`);
  await expect(player).toHaveAttribute('src', video.media!.playerUrl);
  // The page's CSP lets the provider's player in: the frame shows it.
  await expect(page.frameLocator('iframe').getByText('The provider’s player')).toBeVisible();
});

test('a video whose provider does not allow embedding offers a Watch link that opens its player', async ({
  page,
  context,
  request,
}) => {
  const origins = await playerOrigins(request);
  const video = (await newest(request, 100)).find(
    (item) => item.media && !origins.includes(new URL(item.media.playerUrl).origin),
  )!;
  await standInPlayers(context);
  await page.goto(`/feed?vendor=${video.contentSource}&sortBy=newest`);
  const card = page.getByRole('feed').getByRole('article').filter({ hasText: video.title }).first();
  await card.getByRole('link', { name: video.title, exact: true }).click();
  await appReady(page);

  const seconds = video.media!.durationSeconds;
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const watch = page.getByRole('link', { name: new RegExp(`^Watch \\(${clock}\\)`) });
  await expect(watch).toBeVisible();
  await expect(page.locator('main iframe')).toHaveCount(0);
  const [player] = await Promise.all([page.waitForEvent('popup'), watch.click()]);
  await expect(player).toHaveURL(video.media!.playerUrl);
});
