// The keyboard keeps its place: after `o` and Back, `j` goes on from the story that was
// opened; `s` saves, `m` marks read, `v` opens the original, on a list's story and on an article; `?` lists them.
import { expect, test, type BrowserContext, type Page } from './test';
import { appReady } from './waits';

const stories = (page: Page) => page.getByRole('feed').getByRole('article');
const title = (page: Page, index: number) =>
  stories(page).nth(index).getByRole('heading', { level: 2 }).getByRole('link');
/** A polite announcement (the toast's live region) with exactly these words. */
const announced = (page: Page, words: string) =>
  page.getByRole('status').getByRole('listitem').getByText(words, { exact: true });

/** The provider's site is not reachable from here: a page of its own stands in for it. */
async function providersAnswer(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>The original</title><p>Original</p>' }),
  );
}

async function originalOf(page: Page, contentId: string): Promise<string> {
  const response = await page.request.get(`/mediaApi/v1.0/content/${contentId}`);
  return ((await response.json()) as { contentURL: string }).contentURL;
}

const idOf = async (link: ReturnType<typeof title>) =>
  decodeURIComponent((await link.getAttribute('href'))!.replace('/article/', ''));

test.use({ viewport: { width: 1280, height: 900 } });

test('j j j o, Back, j: the keyboard goes on from the story it opened; s, m and v act on it', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await appReady(page);
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('j');
  await expect(title(page, 2)).toBeFocused();
  const opened = (await title(page, 2).textContent())!;
  const scrolled = await page.evaluate(() => window.scrollY);

  await page.keyboard.press('o');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(opened);
  await page.goBack();
  // Back on the list, the story it opened is where the keyboard is, and the window did not move.
  await expect(title(page, 2)).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.keyboard.press('j');
  const fourth = title(page, 3);
  await expect(fourth).toBeFocused();
  const fourthTitle = (await fourth.textContent())!;
  const fourthStory = stories(page).nth(3);

  // s: saved, said so, and the story's own button agrees.
  await page.keyboard.press('s');
  await expect(announced(page, 'Saved')).toBeVisible();
  await expect(fourthStory.getByRole('button', { name: 'Save for later' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // m: read, said so, and the card reads as read; again: unread.
  await expect(fourthStory).not.toHaveAttribute('data-read', 'true');
  await page.keyboard.press('m');
  await expect(announced(page, 'Marked as read')).toBeVisible();
  await expect(fourthStory).toHaveAttribute('data-read', 'true');
  await expect(fourthStory.getByText('Read', { exact: true })).toBeAttached();
  await page.keyboard.press('m');
  await expect(announced(page, 'Marked as unread')).toBeVisible();
  await expect(fourthStory).not.toHaveAttribute('data-read', 'true');
  await page.keyboard.press('m');
  await expect(fourthStory).toHaveAttribute('data-read', 'true');

  // v: the original, at the provider, in a new tab that has no hold on this one.
  await providersAnswer(context);
  const original = await originalOf(page, await idOf(fourth));
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('v')]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(original);
  expect(await tab.evaluate(() => window.opener === null)).toBe(true);
  await tab.close();
  await expect(fourth).toBeFocused();

  // ? lists the three new keys with what they do.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const [key, words] of [
    ['s', 'Save the story for later, or unsave it'],
    ['m', 'Mark the story read, or unread'],
    ['v', 'Open the original at its provider, in a new tab'],
  ]) {
    await expect(help.getByRole('term').filter({ has: page.locator('kbd', { hasText: key }) })).toHaveCount(
      1,
    );
    await expect(help.getByRole('definition').filter({ hasText: words })).toBeVisible();
  }
  await page.keyboard.press('Escape');

  // The saved story is on the Saved page, after a reload too.
  await page.goto('/saved');
  const saved = page.getByRole('feed', { name: 'Saved stories' }).getByRole('article');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('link', { name: fourthTitle, exact: true })).toBeVisible();
});

test('after Back from a story opened with a click, j goes on from that story', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const second = title(page, 1);
  const opened = (await second.textContent())!;
  await second.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(opened);
  // The article's own "Back to the list" (history, like the browser's Back).
  await page.getByRole('button', { name: '← Back to the list' }).click();
  await expect(title(page, 1)).toBeFocused();
  await page.keyboard.press('j');
  await expect(title(page, 2)).toBeFocused();
  await page.keyboard.press('k');
  await page.keyboard.press('k');
  await expect(title(page, 0)).toBeFocused();
});

test('on an article, s saves it, m marks it unread and v opens its original', async ({ page, context }) => {
  await page.goto('/');
  const link = title(page, 4);
  const id = await idOf(link);
  const heading = (await link.textContent())!;
  await page.goto(`/article/${encodeURIComponent(id)}`);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);

  await page.keyboard.press('s');
  await expect(announced(page, 'Saved')).toBeVisible();
  // Opened is read; m makes it unread again.
  await page.keyboard.press('m');
  await expect(announced(page, 'Marked as unread')).toBeVisible();

  await providersAnswer(context);
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('v')]);
  expect(tab.url()).toBe(await originalOf(page, id));
  await tab.close();

  await page.goto('/');
  await expect(stories(page).nth(4)).not.toHaveAttribute('data-read', 'true');
  await page.goto('/saved');
  await expect(
    page.getByRole('feed', { name: 'Saved stories' }).getByRole('link', { name: heading, exact: true }),
  ).toBeVisible();
});

test('s, m and v wait while the reader types, and ignore modifier keys', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  await page.keyboard.press('j');
  const first = stories(page).first();
  await page.keyboard.press('Alt+s');
  await page.keyboard.press('Control+m');
  const search = page.getByRole('searchbox', { name: 'Search stories' });
  await search.fill('');
  await search.press('s');
  await search.press('m');
  await search.press('v');
  await expect(search).toHaveValue('smv');
  await expect(page.getByRole('status').getByRole('listitem')).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Save for later' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(first).not.toHaveAttribute('data-read', 'true');
});

for (const { locale, save, mark, open, saved } of [
  {
    locale: 'es-ES',
    save: 'Guardar la noticia para después, o quitarla',
    mark: 'Marcar la noticia como leída, o no leída',
    open: 'Abrir el original en su medio, en una pestaña nueva',
    saved: 'Guardada',
  },
  {
    locale: 'pt-BR',
    save: 'Salvar a notícia para depois, ou remover',
    mark: 'Marcar a notícia como lida, ou não lida',
    open: 'Abrir o original no veículo, em uma nova aba',
    saved: 'Salva',
  },
]) {
  test.describe(locale, () => {
    test.use({ locale, browserLanguages: [] });
    test(`? lists s, m and v, and s says so (${locale})`, async ({ page }) => {
      await page.goto('/');
      await appReady(page);
      await page.keyboard.press('?');
      const help = page.getByRole('dialog');
      for (const words of [save, mark, open])
        await expect(help.getByRole('definition').filter({ hasText: words })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('j');
      await page.keyboard.press('s');
      await expect(announced(page, saved)).toBeVisible();
    });
  });
}
