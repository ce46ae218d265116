// Telling an open feed's reader that newer stories exist, without changing the list they read
// (decision 0023): a small "newest" query, asked for on an interval and when the window regains
// focus, compared with the stories on screen.
import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import type { ContentItem } from '@/api/schemas';
import { getConfig } from '@/lib/config';
import { feedKeys, PAGE_SIZE } from './api';
import type { FeedFilters } from './filter-table';
import { toContentFilters } from './filters';

/** How often an open feed asks for news unless the runtime configuration says otherwise. */
export const DEFAULT_NEW_STORIES_POLL_MS = 60_000;

/** The configured interval (`newStoriesPollMs` in /config.json); 0 = never ask. */
export function newStoriesPollMs(): number {
  return getConfig().newStoriesPollMs ?? DEFAULT_NEW_STORIES_POLL_MS;
}

/**
 * The newest stories of the view, newest first whatever the view's own order (a personalised list
 * ranks followed stories first, yet news is news): at most a page, so "20+" is as far as it counts.
 */
export const newestStoriesQueryOptions = (filters: FeedFilters, pollMs: number) => {
  const newest: FeedFilters = { ...filters, sortBy: 'newest' };
  return queryOptions({
    queryKey: feedKeys.newest(newest),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.contentList({ ...toContentFilters(newest), limit: PAGE_SIZE }), { signal }),
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
};

/**
 * How many of `newest` the reader has not got: not among the stories shown and published after the
 * newest of them. `more` when all of `newest` are new (there may be more than it holds).
 */
export function countNewer(
  newest: readonly ContentItem[],
  shown: readonly ContentItem[],
): { count: number; more: boolean } {
  if (shown.length === 0) return { count: 0, more: false };
  const have = new Set(shown.map((item) => item.contentId));
  const latest = Math.max(...shown.map((item) => item.publishedAt));
  const count = newest.filter((item) => !have.has(item.contentId) && item.publishedAt > latest).length;
  return { count, more: count > 0 && count === newest.length && newest.length >= PAGE_SIZE };
}

/**
 * Whether newer stories than `shown` exist. Nothing is asked on mount (the list was just loaded, and a
 * page that arrived rendered must not ask again): the first look is after one interval or when the
 * window comes back into view, then TanStack Query's interval and focus refetching take over.
 */
export function useNewerStories(
  filters: FeedFilters,
  shown: readonly ContentItem[],
  enabled: boolean,
): { count: number; more: boolean } {
  const pollMs = newStoriesPollMs();
  const active = enabled && pollMs > 0;
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!active || armed) return;
    const arm = () => setArmed(true);
    const onVisible = () => {
      if (document.visibilityState === 'visible') arm();
    };
    const timer = window.setTimeout(arm, pollMs);
    window.addEventListener('focus', arm);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('focus', arm);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active, armed, pollMs]);
  const newest = useQuery({ ...newestStoriesQueryOptions(filters, pollMs), enabled: active && armed });
  if (!active || !newest.data) return { count: 0, more: false };
  return countNewer(newest.data.content, shown);
}
