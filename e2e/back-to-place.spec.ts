// Back from a story lands where the reader was, after long wheel scrolls on a desktop and a phone.
import { expect, test } from '@playwright/test';
import { feedSettled, firstVisibleStory, wheel } from './waits';

const sizes = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

for (const size of sizes) {
  test(`back after six wheel turns of 1,500 px returns within 50 px (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    const feed = page.getByRole('feed');
    await expect(feed.getByRole('article').first()).toBeVisible();

    for (let turn = 0; turn < 6; turn += 1) await wheel(page, 1500);
    await feedSettled(page);
    const before = (await firstVisibleStory(page))!;
    expect(before.scrollY).toBeGreaterThan(5000);

    await feed.getByRole('link', { name: before.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: before.title })).toBeVisible();
    await page.goBack();

    await expect(feed.getByRole('link', { name: before.title, exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const after = await firstVisibleStory(page);
        return after ? Math.abs(after.scrollY - before.scrollY) : Infinity;
      })
      .toBeLessThanOrEqual(50);
    const after = (await firstVisibleStory(page))!;
    expect(after.title).toBe(before.title);
    expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(50);
  });
}
