// One theme read like GoComics: "‹ Sunday, November 1, 2026 ›" steps day by day, on the page and in the
// viewer, with the arrows and the keys, across a month boundary, and never past the newest day. The keys
// and the viewer are the app's, so each journey waits until it has taken over the server's page.
import { expect, test, type Page } from './test';
import { addDays, galleryStrips, isoDay, listComics, longDay, weekdayDay } from './comics-helpers';
import { appReady } from './waits';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

const days = (page: Page) => page.getByRole('navigation', { name: 'Days' });

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('the day bar and the arrow keys step across a month boundary, the date said once', async ({
      page,
      request,
    }) => {
      const [newest] = await listComics(request, { theme: 'Garfield', language: 'en', limit: '1' });
      const first = `${addDays(isoDay(newest!), -3).slice(0, 7)}-01`;
      const before = addDays(first, -1);
      await page.goto(`/comics?theme=Garfield&date=${first}&language=en`);
      await appReady(page);

      const main = page.getByRole('main');
      await expect(galleryStrips(page)).toHaveAttribute('alt', `Garfield, ${longDay(first)}`);
      await expect(days(page).getByRole('button', { name: `Date ${weekdayDay(first)}` })).toBeVisible();
      await expect(main.getByText(longDay(first).replace(/^\d+ /, ''), { exact: false })).toHaveCount(1);
      await expect(main.getByText('Latest')).toHaveCount(1);

      await days(page).getByRole('link', { name: 'Previous day' }).click();
      await expect(page).toHaveURL(new RegExp(`date=${before}`));
      await expect(galleryStrips(page)).toHaveAttribute('alt', `Garfield, ${longDay(before)}`);
      await expect(days(page).getByRole('button', { name: `Date ${weekdayDay(before)}` })).toBeVisible();
      await days(page).getByRole('link', { name: 'Next day' }).click();
      await expect(page).toHaveURL(new RegExp(`date=${first}`));

      await page.keyboard.press('ArrowLeft');
      await expect(page).toHaveURL(new RegExp(`date=${before}`));
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(new RegExp(`date=${addDays(first, 1)}`));
      await expect(galleryStrips(page)).toHaveAttribute('alt', `Garfield, ${longDay(addDays(first, 1))}`);
      // The keyboard shortcuts [ and ] do the same (listed under ?).
      await page.keyboard.press('[');
      await expect(page).toHaveURL(new RegExp(`date=${first}`));
      await page.keyboard.press(']');
      await expect(page).toHaveURL(new RegExp(`date=${addDays(first, 1)}`));
    });

    test('the viewer steps day by day with its arrows and keys, and two quick presses both land', async ({
      page,
      request,
    }) => {
      const [newest] = await listComics(request, { theme: 'Garfield', language: 'en', limit: '1' });
      const newestDay = isoDay(newest!);
      const first = `${addDays(newestDay, -3).slice(0, 7)}-01`;
      const before = addDays(first, -1);
      await page.goto(`/comics?theme=Garfield&date=${first}&language=en`);
      await appReady(page);
      await page.getByRole('link', { name: `Garfield, ${longDay(first)}` }).click();

      const viewer = page.getByRole('dialog');
      const heading = viewer.getByRole('heading');
      await expect(heading).toHaveText(`Garfield, ${longDay(first)}`);
      await expect(viewer.getByText(/Strip \d+ of/)).toHaveCount(0);

      await page.keyboard.press('ArrowLeft');
      await expect(heading).toHaveText(`Garfield, ${longDay(before)}`);
      await expect(viewer.getByRole('img')).toHaveAttribute('alt', `Garfield, ${longDay(before)}`);
      await expect(page).toHaveURL(new RegExp(`date=${before}`));

      await viewer.getByRole('button', { name: 'Next day' }).click();
      await expect(heading).toHaveText(`Garfield, ${longDay(first)}`);
      await expect(page).toHaveURL(new RegExp(`date=${first}`));

      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(heading).toHaveText(`Garfield, ${longDay(addDays(first, -2))}`);
      await expect(page).toHaveURL(new RegExp(`date=${addDays(first, -2)}`));

      // Closing shows the day reached.
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(galleryStrips(page)).toHaveAttribute('alt', `Garfield, ${longDay(addDays(first, -2))}`);

      // No next day past the newest strip.
      await page.goto(`/comics?theme=Garfield&date=${newestDay}&language=en`);
      await appReady(page);
      await expect(days(page).getByRole('link', { name: 'Next day' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await page.getByRole('link', { name: `Garfield, ${longDay(newestDay)}` }).click();
      await expect(viewer.getByRole('button', { name: 'Next day' })).toBeDisabled();
      await expect(viewer.getByRole('button', { name: 'Previous day' })).toBeEnabled();
      await page.keyboard.press('ArrowRight');
      await expect(heading).toHaveText(`Garfield, ${longDay(newestDay)}`);
      await expect(page).toHaveURL(new RegExp(`date=${newestDay}`));
    });
  });
}

test('on a slow phone, a step taken right after another goes on from the day the reader went to', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [newest] = await listComics(request, { theme: 'Garfield', language: 'en', limit: '1' });
  const first = `${addDays(isoDay(newest!), -3).slice(0, 7)}-01`;
  const before = addDays(first, -1);
  await page.goto(`/comics?theme=Garfield&date=${first}&language=en`);
  await appReady(page);
  await expect(galleryStrips(page)).toHaveAttribute('alt', `Garfield, ${longDay(first)}`);
  // A phone's slower processor: the page renders a new day a while after its URL changed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await days(page).getByRole('link', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${before}`));
  // "Next day" right away, before the page shows the 31st: it steps from the day in the URL too.
  await days(page).getByRole('link', { name: 'Next day' }).click();
  // The moment the URL names the 1st, before the page has caught up: one day back is the 31st, not the 30th.
  await page.waitForURL(new RegExp(`date=${first}`));
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`date=${before}`));
  await expect(galleryStrips(page)).toHaveAttribute('alt', `Garfield, ${longDay(before)}`);
  // `[` twice at once (the shortcut presses the "Previous day" arrow): two days back, the second step
  // taken from the day the first one asked for, not from the page still showing the 31st.
  await page.keyboard.press('[');
  await page.keyboard.press('[');
  await expect(page).toHaveURL(new RegExp(`date=${addDays(before, -2)}`));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(galleryStrips(page)).toHaveAttribute('alt', `Garfield, ${longDay(addDays(before, -2))}`);
});
