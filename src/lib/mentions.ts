import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import type { ContentItem, EntityRef } from '@/api/schemas';

/**
 * The persons (or teams) named in a set of stories, most mentioned first (ties keep first
 * appearance). Feeds the suggestions wherever the app offers "people in the news" (home, profile,
 * team) and a person page's companions.
 */
export function mentioned(items: readonly ContentItem[], key: 'persons' | 'teams', max = 12): EntityRef[] {
  const counts = new Map<string, { ref: EntityRef; count: number; first: number }>();
  items.forEach((item, index) => {
    for (const ref of item[key] ?? []) {
      const entry = counts.get(ref.id);
      if (entry) entry.count += 1;
      else counts.set(ref.id, { ref, count: 1, first: index });
    }
  });
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, max)
    .map((entry) => entry.ref);
}

export const personsMentioned = (items: readonly ContentItem[], max = 12) => mentioned(items, 'persons', max);

/** The teams named in a set of stories, most mentioned first, as `personsMentioned` does persons. */
export const teamsMentioned = (items: readonly ContentItem[], max = 12) => mentioned(items, 'teams', max);

/** How many recent stories are read to find the people (or teams) in the news. */
const IN_THE_NEWS_SAMPLE = 50;

/**
 * "In the news": the persons or teams named most in the latest stories of a language (teams in sports
 * stories, where teams are named). Reduced in the query itself, so the cache — and a server-rendered page's
 * dehydrated state — holds the dozen names, not the fifty stories they were counted from.
 */
const inTheNewsQueryOptions = (key: 'persons' | 'teams', language: string) =>
  queryOptions({
    queryKey: [key === 'persons' ? 'people-in-the-news' : 'teams-in-the-news', { language }] as const,
    queryFn: async ({ signal }) => {
      const latest = await apiRequest(
        endpoints.contentList({
          limit: IN_THE_NEWS_SAMPLE,
          sortBy: 'newest',
          category: key === 'teams' ? ['Sports'] : undefined,
          language: language === '' ? undefined : language,
        }),
        { signal },
      );
      return mentioned(latest.content, key, 12);
    },
    staleTime: 5 * 60_000,
  });

/** People in the news: one query and one cache key for every place that offers them (home, profile). */
export const peopleInTheNewsQueryOptions = (language: string) => inTheNewsQueryOptions('persons', language);

/** Teams in the news, for the welcome's suggestions. */
export const teamsInTheNewsQueryOptions = (language: string) => inTheNewsQueryOptions('teams', language);
