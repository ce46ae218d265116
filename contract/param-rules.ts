// The parameters' rules as plain functions: text in, value out, or `fail` with a phrase that follows the
// parameter's name ("must be an integer from 1 to 100"). The only copy of them: params.ts's builders wrap
// them in zod for the server (and /openapi.json), and the reader's check calls them by name from the
// generated contract/wire-checks.ts, without zod (decision 0059).
import {
  COMIC_THEMES,
  ISO_COUNTRIES,
  ISO_LANGUAGES,
  MAX_LIST_ENTRIES,
  MAX_LIST_ENTRY_LENGTH,
  USER_ID_PATTERN,
  USER_ID_RULE,
  type ComicTheme,
} from './vocabulary.ts';

export type Fail = (message: string) => never;

// Control characters (NUL included) are never part of a parameter: they end up in SQL, logs and paths.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const DIGITS = /^\d{1,12}$/;
const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const themeWord = (text: string) => text.trim().toLowerCase().replace(/s$/, '');

export const PARAM_RULES = {
  /** A decimal integer without sign (`+5`, `-0`, `1e2`, `5.0` are refused). */
  integer(raw: string, fail: Fail, min: number, max: number): number {
    const value = DIGITS.test(raw) ? Number(raw) : NaN;
    return value >= min && value <= max ? value : fail(`must be an integer from ${min} to ${max}`);
  },
  boolean(raw: string, fail: Fail): boolean {
    const value = raw.trim().toLowerCase();
    return value === 'true' || (value === 'false' ? false : fail('must be true or false'));
  },
  opaque(raw: string, fail: Fail, maxLength: number): string {
    return raw.length > maxLength ? fail(`must be at most ${maxLength} characters`) : raw;
  },
  userId(raw: string, fail: Fail): string {
    return USER_ID_PATTERN.test(raw) ? raw : fail(`must be ${USER_ID_RULE}`);
  },
  language(raw: string, fail: Fail, allowed?: readonly string[]): string {
    const value = raw.trim().toLowerCase();
    if (!ISO_LANGUAGES.has(value)) return fail('must be an ISO 639-1 two-letter language code');
    return !allowed || allowed.includes(value) ? value : fail(`must be one of ${allowed.join(', ')}`);
  },
  country(raw: string, fail: Fail): string {
    const value = raw.trim().toUpperCase();
    return ISO_COUNTRIES.has(value) ? value : fail('must be an ISO 3166-1 alpha-2 country code');
  },
  /** Comma-separated; entries trimmed, empties dropped; at most 50 entries of at most 100 characters. */
  list(raw: string, fail: Fail): string[] {
    const entries = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    if (entries.length > MAX_LIST_ENTRIES) return fail(`accepts at most ${MAX_LIST_ENTRIES} entries`);
    return entries.some((entry) => entry.length > MAX_LIST_ENTRY_LENGTH)
      ? fail(`entries must be at most ${MAX_LIST_ENTRY_LENGTH} characters each`)
      : entries;
  },
  /** One of a few words, matched case-insensitively; the answer is the canonical spelling. */
  oneOf<T extends string>(raw: string, fail: Fail, values: readonly T[]): T {
    const wanted = raw.trim().toLowerCase();
    return (
      values.find((value) => value.toLowerCase() === wanted) ?? fail(`must be one of ${values.join(', ')}`)
    );
  },
  intEnum<T extends number>(raw: string, fail: Fail, values: readonly T[]): T {
    const value = DIGITS.test(raw) ? (Number(raw) as T) : undefined;
    return value !== undefined && values.includes(value)
      ? value
      : fail(`must be one of ${values.join(', ')}`);
  },
  /** `MM/dd/yyyy[ HH:mm:ss]` in UTC → epoch seconds; impossible dates (02/30) are refused, not rolled over. */
  usDate(raw: string, fail: Fail, withTime: boolean): number {
    const match = DATE_TIME.exec(raw.trim());
    if (!match || (!withTime && match[4] !== undefined))
      return fail(
        `must be a date formatted ${withTime ? 'MM/dd/yyyy HH:mm:ss or MM/dd/yyyy' : 'MM/dd/yyyy'}`,
      );
    const [month, day, year, hour, minute, second] = match.slice(1).map((part) => Number(part ?? '0')) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const millis = Date.UTC(year, month - 1, day, hour, minute, second);
    const date = new Date(millis);
    const valid =
      year >= 1970 &&
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day &&
      hour < 24 &&
      minute < 60 &&
      second < 60;
    return valid ? Math.floor(millis / 1000) : fail('is not a valid date');
  },
  /** Comic themes match case-insensitively and tolerate singular/plural (`Peanut` = `Peanuts`). */
  comicTheme(raw: string, fail: Fail): ComicTheme {
    const wanted = themeWord(raw);
    return (
      COMIC_THEMES.find((theme) => themeWord(theme) === wanted) ??
      fail(`must be one of ${COMIC_THEMES.join(', ')}`)
    );
  },
  /** A path segment: trimmed, 1 to maxLength characters. */
  pathText(raw: string, fail: Fail, maxLength: number): string {
    const value = raw.trim();
    return value.length === 0 || value.length > maxLength
      ? fail(`must be 1 to ${maxLength} characters`)
      : value;
  },
  uuid(raw: string, fail: Fail): string {
    return UUID.test(raw) ? raw.toLowerCase() : fail('must be a UUID');
  },
};

export type RuleName = keyof typeof PARAM_RULES;
/** A rule's arguments after the text and `fail`. */
export type RuleArgs<R extends RuleName> =
  Parameters<(typeof PARAM_RULES)[R]> extends [string, Fail, ...infer A] ? A : never;
/** A parameter as plain data: its rule's name and arguments (contract/wire-checks.ts holds these). */
export type ParamRule = readonly [RuleName, ...unknown[]];

/** The whole check of one parameter's text: no control characters, then its rule. */
export function checkParam(raw: string, fail: Fail, [name, ...args]: ParamRule): unknown {
  if (CONTROL.test(raw)) return fail('must not contain control characters');
  return (PARAM_RULES[name] as (raw: string, fail: Fail, ...args: unknown[]) => unknown)(raw, fail, ...args);
}

/** The rule each builder's schema checks with (params.ts), for the generator; by schema. */
const RULES = new WeakMap<object, ParamRule>();

export function markParamRule(schema: object, rule: ParamRule): void {
  RULES.set(schema, rule);
}

export function paramRuleOf(schema: object): ParamRule | undefined {
  return RULES.get(schema);
}
