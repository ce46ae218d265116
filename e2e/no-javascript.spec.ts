// Without JavaScript: every page shows what works there and
// nothing that cannot — no button, field or menu that does nothing when used. Choices that can be links
// are links (the feed's filters, the comics' theme and language, the categories' language); following is
// shown disabled with a note, as the issue asks; the rest is not shown. At a phone and a desktop size.
import { expect, test, type Page } from './test';
import { withoutTheApp } from './server-html';
import { appReady } from './waits';

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

interface Ids {
  article: string;
  person: string;
  team: string;
}

const PAGES: { name: string; url: (ids: Ids) => string }[] = [
  { name: 'front page', url: () => '/' },
  { name: 'following', url: () => '/?tab=following' },
  { name: 'filtered feed', url: () => '/feed?category=Sports&language=en' },
  { name: 'category', url: () => '/c/Sports' },
  { name: 'categories', url: () => '/categories' },
  { name: 'article', url: (ids) => `/article/${encodeURIComponent(ids.article)}` },
  { name: 'person', url: (ids) => `/person/${encodeURIComponent(ids.person)}` },
  { name: 'team', url: (ids) => `/team/${encodeURIComponent(ids.team)}` },
  { name: 'comics', url: () => '/comics?language=en' },
  { name: 'profile', url: () => '/profile' },
  { name: 'saved', url: () => '/saved' },
  { name: 'saved views', url: () => '/views' },
  { name: 'settings', url: () => '/settings' },
];

/** The controls on screen (a form control or a menu button a reader could try), each as "role: name". */
async function controlsOnScreen(page: Page): Promise<string[]> {
  return page.$$eval('button, select, input:not([type=hidden]), textarea, summary', (elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      })
      .map((element) => {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        return `${element.tagName.toLowerCase()}${element.matches(':disabled') ? ' (disabled)' : ''}: ${name}`;
      }),
  );
}

let ids: Ids;
/** A word of the newest story's title: a search that finds stories. */
let word: string;
test.beforeAll(async ({ request }) => {
  const list = (await (await request.get('/mediaApi/v1.0/content/?sortBy=newest&limit=50')).json()) as {
    content: { contentId: string; title: string; persons?: { id: string }[]; teams?: { id: string }[] }[];
  };
  word = list.content.flatMap((item) => item.title.split(/\s+/)).find((part) => /^[a-z]{5,}$/i.test(part))!;
  const withPeople = list.content.find((item) => (item.persons?.length ?? 0) > 0)!;
  ids = {
    article: withPeople.contentId,
    person: withPeople.persons![0]!.id,
    team: list.content.flatMap((item) => item.teams ?? [])[0]!.id,
  };
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });

  for (const size of SIZES) {
    test(`at ${size.name} size, no page shows a control that cannot work; following is disabled`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const found: string[] = [];
      for (const target of PAGES) {
        await page.goto(target.url(ids));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const control of await controlsOnScreen(page)) {
          // A follow button is kept on screen, disabled, with a note (the issue asks for it); the header's
          // search works (the server answers its form).
          if (/^button \(disabled\): Follow /.test(control)) continue;
          if (control === 'input: Search stories' || control === 'button: Search') continue;
          found.push(`${target.name}: ${control}`);
        }
      }
      expect(found).toEqual([]);
    });
  }

  test('on a desktop the filtered feed’s stories start beside its filter links, on the first screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/feed?category=Sports&language=en');
    const story = page.getByRole('feed').getByRole('article').first().getByRole('heading', { level: 2 });
    const box = (await story.boundingBox())!;
    const filters = (await page.getByRole('heading', { level: 2, name: 'Filter stories' }).boundingBox())!;
    expect(box.y + box.height).toBeLessThan(900);
    // The stories' column, not below the filters: the heading starts right of the filters' column.
    expect(box.x).toBeGreaterThan(filters.x + 17 * 16);
  });

  test('what the browser keeps (follows, saved stories and views, settings) says it needs JavaScript, never loads forever', async ({
    page,
  }) => {
    for (const url of ['/?tab=following', '/profile', '/saved', '/views', '/settings']) {
      await page.goto(url);
      await expect(
        page.getByText(/Turn JavaScript on to see|Turn JavaScript on to change/),
        url,
      ).toBeVisible();
      await expect(page.locator('[aria-busy="true"]:visible'), url).toHaveCount(0);
      await expect(page.getByText('Nothing saved yet'), url).toBeHidden();
    }
  });

  test('the header’s search works: the server answers the form with the search’s address', async ({
    page,
  }) => {
    await page.goto('/comics?language=en');
    await page.getByRole('searchbox', { name: 'Search stories' }).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/feed\\?topic=${word}(%3A|:)ext$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  });

  test('the comics’ theme and language are links to the comics with that choice', async ({ page }) => {
    await page.goto('/comics?language=en');
    const themes = page.getByRole('navigation', { name: 'Theme' });
    await themes.getByRole('link', { name: 'Peanuts' }).click();
    await expect(page).toHaveURL(/theme=Peanuts/);
    await expect(themes.getByRole('link', { name: 'Peanuts' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/theme=Peanuts/);
    await expect(page).toHaveURL(/language=es/);
    await expect(
      page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test('a name that opens a card with scripts is a link to that person’s page without them', async ({
    page,
    request,
  }) => {
    const person = (await (
      await request.get(`/mediaApi/v1.0/person/${encodeURIComponent(ids.person)}`)
    ).json()) as {
      name: string;
    };
    await page.goto(`/article/${encodeURIComponent(ids.article)}`);
    await page.getByRole('main').getByRole('link', { name: person.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/person/${ids.person}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.name);
  });
});

test('before the app runs, the header’s search already works', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search stories' }).fill(word);
  await page.getByRole('searchbox', { name: 'Search stories' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/feed\\?topic=${word}(%3A|:)ext$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
});

test('with JavaScript the same pages keep their controls', async ({ page }) => {
  await page.goto('/feed?category=Sports&language=en');
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save view' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Category' })).toHaveCount(0);
});
