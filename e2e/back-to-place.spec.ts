// Back from a story lands where the reader was, after long wheel scrolls on a desktop and a phone.
import { expect, test, type Page } from '@playwright/test';

/** The first story whose top edge is in the window, and where it sits. */
function firstVisibleStory(page: Page) {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[role="feed"] article h2 a')];
    const link = links.find((element) => element.getBoundingClientRect().top >= 0);
    return link
      ? { title: link.textContent ?? '', top: link.getBoundingClientRect().top, scrollY: window.scrollY }
      : undefined;
  });
}

/** Turns the wheel and waits until the window has moved by it, or as far as the page allows. */
async function wheel(page: Page, delta: number) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, delta);
  await expect
    .poll(() =>
      page.evaluate(
        ({ from }) =>
          window.scrollY !== from ||
          window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        { from: before },
      ),
    )
    .toBe(true);
}

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
    // The list settles: no page on its way, and the position stops moving.
    await expect(feed).toHaveAttribute('aria-busy', 'false');
    await expect
      .poll(async () => {
        const a = await firstVisibleStory(page);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
        const b = await firstVisibleStory(page);
        return a !== undefined && a.scrollY === b?.scrollY && a.title === b.title;
      })
      .toBe(true);
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
