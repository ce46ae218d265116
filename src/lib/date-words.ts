// A story's time in the interface languages — "3 hours ago" and "Nov 22, 2026, 11:08 PM" — word for word
// what `Intl.RelativeTimeFormat(language, { numeric: 'auto' })` and `Intl.DateTimeFormat(language,
// { dateStyle: 'medium', timeStyle: 'short' })` say (CLDR's wording; `date-words.test.ts` compares them
// value by value), without building either: the first such formatter costs a page 20–45 ms of main thread
// on a desktop (ICU sets up its number and calendar formatting), four times that on a slow phone, inside
// hydration, and every list shows a time on its first screen, every story its date (docs/decisions/0025).
// The comics' and time filters' days ("Tuesday, March 3, 2026", "3 de março de 2026", "marzo de 2026") the
// same way, against `Intl.DateTimeFormat` in UTC. One family per language: English is written as
// `en-US` writes it everywhere, the byline's "Oct 28, 2026" and the comics' "Saturday, October 28, 2026"
// alike (it was day first, as Britain writes it, on the comics only). Other locales go to `Intl`.

import { hasCatalogue, isInterfaceLanguage, namespace } from './i18n';
import type { Messages as DateWords, RelativeUnit } from './date-words.en';

export type { RelativeUnit };

// Each language's words are in its catalogue's front part (./date-words.en.ts, .es.ts, .pt.ts;
// docs/decisions/0051): a reader downloads their own language's only. A language whose catalogue is not
// loaded (none is, in this browser, but the reader's) goes to `Intl` like any other locale: the same words,
// at a formatter's cost.
const dateWords = namespace<DateWords>('lib/date-words');

function wordsOf(language: string | undefined): DateWords | undefined {
  return language !== undefined && isInterfaceLanguage(language) && hasCatalogue(language)
    ? dateWords[language]
    : undefined;
}

/** Below this no language here groups digits, so the number is written as it is. */
const PLAIN_NUMBER_LIMIT = 1000;

/**
 * What `new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(value, unit)` says for an integer
 * `value`, when `language` is one written out above and |value| < 1000; `undefined` otherwise.
 */
export function relativeTimeWords(
  value: number,
  unit: RelativeUnit,
  language: string | undefined,
): string | undefined {
  const words = wordsOf(language);
  if (words === undefined || !Number.isInteger(value) || Math.abs(value) >= PLAIN_NUMBER_LIMIT)
    return undefined;
  const named = words.named[unit][value];
  if (named !== undefined) return named;
  const [one, other] = words.units[unit];
  return (value < 0 ? words.past : words.future)
    .replace('{n}', String(Math.abs(value)))
    .replace('{unit}', Math.abs(value) === 1 ? one : other);
}

/** Two digits: `05`. */
export const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * What `new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone })` says for
 * `date`, in the reader's zone or in UTC, when `language` is one written out above; `undefined` otherwise.
 */
export function dateTimeWords(date: Date, language: string | undefined, utc: boolean): string | undefined {
  const months = wordsOf(language)?.months;
  if (months === undefined || Number.isNaN(date.getTime())) return undefined;
  const [year, month, day, hours, minutes] = utc
    ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()]
    : [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()];
  if (year < 1000 || year > 9999) return undefined;
  const name = months[month]!;
  if (language === 'en') {
    return `${name} ${day}, ${year}, ${hours % 12 || 12}:${pad2(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
  }
  if (language === 'es') return `${day} ${name} ${year}, ${hours}:${pad2(minutes)}`;
  return `${day} de ${name} de ${year}, ${pad2(hours)}:${pad2(minutes)}`;
}

/**
 * How a day is written, one family per language: `medium`, the short style of cards, bylines and filters
 * ("Mar 3, 2026", "3 mar 2026", "3 de mar. de 2026"; `dateStyle: 'medium'`); `long` "March 3, 2026"
 * (`dateStyle: 'long'`); `weekday`, the long style of headings such as the comics' day ("Tuesday, March 3,
 * 2026", "martes, 3 de marzo de 2026", "terça-feira, 3 de março de 2026"); `month` "March 2026".
 */
export type DayStyle = 'long' | 'weekday' | 'month' | 'medium';

/** The `Intl.DateTimeFormat` options each style stands for. */
export const DAY_STYLE_OPTIONS: Readonly<Record<DayStyle, Intl.DateTimeFormatOptions>> = {
  long: { dateStyle: 'long' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  medium: { dateStyle: 'medium' },
};

/**
 * What `Intl.DateTimeFormat` says for `date`'s UTC day in a style, in English (as `en-US` writes it),
 * Spanish or Portuguese; `undefined` for another language or a year outside 1000–9999.
 */
export function utcDayWords(date: Date, language: string, style: DayStyle): string | undefined {
  const words = wordsOf(language);
  const months = words?.longMonths;
  const year = date.getUTCFullYear();
  if (months === undefined || Number.isNaN(date.getTime()) || year < 1000 || year > 9999) return undefined;
  const [month, day] = [date.getUTCMonth(), date.getUTCDate()];
  const english = language === 'en';
  const long = english ? `${months[month]} ${day}, ${year}` : `${day} de ${months[month]} de ${year}`;
  switch (style) {
    case 'long':
      return long;
    case 'weekday':
      return `${words!.weekdays[date.getUTCDay()]}, ${long}`;
    case 'month':
      return english ? `${months[month]} ${year}` : `${months[month]} de ${year}`;
    case 'medium':
      if (english) return `${words!.months[month]} ${day}, ${year}`;
      if (language === 'es') return `${day} ${words!.months[month]} ${year}`;
      return `${day} de ${words!.months[month]} de ${year}`;
  }
}
