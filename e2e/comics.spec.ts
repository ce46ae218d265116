import { expect, test } from './test';
import { addDays, apiDate, galleryStrips, isoDay, listComics, longDay } from './comics-helpers';
import { serveUnrendered } from './unrendered';
import { appReady } from './waits';

test('a reader picks a theme, a language and a date and sees only those strips', async ({
  page,
  request,
}) => {
  const recent = await listComics(request, { theme: 'Garfield', language: 'es', limit: '10' });
  const newest = isoDay(recent[0]!);
  const target = addDays(newest, -3);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Comics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comics' })).toBeVisible();

  await page.getByLabel('Theme').selectOption('Garfield');
  await expect(page).toHaveURL(/theme=Garfield/);
  await page.getByLabel('Language').selectOption('es');
  await expect(page).toHaveURL(/language=es/);

  // The calendar opens on the newest day and is driven with the keyboard.
  await page.getByLabel('Date').click();
  const calendar = page.getByRole('dialog', { name: /\d{4}/ });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('button', { name: `${longDay(newest)}, has comics` })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(calendar.getByRole('button', { name: `${longDay(target)}, has comics` })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`date=${target}`));
  await expect(calendar).toBeHidden();
  await expect(page.getByLabel('Date')).toBeFocused();
  const strips = galleryStrips(page);
  await expect(strips.first()).toBeVisible();
  const alts = await strips.evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(alts.length).toBeGreaterThan(0);
  for (const alt of alts) expect(alt).toBe(`Garfield, ${longDay(target)}`);
});

test('a reader steps to the previous day and back', async ({ page, request }) => {
  const [latest] = await listComics(request, { language: 'en', limit: '1' });
  const day = addDays(isoDay(latest!), -1);
  await page.goto(`/comics?date=${day}&language=en`);
  await expect(galleryStrips(page).first()).toHaveAttribute('alt', new RegExp(`, ${longDay(day)}$`));

  await page.getByRole('link', { name: 'Previous day' }).click();
  const before = addDays(day, -1);
  await expect(page).toHaveURL(new RegExp(`date=${before}`));
  await expect(galleryStrips(page).first()).toHaveAttribute('alt', new RegExp(`, ${longDay(before)}$`));
  for (const alt of await galleryStrips(page).evaluateAll((images) =>
    images.map((image) => image.getAttribute('alt')),
  ))
    expect(alt).toContain(longDay(before));

  await page.getByRole('link', { name: 'Next day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  await expect(galleryStrips(page).first()).toHaveAttribute('alt', new RegExp(`, ${longDay(day)}$`));

  await page.getByRole('link', { name: 'Latest', exact: true }).click();
  await expect(page).not.toHaveURL(/date=/);
  await expect(page.getByRole('navigation', { name: 'Days' }).getByText('Latest strips')).toBeVisible();
});

test('a reader opens the viewer, moves with the keyboard and closes it with Escape', async ({
  page,
  request,
}) => {
  const [latest] = await listComics(request, { language: 'en', limit: '1' });
  const day = addDays(isoDay(latest!), -2);
  const ofDay = await listComics(request, { language: 'en', publishDate: apiDate(day), limit: '50' });
  expect(ofDay.length).toBeGreaterThanOrEqual(3);
  await page.goto(`/comics?date=${day}&language=en`);
  // The viewer (and its focus) is the app's: a tap before it runs is a plain link.
  await appReady(page);

  const thumbnails = page.getByRole('main').getByRole('link', { name: new RegExp(`, ${longDay(day)}$`) });
  await expect(thumbnails).toHaveCount(ofDay.length);
  const second = thumbnails.nth(1);
  const secondName = (await second.getAttribute('data-comic-id'))!;
  await second.click();

  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`comic=${secondName}`));
  const names = await galleryStrips(page).evaluateAll((images) =>
    images.map((image) => image.getAttribute('alt')),
  );
  await expect(viewer.getByRole('heading')).toHaveText(names[1]!);
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', names[1]!);

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('heading')).toHaveText(names[2]!);
  await expect(page).not.toHaveURL(new RegExp(`comic=${secondName}`));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('heading')).toHaveText(names[0]!);
  await expect(viewer.getByRole('button', { name: 'Previous strip' })).toBeDisabled();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page).not.toHaveURL(/comic=/);
  await expect(second).toBeFocused();
});

test('a reader switches an open strip to another language and reloads its permalink', async ({
  page,
  request,
}) => {
  const [latest] = await listComics(request, { theme: 'Peanuts', language: 'en', limit: '1' });
  const day = addDays(isoDay(latest!), -5);
  const [english] = await listComics(request, { theme: 'peanut', language: 'en', publishDate: apiDate(day) });
  const [spanish] = await listComics(request, { theme: 'peanut', language: 'es', publishDate: apiDate(day) });

  await page.goto(`/comics?theme=Peanuts&date=${day}&language=en`);
  await page.getByRole('link', { name: `Peanuts, ${longDay(day)}` }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('img')).toHaveAttribute('src', english!.imageURL);

  await viewer.getByRole('button', { name: 'Español' }).click();
  await expect(page).toHaveURL(new RegExp(`language=es&comic=${spanish!.contentId}`));
  await expect(viewer.getByRole('img')).toHaveAttribute('src', spanish!.imageURL);
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', `Peanuts, ${longDay(day)}`);
  await expect(viewer.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Language')).toHaveValue('es');

  await page.reload();
  await expect(page.getByRole('dialog').getByRole('img')).toHaveAttribute('src', spanish!.imageURL);
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(`Peanuts, ${longDay(day)}`);
});

test('bad input is ignored with a notice, and an empty day offers the nearest day with strips', async ({
  page,
  request,
}) => {
  await page.goto('/comics?theme=Calvin&date=2026-02-30&language=fr');
  await expect(page.getByText('“Calvin” is not a comic theme')).toBeVisible();
  await expect(page.getByText('“2026-02-30” is not a date')).toBeVisible();
  await expect(page.getByText('Comics are not published in “fr”')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Days' }).getByText('Latest strips')).toBeVisible();
  await expect(galleryStrips(page).first()).toBeVisible();

  const [latest] = await listComics(request, { theme: 'Argyle', language: 'pt', limit: '1' });
  const newest = isoDay(latest!);
  await page.goto(`/comics?theme=Argyle&date=${addDays(newest, 9)}&language=pt`);
  await expect(
    page.getByText(`No Argyle strips in Português on ${longDay(addDays(newest, 9))}`),
  ).toBeVisible();
  await page.getByRole('link', { name: new RegExp(longDay(newest)) }).click();
  await expect(page).toHaveURL(new RegExp(`date=${newest}`));
  await expect(galleryStrips(page).first()).toHaveAttribute('alt', `Argyle, ${longDay(newest)}`);
});

test('a failed request shows an error with a retry that recovers', async ({ page }) => {
  await serveUnrendered(page);
  let fail = true;
  await page.route('**/mediaApi/v1.0/mid/comics?*', async (route) => {
    if (fail && new URL(route.request().url()).searchParams.get('limit') === '12') {
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' });
    } else await route.fallback();
  });
  await page.goto('/comics?theme=Dilbert');
  await expect(page.getByRole('alert')).toContainText('The server ran into a problem', { timeout: 15_000 });
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(galleryStrips(page).first()).toHaveAttribute('alt', /^Dilbert, /);
});
