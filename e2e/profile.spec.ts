import { expect, test } from '@playwright/test';
import { freshReader, someTeams } from './people-helpers';

test('filter the profile by sport type and competition, kept in the URL', async ({ page, request }) => {
  const userId = await freshReader(page);
  const teams = await someTeams(request);
  const soccer = teams.find((team) => team.sportType === 1);
  const basketball = teams.find((team) => team.sportType === 2);
  expect(soccer, 'a soccer team in recent stories').toBeDefined();
  expect(basketball, 'a basketball team in recent stories').toBeDefined();
  for (const team of [soccer!, basketball!]) {
    const response = await request.get(`/mediaApi/v1.0/team/${team.id}/add?userId=${userId}`, {
      headers: { 'x-gazette-intent': 'follow' },
    });
    expect(response.ok()).toBe(true);
  }

  await page.goto('/profile');
  const teamList = page.getByRole('region', { name: /Teams/ });
  await expect(teamList.getByRole('link', { name: soccer!.name })).toBeVisible();
  await expect(teamList.getByRole('link', { name: basketball!.name })).toBeVisible();

  await page.getByLabel('Sport').selectOption({ label: 'Soccer' });
  await expect(page).toHaveURL(/[?&]sportType=1(&|$)/);
  await expect(teamList.getByRole('link', { name: soccer!.name })).toBeVisible();
  await expect(teamList.getByRole('link', { name: basketball!.name })).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Sport')).toHaveValue('1');
  await expect(teamList.getByRole('link', { name: soccer!.name })).toBeVisible();
  await expect(teamList.getByRole('link', { name: basketball!.name })).toHaveCount(0);

  await page.getByLabel('Sport').selectOption({ label: 'All sports' });
  await page.getByLabel('Competition').selectOption({ label: basketball!.competitionName });
  await expect(page).toHaveURL(new RegExp(`[?&]competitionId=${basketball!.competitionId}(&|$)`));
  await expect(teamList.getByRole('link', { name: basketball!.name })).toBeVisible();
  await expect(teamList.getByRole('link', { name: soccer!.name })).toHaveCount(0);

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
  const name = (await first.getByRole('link').textContent())!;
  await first.getByRole('button', { name: `Follow ${name}` }).click();
  await expect(page.getByRole('region', { name: /Persons/ }).getByRole('link', { name })).toBeVisible();
  await expect(first.getByRole('button', { name: `Follow ${name}` })).toHaveAttribute('aria-pressed', 'true');
});
