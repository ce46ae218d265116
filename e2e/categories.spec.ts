import { expect, test, type APIRequestContext } from '@playwright/test';
import { serveUnrendered } from './unrendered';

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
  const list = page.getByRole('main').getByRole('listitem');
  await expect(list).toHaveCount(categories.length);
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
