// An article's body is sanitized by the server into the page's HTML, and by the browser's DOMPurify when
// the app renders the article itself. Hydration keeps the server's markup, so the two must be the same
// (the server runs DOMPurify on jsdom, the browser on its own DOM).
import { expect, test } from './test';
import { withoutTheApp } from './server-html';
import { appReady } from './waits';

test("the server's sanitized article body is the browser's, hostile embed and all", async ({
  page,
  context,
  request,
}) => {
  // The seed's "embedded posts" carry scripts, an onerror handler and a javascript: link (tag `embed`).
  const list = await request.get('/mediaApi/v1.0/content/?tag=embed&limit=1');
  expect(list.ok()).toBe(true);
  const [story] = ((await list.json()) as { content: { contentId: string; title: string }[] }).content;

  // The server's: the page as it arrives, before any of the app's scripts.
  const served = await context.newPage();
  await withoutTheApp(served);
  await served.goto(`/article/${story!.contentId}`);
  const fromServer = await served.getByTestId('article-body').innerHTML();
  await served.close();
  expect(fromServer).toContain('noopener noreferrer');
  expect(fromServer).not.toMatch(/<script|onerror|javascript:/i);

  // The browser's: the app renders the article itself after a navigation inside it (no second document).
  const documents: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documents.push(sent.url());
  });
  await page.goto('/feed?tag=embed');
  await appReady(page);
  await page.getByRole('link', { name: story!.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/article/${story!.contentId}`));
  const body = page.getByTestId('article-body');
  await expect(body.getByRole('paragraph').first()).toBeVisible();
  expect(await body.innerHTML()).toBe(fromServer);
  expect(documents).toHaveLength(1);
});
