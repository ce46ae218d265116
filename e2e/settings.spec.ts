import { expect, test } from '@playwright/test';

test('the reader gets a user id on the first visit and keeps it', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const userId = (await page.getByTestId('user-id').textContent())!;
  expect(userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  await page.reload();
  await expect(page.getByTestId('user-id')).toHaveText(userId);

  await page.getByRole('button', { name: 'Reset user id' }).click();
  await expect(page.getByTestId('user-id')).not.toHaveText(userId);

  await page.getByLabel('Use another user id').fill('shared-reader_42');
  await page.getByRole('button', { name: 'Use this id' }).click();
  await expect(page.getByTestId('user-id')).toHaveText('shared-reader_42');
});

test('opting out of personalisation is sent with the next request', async ({ page }) => {
  await page.goto('/settings');
  const optOut = page.getByLabel('Opt out of personalisation');
  await expect(optOut).not.toBeChecked();
  await optOut.check();

  const userId = (await page.getByTestId('user-id').textContent())!;
  const nextRequest = page.waitForRequest((request) => request.url().includes('/mediaApi/'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
  const url = new URL((await nextRequest).url());
  expect(url.searchParams.get('optOut')).toBe('true');
  expect(url.searchParams.get('userId')).toBe(userId);

  await page.reload();
  await page.goto('/settings');
  await expect(page.getByLabel('Opt out of personalisation')).toBeChecked();
});
