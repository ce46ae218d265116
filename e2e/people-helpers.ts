// Shared steps of the people, follow and profile journeys: a fresh reader, real ids from the API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Ref {
  id: string;
  name: string;
}

/** A reader nobody has seen: every journey starts with no follows. */
export async function freshReader(page: Page): Promise<string> {
  const userId = `e2e-${Math.random().toString(36).slice(2, 12)}`;
  await page.addInitScript((id) => {
    localStorage.setItem(
      'gazette.settings',
      JSON.stringify({ userId: id, optOut: false, language: '', country: '' }),
    );
  }, userId);
  return userId;
}

async function recentItems(request: APIRequestContext, limit = 20) {
  const response = await request.get(`/mediaApi/v1.0/content/?limit=${limit}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).content as { persons?: Ref[]; teams?: Ref[] }[];
}

/** A person the API names in a recent story (never hard-coded: the seed may change). */
export async function somePerson(request: APIRequestContext, index = 0): Promise<Ref> {
  const persons = (await recentItems(request)).flatMap((item) => item.persons ?? []);
  const unique = [...new Map(persons.map((person) => [person.id, person])).values()];
  expect(unique.length).toBeGreaterThan(index);
  return unique[index]!;
}

/** Teams from recent stories with their sport and competition, as the team operation tells. */
export async function someTeams(request: APIRequestContext) {
  const teams = (await recentItems(request, 100)).flatMap((item) => item.teams ?? []);
  const unique = [...new Map(teams.map((team) => [team.id, team])).values()].slice(0, 30);
  return Promise.all(
    unique.map(async (team) => {
      const response = await request.get(`/mediaApi/v1.0/team/${encodeURIComponent(team.id)}`);
      return (await response.json()) as Ref & {
        sportType: number;
        competitionId: number;
        competitionName: string;
      };
    }),
  );
}

/** What the server holds for the reader. */
export async function serverFollows(request: APIRequestContext, userId: string) {
  const response = await request.get(`/mediaApi/v1.0/user/${userId}`);
  expect(response.ok()).toBe(true);
  const data = (await response.json()) as { followedPersons: Ref[]; followedTeams: Ref[] };
  return { persons: data.followedPersons.map((p) => p.id), teams: data.followedTeams.map((t) => t.id) };
}

export const FOLLOW_REQUEST = /\/mediaApi\/v1\.0\/(person|team)\/[^/?]+\/(add|delete)(\?|$)/;

/** Counts follow and unfollow requests, and the most that were ever on the wire at once. */
export function watchFollowRequests(page: Page) {
  const counter = { sent: 0, inFlight: 0, maxInFlight: 0, urls: [] as string[] };
  const done = (request: { url(): string }) => {
    if (FOLLOW_REQUEST.test(request.url())) counter.inFlight -= 1;
  };
  page.on('request', (request) => {
    if (!FOLLOW_REQUEST.test(request.url())) return;
    counter.sent += 1;
    counter.urls.push(request.url());
    counter.inFlight += 1;
    counter.maxInFlight = Math.max(counter.maxInFlight, counter.inFlight);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return counter;
}

/**
 * The follow button of the person or team page itself. The page's feed repeats the same
 * control beside every chip naming them (all share one state); the page's own comes first.
 */
export function pageFollowButton(page: Page, name: string) {
  return page
    .getByRole('main')
    .getByRole('button', { name: `Follow ${name}` })
    .first();
}
