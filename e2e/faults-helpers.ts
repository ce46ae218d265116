// A faulty backend for the fault journeys: every `/mediaApi/…` request of a page can be answered with a
// fault (an error status, a broken body, a dropped connection) or held until the test releases it.
// Everything else — the app, its config, images — is the real server.
import { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import { serveUnrendered } from './unrendered';

export type Fault =
  | { kind: 'status'; status: number; headers?: Record<string, string>; json?: unknown }
  | { kind: 'body'; contentType: string; body: string }
  | { kind: 'abort' }
  | { kind: 'hold' };

/** The reader's pages, with ids drawn from the seeded data, and what each shows once loaded. */
export interface PageCase {
  name: string;
  url: string;
  /** Subjects whose 404 is the page's own not-found page rather than an error panel. */
  entity: boolean;
  filled: (page: Page) => Locator;
}

const feedStory = (page: Page) => page.getByRole('feed').getByRole('article').first();
const heading = (text: string) => (page: Page) => page.getByRole('heading', { level: 1, name: text });

interface Story {
  contentId: string;
  title: string;
  persons?: { id: string; name: string }[];
  teams?: { id: string; name: string }[];
}

/** Every page of the reader that asks the API for something. */
export const PAGE_NAMES = [
  'home',
  'feed with filters',
  'category by id',
  'category by name',
  'article',
  'person',
  'team',
  'profile',
  'comics',
  'categories',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

let cases: PageCase[] | undefined;

/** One page's case, by name. */
export async function pageCase(request: APIRequestContext, name: PageName): Promise<PageCase> {
  return (await pageCases(request)).find((candidate) => candidate.name === name)!;
}

/** Resolved once per worker from the real API: the seed decides the ids, the tests never hard-code them. */
export async function pageCases(request: APIRequestContext): Promise<PageCase[]> {
  if (cases) return cases;
  const stories = (await (await request.get('/mediaApi/v1.0/content/?limit=100')).json()).content as Story[];
  const categories = (await (await request.get('/mediaApi/mediaApi/v1.0/category')).json()).categories as {
    categoryId: number;
    categoryName: string;
  }[];
  const person = stories.flatMap((story) => story.persons ?? [])[0]!;
  const team = stories.flatMap((story) => story.teams ?? [])[0]!;
  const category = categories[0]!;
  const story = stories[0]!;
  const personName = (await (await request.get(`/mediaApi/v1.0/person/${person.id}`)).json()).name as string;
  const teamName = (await (await request.get(`/mediaApi/v1.0/team/${team.id}`)).json()).name as string;
  cases = [
    { name: 'home', url: '/', entity: false, filled: feedStory },
    {
      name: 'feed with filters',
      url: `/feed?language=en&category=${encodeURIComponent(category.categoryName)}`,
      entity: false,
      filled: feedStory,
    },
    { name: 'category by id', url: `/categories/${category.categoryId}`, entity: true, filled: feedStory },
    {
      name: 'category by name',
      url: `/c/${encodeURIComponent(category.categoryName)}`,
      entity: true,
      filled: feedStory,
    },
    { name: 'article', url: `/article/${story.contentId}`, entity: true, filled: heading(story.title) },
    { name: 'person', url: `/person/${person.id}`, entity: true, filled: heading(personName) },
    { name: 'team', url: `/team/${team.id}`, entity: true, filled: heading(teamName) },
    {
      name: 'profile',
      url: '/profile',
      entity: false,
      filled: (page) => page.getByText('You follow no one yet'),
    },
    {
      name: 'comics',
      url: '/comics',
      entity: false,
      filled: (page) =>
        page
          .getByRole('main')
          .getByRole('img', { name: /^\w+, \w+ \d{1,2}, \d{4}$/ })
          .first(),
    },
    {
      name: 'categories',
      url: '/categories',
      entity: false,
      filled: (page) => page.getByRole('main').getByRole('link', { name: category.categoryName }).first(),
    },
  ];
  return cases;
}

/** Puts a fault in front of every API request of the page; `lift()` lets requests through again. */
export async function faultyBackend(page: Page, initial: Fault) {
  // The faults are the browser's to meet: its page arrives without the server's data.
  await serveUnrendered(page);
  let fault: Fault | undefined = initial;
  const held: (() => void)[] = [];
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/mediaApi/')) requests.push(request.url());
  });
  await page.route('**/mediaApi/**', async (route: Route) => {
    const now = fault;
    if (!now) return route.fallback();
    switch (now.kind) {
      case 'status':
        return route.fulfill({ status: now.status, headers: now.headers, json: now.json });
      case 'body':
        return route.fulfill({ status: 200, contentType: now.contentType, body: now.body });
      case 'abort':
        return route.abort('connectionreset');
      case 'hold':
        await new Promise<void>((resolve) => held.push(resolve));
        return route.fallback();
    }
  });
  return {
    requests,
    /** How often each distinct API address was asked for. */
    counts: () => {
      const byUrl = new Map<string, number>();
      for (const url of requests) byUrl.set(url, (byUrl.get(url) ?? 0) + 1);
      return [...byUrl.values()];
    },
    /** Another fault from now on; the request log starts afresh. */
    set(next: Fault) {
      fault = next;
      requests.splice(0);
    },
    lift() {
      fault = undefined;
      for (const release of held.splice(0)) release();
    },
    held: () => held.length,
  };
}

/**
 * Errors the app itself reports: uncaught exceptions and console errors. The browser's own line for a
 * failed request ("Failed to load resource …") is the network's report of the fault we injected.
 */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return errors;
}

/** Never a blank page: the main landmark and one top-level heading. */
export async function expectPageFrame(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}
