// A story's time in the interface languages — "3 hours ago" and "Nov 22, 2026, 11:08 PM" — word for word
// what `Intl.RelativeTimeFormat(language, { numeric: 'auto' })` and `Intl.DateTimeFormat(language,
// { dateStyle: 'medium', timeStyle: 'short' })` say (CLDR's wording; `date-words.test.ts` compares them
// value by value), without building either: the first such formatter costs a page 20–45 ms of main thread
// on a desktop (ICU sets up its number and calendar formatting), four times that on a slow phone, inside
// hydration, and every list shows a time on its first screen, every story its date (docs/decisions/0025).
// The comics' and time filters' days ("Tuesday, March 3, 2026", "3 de março de 2026", "marzo de 2026") the
// same way, against `Intl.DateTimeFormat` in UTC. One family per language (issue 35): English is written as
// `en-US` writes it everywhere, the byline's "Oct 28, 2026" and the comics' "Saturday, October 28, 2026"
// alike (it was day first, as Britain writes it, on the comics only). Other locales go to `Intl`.

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

interface LanguageWords {
  /** `{n}` and `{unit}` are replaced. */
  past: string;
  future: string;
  /** A unit's singular and plural (|n| = 1 takes the singular; 0 always has a name below). */
  units: Record<RelativeUnit, readonly [one: string, other: string]>;
  /** What `numeric: 'auto'` says instead of a number: "yesterday", "this hour", "anteontem". */
  named: Record<RelativeUnit, Readonly<Record<number, string>>>;
}

const WORDS: Readonly<Record<string, LanguageWords>> = {
  en: {
    past: '{n} {unit} ago',
    future: 'in {n} {unit}',
    units: {
      second: ['second', 'seconds'],
      minute: ['minute', 'minutes'],
      hour: ['hour', 'hours'],
      day: ['day', 'days'],
      week: ['week', 'weeks'],
      month: ['month', 'months'],
      year: ['year', 'years'],
    },
    named: {
      second: { 0: 'now' },
      minute: { 0: 'this minute' },
      hour: { 0: 'this hour' },
      day: { [-1]: 'yesterday', 0: 'today', 1: 'tomorrow' },
      week: { [-1]: 'last week', 0: 'this week', 1: 'next week' },
      month: { [-1]: 'last month', 0: 'this month', 1: 'next month' },
      year: { [-1]: 'last year', 0: 'this year', 1: 'next year' },
    },
  },
  es: {
    past: 'hace {n} {unit}',
    future: 'dentro de {n} {unit}',
    units: {
      second: ['segundo', 'segundos'],
      minute: ['minuto', 'minutos'],
      hour: ['hora', 'horas'],
      day: ['día', 'días'],
      week: ['semana', 'semanas'],
      month: ['mes', 'meses'],
      year: ['año', 'años'],
    },
    named: {
      second: { 0: 'ahora' },
      minute: { 0: 'este minuto' },
      hour: { 0: 'esta hora' },
      day: { [-2]: 'anteayer', [-1]: 'ayer', 0: 'hoy', 1: 'mañana', 2: 'pasado mañana' },
      week: { [-1]: 'la semana pasada', 0: 'esta semana', 1: 'la próxima semana' },
      month: { [-1]: 'el mes pasado', 0: 'este mes', 1: 'el próximo mes' },
      year: { [-1]: 'el año pasado', 0: 'este año', 1: 'el próximo año' },
    },
  },
  pt: {
    past: 'há {n} {unit}',
    future: 'em {n} {unit}',
    units: {
      second: ['segundo', 'segundos'],
      minute: ['minuto', 'minutos'],
      hour: ['hora', 'horas'],
      day: ['dia', 'dias'],
      week: ['semana', 'semanas'],
      month: ['mês', 'meses'],
      year: ['ano', 'anos'],
    },
    named: {
      second: { 0: 'agora' },
      minute: { 0: 'este minuto' },
      hour: { 0: 'esta hora' },
      day: { [-2]: 'anteontem', [-1]: 'ontem', 0: 'hoje', 1: 'amanhã', 2: 'depois de amanhã' },
      week: { [-1]: 'semana passada', 0: 'esta semana', 1: 'próxima semana' },
      month: { [-1]: 'mês passado', 0: 'este mês', 1: 'próximo mês' },
      year: { [-1]: 'ano passado', 0: 'este ano', 1: 'próximo ano' },
    },
  },
};

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
  const words = language !== undefined && Object.hasOwn(WORDS, language) ? WORDS[language] : undefined;
  if (words === undefined || !Number.isInteger(value) || Math.abs(value) >= PLAIN_NUMBER_LIMIT)
    return undefined;
  const named = words.named[unit][value];
  if (named !== undefined) return named;
  const [one, other] = words.units[unit];
  return (value < 0 ? words.past : words.future)
    .replace('{n}', String(Math.abs(value)))
    .replace('{unit}', Math.abs(value) === 1 ? one : other);
}

const MONTHS: Readonly<Record<string, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  pt: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
};

/** Two digits: `05`. */
export const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * What `new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone })` says for
 * `date`, in the reader's zone or in UTC, when `language` is one written out above; `undefined` otherwise.
 */
export function dateTimeWords(date: Date, language: string | undefined, utc: boolean): string | undefined {
  const months = language !== undefined && Object.hasOwn(MONTHS, language) ? MONTHS[language] : undefined;
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

const LONG_MONTHS: Readonly<Record<string, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
};

const WEEKDAYS: Readonly<Record<string, readonly string[]>> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  pt: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
};

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
  const months = Object.hasOwn(LONG_MONTHS, language) ? LONG_MONTHS[language] : undefined;
  const year = date.getUTCFullYear();
  if (months === undefined || Number.isNaN(date.getTime()) || year < 1000 || year > 9999) return undefined;
  const [month, day] = [date.getUTCMonth(), date.getUTCDate()];
  const english = language === 'en';
  const long = english ? `${months[month]} ${day}, ${year}` : `${day} de ${months[month]} de ${year}`;
  switch (style) {
    case 'long':
      return long;
    case 'weekday':
      return `${WEEKDAYS[language]![date.getUTCDay()]}, ${long}`;
    case 'month':
      return english ? `${months[month]} ${year}` : `${months[month]} de ${year}`;
    case 'medium':
      if (english) return `${MONTHS.en![month]} ${day}, ${year}`;
      if (language === 'es') return `${day} ${MONTHS.es![month]} ${year}`;
      return `${day} de ${MONTHS.pt![month]} de ${year}`;
  }
}
