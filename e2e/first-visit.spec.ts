// A first visit starts in the browser's language and region: a Spanish browser's
// front page is Spanish from the server's first byte; an English phone finds English sports of the
// past week in four taps; a one-time welcome confirms language and country and offers a few follows.
import { expect, test, type APIRequestContext, type Page } from './test';
import { withoutTheApp } from './server-html';
import { appReady } from './waits';

interface Item {
  title: string;
}

async function titles(request: APIRequestContext, query: string): Promise<string[]> {
  const response = await request.get(`/mediaApi/v1.0/content/?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: Item[] }).content.map((item) => item.title);
}

/** The headings of the feed's first `count` stories. */
async function storyHeadings(page: Page, count: number): Promise<string[]> {
  const stories = page.getByRole('feed').getByRole('article');
  await expect(stories.first()).toBeVisible();
  return (await stories.getByRole('heading', { level: 2 }).allTextContents()).slice(0, count);
}

test.describe('a browser in Spanish (Spain)', () => {
  test.use({ locale: 'es-ES', browserLanguages: [] });

  test('the first visit shows Spanish stories from Spain only, and says so, in Spanish', async ({
    page,
    request,
  }) => {
    const spanish = await titles(request, 'language=es&countryCode=ES&sortBy=newest&limit=5');
    const english = new Set(await titles(request, 'language=en&sortBy=newest&limit=100'));
    expect(spanish.length).toBeGreaterThan(0);

    await page.goto('/');
    // The interface speaks the browser's language too (decision 0025).
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const welcome = page.getByRole('region', { name: 'Te damos la bienvenida a Gazette' });
    await expect(welcome.getByText('Noticias en español, de España.')).toBeVisible();
    await appReady(page);
    const welcomeLanguage = welcome.getByRole('combobox', { name: 'Idioma' });
    await expect(welcomeLanguage).toHaveValue('es');
    await expect(welcome.getByRole('combobox', { name: 'País' })).toHaveValue('ES');
    // The browser went on with the feed the server rendered.
    await expect.poll(() => storyHeadings(page, 5)).toEqual(spanish);
    expect((await storyHeadings(page, 5)).some((title) => english.has(title))).toBe(false);

    // The language control names where its value comes from.
    await page.getByRole('link', { name: 'Filtrar' }).click();
    const language = page.getByRole('combobox', { name: 'Idioma', exact: true });
    await expect(language).toHaveValue('es');
    await expect(language.getByRole('option', { name: 'Tu idioma (español)' })).toHaveCount(1);
    await expect(language.getByRole('option', { name: 'Inglés', exact: true })).toHaveCount(1);

    // Settings keep it: the reader's default language and country are the browser's.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Ajustes' }).click();
    await expect(page.getByRole('combobox', { name: 'Idioma', exact: true })).toHaveValue('es');
    await expect(page.getByRole('combobox', { name: 'País', exact: true })).toHaveValue('ES');
  });

  test.describe('before the app runs', () => {
    test.beforeEach(({ page }) => withoutTheApp(page));

    test('the server’s HTML already has the Spanish stories', async ({ page, request }) => {
      const spanish = await titles(request, 'language=es&countryCode=ES&sortBy=newest&limit=5');
      await page.goto('/');
      expect(await storyHeadings(page, 5)).toEqual(spanish);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const welcome = page.getByRole('region', { name: 'Te damos la bienvenida a Gazette' });
      await expect(welcome.getByText('Noticias en español, de España.')).toBeVisible();
      await expect(welcome.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    });
  });
});

test.describe('an English phone', () => {
  test.use({
    locale: 'en-US',
    browserLanguages: [],
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });

  test('English sports from the past week, from the front page, in 4 taps and no typing', async ({
    page,
  }) => {
    await page.goto('/');
    await appReady(page);
    let taps = 0;
    const tap = async (locator: ReturnType<Page['getByRole']>) => {
      taps += 1;
      await locator.tap();
    };

    await tap(page.getByRole('link', { name: 'Filter stories' }));
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    // Already in the reader's language: nothing to choose there.
    await expect(sheet.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('en');
    taps += 1;
    await sheet.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Sports');
    taps += 1;
    await sheet.getByText('Past week', { exact: true }).tap();
    await expect(sheet.getByRole('radio', { name: 'Past week' })).toBeChecked();
    await tap(sheet.getByRole('button', { name: /^Show \d+\+? stor(y|ies)$/ }));
    expect(taps).toBeLessThanOrEqual(4);

    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sports');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('English');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Past week');
    const first = page.getByRole('feed').getByRole('article').first();
    await expect(first).toBeInViewport();
    await expect(first).toContainText('Sports');
  });
});

test.describe('the welcome', () => {
  const welcomeOf = (page: Page) => page.getByRole('region', { name: 'Welcome to Gazette' });

  test('shows on a first visit above the stories; Skip closes it for good, on the server too', async ({
    page,
  }) => {
    await page.goto('/');
    const welcome = welcomeOf(page);
    await expect(welcome).toBeVisible();
    // Not a modal: the stories are there beside it, and can be read.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    expect(await (await page.request.get('/')).text()).toContain('Welcome to Gazette');

    await appReady(page);
    await welcome.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect(welcome).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Front page' })).toBeFocused();

    await page.reload();
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    await appReady(page);
    await expect(welcomeOf(page)).toHaveCount(0);
    // The server knows too (the preferences cookie), so it never renders it again.
    expect(await (await page.request.get('/')).text()).not.toContain('Welcome to Gazette');
  });

  test('following from its cards shows on the profile; Done closes it', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    const welcome = welcomeOf(page);
    const follows = welcome
      .getByRole('list', { name: 'Follow a few people and teams in the news' })
      .getByRole('button', { name: /^Follow / });
    await expect(follows.first()).toBeEnabled();
    // Each card's picture comes once the page has been taken over and the browser has had a quiet moment.
    const cards = welcome
      .getByRole('list', { name: 'Follow a few people and teams in the news' })
      .getByRole('listitem');
    await expect(cards.locator('img')).toHaveCount(await cards.count());
    const name = (await follows.first().getAttribute('aria-label'))!.replace(/^Follow /, '');
    await follows.first().click();
    await expect(welcome.getByRole('button', { name: `Follow ${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('status').filter({ hasText: `Following ${name}` })).toBeVisible();
    await expect(welcome.getByRole('button', { name: `Follow ${name}` })).toHaveAttribute(
      'aria-busy',
      'false',
    );

    await welcome.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(welcome).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    const persons = page.getByRole('region', { name: /People/ });
    await expect(persons.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('its language choice changes the stories at once', async ({ page, request }) => {
    const portuguese = await titles(request, 'language=pt&sortBy=newest&limit=5');
    await page.goto('/');
    await appReady(page);
    await welcomeOf(page).getByRole('combobox', { name: 'Language' }).selectOption('pt');
    await expect(welcomeOf(page).getByText('Stories in Português, for every country.')).toBeVisible();
    await expect.poll(() => storyHeadings(page, 5)).toEqual(portuguese);
  });
});
