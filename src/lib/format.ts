// Dates as the API wants them (UTC) and as readers like them (relative, local).
import { formatUsDate } from '@contract/us-date';
import {
  DAY_STYLE_OPTIONS,
  dateTimeWords,
  relativeTimeWords,
  utcDayWords,
  pad2 as pad,
  type DayStyle,
  type RelativeUnit,
} from './date-words';

/** `MM/dd/yyyy` in UTC: the API's day format (person `publishedAfter`, comics `publishDate`). */
export function formatApiDate(date: Date): string {
  return formatUsDate(date, false);
}

/** `MM/dd/yyyy HH:mm:ss` in UTC: the content list's `publishedAfter`. */
export function formatApiDateTime(date: Date): string {
  return formatUsDate(date, true);
}

/** `YYYY-MM-DD` of a date in UTC (the app's URL form for a day). */
export function toIsoDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Parses a strict `YYYY-MM-DD` into a UTC midnight Date; `undefined` for anything else, impossible days included. */
export function parseIsoDay(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined;
}

/** An instant as ISO 8601 in UTC to the second (`2024-05-01T09:30:00Z`): the feed's filters write it in URLs. */
export function toIsoDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Parses an ISO 8601 date or date-time (a bare date or one without zone is taken as UTC); `undefined` when invalid. */
export function parseIsoDateTime(value: string): Date | undefined {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(
      value,
    );
  if (!match) return undefined;
  const day = parseIsoDay(`${match[1]}-${match[2]}-${match[3]}`);
  if (!day) return undefined;
  if (match[4] === undefined) return day;
  const [hours, minutes, seconds] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const zone = match[7] ?? 'Z';
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${pad(seconds)}${zone}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Intl formatters are costly to build (a locale lookup each) and cheap to reuse: one per locale and
 * options, kept for the life of the page or the server.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}
const dateTimeFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale ?? ''}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

const RELATIVE_STEPS: [RelativeUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 hours ago", in the reader's locale; `now` is injectable for tests. */
export function formatRelativeTime(epochSeconds: number, now: number = Date.now(), locale?: string): string {
  let value = epochSeconds - now / 1000;
  let unit: RelativeUnit = 'year';
  for (const [step, size] of RELATIVE_STEPS) {
    unit = step;
    if (Math.abs(value) < size) break;
    value /= size;
  }
  const rounded = Math.round(value);
  return (
    // The interface languages' words without an Intl formatter (costly to build, see ./date-words).
    relativeTimeWords(rounded, unit, locale) ??
    cached(`r|${locale ?? ''}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(
      rounded,
      unit,
    )
  );
}

/** A full, unambiguous date and time for `title`/`dateTime` attributes. */
export function formatDateTime(epochSeconds: number, locale?: string, timeZone?: 'UTC'): string {
  const date = new Date(epochSeconds * 1000);
  return (
    dateTimeWords(date, locale, timeZone === 'UTC') ??
    dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)
  );
}

/**
 * A day in UTC in words (comics belong to a UTC day; a feed's "since" day is written in UTC so the server
 * and the browser agree): in an interface language, in the same family as `formatDateTime` (English as
 * `en-US` writes it); another locale through `Intl`.
 */
export function formatUtcDay(date: Date, language: string, style: DayStyle = 'long'): string {
  return (
    utcDayWords(date, language, style) ??
    dateTimeFormat(language === 'en' ? 'en-US' : language, {
      ...DAY_STYLE_OPTIONS[style],
      timeZone: 'UTC',
    }).format(date)
  );
}

/** `m:ss` (or `h:mm:ss`) for a running time in seconds. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
