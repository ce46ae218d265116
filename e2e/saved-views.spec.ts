// Saved views: a feed's filters saved in one press, listed in the header's Views menu,
// renamed, reordered and deleted on the views page, and carried to another browser as a file.
import { readFile, writeFile } from 'node:fs/promises';
import { expect, speakLanguages, test, type Page } from './test';
import { axe, WCAG_TAGS } from './axe';
import { withoutTheApp } from './server-html';
import { appReady, watchHydration } from './waits';

test.use({ viewport: { width: 1280, height: 900 } });

const SPORTS = 'Sports · English · Past week';

/** English sports of the past week, chosen the way a reader does; its first story's title. */
async function openEnglishSportsPastWeek(page: Page) {
  await page.goto('/feed?category=Sports&language=en');
  await appReady(page);
  await page.getByText('Past week', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPORTS);
  return firstStory(page);
}

function firstStory(page: Page) {
  return page.getByRole('feed').getByRole('article').first().getByRole('heading', { level: 2 }).textContent();
}

async function expectEnglishSportsPastWeek(page: Page, first: string | null) {
  await expect(page).toHaveURL(/category=Sports/);
  await expect(page).toHaveURL(/language=en/);
  await expect(page).toHaveURL(/publishedAfter=\d{4}-\d{2}-\d{2}T/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPORTS);
  await expect(page.getByRole('radio', { name: 'Past week' })).toBeChecked();
  await expect(
    page.getByRole('feed').getByRole('article').first().getByRole('heading', { level: 2 }),
  ).toHaveText(first!);
}

/** Saves the feed on screen under its title and returns that title. */
async function saveThisView(page: Page) {
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const save = page.getByRole('button', { name: 'Save view' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').getByText(`Saved “${title}” to your views`)).toBeVisible();
  return title;
}

async function openViewsMenu(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Views' }).click();
  return page.getByRole('list', { name: 'Saved views' });
}

test('a view saved in one press is in the Views menu and reopens the same feed after a reload', async ({
  page,
}) => {
  const first = await openEnglishSportsPastWeek(page);
  await saveThisView(page);

  await page.reload();
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Save view' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Front page' })).toBeVisible();
  const menu = await openViewsMenu(page);
  await menu.getByRole('link', { name: SPORTS }).click();
  await expect(menu).toBeHidden();
  await expectEnglishSportsPastWeek(page, first);
});

test('views are renamed, reordered and deleted on the views page, and the menu follows', async ({ page }) => {
  const titles: string[] = [];
  for (const url of ['/feed?category=Sports', '/feed?language=en', '/feed?language=es']) {
    await page.goto(url);
    await appReady(page);
    titles.push(await saveThisView(page));
  }
  const [sports, english, spanish] = titles as [string, string, string];

  await openViewsMenu(page);
  await page.getByRole('link', { name: 'Manage views' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved views' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your views' });
  const names = () => list.getByRole('listitem').getByRole('link').allTextContents();
  await expect.poll(names).toEqual([sports, english, spanish]);

  // Rename from the keyboard.
  await page.getByRole('button', { name: `Rename ${sports}` }).click();
  const field = page.getByRole('textbox', { name: 'New name' });
  await expect(field).toBeFocused();
  await field.fill('My sports');
  await field.press('Enter');
  await expect(page.getByRole('button', { name: 'Rename My sports' })).toBeFocused();

  // Reorder: the Spanish view goes to the top with two presses of the focused button.
  await page.getByRole('button', { name: `Move ${spanish} up` }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual([spanish, 'My sports', english]);
  await expect(page.getByRole('button', { name: `Move ${spanish} down` })).toBeFocused();

  // Delete, and the rest keep their order after a reload.
  await page.getByRole('button', { name: `Delete ${english}` }).click();
  await expect.poll(names).toEqual([spanish, 'My sports']);
  await page.reload();
  await appReady(page);
  await expect.poll(names).toEqual([spanish, 'My sports']);
  const menu = await openViewsMenu(page);
  await expect(menu.getByRole('link')).toHaveText([spanish, 'My sports']);
  await menu.getByRole('link', { name: 'My sports' }).click();
  await expect(page).toHaveURL(/\/feed\?category=Sports/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sports);
});

test('views exported to a file open the same feed in a fresh browser; a wrong file changes nothing', async ({
  page,
  browser,
  browserLanguages,
}, testInfo) => {
  const first = await openEnglishSportsPastWeek(page);
  await saveThisView(page);
  await page.goto('/views');
  await appReady(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export views' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('gazette-views.json');
  const file = testInfo.outputPath('gazette-views.json');
  await download.saveAs(file);

  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await speakLanguages(other, browserLanguages);
  const fresh = await other.newPage();
  await fresh.goto('/views');
  await appReady(fresh);
  await expect(fresh.getByRole('main').getByText(/No saved views yet/)).toBeVisible();

  // A file that is not one of ours is refused, saying so.
  const wrong = testInfo.outputPath('not-views.json');
  await writeFile(wrong, (await readFile(file, 'utf8')).replace('gazette-saved-views', 'something-else'));
  await fresh.getByLabel('Import views').setInputFiles(wrong);
  await expect(
    fresh.getByText('This file is not a Gazette saved-views file. Nothing was imported.'),
  ).toBeVisible();
  await expect(fresh.getByRole('main').getByText(/No saved views yet/)).toBeVisible();

  await fresh.getByLabel('Import views').setInputFiles(file);
  await expect(fresh.getByText('Imported 1 view.')).toBeVisible();
  // Importing it again adds nothing.
  await fresh.getByLabel('Import views').setInputFiles(file);
  await expect(fresh.getByText('No new views in this file; 1 was already saved.')).toBeVisible();
  await expect(fresh.getByRole('list', { name: 'Your views' }).getByRole('listitem')).toHaveCount(1);

  await fresh.getByRole('list', { name: 'Your views' }).getByRole('link', { name: SPORTS }).click();
  await expectEnglishSportsPastWeek(fresh, first);
  await other.close();
});

test('saved views arrive once the app runs, without a hydration warning and without moving the page', async ({
  page,
  browser,
}) => {
  const warnings = watchHydration(page);
  await openEnglishSportsPastWeek(page);
  await saveThisView(page);
  const saved = new URL(page.url()).pathname + new URL(page.url()).search;

  /** Where the header ends and the page's first landmarks sit. */
  const layout = (target: Page) =>
    target.evaluate(() => {
      const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top;
      return {
        header: document.querySelector('header')?.getBoundingClientRect().height,
        heading: top('h1'),
        firstSection: top('main h2'),
      };
    });
  // The server's page as it is before the app runs, in the same browser state.
  const serverOnly = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: await page.context().storageState(),
  });
  await withoutTheApp(serverOnly);
  const still = await serverOnly.newPage();
  for (const url of [saved, '/views']) {
    await page.goto(url);
    await appReady(page);
    if (url === '/views') await expect(page.getByRole('list', { name: 'Your views' })).toBeVisible();
    // The server rendered it unpressed (it cannot know); pressed once the app has read the views.
    else
      await expect(page.getByRole('button', { name: 'Save view' })).toHaveAttribute('aria-pressed', 'true');
    await still.goto(url);
    expect(await layout(page), url).toEqual(await layout(still));
  }
  await serverOnly.close();
  expect(warnings).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the views page, the open Views menu and a saved feed (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await openEnglishSportsPastWeek(page);
    await saveThisView(page);
    const found: string[] = [];
    const check = async (where: string) => {
      const result = await axe(page).withTags(WCAG_TAGS).analyze();
      for (const violation of result.violations)
        found.push(
          `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
        );
    };
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await check('saved feed');
    await openViewsMenu(page);
    await check('Views menu');
    await page.goto('/views');
    await appReady(page);
    await expect(page.getByRole('list', { name: 'Your views' })).toBeVisible();
    await check('views page');
    await page.getByRole('button', { name: `Rename ${SPORTS}` }).click();
    await check('renaming');
    expect(found).toEqual([]);
  });
}
