import { expect, test, type APIRequestContext, type Page } from './test';

interface Item {
  contentId: string;
  title: string;
  publishedAt: number;
  persons?: { id: string; name: string }[];
  teams?: { id: string; name: string }[];
}

async function contentList(request: APIRequestContext, query: string): Promise<Item[]> {
  const response = await request.get(`/mediaApi/v1.0/content/?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: Item[] }).content;
}

async function firstHeading(page: Page): Promise<string | null> {
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  return feed.getByRole('article').first().getByRole('heading', { level: 2 }).textContent();
}

test('the Following tab is one feed of persons and teams followed, each story saying why', async ({
  page,
  request,
}) => {
  const userId = `e2e-${Math.random().toString(36).slice(2, 12)}`;
  const stories = await contentList(request, 'sortBy=newest&limit=100');
  const person = stories.find((item) => item.persons?.length)!.persons![0]!;
  const team = stories.find((item) => item.teams?.length)!.teams![0]!;
  for (const path of [`person/${person.id}`, `team/${team.id}`]) {
    const response = await request.get(`/mediaApi/v1.0/${path}/add?userId=${userId}`);
    expect(response.ok()).toBe(true);
  }
  const newestAbout = async (filter: string) =>
    (await contentList(request, `${filter}&sortBy=newest&limit=1`))[0]!;
  const [ofPerson, ofTeam] = [await newestAbout(`person=${person.id}`), await newestAbout(`team=${team.id}`)];
  const newest = ofPerson.publishedAt >= ofTeam.publishedAt ? ofPerson : ofTeam;

  await page.addInitScript((id) => {
    localStorage.setItem(
      'gazette.settings',
      JSON.stringify({ userId: id, optOut: false, language: '', country: '' }),
    );
  }, userId);
  await page.goto('/?tab=following');
  const feed = page.getByRole('feed', { name: 'Stories about who you follow' });
  // Newest first across both: the first story is the newest about either of them.
  await expect.poll(() => firstHeading(page)).toBe(newest.title);
  for (const [item, name] of [
    [ofPerson, person.name],
    [ofTeam, team.name],
  ] as const) {
    const article = feed
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: item.title, exact: true }) });
    // An older story may sit below the merge's first cut: read on until it shows.
    await expect(async () => {
      const more = page.getByRole('button', { name: 'More stories' });
      if ((await article.count()) === 0 && (await more.isEnabled())) await more.click();
      await expect(article).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    await expect(article.getByText(new RegExp(`^Because you follow .*${name}`))).toBeVisible();
  }
  // Its own filter stays on the Following view.
  await page
    .getByRole('navigation', { name: 'Whose stories' })
    .getByRole('link', { name: /^Teams/ })
    .click();
  await expect(page).toHaveURL(/tab=following&of=teams/);
  await expect.poll(() => firstHeading(page)).toBe(ofTeam.title);
});
