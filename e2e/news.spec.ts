// News that arrives while the reader reads, and what is new since their last visit (decision 0023),
// against a server of its own that publishes a story every few seconds.
import { axe, WCAG_TAGS } from './axe';
import { expect, test, type Page } from './test';
import { appReady, firstVisibleStory } from './waits';
import { startNewsroom, type Newsroom } from './newsroom-helpers';

let newsroom: Newsroom;

test.beforeAll(async () => {
  newsroom = await startNewsroom({ publishMs: 2_500, pollMs: 1_000 });
});

test.afterAll(async () => {
  await newsroom?.stop();
});

const latest = (page: Page) => page.getByRole('feed', { name: 'Latest stories' });

test('"N new stories" appears without moving the list, and a click brings them in at the top', async ({
  page,
}) => {
  await page.goto(`${newsroom.origin}/`);
  await appReady(page);
  const firstTitle = await latest(page).getByRole('article').first().getByRole('heading').innerText();

  // The reader is a little way down the list, reading.
  await page.mouse.wheel(0, 500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const before = await firstVisibleStory(page);
  expect(before).toBeDefined();

  const pill = page.getByRole('button', { name: /^↑?\s*\d+\+? new stor(y|ies)$/ });
  await expect(pill).toBeVisible({ timeout: 15_000 });
  // It says so politely to a screen reader as well.
  await expect(page.getByRole('status').filter({ hasText: /new stor(y|ies)\. The button/ })).toHaveAttribute(
    'aria-live',
    'polite',
  );
  // Nothing under the reader moved: the same story, at the same place, and the list still starts where it did.
  expect(await firstVisibleStory(page)).toEqual(before);
  await expect(latest(page).getByRole('article').first().getByRole('heading')).toHaveText(firstTitle);
  // The pill sits over the top of the window, below the header.
  const box = await pill.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeLessThan(200);

  await pill.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const first = latest(page).getByRole('article').first().getByRole('heading');
  await expect(first).not.toHaveText(firstTitle);
  // The story that led the list before is still in it, below the new ones.
  await expect(latest(page).getByRole('heading', { name: firstTitle, exact: true })).toBeVisible();
  await expect(first.getByRole('link')).toBeFocused();
});

test('the front page marks what was published since the last visit', async ({ context, page }) => {
  // A first visit: nothing to mark.
  await page.goto(`${newsroom.origin}/`);
  await appReady(page);
  await expect(latest(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Earlier', { exact: true })).toHaveCount(0);
  const lastSeenFirst = await latest(page).getByRole('article').first().getByRole('heading').innerText();
  // The reader leaves the front page; the newsroom publishes meanwhile.
  await page.getByRole('link', { name: 'Comics', exact: true }).first().click();
  await expect(page).toHaveURL(/\/comics/);
  // Two stories, so one is dated at least a whole second after the reader left (dates are in seconds).
  const published = await newsroom.published();
  await expect.poll(() => newsroom.published(), { timeout: 15_000 }).toBeGreaterThan(published + 1);
  await page.close();

  // A second visit, another day (a new tab: a new session).
  const again = await context.newPage();
  // The app's scripts wait until the server's page has been measured.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await again.route('**/assets/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await again.goto(`${newsroom.origin}/`, { waitUntil: 'commit' });
  // Where the server's page put the stories, before the app marks anything…
  const third = latest(again).getByRole('article').nth(2);
  await third.waitFor();
  const painted = await third.boundingBox();
  release();
  await appReady(again);
  const since = again.getByText('Since your last visit', { exact: true });
  const earlier = again.getByText('Earlier', { exact: true });
  await expect(since).toBeVisible();
  await expect(earlier).toBeVisible();
  // …is where they stay once it has: the marks take no room.
  expect(await third.boundingBox()).toEqual(painted);
  // The story that led the list when the reader came last is below the line…
  const leader = latest(again).getByRole('heading', { name: lastSeenFirst, exact: true });
  const [line, story] = [await earlier.boundingBox(), await leader.boundingBox()];
  expect(story!.y).toBeGreaterThan(line!.y);
  // …and the stories published since are above it, each saying so to a screen reader.
  const top = latest(again).getByRole('article').first();
  expect((await top.boundingBox())!.y).toBeLessThan(line!.y);
  await expect(top).toContainText('New since your last visit.');
  // The marks break no accessibility rule of the feed they sit in, in either pair of eyes.
  const result = await axe(again).include('[role="feed"]').withTags(WCAG_TAGS).analyze();
  expect(result.violations.map((violation) => violation.id)).toEqual([]);
});
