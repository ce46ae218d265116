// Search a reader understands: the box suggests people as they type, a person's full name leads the
// results with that person and their Follow button, and an empty result says what to try.
import { expect, test } from './test';
import { freshReader, somePerson } from './people-helpers';
import { appReady } from './waits';

test('typing part of a person’s name offers them; choosing them opens their page', async ({
  page,
  request,
}) => {
  await freshReader(page);
  const person = await somePerson(request);
  await page.goto('/');
  await appReady(page);
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Search stories' });
  await box.click();
  // The first letters of the first and the last name, in another case and without accents.
  const [first, last] = person.name.split(' ');
  const typed = `${first!.slice(0, 3)} ${last!.slice(0, 3)}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase();
  await box.pressSequentially(typed, { delay: 30 });
  const people = page.getByRole('listbox').getByRole('group', { name: 'People' });
  const option = people.getByRole('option', { name: person.name, exact: true });
  await expect(option).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();

  // The keyboard reaches it: ArrowDown until it is the active option, then Enter opens it.
  for (let step = 0; step < 12; step += 1) {
    await box.press('ArrowDown');
    if ((await option.getAttribute('aria-selected')) === 'true') break;
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/person/${encodeURIComponent(person.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
});

test('searching a person’s full name leads the results with them and their Follow button', async ({
  page,
  request,
}) => {
  await freshReader(page);
  const person = await somePerson(request);
  // On a phone: the card is one row, and the first story's title is on the first screen beside it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await appReady(page);
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Search stories' });
  await box.fill(person.name);
  // Enter on the text searches the stories, whatever is suggested.
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Results for “${person.name}”`);
  const main = page.getByRole('main');
  const card = main.getByRole('heading', { level: 2, name: person.name, exact: true });
  await expect(card).toBeVisible();
  const follow = main.getByRole('button', { name: `Follow ${person.name}` }).first();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  // The card comes before the first story.
  const cardTop = (await card.boundingBox())!.y;
  const firstStory = (await main.getByRole('article').first().boundingBox())!.y;
  expect(cardTop).toBeLessThan(firstStory);
  await expect(main.getByRole('article').first().getByRole('heading')).toBeInViewport({ ratio: 1 });
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
});

test('the searched words are marked in the titles of the results, whatever their case', async ({
  page,
  request,
}) => {
  const response = await request.get('/mediaApi/v1.0/content/?limit=5&sortBy=newest');
  const { content } = (await response.json()) as { content: { title: string }[] };
  // The longest word of a recent title, searched in upper case: the title shows it marked as written.
  const word = content[0]!.title.match(/[\p{L}]+/gu)!.sort((a, b) => b.length - a.length)[0]!;
  await page.goto(`/feed?q=${encodeURIComponent(word.toUpperCase())}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for');
  const marked = page.getByRole('main').getByRole('article').getByRole('heading').locator('mark');
  await expect(marked.first()).toBeVisible();
  expect((await marked.allTextContents()).map((text) => text.toLowerCase())).toContain(word.toLowerCase());
});

test('a search that finds nothing suggests a name close to its words and the latest stories', async ({
  page,
  request,
}) => {
  await freshReader(page);
  const person = await somePerson(request);
  const lastName = person.name.split(' ').at(-1)!;
  // A real word beside one no story has: nothing matches both.
  await page.goto(`/feed?q=${encodeURIComponent(`${lastName} qqzzxv`)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for');
  await expect(page.getByText('No stories found for')).toBeVisible();
  await expect(page.getByText('Check the spelling, or try fewer or other words.')).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(lastName) })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: `Search “${lastName}” alone` })).toHaveAttribute(
    'href',
    `/feed?topic=${encodeURIComponent(`${lastName}:ext`)}`,
  );
  await page.getByRole('link', { name: 'See the latest stories' }).click();
  await expect(page).toHaveURL(/\/$/);
});
