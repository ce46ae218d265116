// A comic's archive by month. The comics operation has no date range: a month is read from the theme's
// newest-first pages of 50 (one strip a day, so a page is ~7 weeks), a bounded number of them.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Comic, ComicLanguage, ComicTheme } from '@/api/schemas';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { CALENDAR_PAGE_SIZE, calendarPageQueryOptions, comicKeys } from './api';
import { addMonths, monthOf } from './calendar';
import { comicDay } from './comic-meta';

/** At most this many pages are read for one month: about 16 months back at one strip a day. */
export const ARCHIVE_MAX_REQUESTS = 10;

export interface ArchiveMonth {
  /** The month asked for, `YYYY-MM`. */
  month: string;
  /** Its strips, newest first. */
  comics: Comic[];
  /** The newest month that has strips (for "Next month"), when seen. */
  newestMonth: string | undefined;
  /** Whether strips older than this month exist (for "Previous month"); `undefined`: not known. */
  older: boolean | undefined;
  /** `false` when the request budget ran out before the month was reached or passed. */
  complete: boolean;
}

/**
 * Reads newest-first pages until one ends before the month (or the list ends, or the budget does), keeping
 * the strips whose UTC day is in the month.
 */
export async function readArchiveMonth(
  fetchPage: (offset: number) => Promise<readonly Comic[]>,
  month: string,
  { pageSize = CALENDAR_PAGE_SIZE, maxRequests = ARCHIVE_MAX_REQUESTS } = {},
): Promise<ArchiveMonth> {
  const comics: Comic[] = [];
  let newestMonth: string | undefined;
  for (let request = 0; request < maxRequests; request += 1) {
    const page = await fetchPage(request * pageSize);
    if (request === 0 && page[0]) newestMonth = monthOf(comicDay(page[0]));
    for (const comic of page) if (monthOf(comicDay(comic)) === month) comics.push(comic);
    const last = page[page.length - 1];
    if (!last || monthOf(comicDay(last)) < month)
      return { month, comics, newestMonth, older: last ? true : false, complete: true };
    if (page.length < pageSize) return { month, comics, newestMonth, older: false, complete: true };
  }
  return { month, comics, newestMonth, older: undefined, complete: false };
}

/** The month before or after, for the archive's month links. */
export const neighbourMonth = (month: string, step: -1 | 1) => addMonths(month, step);

/** A `YYYY-MM` that names a real month, or `undefined`. */
export function parseMonth(value: string | null | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const monthNumber = Number(match[2]);
  return monthNumber >= 1 && monthNumber <= 12 ? `${match[1]}-${match[2]}` : undefined;
}

export const archiveMonthQueryOptions = (
  client: QueryClient,
  theme: ComicTheme,
  language: ComicLanguage,
  month: string | undefined,
) =>
  queryOptions({
    queryKey: [...comicKeys.all, 'archive', { theme, language, month: month ?? null }] as const,
    queryFn: async (): Promise<ArchiveMonth> => {
      const fetchPage = async (offset: number) =>
        (await client.fetchQuery(calendarPageQueryOptions(theme, language, offset))).comics;
      // No month asked: the newest month that has strips.
      const wanted = month ?? (await fetchPage(0)).map(comicDay).map(monthOf)[0];
      if (!wanted) return { month: '', comics: [], newestMonth: undefined, older: false, complete: true };
      return readArchiveMonth(fetchPage, wanted);
    },
    staleTime: 5 * 60_000,
  });

/**
 * A random strip of a comic (or of all of them): a random place among the newest `span` strips; when that
 * lies past the end, a place nearer the start, so a short archive still answers.
 */
export async function randomStrip(
  theme: ComicTheme | undefined,
  language: ComicLanguage,
  span = 365,
  random: () => number = Math.random,
): Promise<Comic | undefined> {
  let limit = span;
  for (let attempt = 0; attempt < 6 && limit >= 1; attempt += 1) {
    const offset = Math.floor(random() * limit);
    const list = await apiRequest(
      endpoints.comics({ theme, language, limit: 1, offset: offset > 0 ? offset : undefined }),
    );
    if (list.comics[0]) return list.comics[0];
    limit = Math.floor(offset / 2);
  }
  const list = await apiRequest(endpoints.comics({ theme, language, limit: 1 }));
  return list.comics[0];
}
