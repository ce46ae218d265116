import { expect, test, type Page } from './test';
import { wheel, appReady } from './waits';

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];

/** Pages of every family, by URL. */
const PAGES = ['/', '/feed?category=Sports', '/categories', '/comics', '/profile', '/settings'];

async function noHorizontalOverflow(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}

for (const size of sizes) {
  test.describe(`frame at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('the header search finds stories by their text', async ({ page, request }) => {
      const response = await request.get('/mediaApi/v1.0/content/?limit=1&language=en');
      const [story] = ((await response.json()) as { content: { title: string }[] }).content;
      const word = story!.title.split(/\s+/).find((part) => /^[A-Za-z]{5,}$/.test(part))!;
      await page.goto('/');
      await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
      const search = page.getByRole('search', { name: 'Search stories' });
      const box = search.getByRole('searchbox', { name: 'Search stories' });
      await box.fill(word);
      await expect(box).toHaveValue(word);
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(`/feed?topic=${word}%3Aext`);
      await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    });

    test('the sections take one line, in the header on a desktop, at the foot of a phone’s screen', async ({
      page,
    }) => {
      await page.goto('/settings');
      await appReady(page);
      const main = page.getByRole('navigation', { name: 'Main' });
      await expect(main.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
      await expect(main.getByRole('link', { name: 'Settings' })).toBeInViewport();
      await main.getByRole('link', { name: 'Home' }).click();
      await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      await expect(main.getByRole('link', { name: 'Home' })).toBeInViewport();
      const line = (await main.getByRole('link', { name: 'Home' }).boundingBox())!.height;
      // Every section but Settings on one line (on a phone Settings stands at the header's end).
      for (const name of ['Home', 'Following', 'Categories', 'Comics', 'Saved', 'Profile']) {
        const link = (await main.getByRole('link', { name, exact: true }).boundingBox())!;
        expect(Math.abs(link.y - (await main.boundingBox())!.y), name).toBeLessThan(line / 2);
      }
      expect((await main.boundingBox())!.height).toBeLessThan(line * 2);
      const settings = (await main.getByRole('link', { name: 'Settings' }).boundingBox())!;
      const header = (await page.getByRole('banner').boundingBox())!;
      if (size.name === 'desktop')
        expect(Math.abs(settings.y - (await main.boundingBox())!.y)).toBeLessThan(line / 2);
      else expect(settings.y + settings.height).toBeLessThanOrEqual(header.y + header.height);
      await noHorizontalOverflow(page);
    });

    test('the header stays in view down a long feed, and back to top returns', async ({ page }) => {
      await page.goto('/');
      const feed = page.getByRole('feed');
      await expect(feed.getByRole('article').first()).toBeVisible();
      test.setTimeout(120_000);
      // The list is virtual: how far down the reader is shows in the last story's place in the feed.
      const deepest = () => feed.getByRole('article').last().getAttribute('aria-posinset').then(Number);
      await appReady(page);
      while ((await deepest()) < 100) await wheel(page, 6000);
      const main = page.getByRole('navigation', { name: 'Main' });
      await expect(main).toBeInViewport();
      await expect(main.getByRole('link', { name: 'Home' })).toBeInViewport();
      // Every section is reachable from where the reader is, none off the edge of the screen.
      for (const name of ['Home', 'Following', 'Categories', 'Comics', 'Saved', 'Profile', 'Settings'])
        await expect(main.getByRole('link', { name, exact: true }), name).toBeInViewport({ ratio: 1 });
      await expect(main).toBeInViewport();
      await expect(page.getByRole('searchbox', { name: 'Search stories' })).toBeInViewport();
      await page.getByRole('button', { name: 'Back to top' }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
      await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
    });

    test('a focused story scrolled back into view stops below the header, not under it', async ({ page }) => {
      await page.goto('/');
      // The header's measured height (and the list itself) are the app's: act once it has taken over.
      await appReady(page);
      const feed = page.getByRole('feed');
      const first = feed.getByRole('article').first().getByRole('heading').getByRole('link');
      await expect(first).toBeVisible();
      // Past the first story, whatever stands above it (a first visit's welcome, the filters).
      const below = await first.evaluate((link) => link.getBoundingClientRect().bottom);
      await wheel(page, Math.ceil(below) + 100);
      await expect.poll(() => first.evaluate((link) => link.getBoundingClientRect().bottom)).toBeLessThan(60);
      await first.focus();
      const headerBottom = await page
        .getByRole('banner')
        .evaluate((header) => header.getBoundingClientRect().bottom);
      expect(headerBottom).toBeGreaterThan(0);
      await expect
        .poll(() => first.evaluate((link) => link.getBoundingClientRect().top))
        .toBeGreaterThanOrEqual(headerBottom);
    });
  });
}

/** At 320 px: nothing scrolls sideways, and each section link of the masthead reads whole. */
async function fitsNarrowScreen(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
  await noHorizontalOverflow(page);
  for (const link of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) {
    const clipped = await link.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(clipped).toBe(false);
  }
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const url of PAGES) {
    test(`${url} does not scroll sideways and shows every section link whole`, async ({ page }) => {
      await fitsNarrowScreen(page, url);
    });
  }

  test('a story, a person, a team and search results do not scroll sideways either', async ({
    page,
    request,
  }) => {
    const response = await request.get('/mediaApi/v1.0/content/?limit=100');
    const { content } = (await response.json()) as {
      content: { contentId: string; title: string; persons?: { id: string }[]; teams?: { id: string }[] }[];
    };
    // The longest title of the newest stories: the story page's heading at its widest.
    const story = content.reduce((longest, item) =>
      item.title.length > longest.title.length ? item : longest,
    );
    const person = content.flatMap((item) => item.persons ?? [])[0]!;
    const team = content.flatMap((item) => item.teams ?? [])[0]!;
    for (const url of [
      `/article/${encodeURIComponent(story.contentId)}`,
      `/person/${encodeURIComponent(person.id)}`,
      `/team/${encodeURIComponent(team.id)}`,
      '/feed?topic=weather:ext',
    ])
      await fitsNarrowScreen(page, url);
  });
});
