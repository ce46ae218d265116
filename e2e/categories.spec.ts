import { expect, test, type APIRequestContext } from './test';
import { serveUnrendered } from './unrendered';
import { appReady } from './waits';

interface Category {
  categoryId: number;
  categoryName: string;
  translatedName?: string;
}

async function listCategories(request: APIRequestContext, language?: string) {
  const response = await request.get(
    `/mediaApi/mediaApi/v1.0/category${language ? `?language=${language}` : ''}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { categories: Category[] }).categories;
}

test('a reader browses categories, switches their language and opens one', async ({ page, request }) => {
  const categories = await listCategories(request);
  const spanish = await listCategories(request, 'es');
  const first = categories[0]!;
  const firstInSpanish = spanish.find((category) => category.categoryId === first.categoryId)!;

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Categories' }).getByRole('heading', { level: 2 });
  await expect(cards).toHaveCount(categories.length);
  await expect(
    page.getByRole('link', { name: first.translatedName ?? first.categoryName }).first(),
  ).toBeVisible();

  await page.getByLabel('Language').selectOption('es');
  await expect(page).toHaveURL(/language=es/);
  await expect(page.getByRole('link', { name: firstInSpanish.translatedName! }).first()).toBeVisible();

  await page.getByRole('link', { name: firstInSpanish.translatedName! }).first().click();
  await expect(page).toHaveURL(new RegExp(`/categories/${first.categoryId}\\?language=es$`));
  await expect(page.getByRole('heading', { level: 1, name: firstInSpanish.translatedName! })).toBeVisible();
});

async function newestIn(request: APIRequestContext, category: string, language: string) {
  const response = await request.get(
    `/mediaApi/v1.0/content/?category=${encodeURIComponent(category)}&language=${language}&sortBy=newest&limit=3`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: { contentId: string; title: string }[] }).content;
}

test('each category card lists its three newest stories in the reader’s language, and one opens', async ({
  page,
  request,
}) => {
  const spanish = await listCategories(request, 'es');
  const sports = spanish.find((category) => category.categoryName === 'Sports')!;
  const newest = await newestIn(request, 'Sports', 'es');
  expect(newest).toHaveLength(3);

  await page.goto('/categories?language=es');
  const card = page
    .getByRole('list', { name: 'Categories' })
    .getByRole('listitem', { name: sports.translatedName! });
  await expect(card.getByRole('heading', { level: 2, name: sports.translatedName! })).toBeVisible();
  const headlines = card.getByRole('list', { name: `Latest in ${sports.translatedName!}` }).getByRole('link');
  await expect(headlines).toHaveText(newest.map((item) => item.title));

  await appReady(page);
  await headlines.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/article/${newest[1]!.contentId}$`));
  await expect(page.getByRole('heading', { level: 1, name: newest[1]!.title })).toBeVisible();
});

test('a card whose headlines fail says so and retries on request', async ({ page, request }) => {
  await serveUnrendered(page);
  const newest = await newestIn(request, 'Science', 'en');
  let fail = true;
  await page.route('**/mediaApi/v1.0/content/?*', async (route) => {
    const search = new URL(route.request().url()).searchParams;
    if (fail && search.get('category') === 'Science' && search.get('limit') === '3') {
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"status":404}' });
    } else await route.fallback();
  });
  await page.goto('/categories?language=en');
  const card = page.getByRole('listitem', { name: 'Science' });
  await expect(card.getByText('The latest stories could not be loaded.')).toBeVisible();
  // The other cards are not held up by it.
  await expect(
    page
      .getByRole('listitem', { name: 'World' })
      .getByRole('list', { name: 'Latest in World' })
      .getByRole('link'),
  ).toHaveCount(3);

  fail = false;
  await card.getByRole('button', { name: 'Retry the latest in Science' }).click();
  await expect(card.getByRole('list', { name: 'Latest in Science' }).getByRole('link')).toHaveText(
    newest.map((item) => item.title),
  );
});

test('a card turned away by a busy server asks again by itself', async ({ page, request }) => {
  await serveUnrendered(page);
  const newest = await newestIn(request, 'Health', 'en');
  let busy = true;
  await page.route('**/mediaApi/v1.0/content/?*', async (route) => {
    const search = new URL(route.request().url()).searchParams;
    if (busy && search.get('category') === 'Health' && search.get('limit') === '3') {
      busy = false;
      await route.fulfill({
        status: 503,
        headers: { 'Retry-After': '1' },
        contentType: 'application/json',
        body: '{"status":503,"error":"Service Unavailable","message":"the server is busy; retry shortly"}',
      });
    } else await route.fallback();
  });
  await page.goto('/categories?language=en');
  const card = page.getByRole('listitem', { name: 'Health' });
  await expect(card.getByRole('list', { name: 'Latest in Health' }).getByRole('link')).toHaveText(
    newest.map((item) => item.title),
  );
  expect(busy).toBe(false);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server sends the cards with their headlines', async ({ page, request }) => {
    const [world] = (await listCategories(request, 'pt')).filter((c) => c.categoryName === 'World');
    const newest = await newestIn(request, 'World', 'pt');
    await page.goto('/categories?language=pt');
    const card = page.getByRole('listitem', { name: world!.translatedName! });
    await expect(
      card.getByRole('list', { name: `Latest in ${world!.translatedName!}` }).getByRole('link'),
    ).toHaveText(newest.map((item) => item.title));
  });
});

test('a category opens by id and by English name', async ({ page, request }) => {
  const [category] = await listCategories(request);
  await page.goto(`/categories/${category!.categoryId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: category!.translatedName ?? category!.categoryName }),
  ).toBeVisible();

  await page.goto(`/c/${encodeURIComponent(category!.categoryName.toLowerCase())}`);
  await expect(
    page.getByRole('heading', { level: 1, name: category!.translatedName ?? category!.categoryName }),
  ).toBeVisible();
});

test('an unknown category says it was not found', async ({ page }) => {
  await page.goto('/categories/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page.getByText('There is no category with the id 999999.')).toBeVisible();

  await page.goto('/c/No%20Such%20Category');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();

  await page.goto('/categories/not-a-number');
  await expect(page.getByText('“not-a-number” is not a category id.')).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the front page' })).toBeVisible();
});

test('a server that fails shows an error with a retry that recovers', async ({ page }) => {
  await serveUnrendered(page);
  let fail = true;
  await page.route('**/mediaApi/mediaApi/v1.0/category?*', async (route) => {
    if (fail) await route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' });
    else await route.fallback();
  });
  await page.goto('/categories');
  await expect(page.getByRole('alert')).toContainText('The server ran into a problem', { timeout: 15_000 });
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
});
