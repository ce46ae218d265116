// Calendar arithmetic on UTC days (`YYYY-MM-DD`), and how the gallery learns which days have comics
// when the API can only list strips newest first or fetch one day (docs/decisions/0005-comics-calendar.md).
import { parseIsoDay, toIsoDay } from '@/lib/format';

const DAY_MS = 86_400_000;

export function addDays(isoDay: string, days: number): string {
  const date = parseIsoDay(isoDay);
  if (!date) throw new RangeError(`Not a day: ${isoDay}`);
  return toIsoDay(new Date(date.getTime() + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseIsoDay(to)!.getTime() - parseIsoDay(from)!.getTime()) / DAY_MS);
}

/** `YYYY-MM` of a day. */
export const monthOf = (isoDay: string) => isoDay.slice(0, 7);

export function addMonths(month: string, months: number): string {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months];
  const date = new Date(Date.UTC(year, index, 1));
  return toIsoDay(date).slice(0, 7);
}

export const firstOfMonth = (month: string) => `${month}-01`;
export const lastOfMonth = (month: string) => addDays(firstOfMonth(addMonths(month, 1)), -1);

/** The weeks (Monday first) that show a month, `undefined` for the days of the neighbouring months. */
export function monthWeeks(month: string): (string | undefined)[][] {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const lead = (parseIsoDay(first)!.getUTCDay() + 6) % 7;
  const cells: (string | undefined)[] = Array.from({ length: lead }, () => undefined);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(undefined);
  const weeks: (string | undefined)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** The day a key press moves to in a calendar grid (the WAI-ARIA date picker's keys), or `undefined`. */
export function dayForKey(isoDay: string, key: string, shiftKey = false): string | undefined {
  const date = parseIsoDay(isoDay)!;
  const weekday = (date.getUTCDay() + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(isoDay, -1);
    case 'ArrowRight':
      return addDays(isoDay, 1);
    case 'ArrowUp':
      return addDays(isoDay, -7);
    case 'ArrowDown':
      return addDays(isoDay, 7);
    case 'Home':
      return addDays(isoDay, -weekday);
    case 'End':
      return addDays(isoDay, 6 - weekday);
    case 'PageUp':
    case 'PageDown': {
      const step = (key === 'PageUp' ? -1 : 1) * (shiftKey ? 12 : 1);
      const month = addMonths(monthOf(isoDay), step);
      const day = Math.min(date.getUTCDate(), Number(lastOfMonth(month).slice(8)));
      return `${month}-${String(day).padStart(2, '0')}`;
    }
    default:
      return undefined;
  }
}

/** One page of a newest-first list, reduced to what the calendar needs: each strip's UTC day. */
export type DayPage = readonly string[];

export interface WindowDays {
  /** Days in the window that have at least one strip. */
  days: Set<string>;
  /** The nearest day after the window that has strips, when one was seen. */
  newer: string | undefined;
  /** The nearest day before the window that has strips, when one was seen. */
  older: string | undefined;
  /** The newest day of the whole list. */
  newest: string | undefined;
  /** `false` when the request budget ran out before the whole window was seen. */
  complete: boolean;
  requests: number;
}

export interface WindowOptions {
  /** Items per page (the comics operation allows at most 50). */
  pageSize: number;
  /** At most this many pages for one window, the head page included. */
  maxRequests: number;
}

/**
 * Finds the days in [start, end] that have strips, reading a newest-first list by `offset`.
 * The head page tells how many strips a day holds; that density predicts the offset where the window
 * starts, so a month two years back costs a few requests, not a walk through every page before it.
 * Reading starts only on a page whose first strip is newer than the window, so no day is skipped.
 */
export async function findWindowDays(
  fetchPage: (offset: number) => Promise<DayPage>,
  start: string,
  end: string,
  { pageSize, maxRequests }: WindowOptions,
): Promise<WindowDays> {
  const result: WindowDays = {
    days: new Set(),
    newer: undefined,
    older: undefined,
    newest: undefined,
    complete: true,
    requests: 0,
  };
  const load = async (offset: number) => {
    result.requests += 1;
    return fetchPage(offset);
  };
  /** Takes one page's days into the result; `true` when the list goes on past the window. */
  const take = (page: DayPage): boolean => {
    for (const day of page) {
      if (day > end) result.newer = day;
      else if (day >= start) result.days.add(day);
      else {
        result.older ??= day;
        return true;
      }
    }
    return false;
  };

  const head = await load(0);
  if (head.length === 0) return result;
  result.newest = head[0];
  const headLast = head[head.length - 1]!;

  let offset = 0;
  let page = head;
  if (head.length === pageSize && headLast > end) {
    // Strips per day in the head page predict how many strips are newer than the window; a guess is
    // then narrowed by halves between an index known newer than the window (lo) and one known not (hi).
    const perDay = head.length / Math.max(1, daysBetween(headLast, head[0]!) + 1);
    const predict = (from: number, fromDay: string) =>
      from + 1 + Math.max(0, Math.floor(perDay * daysBetween(end, fromDay)) - Math.floor(pageSize / 2));
    let lo = head.length - 1;
    let loDay = headLast;
    let hi = Number.POSITIVE_INFINITY;
    offset = predict(lo, loDay);
    for (;;) {
      if (result.requests >= maxRequests) return { ...result, newer: loDay, complete: false };
      if (hi - lo <= pageSize) offset = lo + 1;
      page = await load(offset);
      if (offset === lo + 1) break;
      if (page.length > 0 && page[0]! > end) {
        const newerCount = page.filter((day) => day > end).length;
        lo = offset + newerCount - 1;
        loDay = page[newerCount - 1]!;
        if (newerCount < page.length || page.length < pageSize) break;
        offset = Number.isFinite(hi) ? lo + 1 + Math.floor((hi - lo - 1) / 2) : predict(lo, loDay);
      } else {
        hi = offset;
        offset = lo + 1 + Math.floor((hi - lo - 1) / 2);
      }
    }
    result.newer = loDay;
  }

  for (;;) {
    if (take(page) || page.length < pageSize) return result;
    if (result.requests >= maxRequests) return { ...result, complete: false };
    offset += pageSize;
    page = await load(offset);
  }
}

/** The day nearest to `target` among `candidates`; on a tie, the earlier one. */
export function nearestDay(target: string, candidates: Iterable<string | undefined>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const day of candidates) {
    if (day === undefined || day === target) continue;
    const distance = Math.abs(daysBetween(target, day));
    if (distance < bestDistance || (distance === bestDistance && best !== undefined && day < best)) {
      best = day;
      bestDistance = distance;
    }
  }
  return best;
}
