// Filters people use: English sports from the past week, from the front page, without typing.
import { expect, test, type Page } from './test';
import { appReady } from './waits';

/** Counts every click, tap or choice the reader makes. */
function counter() {
  let count = 0;
  return {
    get count() {
      return count;
    },
    click: async (locator: ReturnType<Page['getByRole']>) => {
      count += 1;
      await locator.click();
    },
    select: async (locator: ReturnType<Page['getByLabel']>, value: string) => {
      count += 1;
      await locator.selectOption(value);
    },
  };
}

async function expectEnglishSportsPastWeek(page: Page) {
  await expect(page).toHaveURL(/category=Sports/);
  await expect(page).toHaveURL(/language=en/);
  await expect(page).toHaveURL(/publishedAfter=\d{4}-\d{2}-\d{2}T/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports · English · Past week');
  await expect(page).toHaveTitle('Sports · English · Past week · Gazette');
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Sports');
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('en');
  await expect(page.getByRole('radio', { name: 'Past week' })).toBeChecked();
}

test('desktop: English sports from the past week in 4 clicks, no typing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const reader = counter();
  await reader.click(page.getByRole('link', { name: 'Filter stories' }));
  await reader.select(page.getByLabel('Category', { exact: true }), 'Sports');
  await reader.select(page.getByLabel('Language', { exact: true }), 'en');
  await reader.click(page.getByText('Past week', { exact: true }));
  await expectEnglishSportsPastWeek(page);
  expect(reader.count).toBeLessThanOrEqual(4);
  // The default order is not counted as a filter; the stories shown are sports.
  await expect(page.getByRole('feed').getByRole('article').first()).toContainText('Sports');
});

test('phone: the filters open as a sheet whose button returns to the stories', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The link opens the sheet on arrival through the app's navigation; before the app runs it is a plain link.
  await appReady(page);
  const reader = counter();
  await reader.click(page.getByRole('link', { name: 'Filter stories' }));
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await reader.select(sheet.getByLabel('Category', { exact: true }), 'Sports');
  await reader.select(sheet.getByLabel('Language', { exact: true }), 'en');
  await reader.click(sheet.getByText('Past week', { exact: true }));
  const show = sheet.getByRole('button', { name: /^Show \d+\+? stor(y|ies)$/ });
  await expect(show).toBeVisible();
  // Four choices, then the button back to the results.
  expect(reader.count).toBeLessThanOrEqual(4);
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('feed').getByRole('article').first()).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Show filters (3 active)' })).toBeVisible();
  await page.getByRole('button', { name: 'Show filters (3 active)' }).click();
  await expectEnglishSportsPastWeek(page);
});

for (const { locale, filters, top, newest } of [
  { locale: 'en-US', filters: 'Show filters (3 active)', top: 'Top stories', newest: 'Newest first' },
  { locale: 'es-ES', filters: 'Ver filtros (3 activos)', top: 'Destacadas', newest: 'Más recientes' },
  { locale: 'pt-BR', filters: 'Ver filtros (3 ativos)', top: 'Destaques', newest: 'Mais recentes' },
]) {
  test.describe(`a phone in ${locale}`, () => {
    test.use({ locale, browserLanguages: [locale] });
    test('the filters button and both orders fit the first line, whole', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/feed?category=Sports&language=en&countryCode=US');
      const controls = [
        page.getByRole('button', { name: filters }),
        // A choice's pill is its label (the radio itself is drawn by it).
        page.locator('label', { has: page.getByRole('radio', { name: top }) }),
        page.locator('label', { has: page.getByRole('radio', { name: newest }) }),
      ];
      for (const control of controls) {
        // Inside the window, not cut at its edge by the line that scrolls sideways.
        const box = (await control.boundingBox())!;
        expect(box.x, await control.innerText()).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, await control.innerText()).toBeLessThanOrEqual(390);
      }
    });
  });
}

test('a fresh filtered feed does not count the default order as a filter', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/feed?sortBy=newest');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stories');
  await expect(page.getByRole('button', { name: 'Show filters', exact: true })).toBeVisible();
});

test('a topic search reads as results for its words, and countries are chosen by name', async ({ page }) => {
  await page.goto('/feed?topic=weather:ext&countryCode=MX');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “weather”');
  // One Region: the country by name, and how it applies (shown in, local to, from).
  const region = page.getByRole('combobox', { name: 'Region', exact: true });
  await expect(region).toHaveValue('MX');
  await expect(region.locator('option:checked')).toHaveText('Mexico');
  await expect(page.getByRole('radio', { name: 'Shown in', exact: true })).toBeChecked();
});
