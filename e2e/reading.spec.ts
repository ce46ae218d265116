// Cards that show stories, a denser list, read marks and saving for later, as a reader meets them.
import { expect, test, type Page } from './test';
import { freshReader, pageFollowButton } from './people-helpers';
import { appReady } from './waits';

const sizes = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/** Stories wholly inside one window's height, once the first story sits at the window's top. */
async function storiesPerScreen(page: Page): Promise<number> {
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  return page.evaluate(async () => {
    const first = document.querySelector('[role="feed"] article')!;
    window.scrollTo(0, first.getBoundingClientRect().top + window.scrollY);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return [...document.querySelectorAll('[role="feed"] article')].filter((article) => {
      const box = article.getBoundingClientRect();
      return box.top >= -1 && box.bottom <= window.innerHeight + 1;
    }).length;
  });
}

test('on a phone a screen shows at least 3 cards or 8 list rows, and the choice is remembered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const density = page.getByRole('group', { name: 'Density' });
  await expect(density.getByRole('radio', { name: 'Cards' })).toBeChecked();
  await expect.poll(() => storiesPerScreen(page)).toBeGreaterThanOrEqual(3);

  await density.getByText('List', { exact: true }).click();
  await expect(density.getByRole('radio', { name: 'List' })).toBeChecked();
  await expect.poll(() => storiesPerScreen(page)).toBeGreaterThanOrEqual(8);

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Density' }).getByRole('radio', { name: 'List' }),
  ).toBeChecked();
  await expect.poll(() => storiesPerScreen(page)).toBeGreaterThanOrEqual(8);
});

for (const size of sizes) {
  test(`a keyboard reader passes each story in at most 3 Tab presses (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    const stories = page.getByRole('feed').getByRole('article');
    await expect(stories.nth(3)).toBeVisible();
    for (let story = 0; story < 3; story += 1) {
      await stories.nth(story).getByRole('heading').getByRole('link').focus();
      let presses = 0;
      // Tab until the focus leaves this story for the next one; persons, teams and tags are not stops.
      while (presses < 10) {
        await page.keyboard.press('Tab');
        presses += 1;
        const inNext = await stories
          .nth(story + 1)
          .evaluate((article) => article.contains(document.activeElement));
        if (inNext) break;
      }
      expect(presses).toBeLessThanOrEqual(3);
    }
    // No follow "+" buttons and no person chips on the cards: the article page has them.
    await expect(stories.first().getByRole('button', { name: /^Follow / })).toHaveCount(0);
  });
}

test('a story opened reads as read on the way back, and Mark all as read marks the rest', async ({
  page,
}) => {
  await page.goto('/');
  const stories = page.getByRole('feed').getByRole('article');
  const second = stories.nth(1);
  const title = (await second.getByRole('heading').textContent())!;
  await expect(second).not.toHaveAttribute('data-read', 'true');

  await second.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Read once the app has the story open (a tap before the app runs is a plain link to the rendered page).
  await appReady(page);
  await page.goBack();
  const again = page.getByRole('feed').getByRole('article').filter({ hasText: title });
  await expect(again).toHaveAttribute('data-read', 'true');
  await expect(again.getByText('Read', { exact: true })).toBeAttached();
  await expect(stories.first()).not.toHaveAttribute('data-read', 'true');

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(stories.first()).toHaveAttribute('data-read', 'true');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('feed').getByRole('article').first()).toHaveAttribute('data-read', 'true');
});

for (const size of sizes) {
  test(`a saved story is on the Saved page after a reload, and can be unsaved there (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    const story = page.getByRole('feed').getByRole('article').nth(2);
    const title = (await story.getByRole('heading').textContent())!;
    const save = story.getByRole('button', { name: 'Save for later' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
    await page.reload();
    const saved = page.getByRole('feed', { name: 'Saved stories' }).getByRole('article');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      /\/article\//,
    );
    await saved.getByRole('button', { name: 'Save for later' }).click();
    await expect(page.getByText('Nothing saved yet')).toBeVisible();
  });
}

test('a story about someone the reader follows says so on its card', async ({ page, request }) => {
  await freshReader(page);
  const response = await request.get('/mediaApi/v1.0/content/?sortBy=newest&limit=20');
  const items = (await response.json()).content as {
    title: string;
    persons?: { id: string; name: string }[];
  }[];
  const story = items.find((item) => (item.persons?.length ?? 0) > 0)!;
  const person = story.persons![0]!;

  await page.goto(`/person/${encodeURIComponent(person.id)}`);
  const follow = pageFollowButton(page, person.name);
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveAttribute('aria-busy', 'false');

  await page.goto('/');
  const card = page.getByRole('feed').getByRole('article').filter({ hasText: story.title }).first();
  await expect(card.getByText(`Because you follow ${person.name}`, { exact: true })).toBeVisible();
});
