import { expect, test } from './test';
import { freshReader, serverFollows, someTeams, type Ref } from './people-helpers';

test('a name opens a card to follow from; the toast confirms and its Undo takes it back', async ({
  page,
  request,
}) => {
  const userId = await freshReader(page);
  const [team] = await someTeams(request);
  await page.goto(`/team/${encodeURIComponent(team!.id)}`);
  const people = page.getByRole('region', { name: `People in ${team!.name} stories` });
  const row = people.getByRole('listitem').first();
  const name = (await row.getByRole('button', { expanded: false }).textContent())!;
  const nameButton = row.getByRole('button', { name, exact: true });

  await nameButton.click();
  await expect(nameButton).toHaveAttribute('aria-expanded', 'true');
  const card = page.getByRole('group', { name: `About ${name}` });
  await expect(card.getByRole('link', { name: 'See their stories' })).toBeVisible();
  // Escape closes the card and gives focus back to the name.
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(nameButton).toBeFocused();

  await nameButton.click();
  const follow = card.getByRole('button', { name: `Follow ${name}` });
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveText('Following');
  const toast = page
    .getByRole('status')
    .getByRole('listitem')
    .filter({ hasText: `Following ${name}` });
  await expect(toast).toBeVisible();
  await expect.poll(async () => (await serverFollows(request, userId)).persons).toHaveLength(1);

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toast).toBeHidden();
  // The click on Undo closed the card; the row's own toggle shares its state.
  await expect(card).toBeHidden();
  await expect(row.getByRole('button', { name: `Follow ${name}` })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await serverFollows(request, userId)).persons).toEqual([]);
});

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
]) {
  test(`on an article, a person's name opens their card to follow from, with the toast and Undo (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    const userId = await freshReader(page);
    const response = await request.get('/mediaApi/v1.0/content/?limit=20&sortBy=newest');
    const stories = (await response.json()).content as { contentId: string; persons?: Ref[] }[];
    const story = stories.find((item) => (item.persons?.length ?? 0) > 0)!;
    const person = story.persons!.at(-1)!;
    await page.goto(`/article/${story.contentId}`);

    const inStory = page.getByRole('region', { name: 'In this story' });
    const name = inStory.getByRole('button', { name: person.name, exact: true });
    await name.click();
    await expect(name).toHaveAttribute('aria-expanded', 'true');
    const card = page.getByRole('group', { name: `About ${person.name}` });
    await expect(card.getByRole('link', { name: 'See their stories' })).toBeInViewport();
    // The card stays inside the window: nothing to scroll sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const follow = card.getByRole('button', { name: `Follow ${person.name}` });
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    const toast = page
      .getByRole('status')
      .getByRole('listitem')
      .filter({ hasText: `Following ${person.name}` });
    await expect(toast).toBeVisible();
    await expect.poll(async () => (await serverFollows(request, userId)).persons).toEqual([person.id]);

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(toast).toBeHidden();
    await expect(inStory.getByRole('button', { name: `Follow ${person.name}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect.poll(async () => (await serverFollows(request, userId)).persons).toEqual([]);
  });
}
