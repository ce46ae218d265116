// The front page's parts that not every visit shows — the first visit's welcome and the Following tab —
// are modules of their own (docs/decisions/0055): a visit that shows one has it before the browser takes
// over the server's page (no hydration warning, its controls work at once), and a later visit on the
// Latest tab does not fetch them until the reader opens the Following tab.
import { expect, test, type Page } from './test';
import { namesModulePreload } from './server-html';
import { appReady, watchHydration } from './waits';

/** The scripts the page fetched whose file name starts with `name-` (a built chunk). */
function chunksFetched(page: Page, name: string): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

test('a first visit’s welcome is taken over with the page and closes at once', async ({ page }) => {
  const warnings = watchHydration(page);
  const welcomeCode = chunksFetched(page, 'home-welcome');
  const response = await page.goto('/');
  await appReady(page);
  const welcome = page.getByRole('region', { name: 'Welcome to Gazette' });
  await expect(welcome.getByRole('combobox', { name: 'Country' })).toBeEnabled();
  await welcome.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(welcome).toHaveCount(0);
  expect(warnings).toEqual([]);
  // Its own module, named in the page's head so that it arrives with the app; a later visit does not fetch
  // it (below).
  expect(welcomeCode).toHaveLength(1);
  expect(namesModulePreload(await response!.text(), welcomeCode[0])).toBe(true);
});

test('the Following tab opened by its address is taken over with the page', async ({ page }) => {
  const warnings = watchHydration(page);
  const followingCode = chunksFetched(page, 'home-following');
  const response = await page.goto('/?tab=following');
  await appReady(page);
  await expect(page.getByText('You do not follow anyone yet')).toBeVisible();
  expect(followingCode).toHaveLength(1);
  expect(namesModulePreload(await response!.text(), followingCode[0])).toBe(true);
  await expect(page.getByRole('link', { name: 'Following', exact: true }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Back to the Latest tab and again to the Following tab, in the page.
  await page.getByRole('navigation', { name: 'Home sections' }).getByRole('link', { name: 'Latest' }).click();
  await expect(page.getByRole('region', { name: 'Welcome to Gazette' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Home sections' })
    .getByRole('link', { name: 'Following' })
    .click();
  await expect(page.getByText('You do not follow anyone yet')).toBeVisible();
  expect(warnings).toEqual([]);
});

test('a later visit’s Latest tab fetches neither the welcome nor the Following tab until asked', async ({
  page,
}) => {
  await page.goto('/');
  await appReady(page);
  await page
    .getByRole('region', { name: 'Welcome to Gazette' })
    .getByRole('button', { name: 'Skip', exact: true })
    .click();

  const welcome = chunksFetched(page, 'home-welcome');
  const following = chunksFetched(page, 'home-following');
  await page.reload();
  await appReady(page);
  await expect(page.getByRole('region', { name: 'Welcome to Gazette' })).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(welcome).toEqual([]);
  expect(following).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Home sections' })
    .getByRole('link', { name: 'Following' })
    .click();
  await expect(page.getByText('You do not follow anyone yet')).toBeVisible();
  expect(following).toHaveLength(1);
});
