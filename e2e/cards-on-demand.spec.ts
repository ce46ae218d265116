// A person's or team's card (its facts, the follow control) is code of its own, loaded when a page is about
// to draw one (docs/decisions/0060): a name's card when the reader first reaches for the name, a search's lead
// before the search renders. A page that draws none never fetches it, and a card still opens on the first
// click while its code is on the way.
import { expect, test } from './test';
import { freshReader, somePerson, someTeams } from './people-helpers';
import { appReady, expectNoRequest, watchHydration } from './waits';

const CARD_CODE = /\/assets\/entity-card-[\w-]+\.js$/;

test('a name’s card opens on the first click while its code is on the way, and keeps its focus behaviour', async ({
  page,
  request,
}) => {
  await freshReader(page);
  const [team] = await someTeams(request);
  // The card's code arrives half a second after it is asked for.
  let asked = 0;
  await page.route(CARD_CODE, async (route) => {
    asked += 1;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto(`/team/${encodeURIComponent(team!.id)}`);
  await appReady(page);
  const people = page.getByRole('region', { name: `People in ${team!.name} stories` });
  const row = people.getByRole('listitem').first();
  const name = (await row.getByRole('button', { expanded: false }).textContent())!;
  const nameButton = row.getByRole('button', { name, exact: true });
  // Nothing on the page asked for a card.
  await expectNoRequest(page, CARD_CODE, 500);
  expect(asked).toBe(0);

  await nameButton.click();
  await expect(nameButton).toHaveAttribute('aria-expanded', 'true');
  const card = page.getByRole('group', { name: `About ${name}` });
  // At once: the card, with the way to their page; then its facts and its follow control.
  await expect(card.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'See their stories' })).toBeVisible();
  await expect(card.getByRole('button', { name: `Follow ${name}` })).toBeEnabled();
  expect(asked).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(nameButton).toBeFocused();
});

test('the feed loads a card’s code only for a search that leads with one, which hydrates as rendered', async ({
  page,
  request,
}) => {
  await freshReader(page);
  const person = await somePerson(request);
  const cardCode: string[] = [];
  page.on('request', (sent) => {
    if (CARD_CODE.test(sent.url())) cardCode.push(sent.url());
  });
  await page.goto('/feed?sortBy=newest');
  await appReady(page);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectNoRequest(page, CARD_CODE, 500);
  expect(cardCode).toEqual([]);

  // The search's own address, opened as a new page: the server renders the lead, the browser takes it over.
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Search stories' });
  await box.fill(person.name);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Results for “${person.name}”`);
  const address = page.url();
  const warnings = watchHydration(page);
  await page.goto(address);
  await appReady(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: person.name, exact: true })).toBeVisible();
  const follow = main.getByRole('button', { name: `Follow ${person.name}` }).first();
  await expect(follow).toBeEnabled();
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  expect(cardCode.length).toBeGreaterThan(0);
  expect(warnings).toEqual([]);
});
