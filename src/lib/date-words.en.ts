// English words of lib/date-words.ts (docs/decisions/0043, 0051): in the front page's part of the
// English catalogue, so a reader downloads the dates of their own interface language only.
export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** A language's words for times and days; `{n}` and `{unit}` are replaced. */
export interface Messages {
  past: string;
  future: string;
  /** A unit's singular and plural (|n| = 1 takes the singular; 0 always has a name below). */
  units: Readonly<Record<RelativeUnit, readonly [one: string, other: string]>>;
  /** What `numeric: 'auto'` says instead of a number: "yesterday", "this hour", "anteontem". */
  named: Readonly<Record<RelativeUnit, Readonly<Record<number, string>>>>;
  /** The months as `dateStyle: 'medium'` abbreviates them. */
  months: readonly string[];
  longMonths: readonly string[];
  /** Sunday first, as `Date#getUTCDay` counts. */
  weekdays: readonly string[];
}

const en = {
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
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  longMonths: [
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
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} satisfies Messages;

export default en;
