// Comics queries: the gallery's pages, the calendar's months, one strip's other-language edition,
// and the lookup of a strip in whatever of those the cache already holds.
import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import type { Comic, ComicLanguage, ComicList, ComicTheme } from '@/api/schemas';
import { parseIsoDay } from '@/lib/format';
import { findWindowDays, firstOfMonth, lastOfMonth } from './calendar';
import { comicDay } from './comic-meta';

/** Strips per gallery page: fills rows of 2, 3 or 4 tiles. */
export const GALLERY_PAGE_SIZE = 12;
/** The comics operation's largest page; the calendar reads with it to spend few requests. */
export const CALENDAR_PAGE_SIZE = 50;
/** At most this many requests to mark one month's days (docs/decisions/0005-comics-calendar.md). */
export const CALENDAR_MAX_REQUESTS = 8;

export interface GalleryFilters {
  theme: ComicTheme | undefined;
  date: string | undefined;
  language: ComicLanguage;
}

export const comicKeys = {
  all: ['comics'] as const,
  gallery: (filters: GalleryFilters) =>
    [
      ...comicKeys.all,
      'gallery',
      { theme: filters.theme ?? null, date: filters.date ?? null, language: filters.language },
    ] as const,
  calendarPage: (theme: ComicTheme | undefined, language: ComicLanguage, offset: number) =>
    [...comicKeys.all, 'calendar-page', { theme: theme ?? null, language, offset }] as const,
  month: (theme: ComicTheme | undefined, language: ComicLanguage, month: string) =>
    [...comicKeys.all, 'month', { theme: theme ?? null, language, month }] as const,
  edition: (theme: ComicTheme, date: string, language: ComicLanguage) =>
    [...comicKeys.all, 'edition', { theme, date, language }] as const,
};

/** `offset` 0 is never sent: "skip nothing" is the same as no offset, and safer with strict servers. */
const offsetParam = (offset: number) => (offset > 0 ? offset : undefined);

export const galleryQueryOptions = (filters: GalleryFilters) =>
  infiniteQueryOptions({
    queryKey: comicKeys.gallery(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        endpoints.comics({
          theme: filters.theme,
          publishDate: filters.date ? parseIsoDay(filters.date) : undefined,
          language: filters.language,
          limit: GALLERY_PAGE_SIZE,
          offset: offsetParam(pageParam),
        }),
        { signal },
      ),
    initialPageParam: 0,
    // The end is a short page: `totalItems` counts only this answer.
    getNextPageParam: (last: ComicList, pages: ComicList[]) =>
      last.comics.length < GALLERY_PAGE_SIZE ? undefined : pages.length * GALLERY_PAGE_SIZE,
  });

export const calendarPageQueryOptions = (
  theme: ComicTheme | undefined,
  language: ComicLanguage,
  offset: number,
) =>
  queryOptions({
    queryKey: comicKeys.calendarPage(theme, language, offset),
    queryFn: ({ signal }) =>
      apiRequest(
        endpoints.comics({ theme, language, limit: CALENDAR_PAGE_SIZE, offset: offsetParam(offset) }),
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

export interface MonthDays {
  /** Days of the month (`YYYY-MM-DD`) with at least one strip. */
  days: string[];
  /** Nearest days outside the month that have strips, when seen. */
  newer: string | undefined;
  older: string | undefined;
  /** The newest day that has strips at all. */
  newest: string | undefined;
  /** `false` when the request budget ran out: unmarked days may still have strips. */
  complete: boolean;
}

/** Needs the client because a month is assembled from cached calendar pages that neighbouring months share. */
export const monthDaysQueryOptions = (
  client: QueryClient,
  theme: ComicTheme | undefined,
  language: ComicLanguage,
  month: string,
) =>
  queryOptions({
    queryKey: comicKeys.month(theme, language, month),
    queryFn: async (): Promise<MonthDays> => {
      const found = await findWindowDays(
        async (offset) =>
          (await client.fetchQuery(calendarPageQueryOptions(theme, language, offset))).comics.map(comicDay),
        firstOfMonth(month),
        lastOfMonth(month),
        { pageSize: CALENDAR_PAGE_SIZE, maxRequests: CALENDAR_MAX_REQUESTS },
      );
      return {
        days: [...found.days].sort(),
        newer: found.newer,
        older: found.older,
        newest: found.newest,
        complete: found.complete,
      };
    },
    staleTime: 5 * 60_000,
  });

/** The newest strips of a theme and language: the head page the calendar reads first. */
export const newestDayQueryOptions = (theme: ComicTheme | undefined, language: ComicLanguage) =>
  queryOptions({
    ...calendarPageQueryOptions(theme, language, 0),
    select: (list: ComicList) => (list.comics[0] ? comicDay(list.comics[0]) : undefined),
  });

/** The same theme and day in another language: what the viewer's language switch opens. */
export const editionQueryOptions = (theme: ComicTheme, date: string, language: ComicLanguage) =>
  queryOptions({
    queryKey: comicKeys.edition(theme, date, language),
    queryFn: ({ signal }) =>
      apiRequest(
        endpoints.comics({ theme, publishDate: parseIsoDay(date), language, limit: CALENDAR_PAGE_SIZE }),
        { signal },
      ),
  });

/** A strip by id from the comics lists already in the cache: gallery pages, calendar pages, editions. */
export function findCachedComic(client: QueryClient, contentId: string): Comic | undefined {
  const lists = [
    ...client
      .getQueriesData<InfiniteData<ComicList, number>>({ queryKey: [...comicKeys.all, 'gallery'] })
      .flatMap(([, data]) => data?.pages ?? []),
    ...(['calendar-page', 'edition'] as const).flatMap((kind) =>
      client
        .getQueriesData<ComicList>({ queryKey: [...comicKeys.all, kind] })
        .flatMap(([, data]) => (data ? [data] : [])),
    ),
  ];
  for (const list of lists) {
    const found = list.comics.find((comic) => comic.contentId === contentId);
    if (found) return found;
  }
  return undefined;
}
