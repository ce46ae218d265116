// Light, dark and the system's theme: right in the HTML the server sends (no flash,
// no inline script), chosen in Settings, and readable in both (axe's contrast rules).
import { axe } from './axe';
import { expect, test, type Page } from './test';
import { appReady } from './waits';

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** Dark enough to be the dark paper (each channel under 64). */
const isDark = (rgb: string) =>
  (rgb.match(/\d+/g) ?? []).slice(0, 3).every((channel) => Number(channel) < 64);

test.describe('following the system', () => {
  test.use({ colorScheme: 'dark', javaScriptEnabled: false });

  test('a dark system gets the dark theme before any script runs', async ({ page }) => {
    await page.goto('/');
    expect(isDark(await background(page))).toBe(true);
  });
});

test('the theme chosen in Settings is in the server’s HTML of the next page', async ({ page, browser }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/settings');
  expect(isDark(await background(page))).toBe(false);
  const theme = page.getByRole('group', { name: 'Theme' });
  await theme.getByText('Dark', { exact: true }).click();
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(isDark(await background(page))).toBe(true);

  // Without scripts, with the same cookies: the server wrote the theme on <html>.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    colorScheme: 'light',
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto('/');
  await expect(plain.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(isDark(await background(plain))).toBe(true);
  await noScript.close();

  await theme.getByText('System', { exact: true }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  expect(isDark(await background(page))).toBe(false);
});

test.describe('contrast in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  for (const url of ['/', '/settings', '/categories', '/comics?language=en']) {
    test(`${url} passes axe's contrast rules`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await appReady(page);
      const result = await axe(page).withRules(['color-contrast']).analyze();
      expect(result.violations.flatMap((violation) => violation.nodes.map((node) => node.target))).toEqual(
        [],
      );
    });
  }
});
