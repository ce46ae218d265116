import { expect, test } from './test';
import { freshReader, serverFollows, somePerson, someTeams, pageFollowButton } from './people-helpers';

test('follow a person from their page, see them on the profile; unfollow there and the person page agrees', async ({
  page,
  request,
}) => {
  const userId = await freshReader(page);
  const person = await somePerson(request);

  await page.goto(`/person/${encodeURIComponent(person.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  await expect(page.getByRole('link', { name: `${person.name} on Wikipedia` })).toBeVisible();
  const follow = pageFollowButton(page, person.name);
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveAttribute('aria-busy', 'false');
  expect((await serverFollows(request, userId)).persons).toEqual([person.id]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  const persons = page.getByRole('region', { name: /People/ });
  await expect(persons.getByRole('link', { name: person.name, exact: true })).toBeVisible();
  await persons.getByRole('button', { name: `Unfollow ${person.name}` }).click();
  // The row stays, offering the follow toggle to take the unfollow back.
  const refollow = persons.getByRole('button', { name: `Follow ${person.name}` });
  await expect(refollow).toHaveAttribute('aria-pressed', 'false');
  await expect(refollow).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('status').getByText(`No longer following ${person.name}`)).toBeVisible();
  expect((await serverFollows(request, userId)).persons).toEqual([]);

  await persons.getByRole('link', { name: person.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  await expect(pageFollowButton(page, person.name)).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(pageFollowButton(page, person.name)).toHaveAttribute('aria-pressed', 'false');
});

test('a team page shows the team, its follow toggle and the persons of its stories with theirs', async ({
  page,
  request,
}) => {
  const userId = await freshReader(page);
  const [team] = await someTeams(request);
  await page.goto(`/team/${encodeURIComponent(team!.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: team!.name })).toBeVisible();
  await expect(page.getByText(team!.competitionName, { exact: true })).toBeVisible();

  const followTeam = pageFollowButton(page, team!.name);
  await followTeam.click();
  await expect(followTeam).toHaveAttribute('aria-pressed', 'true');
  await expect(followTeam).toHaveAttribute('aria-busy', 'false');
  expect((await serverFollows(request, userId)).teams).toEqual([team!.id]);

  const people = page.getByRole('region', { name: `People in ${team!.name} stories` });
  const firstPerson = people.getByRole('listitem').first();
  // Each name opens a card about them (closed until asked).
  const name = (await firstPerson.getByRole('button', { expanded: false }).textContent())!;
  const followPerson = firstPerson.getByRole('button', { name: `Follow ${name}` });
  await followPerson.click();
  await expect(followPerson).toHaveAttribute('aria-pressed', 'true');
  await expect(followPerson).toHaveAttribute('aria-busy', 'false');
  expect((await serverFollows(request, userId)).persons).toHaveLength(1);
});

test('an unknown person or team reads as not found', async ({ page }) => {
  await freshReader(page);
  await page.goto('/person/Nobody%20Anyone%20Knows');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page.getByText('There is no person with the id or name “Nobody Anyone Knows”.')).toBeVisible();
  await page.goto('/team/Q0');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
});

test('another reader’s profile is read-only', async ({ page, request }) => {
  await freshReader(page);
  const person = await somePerson(request, 1);
  const other = `e2e-other-${Math.random().toString(36).slice(2, 10)}`;
  expect((await request.get(`/mediaApi/v1.0/person/${person.id}/add?userId=${other}`)).ok()).toBe(true);
  await page.goto(`/user/${other}`);
  await expect(page.getByRole('heading', { level: 1, name: 'A reader’s follows' })).toBeVisible();
  await expect(page.getByRole('link', { name: person.name })).toBeVisible();
  await expect(page.getByRole('button', { name: `Follow ${person.name}` })).toHaveCount(0);
});
