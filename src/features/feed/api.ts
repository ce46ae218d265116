import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints, type ThumbnailParams } from '@/api/endpoints';
import type { ContentItem, ContentList } from '@/api/schemas';
import type { FeedFilters } from './filter-table';
import { toContentFilters } from './filters';

/** The contract's default page size; a shorter page is the end. */
export const PAGE_SIZE = 20;

/** The box a story's thumbnail is drawn in on wide screens: what the list asks the API for. */
export const THUMBNAIL = { width: 192, height: 128 } as const;

/**
 * The wire form of the filters: equal views give equal keys, whatever order the reader chose
 * things in, and a Date becomes the exact string the API gets.
 */
function keyOf(filters: FeedFilters): Record<string, string> {
  const query = endpoints.contentList(toContentFilters(filters)).query;
  // Parameter names are ASCII: a plain comparison (localeCompare builds a collator, which costs tens of
  // milliseconds on a phone's first render).
  return Object.fromEntries([...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export const feedKeys = {
  all: ['feed'] as const,
  /** Paged lists; never shared with an unpaged query (conventions §2). */
  infinite: (filters: FeedFilters, start = 0) =>
    [
      ...feedKeys.all,
      'infinite',
      start > 0 ? { ...keyOf(filters), '@start': String(start) } : keyOf(filters),
    ] as const,
  /** The newest few stories of a view, asked for now and then to tell the reader of news (new-stories.ts). */
  newest: (filters: FeedFilters) => [...feedKeys.all, 'newest', keyOf(filters)] as const,
  /** A single first page, for samples such as "people in the news". */
  sample: (filters: FeedFilters, limit: number) =>
    [...feedKeys.all, 'sample', keyOf(filters), limit] as const,
};

export type FeedKey = ReturnType<typeof feedKeys.infinite>;

const thumbnailParams: ThumbnailParams = {
  thumbImgWidth: THUMBNAIL.width,
  thumbImgHeight: THUMBNAIL.height,
};

/**
 * Where the next page starts, or `undefined` at the end. The contract reads an explicit
 * `offset=0` as "everything", so the first page sends no offset and later ones never send 0;
 * `totalItems` counts this response only, so only a short page marks the end.
 */
export function nextOffset(
  lastPage: ContentList,
  lastOffset: number,
  pageSize = PAGE_SIZE,
): number | undefined {
  if (lastPage.content.length < pageSize) return undefined;
  return lastOffset + lastPage.content.length;
}

/** The request for the page that starts at `offset` (0 = the first page, sent without offset). */
export function pageRequest(filters: FeedFilters, offset: number, pageSize = PAGE_SIZE) {
  return endpoints.contentList({
    ...toContentFilters(filters),
    ...thumbnailParams,
    limit: pageSize,
    offset: offset > 0 ? offset : undefined,
  });
}

/** The furthest page a reader URL may start at (`?page=`). */
export const MAX_START_PAGE = 50;

/**
 * Where a list starts: 0, or the offset of the reader URL's `page` (2, 3, …), which the "More stories"
 * link of a page read without JavaScript leads to (the app pages on from there as it always does).
 */
export function pageStart(search: URLSearchParams | string): number {
  const value = new URLSearchParams(search).get('page') ?? '';
  const page = /^\d{1,3}$/.test(value) ? Number(value) : 1;
  return page >= 2 && page <= MAX_START_PAGE ? (page - 1) * PAGE_SIZE : 0;
}

export const feedInfiniteQueryOptions = (filters: FeedFilters, start = 0) =>
  infiniteQueryOptions({
    queryKey: feedKeys.infinite(filters, start),
    queryFn: ({ pageParam, signal }) => apiRequest(pageRequest(filters, pageParam), { signal }),
    initialPageParam: start,
    getNextPageParam: (lastPage, _allPages, lastPageParam) => nextOffset(lastPage, lastPageParam),
    // Loaded pages are what the reader comes back to: keep them, and do not refetch every
    // page of a long list on return or on focus (that would also move what is on screen). News is
    // looked for separately and comes in when the reader asks (new-stories.ts, decision 0023).
    staleTime: 10 * 60_000,
    refetchOnWindowFocus: false,
    gcTime: 30 * 60_000,
  });

export const feedSampleQueryOptions = (filters: FeedFilters, limit = PAGE_SIZE) =>
  queryOptions({
    queryKey: feedKeys.sample(filters, limit),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.contentList({ ...toContentFilters(filters), ...thumbnailParams, limit }), {
        signal,
      }),
    staleTime: 5 * 60_000,
  });

/** How many of the newest stories the filters' suggestions are drawn from. */
export const SUGGESTION_SAMPLE = 100;

/**
 * The stories the filter suggestions (persons, teams, tags, providers) come from: the newest 100 in
 * the feed's language (`''` or none: every language). One cached query for all four fields
 * (docs/decisions/0021).
 */
export const filterSuggestionsQueryOptions = (language: string | undefined) =>
  feedSampleQueryOptions(language ? { sortBy: 'newest', language } : { sortBy: 'newest' }, SUGGESTION_SAMPLE);

/** The stories of all loaded pages, each once (a story published meanwhile may shift a page). */
export function flattenPages(data: InfiniteData<ContentList, unknown> | undefined): ContentItem[] {
  if (!data) return [];
  const seen = new Set<string>();
  const items: ContentItem[] = [];
  for (const page of data.pages) {
    for (const item of page.content) {
      if (seen.has(item.contentId)) continue;
      seen.add(item.contentId);
      items.push(item);
    }
  }
  return items;
}

/** Navigation state a story link carries, so the article can offer the list's next and previous. */
export interface FromFeedState {
  feedKey: FeedKey;
}

export function isFromFeedState(value: unknown): value is FromFeedState {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { feedKey?: unknown }).feedKey) &&
    (value as { feedKey: unknown[] }).feedKey[0] === feedKeys.all[0]
  );
}

/** A story already in any loaded list: lets an article open before its own request answers. */
export function findCachedStory(client: QueryClient, contentId: string): ContentItem | undefined {
  for (const [, data] of client.getQueriesData<InfiniteData<ContentList, number>>({
    queryKey: [...feedKeys.all, 'infinite'],
  })) {
    for (const page of data?.pages ?? []) {
      const found = page.content.find((item) => item.contentId === contentId);
      if (found) return found;
    }
  }
  for (const [, data] of client.getQueriesData<ContentList>({ queryKey: [...feedKeys.all, 'sample'] })) {
    const found = data?.content.find((item) => item.contentId === contentId);
    if (found) return found;
  }
  return undefined;
}

/** The stories before and after one in the list it was opened from. */
export function neighboursInFeed(
  client: QueryClient,
  feedKey: FeedKey,
  contentId: string,
): { previous?: ContentItem; next?: ContentItem } {
  const items = flattenPages(client.getQueryData<InfiniteData<ContentList, number>>(feedKey));
  const index = items.findIndex((item) => item.contentId === contentId);
  if (index < 0) return {};
  return { previous: items[index - 1], next: items[index + 1] };
}
