// What the comics journeys ask the API directly, and the day arithmetic they check the page against.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Comic {
  contentId: string;
  pubDate: number;
  theme: string;
  imageURL: string;
}

export async function listComics(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get(`/mediaApi/v1.0/mid/comics?${new URLSearchParams(query).toString()}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { comics: Comic[] }).comics;
}

export const isoDay = (comic: Comic) => new Date(comic.pubDate * 1000).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
export const weekdayDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
export const apiDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** The strips of the gallery (not the viewer's). */
export const galleryStrips = (page: Page) => page.getByRole('main').locator('li img');
