// Filters in a reader's words: one box finds sources, people, teams and topics, one
// Region says how a country applies, the order is a switch beside the stories, and the Categories page
// shows its cards before its filters. Every parameter of the feed's table stays reachable from the page.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './test';
import { appReady } from './waits';

interface Item {
  title: string;
  contentSource: string;
  contentSourceDisplay?: string;
  persons?: { id: string; name: string }[];
  teams?: { id: string; name: string }[];
  topics?: { name: string }[];
  tags?: string[];
}

async function contentList(request: APIRequestContext, query: string): Promise<Item[]> {
  const response = await request.get(`/mediaApi/v1.0/content/?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: Item[] }).content;
}

/** The feed's parameters as its one table (src/features/feed/filter-table.ts) lists them. */
function tableParameters(): string[] {
  const source = readFileSync('src/features/feed/filter-table.ts', 'utf8');
  const table = source.slice(
    source.indexOf('export const FILTERS = {'),
    source.indexOf('} satisfies Record'),
  );
  return [...table.matchAll(/^ {2}(\w+): /gm)].map((match) => match[1]!);
}

const box = (page: Page) => page.getByRole('combobox', { name: 'Add a source, person, team or topic' });
const option = (page: Page, group: string, name: string) =>
  page
    .getByRole('listbox', { name: 'Sources, people, teams and topics' })
    .getByRole('group', { name: group })
    .getByRole('option', { name, exact: true });

/** A pill of a group of radios (the input is hidden under its label, which takes the click). */
const pill = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group, exact: true }).getByText(name, { exact: true });

test.use({ viewport: { width: 1280, height: 900 } });

test('a source added through the one search shows as a chip and only its stories remain', async ({
  page,
  request,
}) => {
  await page.goto('/feed?language=&countryCode=');
  await appReady(page);
  const newest = await contentList(request, 'sortBy=newest&limit=20');
  const provider = newest.find((item) => item.contentSourceDisplay)!;
  const name = provider.contentSourceDisplay!;
  const before = await page.getByRole('feed').getByRole('article').count();

  await box(page).fill(name.slice(0, 5));
  await option(page, 'Providers', name).click();
  await expect(page).toHaveURL(new RegExp(`vendor=${encodeURIComponent(provider.contentSource)}`));
  await expect(page.getByRole('link', { name: `Remove Source: ${name}` })).toBeVisible();
  const stories = page.getByRole('feed').getByRole('article');
  await expect(stories.first()).toBeVisible();
  expect(await stories.count()).toBeLessThanOrEqual(before);
  for (const story of await stories.all()) await expect(story).toContainText(name, { ignoreCase: true });
});

test('one Region control: a country "local to" goes to its own URL parameter', async ({ page }) => {
  await page.goto('/feed');
  await appReady(page);
  await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'Brazil' });
  await expect(page).toHaveURL(/countryCode=BR/);
  await pill(page, 'Stories that are', 'Local to').click();
  await expect(page).toHaveURL(/localCountryCode=BR/);
  await expect(page).not.toHaveURL(/[?&]countryCode=BR/);
  await expect(page.getByRole('link', { name: /^Remove Local to country: Brazil/ })).toBeVisible();
});

test('the order is a switch beside the stories, never a removable chip', async ({ page }) => {
  await page.goto('/feed?sortBy=newest&language=&countryCode=');
  await appReady(page);
  await expect(page.getByRole('radio', { name: 'Newest first' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Newest first/ })).toHaveCount(0);
  await pill(page, 'Sort', 'Top stories').click();
  await expect(page).not.toHaveURL(/sortBy/);
});

test('the Categories page shows its first card above its filters', async ({ page }) => {
  await page.goto('/categories');
  await appReady(page);
  const firstCard = page.getByRole('list', { name: 'Categories' }).getByRole('heading', { level: 2 }).first();
  const filters = page.getByText('Category filters', { exact: true });
  const [card, fold] = [await firstCard.boundingBox(), await filters.boundingBox()];
  expect(card!.y + card!.height).toBeLessThan(fold!.y);
  await expect(page.getByRole('combobox', { name: 'Country' })).toBeHidden();
  await filters.click();
  await expect(page.getByRole('combobox', { name: 'Country' })).toBeVisible();
});

test('every parameter of the feed’s table is reachable from the page', async ({ page, request }) => {
  test.slow();
  const wanted = tableParameters();
  expect(wanted).toHaveLength(14);
  const reached = new Set<string>();
  const note = () => {
    for (const [name] of new URL(page.url()).searchParams) reached.add(name);
  };
  await page.goto('/feed?language=&countryCode=');
  await appReady(page);
  const newest = await contentList(request, 'sortBy=newest&limit=20');
  const person = newest.flatMap((item) => item.persons ?? [])[0]!;
  const team = newest.flatMap((item) => item.teams ?? [])[0]!;
  const topic = newest.flatMap((item) => item.topics ?? [])[0]!;
  const tag = newest.flatMap((item) => item.tags ?? [])[0]!;
  const provider = newest.find((item) => item.contentSourceDisplay)!;

  const pick = async (typed: string, group: string, name: string, param: string) => {
    await box(page).fill(typed);
    await option(page, group, name).click();
    await expect(page).toHaveURL(new RegExp(`[?&]${param}=`));
    note();
  };
  await pick(person.name, 'People', person.name, 'person');
  await pick(team.name, 'Teams', team.name, 'team');
  await pick(topic.name, 'Topics', topic.name, 'topic');
  await pick(tag, 'Tags', tag, 'tag');
  await pick(provider.contentSourceDisplay!, 'Providers', provider.contentSourceDisplay!, 'vendor');
  // The typed words themselves: a search of the stories' text (topic with :ext).
  await box(page).fill('harbour');
  await option(page, 'Your words', 'Stories that mention “harbour”').click();
  await expect(page).toHaveURL(/topic=[^&]*harbour%3Aext/);

  await page.getByRole('checkbox', { name: 'Hide what I pick instead' }).check();
  await pick(provider.contentSourceDisplay!, 'Providers', provider.contentSourceDisplay!, 'vendorFilter');
  const category = page.getByRole('combobox', { name: 'Category', exact: true });
  const categoryName = (await category.locator('option').nth(1).textContent())!;
  await pick(categoryName, 'Categories', categoryName, 'categoryFilter');

  await category.selectOption({ index: 2 });
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('en');
  await pill(page, 'Time', 'Past week').click();
  await pill(page, 'Sort', 'Newest first').click();
  await expect(page).toHaveURL(/sortBy=newest/);
  note();
  const region = page.getByRole('combobox', { name: 'Region' });
  await region.selectOption('PT');
  await expect(page).toHaveURL(/[?&]countryCode=PT/);
  note();
  for (const [how, param] of [
    ['Local to', 'localCountryCode'],
    ['From', 'originCountryCode'],
  ] as const) {
    await pill(page, 'Stories that are', how).click();
    await expect(page).toHaveURL(new RegExp(`${param}=PT`));
    note();
  }
  expect([...reached].filter((name) => wanted.includes(name)).sort()).toEqual([...wanted].sort());
});
