// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/endpoints';
import { NEVER_CACHED_API_URL, OFFLINE_API_URL } from './offline-api-urls';
import { belongsToUser, forgetUserAnswers, OFFLINE_CACHES } from './offline-caches';
import { formatBytes } from './offline-storage';

const url = (spec: { path: string; query: URLSearchParams }, origin = 'http://127.0.0.1:8080') =>
  `${origin}${spec.path}?${spec.query}`;

describe('the service worker never caches follow, unfollow or user data', () => {
  const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it.each([
    ['follow person', endpoints.followPerson('Q615', { userId })],
    ['unfollow person', endpoints.unfollowPerson('Q615', { userId })],
    ['follow team', endpoints.followTeam('Q7156', { userId })],
    ['unfollow team', endpoints.unfollowTeam('Q7156', { userId })],
    ['user data', endpoints.user(userId)],
  ])('%s goes to the network only, on any origin', (_name, spec) => {
    expect(NEVER_CACHED_API_URL.test(url(spec))).toBe(true);
    expect(NEVER_CACHED_API_URL.test(url(spec, 'https://news.example'))).toBe(true);
  });

  it.each([
    ['a person', endpoints.person('Q615', { userId })],
    ['a team', endpoints.team('Q7156')],
    ['an article', endpoints.contentById('abc', { userId })],
    ['a content list', endpoints.contentList({ person: ['Q615'] })],
    ['the comics', endpoints.comics({})],
    ['the categories', endpoints.categoryList()],
  ])('%s may be kept for offline reading', (_name, spec) => {
    expect(NEVER_CACHED_API_URL.test(url(spec))).toBe(false);
    expect(OFFLINE_API_URL.test(url(spec))).toBe(true);
    expect(OFFLINE_API_URL.test(url(spec, 'https://news.example'))).toBe(true);
  });

  it.each([
    ['the list without its trailing slash', '/mediaApi/v1.0/content'],
    ['the categories under the single segment', '/mediaApi/v1.0/category?language=es'],
    ['a category by name, doubled segment', '/mediaApi/mediaApi/v1.0/category/name/Sports'],
  ])('%s may be kept too', (_name, path) => {
    expect(OFFLINE_API_URL.test(`http://127.0.0.1:8080${path}`)).toBe(true);
  });

  it.each([
    ['an image', '/media/abc.jpg'],
    ['a page', '/person/Q615'],
    ['the API description', '/openapi.json'],
    ['a path that only starts like an operation', '/mediaApi/v1.0/contents'],
    ['an unknown operation', '/mediaApi/v1.0/person/Q615/top'],
  ])('%s is not an API read', (_name, path) => {
    expect(OFFLINE_API_URL.test(`http://127.0.0.1:8080${path}`)).toBe(false);
    expect(NEVER_CACHED_API_URL.test(`http://127.0.0.1:8080${path}`)).toBe(false);
  });
});

describe('formatBytes', () => {
  it('states sizes in KB below a megabyte and in MB above', () => {
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(860_000)).toBe('840 KB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatBytes(42 * 1024 * 1024)).toBe('42 MB');
  });
});

/** The browser's CacheStorage as far as forgetUserAnswers uses it: named caches of requests, in memory. */
function cacheStorage(entries: Record<string, string[]>): CacheStorage & { urls: () => string[] } {
  const stores = new Map(Object.entries(entries).map(([name, urls]) => [name, new Set(urls)]));
  const open = (name: string) => {
    const urls = stores.get(name) ?? new Set<string>();
    stores.set(name, urls);
    return Promise.resolve({
      keys: () => Promise.resolve([...urls].map((url) => new Request(url))),
      delete: (request: Request) => Promise.resolve(urls.delete(request.url)),
    } as unknown as Cache);
  };
  return {
    has: (name: string) => Promise.resolve(stores.has(name)),
    open,
    urls: () => [...stores.values()].flatMap((urls) => [...urls]),
  } as unknown as CacheStorage & { urls: () => string[] };
}

describe('resetting the user id', () => {
  const old = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const next = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
  const origin = 'https://news.example';

  it('recognises the id as a parameter or a path segment, and nothing that merely contains it', () => {
    expect(belongsToUser(url(endpoints.person('Q615', { userId: old }), origin), old)).toBe(true);
    expect(belongsToUser(`${origin}/mediaApi/v1.0/user/${old}`, old)).toBe(true);
    expect(belongsToUser(`${origin}/mediaApi/v1.0/content/?userId=${next}`, old)).toBe(false);
    expect(belongsToUser(`${origin}/mediaApi/v1.0/content/?q=${old}x`, old)).toBe(false);
    expect(belongsToUser('%', old)).toBe(false);
  });

  it('removes the old id’s answers from the offline caches and keeps everything else', async () => {
    const mine = url(endpoints.contentById('abc', { userId: old }), origin);
    const theirs = url(endpoints.contentById('abc', { userId: next }), origin);
    const shared = url(endpoints.categoryList(), origin);
    const storage = cacheStorage({
      [OFFLINE_CACHES.api.name]: [
        mine,
        theirs,
        shared,
        url(endpoints.person('Q615', { userId: old }), origin),
      ],
      [OFFLINE_CACHES.images.name]: [`${origin}/media/persons/Q615.png`],
    });
    expect(await forgetUserAnswers(old, storage)).toBe(2);
    expect(storage.urls().sort()).toEqual([theirs, shared, `${origin}/media/persons/Q615.png`].sort());
  });

  it('does nothing where the browser keeps no caches', async () => {
    expect(await forgetUserAnswers(old, undefined)).toBe(0);
  });
});
