// First screens, counted as a reader counts them: whole stories on the first
// screen of a phone and of a desktop, every section one tap away at 320 px, nothing wider than the screen,
// and a person's and a team's stories within a phone's first screen.
import { expect, test, type Page } from './test';
import { appReady, settled } from './waits';
import { someTeams, type Ref } from './people-helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const NARROW = { width: 320, height: 640 };

/** A reader who closed the welcome on an earlier visit (the cookie and local storage say so). */
async function returningReader(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'gazette-prefs', value: 'welcome=done', url: baseURL }]);
  await page.addInitScript(() =>
    localStorage.setItem('gazette.welcome', JSON.stringify({ dismissed: true })),
  );
}

/**
 * The stories whose whole box the reader sees without scrolling: inside the window, below the sticky
 * header and above whatever is fixed at the foot of the screen (a phone's tab bar).
 */
function wholeStoriesOnScreen(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('[data-sticky-header]');
    const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    let bottom = window.innerHeight;
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' || style.display === 'none' || style.visibility === 'hidden') continue;
      // An empty, transparent frame (the toasts' live region, waiting) covers nothing.
      if (style.backgroundColor === 'rgba(0, 0, 0, 0)' && element.children.length === 0) continue;
      const box = element.getBoundingClientRect();
      // Something fixed across the foot of the screen covers what is under it.
      if (box.height > 0 && box.bottom >= window.innerHeight - 1 && box.width >= window.innerWidth / 2)
        bottom = Math.min(bottom, box.top);
    }
    return [...document.querySelectorAll('main article')].filter((article) => {
      const box = article.getBoundingClientRect();
      return (
        box.height > 0 &&
        box.top >= top &&
        box.bottom <= bottom &&
        box.left >= 0 &&
        box.right <= window.innerWidth
      );
    }).length;
  });
}

async function frontPage(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  // The pictures' boxes are reserved, but wait for the page to settle (fonts and pictures in) before counting.
  await settled(page);
}

test.describe('an American reader coming back', () => {
  test.use({ locale: 'en-US', browserLanguages: [] });

  test('sees at least four whole stories on a phone’s first screen', async ({ page, baseURL }) => {
    await page.setViewportSize(PHONE);
    await returningReader(page, baseURL!);
    await frontPage(page);
    await expect(page.getByRole('region', { name: 'Welcome to Gazette' })).toHaveCount(0);
    // The settings the stories follow are said in the title area, with the way to change them.
    await expect(page.getByRole('link', { name: /^Change/ })).toBeVisible();
    expect(await wholeStoriesOnScreen(page)).toBeGreaterThanOrEqual(4);
  });

  test('sees at least six whole stories on a desktop’s first screen', async ({ page, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await returningReader(page, baseURL!);
    await frontPage(page);
    expect(await wholeStoriesOnScreen(page)).toBeGreaterThanOrEqual(6);
  });
});

test.describe('a first visit', () => {
  test.use({ locale: 'en-US', browserLanguages: [] });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`shows the welcome and at least two whole stories beside it (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await frontPage(page);
      const welcome = page.getByRole('region', { name: 'Welcome to Gazette' });
      await expect(welcome).toBeInViewport();
      await expect(welcome.getByRole('combobox', { name: 'Language' })).toBeVisible();
      await expect(welcome.getByRole('combobox', { name: 'Country' })).toBeVisible();
      await expect(welcome.getByRole('button', { name: 'Skip', exact: true })).toBeVisible();
      await expect(welcome.getByRole('button', { name: 'Done', exact: true })).toBeVisible();
      expect(await wholeStoriesOnScreen(page)).toBeGreaterThanOrEqual(2);
    });
  }

  test('a toast never covers a story on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await frontPage(page);
    const before = await wholeStoriesOnScreen(page);
    await page
      .getByRole('region', { name: 'Welcome to Gazette' })
      .getByRole('button', { name: 'Skip' })
      .click();
    const toast = page.getByRole('status').getByRole('listitem').filter({ hasText: 'Welcome closed' });
    await expect(toast).toBeVisible();
    // The toast stands over the tab bar, at the foot of the screen, not over the stories above it.
    const toastTop = (await toast.boundingBox())!.y;
    const lowestStory = await page.evaluate((limit) => {
      const bottoms = [...document.querySelectorAll('main article')]
        .map((article) => article.getBoundingClientRect().bottom)
        .filter((bottom) => bottom <= limit);
      return Math.max(0, ...bottoms);
    }, toastTop + 1);
    const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    expect(toastTop).toBeGreaterThanOrEqual(bar.y - 1);
    expect(lowestStory).toBeLessThanOrEqual(toastTop);
    expect(await wholeStoriesOnScreen(page)).toBeGreaterThanOrEqual(Math.min(before, 4));
  });
});

const SECTIONS = [
  { name: 'Home', url: /\/$/ },
  { name: 'Following', url: /\/\?tab=following$/ },
  { name: 'Categories', url: /\/categories$/ },
  { name: 'Comics', url: /\/comics/ },
  { name: 'Saved', url: /\/saved$/ },
  { name: 'Profile', url: /\/profile$/ },
  { name: 'Settings', url: /\/settings$/ },
];

test.describe('at 320 px', () => {
  test.use({ viewport: NARROW, hasTouch: true });

  test('every section is one tap away from anywhere down a page, none cut off', async ({ page, request }) => {
    const response = await request.get('/mediaApi/v1.0/content/?limit=50&category=Sports');
    const { content } = (await response.json()) as { content: { persons?: Ref[] }[] };
    const person = content.flatMap((item) => item.persons ?? [])[0]!;
    for (const section of SECTIONS) {
      // Deep in a long page: the sections are still where the thumb is.
      await page.goto(`/person/${encodeURIComponent(person.id)}`);
      await appReady(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const main = page.getByRole('navigation', { name: 'Main' });
      const link = main.getByRole('link', { name: section.name, exact: true });
      await expect(link, section.name).toBeInViewport({ ratio: 1 });
      const box = (await link.boundingBox())!;
      // A thumb's target, inside the screen, its word whole.
      expect(box.width, section.name).toBeGreaterThanOrEqual(40);
      expect(box.height, section.name).toBeGreaterThanOrEqual(40);
      expect(box.x, section.name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, section.name).toBeLessThanOrEqual(NARROW.width);
      expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await link.tap();
      await expect(page, section.name).toHaveURL(section.url);
      await expect(main.getByRole('link', { name: section.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    // The links do not overlap one another.
    const boxes = await Promise.all(
      SECTIONS.map(
        async ({ name }) =>
          (await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name, exact: true })
            .boundingBox())!,
      ),
    );
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(
          a.x + a.width <= b.x + 0.5 ||
            b.x + b.width <= a.x + 0.5 ||
            a.y + a.height <= b.y + 0.5 ||
            b.y + b.height <= a.y + 0.5,
        ).toBe(true);
  });

  test('no reader page is wider than the screen', async ({ page, request }) => {
    test.setTimeout(90_000);
    const response = await request.get('/mediaApi/v1.0/content/?limit=100');
    const { content } = (await response.json()) as {
      content: { contentId: string; title: string; persons?: Ref[]; teams?: Ref[] }[];
    };
    const story = content.reduce((longest, item) =>
      item.title.length > longest.title.length ? item : longest,
    );
    const people = [...new Map(content.flatMap((item) => item.persons ?? []).map((p) => [p.id, p])).values()];
    const [team] = await someTeams(request);
    const pages = [
      '/',
      '/?tab=following',
      '/categories',
      '/c/Sports',
      '/feed?category=Sports',
      '/feed?topic=weather:ext',
      `/article/${encodeURIComponent(story.contentId)}`,
      ...people.slice(0, 3).map((person) => `/person/${encodeURIComponent(person.id)}`),
      `/team/${encodeURIComponent(team!.id)}`,
      '/comics',
      '/saved',
      '/views',
      '/profile',
      '/settings',
    ];
    for (const url of pages) {
      await page.goto(url);
      await settled(page);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
          message: url,
        })
        .toBeLessThanOrEqual(0);
    }
  });
});

test.describe('a person’s and a team’s page on a phone', () => {
  test.use({ viewport: PHONE });

  /** The first story's box, whole within the first screen (above the tab bar). */
  async function firstStoryOnFirstScreen(page: Page) {
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  }

  test('a team page: header and Follow, then its first story within the first screen', async ({
    page,
    request,
  }) => {
    const [team] = await someTeams(request);
    await page.goto(`/team/${encodeURIComponent(team!.id)}`);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: team!.name })).toBeInViewport();
    await expect(page.getByRole('button', { name: `Follow ${team!.name}` })).toBeInViewport();
    await firstStoryOnFirstScreen(page);
    // The people in its stories come after the first stories.
    const stories = page.getByRole('feed', { name: `Stories about ${team!.name}` });
    const people = page.getByRole('region', { name: `People in ${team!.name} stories` });
    await expect(people).toBeVisible();
    const lastStory = (await stories.getByRole('article').last().boundingBox())!;
    expect((await people.boundingBox())!.y).toBeGreaterThan(lastStory.y);
  });

  test('a person page: header and Follow, the top story within the first screen and not repeated below', async ({
    page,
    request,
  }) => {
    const response = await request.get('/mediaApi/v1.0/content/?limit=50&category=Sports');
    const { content } = (await response.json()) as { content: { persons?: Ref[] }[] };
    const person = content.flatMap((item) => item.persons ?? [])[0]!;
    await page.goto(`/person/${encodeURIComponent(person.id)}`);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeInViewport();
    await expect(page.getByRole('button', { name: `Follow ${person.name}` }).first()).toBeInViewport();
    await firstStoryOnFirstScreen(page);
    const top = page.getByRole('region', { name: 'Top story' }).getByRole('heading', { level: 3 });
    const title = (await top.textContent())!;
    const stories = page.getByRole('feed', { name: `Stories about ${person.name}` });
    await expect(stories.getByRole('article').first()).toBeVisible();
    await expect(stories.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
    // Who they are in the news with comes after the first stories.
    const related = page.getByRole('region', { name: `In the news with ${person.name}` });
    const lastStory = (await stories.getByRole('article').last().boundingBox())!;
    expect((await related.boundingBox())!.y).toBeGreaterThan(lastStory.y);
  });
});
