import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/api/client';
import type { ContentItem, ContentList } from '@/api/schemas';
import {
  feedInfiniteQueryOptions,
  feedKeys,
  feedSampleQueryOptions,
  findCachedStory,
  flattenPages,
  neighboursInFeed,
  nextOffset,
  MAX_START_PAGE,
  pageRequest,
  PAGE_SIZE,
  pageStart,
} from './api';

const story = (index: number): ContentItem => ({
  contentId: `id-${index}`,
  title: `Story ${index}`,
  contentSource: 'acme',
  publishedAt: 1_700_000_000 - index,
});

const page = (from: number, count: number): ContentList => ({
  totalItems: count,
  content: Array.from({ length: count }, (_, index) => story(from + index)),
});

describe('paging rules', () => {
  it('continues after a full page and stops after a short one', () => {
    expect(nextOffset(page(0, PAGE_SIZE), 0)).toBe(20);
    expect(nextOffset(page(20, PAGE_SIZE), 20)).toBe(40);
    expect(nextOffset(page(40, 7), 40)).toBeUndefined();
    expect(nextOffset(page(40, 0), 40)).toBeUndefined();
  });

  it('never sends offset=0: the first page has no offset at all', () => {
    const first = pageRequest({ tag: ['x'] }, 0).query;
    expect(first.has('offset')).toBe(false);
    expect(first.get('limit')).toBe('20');
    expect(first.get('thumbImgWidth')).toBe('192');
    expect(pageRequest({}, 40).query.get('offset')).toBe('40');
  });

  it('keys equal views equally and paged apart from unpaged', () => {
    expect(feedKeys.infinite({ tag: ['a', 'b'], language: '' })).toEqual(
      feedKeys.infinite({ tag: ['a', 'b'] }),
    );
    expect(feedKeys.infinite({ tag: ['a'] })).not.toEqual(feedKeys.infinite({ tag: ['b'] }));
    expect(feedInfiniteQueryOptions({}).queryKey).not.toEqual(feedSampleQueryOptions({}).queryKey);
  });
});

describe('the infinite query against a stubbed API', () => {
  const requested: string[] = [];
  const TOTAL = 47;

  beforeEach(() => {
    requested.length = 0;
    configureApiClient({
      baseUrl: '',
      fetch: vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://test');
        requested.push(url.search);
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = Number(url.searchParams.get('limit'));
        const count = Math.max(0, Math.min(limit, TOTAL - offset));
        return new Response(JSON.stringify(page(offset, count)), { status: 200 });
      }) as unknown as typeof fetch,
    });
  });

  afterEach(() => configureApiClient({ baseUrl: '' }));

  it('walks the pages once each and stops at the short page', async () => {
    const client = new QueryClient();
    const observer = new InfiniteQueryObserver(client, feedInfiniteQueryOptions({ sortBy: 'newest' }));
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    // Asking twice while a page is in flight must not send its request twice.
    await Promise.all([
      observer.fetchNextPage({ cancelRefetch: false }),
      observer.fetchNextPage({ cancelRefetch: false }),
    ]);
    await observer.fetchNextPage({ cancelRefetch: false });
    const result = observer.getCurrentResult();
    expect(result.hasNextPage).toBe(false);
    expect(flattenPages(result.data)).toHaveLength(TOTAL);
    expect(requested.map((search) => new URLSearchParams(search).get('offset'))).toEqual([null, '20', '40']);
    unsubscribe();

    const key = feedKeys.infinite({ sortBy: 'newest' });
    expect(findCachedStory(client, 'id-21')?.title).toBe('Story 21');
    expect(neighboursInFeed(client, key, 'id-20')).toMatchObject({
      previous: { contentId: 'id-19' },
      next: { contentId: 'id-21' },
    });
    expect(neighboursInFeed(client, key, 'id-46').next).toBeUndefined();
  });

  it('shows a story once even when a page repeats one', () => {
    const data = { pages: [page(0, 3), page(2, 3)], pageParams: [0, 3] };
    expect(flattenPages(data).map((item) => item.contentId)).toEqual([
      'id-0',
      'id-1',
      'id-2',
      'id-3',
      'id-4',
    ]);
  });
});

describe('pageStart', () => {
  it('starts a list at the URL page (2 … 50) and at the top for anything else', () => {
    expect(pageStart('')).toBe(0);
    expect(pageStart('page=2')).toBe(PAGE_SIZE);
    expect(pageStart('category=Sports&page=3')).toBe(2 * PAGE_SIZE);
    expect(pageStart(`page=${MAX_START_PAGE}`)).toBe((MAX_START_PAGE - 1) * PAGE_SIZE);
    for (const page of ['1', '0', '-2', '2.5', 'x', '51', '0002', '1e3'])
      expect(pageStart(`page=${page}`)).toBe(0);
  });

  it('keeps a list that starts further down apart from the one that starts at the top', () => {
    expect(feedInfiniteQueryOptions({}, PAGE_SIZE).queryKey).not.toEqual(
      feedInfiniteQueryOptions({}).queryKey,
    );
    expect(feedInfiniteQueryOptions({}, PAGE_SIZE).initialPageParam).toBe(PAGE_SIZE);
  });
});
