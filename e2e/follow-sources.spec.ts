// Following what readers follow: a provider, topic or category is followed from its
// page or its chip and feeds the Following tab, saying why; a muted provider's stories leave every list;
// the views' file carries follows and mutes to another browser.
import { axe, WCAG_TAGS } from './axe';
import { expect, speakLanguages, test, type APIRequestContext, type Page } from './test';
import { appReady } from './waits';

test.use({ viewport: { width: 1280, height: 900 } });

interface Item {
  contentId: string;
  title: string;
  contentSource: string;
  contentSourceDisplay?: string;
}

async function newest(request: APIRequestContext, query = ''): Promise<Item[]> {
  const response = await request.get(`/mediaApi/v1.0/content/?sortBy=newest&limit=100${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: Item[] }).content;
}

const nameOf = (item: Item) => item.contentSourceDisplay || item.contentSource;

/** Two providers of the newest stories. */
async function twoProviders(request: APIRequestContext) {
  const stories = await newest(request);
  const first = stories[0]!;
  const second = stories.find((item) => item.contentSource !== first.contentSource)!;
  return [first, second] as const;
}

async function followProviderOnItsPage(page: Page, provider: Item) {
  await page.goto(`/feed?vendor=${encodeURIComponent(provider.contentSource)}`);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(nameOf(provider));
  const follow = page.getByRole('button', { name: `Follow ${nameOf(provider)}` });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
}

test('a provider followed from its page and another from its chip fill the Following tab, saying why', async ({
  page,
  request,
}) => {
  const [one, two] = await twoProviders(request);
  await followProviderOnItsPage(page, one);

  // A view of two providers offers each one's follow beside its chip.
  const both = [one.contentSource, two.contentSource].map(encodeURIComponent).join(',');
  await page.goto(`/feed?vendor=${both}`);
  await appReady(page);
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: `Follow ${nameOf(one)}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await chips.getByRole('button', { name: `Follow ${nameOf(two)}` }).click();
  await expect(chips.getByRole('button', { name: `Follow ${nameOf(two)}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/?tab=following');
  const feed = page.getByRole('feed', { name: 'Stories about who you follow' });
  const newestOfTwo = (await newest(request, `&vendor=${both}`))[0]!;
  const first = feed.getByRole('article').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(newestOfTwo.title);
  await expect(first.getByText(`Because you follow ${nameOf(newestOfTwo)}`)).toBeVisible();
  // Every story there is one of theirs, and says so.
  const reasons = feed.getByRole('article').getByText(/^Because you follow /);
  await expect(reasons).toHaveCount(await feed.getByRole('article').count());

  // The profile lists them; unfollowing there takes them out of the Following tab.
  await page.goto('/profile');
  const sources = page.getByRole('region', { name: /^Sources/ });
  await expect(sources.getByRole('listitem')).toHaveCount(2);
  await sources.getByRole('button', { name: `Follow ${nameOf(newestOfTwo)}` }).click();
  await page.goto('/?tab=following');
  await expect(feed.getByRole('article').first()).toBeVisible();
  await expect(feed.getByText(`Because you follow ${nameOf(newestOfTwo)}`)).toHaveCount(0);
});

test('a muted provider’s stories leave the front page, with a note that shows them again', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await appReady(page);
  const feed = page.getByRole('feed', { name: 'Latest stories' });
  const firstTitle = (await feed
    .getByRole('article')
    .first()
    .getByRole('heading', { level: 2 })
    .textContent())!;
  const [top] = await newest(request);
  expect(top!.title).toBe(firstTitle);

  await page.goto(`/feed?vendor=${encodeURIComponent(top!.contentSource)}`);
  await appReady(page);
  const mute = page.getByRole('button', { name: `Mute ${nameOf(top!)}` });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  // Its own page, too, hides them, and says how many.
  await expect(page.getByText(/^\d+ stor(y|ies) hidden \(muted\)$/)).toBeVisible();

  await page.goto('/');
  await appReady(page);
  await expect(feed.getByRole('link', { name: firstTitle, exact: true })).toHaveCount(0);
  await expect(page.getByText(/^\d+ stor(y|ies) hidden \(muted\)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Show them' }).click();
  await expect(feed.getByRole('link', { name: firstTitle, exact: true })).toBeVisible();

  // Unmuted in Settings, the story is back without asking.
  await page.goto('/settings');
  await appReady(page);
  await page
    .getByRole('region', { name: 'Muted' })
    .getByRole('button', { name: `Mute ${nameOf(top!)}` })
    .click();
  await page.goto('/');
  await expect(feed.getByRole('article').first().getByRole('heading', { level: 2 })).toHaveText(firstTitle);
  await expect(page.getByText(/hidden \(muted\)/)).toHaveCount(0);
});

test('the views’ file carries follows and mutes to another browser', async ({
  page,
  browser,
  browserLanguages,
}, testInfo) => {
  const [one] = await twoProviders(page.request);
  await followProviderOnItsPage(page, one);
  await page.goto('/settings');
  await appReady(page);
  await page.getByLabel('Mute a word').fill('Transfer window');
  await page.getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unmute Transfer window' })).toBeVisible();

  await page.goto('/views');
  await appReady(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export views' }).click();
  const file = testInfo.outputPath('gazette-views.json');
  await (await downloading).saveAs(file);

  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await speakLanguages(other, browserLanguages);
  const fresh = await other.newPage();
  await fresh.goto('/views');
  await appReady(fresh);
  await fresh.getByLabel('Import views').setInputFiles(file);
  await expect(fresh.getByText('No new views in this file. 2 follows and mutes added.')).toBeVisible();

  await fresh.goto('/profile');
  await expect(
    fresh.getByRole('region', { name: /^Sources/ }).getByRole('button', { name: `Follow ${nameOf(one)}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await fresh.goto('/settings');
  await expect(fresh.getByRole('button', { name: 'Unmute Transfer window' })).toBeVisible();
  await other.close();
});

test('the follow, mute and muted-note controls pass axe, light and dark', async ({ page, request }) => {
  // Six pages, each read whole by axe (about ten seconds each on a loaded machine).
  test.setTimeout(180_000);
  const [one, two] = await twoProviders(request);
  await page.addInitScript(
    ({ one, two }) => {
      localStorage.setItem(
        'gazette.follows.v1',
        JSON.stringify({
          provider: [{ id: one.contentSource, name: one.contentSourceDisplay }],
          topic: [{ id: 'Soccer', name: 'Soccer' }],
          category: [{ id: 'Travel', name: 'Travel' }],
          mutedProviders: [{ id: two.contentSource, name: two.contentSourceDisplay }],
          mutedWords: ['transfer window'],
        }),
      );
    },
    { one, two },
  );
  const found: string[] = [];
  // Each control in light; those whose colours are their own (the note, the toggles, the badges) in dark too.
  const pages = {
    light: [
      '/?tab=following',
      `/feed?vendor=${encodeURIComponent(one.contentSource)}`,
      '/profile',
      '/settings',
    ],
    dark: ['/?tab=following', '/settings'],
  };
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const path of pages[theme]) {
      await page.goto(path);
      // The app running (as appReady waits for it), given longer: axe's runs load the machine.
      await expect(page.getByRole('banner').locator('button[aria-expanded]')).toBeEnabled({
        timeout: 20_000,
      });
      await expect(page.getByRole('main')).toBeVisible();
      if (path === '/profile') await expect(page.getByRole('region', { name: /^Sources/ })).toBeVisible();
      if (path === '/?tab=following')
        await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
      const result = await axe(page).withTags(WCAG_TAGS).analyze();
      for (const violation of result.violations)
        found.push(
          `${theme} ${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
        );
    }
  }
  expect(found).toEqual([]);
});
