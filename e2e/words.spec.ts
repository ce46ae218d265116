// The reader's words: in Spanish and Portuguese a
// category is named once, in the reader's language; the profile lists "Personas"/"Pessoas"; the comics'
// day headings and an article's byline write dates in one family; and a toast covers no story on a phone
// or a desktop.
import { expect, test, type Page } from './test';
import { freshReader, somePerson } from './people-helpers';
import { appReady } from './waits';

const LANGUAGES = [
  {
    locale: 'es-ES',
    sports: 'Deportes',
    people: 'Personas',
    // "sábado, 28 de noviembre de 2026" and "(28 nov 2026, 15:08)".
    heading: /^[\p{L}]+, (\d{1,2}) de (\p{L}+) de (\d{4})$/u,
    byline: /\((\d{1,2}) (\p{L}+) (\d{4}), \d{1,2}:\d{2}\)/u,
  },
  {
    locale: 'pt-BR',
    sports: 'Esportes',
    people: 'Pessoas',
    // "sábado, 28 de novembro de 2026" and "(28 de nov. de 2026, 15:08)".
    heading: /^[\p{L}-]+, (\d{1,2}) de (\p{L}+) de (\d{4})$/u,
    byline: /\((\d{1,2}) de (\p{L}+)\. de (\d{4}), \d{2}:\d{2}\)/u,
  },
] as const;

for (const words of LANGUAGES) {
  test.describe(`a reader in ${words.locale}`, () => {
    test.use({ locale: words.locale, browserLanguages: [] });

    test('reads category names without an English subtitle', async ({ page }) => {
      await page.goto('/categories');
      await appReady(page);
      const card = page.getByRole('listitem', { name: words.sports, exact: true });
      await expect(card.getByRole('heading', { level: 2, name: words.sports })).toBeVisible();
      await expect(card.getByText('Sports', { exact: true })).toHaveCount(0);
      await card.getByRole('link', { name: words.sports, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.sports })).toBeVisible();
      await expect(page.getByRole('main').getByText('Sports', { exact: true })).toHaveCount(0);
    });

    test('sees the people they follow listed as people', async ({ page, request }) => {
      const userId = await freshReader(page);
      const person = await somePerson(request);
      const response = await request.get(`/mediaApi/v1.0/person/${person.id}/add?userId=${userId}`);
      expect(response.ok()).toBe(true);
      await page.goto('/profile');
      const list = page.getByRole('region', { name: new RegExp(`^${words.people}`) });
      await expect(list.getByRole('link', { name: person.name, exact: true })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/Persons/);
    });

    test("writes the comics' days and an article's date in one family", async ({ page }) => {
      await page.goto('/comics');
      await appReady(page);
      const day = page.getByRole('main').getByRole('heading', { level: 2 }).locator('time').first();
      const heading = (await day.textContent())!.trim();
      const long = words.heading.exec(heading);
      expect(long, `comics heading "${heading}"`).not.toBeNull();

      await page.goto('/');
      await appReady(page);
      const story = page.getByRole('feed').getByRole('article').first();
      await story.getByRole('heading').getByRole('link').click();
      const byline = page.getByRole('main').locator('time').first();
      await expect(byline).toHaveText(words.byline);
      const short = words.byline.exec((await byline.textContent())!)!;
      // Day first, then the month (its short name begins the long one), then the year, in both.
      expect(long![2]!.startsWith(short[2]!.slice(0, 3))).toBe(true);
      expect(short[3]).toMatch(/^\d{4}$/);
    });
  });
}

/** The part of each story's box the reader sees: below the sticky header, above a phone's tab bar. */
function visibleStoryBoxes(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('[data-sticky-header]')!.getBoundingClientRect();
    const nav = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect();
    const top = header.bottom;
    const bottom = nav.top > header.bottom ? nav.top : window.innerHeight;
    return [...document.querySelectorAll('main article')]
      .map((article) => article.getBoundingClientRect())
      .map((box) => ({
        left: box.left,
        right: box.right,
        top: Math.max(box.top, top),
        bottom: Math.min(box.bottom, bottom),
      }))
      .filter((box) => box.bottom > box.top);
  });
}

test.describe('a toast', () => {
  test.use({ locale: 'en-US', browserLanguages: [] });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`covers no story on the front page at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await appReady(page);
      await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
      await page
        .getByRole('region', { name: 'Welcome to Gazette' })
        .getByRole('button', { name: 'Skip', exact: true })
        .click();
      const toast = page.getByRole('status').getByRole('listitem').filter({ hasText: 'Welcome closed' });
      await expect(toast).toBeVisible();
      const box = (await toast.boundingBox())!;
      const stories = await visibleStoryBoxes(page);
      expect(stories.length).toBeGreaterThanOrEqual(2);
      const covered = stories.filter(
        (story) =>
          story.left < box.x + box.width &&
          box.x < story.right &&
          story.top < box.y + box.height &&
          box.y < story.bottom,
      );
      expect(covered, `toast at ${JSON.stringify(box)}`).toEqual([]);
      // It goes when dismissed.
      await toast.getByRole('button', { name: 'Dismiss' }).click();
      await expect(toast).toHaveCount(0);
    });
  }
});
