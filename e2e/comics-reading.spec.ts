// Comics as their readers read them: a strip at full size on a phone, a reading column on a desktop,
// My comics first, a comic's archive by month, a random strip.
import { expect, test } from './test';
import { galleryStrips, isoDay, listComics } from './comics-helpers';
import { appReady } from './waits';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('tapping a strip opens it at its natural width, which scrolls sideways; Escape closes it', async ({
    page,
    request,
  }) => {
    const [newest] = await listComics(request, { language: 'en', limit: '1' });
    await page.goto(`/comics?date=${isoDay(newest!)}&language=en`);
    await appReady(page);
    const strip = galleryStrips(page).first();
    const name = (await strip.getAttribute('alt')) ?? '';
    await strip.tap();

    const viewer = page.getByRole('dialog', { name });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Full size' })).toHaveAttribute('aria-pressed', 'true');
    const zoom = viewer.getByRole('region', { name: 'Full size' });
    const image = zoom.getByRole('img');
    await expect(image).toBeVisible();
    const box = await image.boundingBox();
    const natural = await image.evaluate((element: HTMLImageElement) => element.naturalWidth);
    expect(natural).toBeGreaterThan(390);
    expect(Math.round(box!.width)).toBe(natural);

    await zoom.evaluate((element) => element.scrollBy({ left: 300 }));
    await expect.poll(() => zoom.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('strips sit in a reading column no wider than 900 px', async ({ page }) => {
    await page.goto('/comics?language=en');
    const strips = galleryStrips(page);
    await expect(strips.first()).toBeVisible();
    const widths = await strips.evaluateAll((images) =>
      images.map((image) => image.getBoundingClientRect().width),
    );
    expect(Math.max(...widths)).toBeLessThanOrEqual(900);
    expect(Math.max(...widths)).toBeGreaterThan(600);
  });

  test('a comic added to My comics leads the day, and still does after a reload', async ({
    page,
    request,
  }) => {
    const [newest] = await listComics(request, { language: 'en', limit: '1' });
    await page.goto(`/comics?date=${isoDay(newest!)}&language=en`);
    await appReady(page);
    const strips = galleryStrips(page);
    await expect(strips.first()).toBeVisible();
    const lastAlt = (await strips.last().getAttribute('alt')) ?? '';
    const lastTheme = lastAlt.split(',')[0]!;
    expect(await strips.first().getAttribute('alt')).not.toBe(lastAlt);

    const add = page.getByRole('button', { name: `Add ${lastTheme} to My comics` });
    await add.click();
    await expect(page.getByRole('button', { name: `Remove ${lastTheme} from My comics` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(strips.first()).toHaveAttribute('alt', lastAlt);

    await page.reload();
    await appReady(page);
    await expect(strips.first()).toHaveAttribute('alt', lastAlt);
    await expect(page.getByRole('button', { name: `Remove ${lastTheme} from My comics` })).toBeVisible();
  });

  test("a comic's archive lists a month's strips and goes back a month", async ({ page, request }) => {
    const recent = await listComics(request, { theme: 'Peanuts', language: 'en', limit: '50' });
    const month = isoDay(recent[0]!).slice(0, 7);
    const inMonth = recent.filter((comic) => isoDay(comic).startsWith(month));

    await page.goto('/comics?language=en');
    await page.getByRole('link', { name: 'Peanuts archive' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Peanuts' })).toBeVisible();
    await expect(galleryStrips(page)).toHaveCount(inMonth.length);
    const monthHeading = page.getByRole('navigation', { name: 'Peanuts archive' }).getByRole('heading');
    const shown = await monthHeading.textContent();

    await page.getByRole('link', { name: 'Previous month' }).click();
    await expect(page).toHaveURL(/\/comics\/series\/Peanuts\?month=\d{4}-\d{2}/);
    await expect(monthHeading).not.toHaveText(shown ?? '');
    const previous = new URL(page.url()).searchParams.get('month')!;
    const strips = galleryStrips(page);
    await expect(strips.first()).toBeVisible();
    const alts = await strips.evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
    const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
      new Date(`${previous}-01T00:00:00Z`),
    );
    expect(alts.length).toBeGreaterThanOrEqual(28);
    for (const alt of alts) {
      expect(alt).toContain('Peanuts, ');
      expect(alt).toContain(monthName);
    }
  });

  test('Random strip opens a strip on its own link', async ({ page }) => {
    await page.goto('/comics/series/Garfield?language=en');
    await appReady(page);
    await page.getByRole('button', { name: 'Random strip' }).click();
    await expect(page).toHaveURL(/\/comics\?theme=Garfield&date=\d{4}-\d{2}-\d{2}&language=en&comic=/);
    await expect(page.getByRole('dialog', { name: /^Garfield, / })).toBeVisible();
  });
});
