import { expect, test, type Page } from './test';

/** The id Settings shows, once the browser has read it (the server's page does not know the reader). */
async function shownUserId(page: Page): Promise<string> {
  const shown = page.getByTestId('user-id');
  await expect(shown).toHaveText(/^[\w-]{1,64}$/);
  return (await shown.textContent())!;
}

test('the reader gets a user id on the first visit and keeps it', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const userId = await shownUserId(page);
  expect(userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  await page.reload();
  await expect(page.getByTestId('user-id')).toHaveText(userId);

  await page.getByText('Other options').click();
  await page.getByLabel('Use another user id').fill('shared-reader_42');
  await page.getByRole('button', { name: 'Use this id' }).click();
  await expect(page.getByTestId('user-id')).toHaveText('shared-reader_42');
});

test('reset asks first, names the id it leaves, and can be undone', async ({ page }) => {
  await page.goto('/settings');
  const userId = await shownUserId(page);
  await page.getByText('Other options').click();

  await page.getByRole('button', { name: 'Reset user id' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start afresh with a new id?' });
  await expect(dialog.getByTestId('old-user-id')).toHaveText(userId);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-id')).toHaveText(userId);

  await page.getByRole('button', { name: 'Reset user id' }).click();
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('user-id')).not.toHaveText(userId);
  const toast = page.getByRole('listitem').filter({ hasText: 'A new user id was created' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('user-id')).toHaveText(userId);
  await page.reload();
  await expect(page.getByTestId('user-id')).toHaveText(userId);
});

test('a device link carries the id, adopted only after the reader agrees', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe('/settings');
  const mine = await shownUserId(page);
  expect(new URL(link).searchParams.get('user')).toBe(mine);

  await page.goto('/settings?user=other-device_7');
  const offer = page.getByRole('group', { name: 'Link from another device' });
  // The prompt says what adopting shares: the link's owner sees (and can change) the follows made after.
  await expect(offer).toContainText(
    'Whoever has this link sees the follows you make on this device after you use it, and can change them.',
  );
  await offer.getByRole('button', { name: 'Keep mine' }).click();
  await expect(page.getByTestId('user-id')).toHaveText(mine);
  await expect(page).not.toHaveURL(/user=/);

  await page.goto('/settings?user=other-device_7');
  await offer.getByRole('button', { name: 'Use these follows' }).click();
  await expect(page.getByTestId('user-id')).toHaveText('other-device_7');
  await expect(page).not.toHaveURL(/user=/);
});

test('opting out of personalisation is sent with the next request', async ({ page }) => {
  await page.goto('/settings');
  const optOut = page.getByLabel('Opt out of personalisation');
  await expect(optOut).not.toBeChecked();
  await optOut.check();

  const userId = await shownUserId(page);
  const nextRequest = page.waitForRequest((request) => request.url().includes('/mediaApi/'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
  const url = new URL((await nextRequest).url());
  expect(url.searchParams.get('optOut')).toBe('true');
  expect(url.searchParams.get('userId')).toBe(userId);

  await page.reload();
  await page.goto('/settings');
  await expect(page.getByLabel('Opt out of personalisation')).toBeChecked();
});
