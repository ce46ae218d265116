import { expect, test, type Page } from './test';

/** The `<title>` of every entry of an Atom document, in order (entity-decoded by the DOM parser). */
async function entryTitles(xml: string, page: Page): Promise<string[]> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error('not well-formed XML');
    return [...doc.querySelectorAll('entry > title')].map((node) => node.textContent ?? '');
  }, xml);
}

test('a filtered feed page links its own Atom feed, whose entries are the stories it shows', async ({
  page,
  request,
}) => {
  await page.goto('/feed?category=Sports&language=en&sortBy=newest');
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  const link = page.locator(
    'head link[rel="alternate"][type="application/atom+xml"][title="Atom feed of these stories"]',
  );
  await expect(link).toHaveCount(1);
  const href = await link.getAttribute('href');
  expect(new URL(href ?? '', 'http://x').searchParams.get('category')).toBe('Sports');

  const answer = await request.get(href ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/atom\+xml/);
  const titles = await entryTitles(await answer.text(), page);
  const shown = await feed.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
  expect(shown.length).toBeGreaterThan(2);
  expect(titles.slice(0, 3)).toEqual(shown.slice(0, 3));
});

test('every page links the home Atom feed', async ({ page, request }) => {
  await page.goto('/comics');
  const href = await page
    .locator('head link[rel="alternate"][title="Gazette: latest stories"]')
    .getAttribute('href');
  expect(href).toBe('/feed.atom');
  const answer = await request.get(href ?? '');
  expect((await entryTitles(await answer.text(), page)).length).toBe(20);
});
