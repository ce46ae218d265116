import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/endpoints';
import { NEVER_CACHED_API_URL } from './offline-caches';
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
