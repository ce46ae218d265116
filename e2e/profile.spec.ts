import { expect, test } from './test';
import { freshReader, someTeams } from './people-helpers';

test('filter the profile by sport type and competition, kept in the URL', async ({ page, request }) => {
  const userId = await freshReader(page);
  const teams = await someTeams(request);
  const soccer = teams.find((team) => team.sportType === 1);
  const basketball = teams.find((team) => team.sportType === 2);
  expect(soccer, 'a soccer team in recent stories').toBeDefined();
  expect(basketball, 'a basketball team in recent stories').toBeDefined();
  const follow = async (ids: string[]) => {
    for (const id of ids) {
      const response = await request.get(`/mediaApi/v1.0/team/${id}/add?userId=${userId}`);
      expect(response.ok()).toBe(true);
    }
  };
  // A short list is read whole: no filters until there are six follows.
  await follow([soccer!.id, basketball!.id]);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: /Teams/ }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByLabel('Sport')).toHaveCount(0);
  const others = teams.filter((team) => team.id !== soccer!.id && team.id !== basketball!.id);
  await follow(others.slice(0, 4).map((team) => team.id));
  expect(others.length).toBeGreaterThanOrEqual(4);

  await page.reload();
  const teamList = page.getByRole('region', { name: /Teams/ });
  await expect(teamList.getByRole('link', { name: soccer!.name, exact: true })).toBeVisible();
  await expect(teamList.getByRole('link', { name: basketball!.name, exact: true })).toBeVisible();

  await page.getByLabel('Sport').selectOption({ label: 'Soccer' });
  await expect(page).toHaveURL(/[?&]sportType=1(&|$)/);
  await expect(teamList.getByRole('link', { name: soccer!.name, exact: true })).toBeVisible();
  await expect(teamList.getByRole('link', { name: basketball!.name, exact: true })).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Sport')).toHaveValue('1');
  await expect(teamList.getByRole('link', { name: soccer!.name, exact: true })).toBeVisible();
  await expect(teamList.getByRole('link', { name: basketball!.name, exact: true })).toHaveCount(0);

  await page.getByLabel('Sport').selectOption({ label: 'All sports' });
  await page.getByLabel('Competition').selectOption({ label: basketball!.competitionName });
  await expect(page).toHaveURL(new RegExp(`[?&]competitionId=${basketball!.competitionId}(&|$)`));
  await expect(teamList.getByRole('link', { name: basketball!.name, exact: true })).toBeVisible();
  await expect(teamList.getByRole('link', { name: soccer!.name, exact: true })).toHaveCount(0);

  await page.goBack();
  await expect(page.getByLabel('Competition')).toHaveValue('');
});

test('an empty profile suggests persons from recent stories, and following one lists them', async ({
  page,
}) => {
  await freshReader(page);
  await page.goto('/profile');
  await expect(page.getByText('You follow no one yet')).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'In the news now' });
  const first = suggestions.getByRole('listitem').first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('button', { name: `Follow ${name}` }).click();
  await expect(
    page.getByRole('region', { name: /People/ }).getByRole('link', { name, exact: true }),
  ).toBeVisible();
  await expect(first.getByRole('button', { name: `Follow ${name}` })).toHaveAttribute('aria-pressed', 'true');
});
