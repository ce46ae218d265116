// Back from a story lands where the reader was, after long wheel scrolls on a desktop and a phone:
// whether the stories scrolled past were measured (the list settled) or only estimated (the
// story is opened at once), and with the images above loading only after the list is back.
import { expect, test } from './test';
import { appReady, feedSettled, firstVisibleStory, wheel } from './waits';

const sizes = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
const modes = ['settled', 'at once'] as const;

for (const size of sizes) {
  for (const mode of modes) {
    test(`back after wheel turns of 1,500 px past 6,000 px returns within 50 px (${size.name}, opened ${mode})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/');
      const feed = page.getByRole('feed');
      await expect(feed.getByRole('article').first()).toBeVisible();
      await appReady(page);

      // Turned until the window is well down the feed. (Six turns were not always enough: a turn made
      // while the window sat at the end of the list, its next page on the way, moves it only a little.)
      for (let turn = 0; turn < 15; turn += 1) {
        await wheel(page, 1500);
        if ((await page.evaluate(() => window.scrollY)) > 6000) break;
      }
      if (mode === 'settled') await feedSettled(page);
      const before = (await firstVisibleStory(page))!;
      expect(before.scrollY).toBeGreaterThan(5000);

      await feed.getByRole('link', { name: before.title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: before.title })).toBeVisible();
      // On the way back the images arrive late, after the list has been rebuilt.
      await page.route('**/media/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.goBack();

      await expect(feed.getByRole('link', { name: before.title, exact: true })).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() =>
            // The images in the window (lazy ones further off never load, by design).
            [...document.querySelectorAll<HTMLImageElement>('[role="feed"] img')]
              .filter((image) => {
                const box = image.getBoundingClientRect();
                return box.bottom > 0 && box.top < window.innerHeight;
              })
              .every((image) => image.complete),
          ),
        )
        .toBe(true);
      await feedSettled(page);
      const after = (await firstVisibleStory(page))!;
      test.info().annotations.push({
        type: 'offset',
        description: `scrollY ${before.scrollY} → ${after.scrollY}, top ${before.top} → ${after.top}`,
      });
      expect(after.title).toBe(before.title);
      expect(Math.abs(after.scrollY - before.scrollY)).toBeLessThanOrEqual(50);
      expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(50);
    });
  }
}
