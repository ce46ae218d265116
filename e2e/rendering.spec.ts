// Every page arrives rendered: without JavaScript the first screen reads and links navigate;
// with it, the browser hydrates the server's HTML without a warning and goes on as the single-page app.
import { expect, test, type Page } from './test';
import { watchConsole } from './faults-helpers';
import { appReady, watchHydration } from './waits';

/** Page families whose first screen the server renders from data. */
const PAGES = ['/', '/feed?category=Sports&language=en', '/categories', '/comics?language=en', '/c/Sports'];

async function documentRequests(page: Page): Promise<string[]> {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the front page reads, a story opens, and the sections navigate', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Gazette');
    await expect(page.getByRole('heading', { level: 1, name: 'Front page' })).toBeVisible();
    const story = page.getByRole('feed').getByRole('article').first().getByRole('heading', { level: 2 });
    const title = (await story.textContent())!;
    await story.getByRole('link').click();
    await expect(page).toHaveURL(/\/article\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} · Gazette`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  });

  test('a person’s page shows who they are and their stories; following is disabled and says why', async ({
    page,
    request,
  }) => {
    const list = await (await request.get('/mediaApi/v1.0/content/?sortBy=newest&limit=20')).json();
    const person = (list.content as { persons?: { id: string; name: string }[] }[]).find(
      (item) => item.persons?.length,
    )!.persons![0]!;
    await page.goto(`/person/${person.id}`);
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
    await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
    const follow = page
      .getByRole('main')
      .getByRole('button', { name: `Follow ${person.name}` })
      .first();
    await expect(follow).toBeDisabled();
    // (Playwright turns scripts off without the parser knowing, so the note stays raw text in <noscript>.)
    expect(await page.getByRole('main').locator('noscript').first().textContent()).toContain(
      'Following needs JavaScript.',
    );
  });

  test('a feed ends with a "More stories" link to its next page, which links back to the newer stories', async ({
    page,
    request,
  }) => {
    const list = await (
      await request.get('/mediaApi/v1.0/content/?category=Sports&sortBy=newest&limit=21')
    ).json();
    const twentyFirst = (list.content as { title: string }[])[20]!.title;
    await page.goto('/feed?category=Sports&sortBy=newest');
    const headings = page.getByRole('feed').getByRole('article').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(20);
    await page.getByRole('link', { name: 'More stories' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page).toHaveURL(/category=Sports/);
    await expect(headings.first()).toHaveText(twentyFirst);
    await page.getByRole('link', { name: 'Newer stories' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(headings.first()).toHaveText((list.content as { title: string }[])[0]!.title);
  });

  test('the filters are plain links: category, language and time reload the view with them in its URL', async ({
    page,
  }) => {
    // Playwright turns scripts off without telling the parser, which then keeps <noscript> as text; a
    // browser without JavaScript shows its content, so the journey shows it the same way.
    await page.route(
      (url) => url.pathname === '/feed',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/<(\/?)noscript>/g, '<$1div>');
        const headers = { ...response.headers() };
        delete headers['content-encoding'];
        delete headers['content-length'];
        await route.fulfill({ status: response.status(), headers, body: html });
      },
    );
    await page.goto('/feed?tag=league&sortBy=newest');
    await page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Sports' }).click();
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Time' }).getByRole('link', { name: 'Past week' }).click();
    await expect(page).toHaveURL(/category=Sports/);
    await expect(page).toHaveURL(/language=en/);
    await expect(page).toHaveURL(/tag=league/);
    await expect(page).toHaveURL(/publishedAfter=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sports · English · Past week/);
    await expect(
      page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Sports' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test('an unknown story is a not-found page with a 404', async ({ page }) => {
    const response = await page.goto('/article/no-such-story');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  });
});

test('the browser takes over the server’s pages without a hydration warning, then navigates in place', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const warnings = watchHydration(page);
  for (const url of PAGES) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydrated: the controls the server sent disabled are enabled.
    await appReady(page);
  }
  expect(warnings).toEqual([]);
  expect(errors).toEqual([]);

  const documents = await documentRequests(page);
  await page.goto('/');
  await appReady(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Comics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comics' })).toBeVisible();
  expect(documents).toEqual(['/']);
});

test('the first screen is in the HTML: the newest stories before any script runs', async ({ request }) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const list = await (await request.get('/mediaApi/v1.0/content/?sortBy=newest&limit=3')).json();
  for (const item of list.content as { contentId: string }[])
    expect(html).toContain(`/article/${item.contentId}`);
  expect(html).toMatch(/<script type="application\/json" id="gazette-state">/);
});

test('the page’s scripts are fetched at low priority: they run after the first paint, so the stylesheet and pictures go first', async ({
  request,
}) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const scripts = html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
});

test('the app’s code is asked for only once the first screen has been painted', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const { firstScreen, appCode } = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'link')
      .filter((entry) => /\/assets\/main-[^/]+\.js$/.test(new URL(entry.name).pathname));
    return { firstScreen: paint?.startTime ?? null, appCode: scripts[0]?.startTime ?? null };
  });
  expect(firstScreen).not.toBeNull();
  expect(appCode).not.toBeNull();
  expect(appCode!).toBeGreaterThan(firstScreen!);
});
