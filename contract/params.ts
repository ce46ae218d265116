// Builders for the operations' path and query parameters. Every parameter arrives as text; each
// builder checks it and turns it into its value. A failed check's message is a phrase that follows
// the parameter's name ("must be an integer from 1 to 100"): whoever reports it (the server's error
// body, the reader's refusal) prefixes the name, so both say the same words (see issueToParamError).
import { z } from 'zod/mini';
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
import { markDateParam } from './us-date.ts';

// Parse without compiling code at run time: the app's CSP (script-src 'self') forbids eval.
z.config({ jitless: true });

type Ctx = { issues: unknown[]; value: unknown };
const NEVER = z.NEVER;

function reject(ctx: Ctx, input: string, message: string): never {
  (ctx.issues as object[]).push({ code: 'custom', message, input });
  return NEVER as never;
}

// Control characters (NUL included) are never part of a parameter: they end up in SQL, logs and paths.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** JSON Schema facts for /openapi.json: what the text must look like, described once here. */
type JsonMeta = Record<string, unknown> & { description: string };

/**
 * A parameter: text in, `T` out. `check` returns the value or calls `fail` with a phrase.
 * The JSON schema the OpenAPI document shows is the input (a string) plus `json`.
 */
/**
 * What the reader passes for a parameter, when it is not the parsed value itself (a `Date` for a date
 * sent as text, a read-only list): a type-only mark, read by the client's types (ClientQuery in
 * operations.ts); nothing of it exists at run time.
 */
export interface ClientTyped<C> {
  readonly '~client': C;
}

function param<T, C = T>(meta: JsonMeta, check: (raw: string, fail: (message: string) => never) => T) {
  const schema = z
    .pipe(
      z.string(),
      z.transform((raw: string, ctx) => {
        const fail = (message: string) => reject(ctx as unknown as Ctx, raw, message);
        if (CONTROL.test(raw)) return fail('must not contain control characters');
        return check(raw, fail);
      }),
    )
    .register(z.globalRegistry, meta);
  return schema as typeof schema & ClientTyped<C>;
}

const DIGITS = /^\d{1,12}$/;

/** A decimal integer without sign (`+5`, `-0`, `1e2`, `5.0` are refused). */
export function integer(min: number, max: number, description: string) {
  const rule = `must be an integer from ${min} to ${max}`;
  return param({ description, type: 'integer', minimum: min, maximum: max }, (raw, fail) => {
    if (!DIGITS.test(raw)) return fail(rule);
    const value = Number(raw);
    if (value < min || value > max) return fail(rule);
    return value;
  });
}

export function boolean(description: string) {
  return param({ description, type: 'boolean' }, (raw, fail) => {
    const value = raw.trim().toLowerCase();
    if (value === 'true') return true;
    if (value === 'false') return false;
    return fail('must be true or false');
  });
}

export function opaque(maxLength: number, description: string) {
  return param({ description, type: 'string', maxLength }, (raw, fail) =>
    raw.length > maxLength ? fail(`must be at most ${maxLength} characters`) : raw,
  );
}

export function userId(description: string) {
  return param({ description, type: 'string', pattern: USER_ID_PATTERN.source }, (raw, fail) =>
    USER_ID_PATTERN.test(raw) ? raw : fail(`must be ${USER_ID_RULE}`),
  );
}

export function language(description: string, allowed?: readonly string[]) {
  const json = allowed ? { enum: [...allowed] } : { pattern: '^[A-Za-z]{2}$' };
  return param({ description, type: 'string', ...json }, (raw, fail) => {
    const value = raw.trim().toLowerCase();
    if (!ISO_LANGUAGES.has(value)) return fail('must be an ISO 639-1 two-letter language code');
    if (allowed && !allowed.includes(value)) return fail(`must be one of ${allowed.join(', ')}`);
    return value;
  });
}

export function country(description: string) {
  return param({ description, type: 'string', pattern: '^[A-Za-z]{2}$' }, (raw, fail) => {
    const value = raw.trim().toUpperCase();
    return ISO_COUNTRIES.has(value) ? value : fail('must be an ISO 3166-1 alpha-2 country code');
  });
}

/** Comma-separated; entries trimmed, empties dropped; at most 50 entries of at most 100 characters. */
export function list(description: string) {
  return param<string[], readonly string[]>(
    { description: `${description} Comma-separated, at most ${MAX_LIST_ENTRIES} entries.`, type: 'string' },
    (raw, fail) => {
      const entries = raw
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry.length > 0);
      if (entries.length > MAX_LIST_ENTRIES) return fail(`accepts at most ${MAX_LIST_ENTRIES} entries`);
      if (entries.some((entry) => entry.length > MAX_LIST_ENTRY_LENGTH))
        return fail(`entries must be at most ${MAX_LIST_ENTRY_LENGTH} characters each`);
      return entries;
    },
  );
}

/** One of a few words, matched case-insensitively; the answer is the canonical spelling. */
export function oneOf<const T extends string>(values: readonly T[], description: string) {
  return param({ description, type: 'string', enum: [...values] }, (raw, fail): T => {
    const value = values.find((candidate) => candidate.toLowerCase() === raw.trim().toLowerCase());
    return value ?? fail(`must be one of ${values.join(', ')}`);
  });
}

/** The reader may pass any number (one read from its own URL): the check before sending refuses the rest. */
export function intEnum<const T extends number>(values: readonly T[], description: string) {
  return param<T, number>({ description, type: 'integer', enum: [...values] }, (raw, fail): T => {
    const value = DIGITS.test(raw) ? (Number(raw) as T) : undefined;
    return value !== undefined && values.includes(value)
      ? value
      : fail(`must be one of ${values.join(', ')}`);
  });
}

const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * `MM/dd/yyyy[ HH:mm:ss]` in UTC → epoch seconds; impossible dates (02/30) are refused, not rolled over.
 * The reader passes a `Date`, written by formatUsDate.
 */
export function usDate(withTime: boolean, description: string) {
  const format = withTime ? 'MM/dd/yyyy HH:mm:ss or MM/dd/yyyy' : 'MM/dd/yyyy';
  const schema = param<number, Date>(
    { description: `${description} (${format}, UTC)`, type: 'string' },
    (raw, fail) => {
      const match = DATE_TIME.exec(raw.trim());
      if (!match || (!withTime && match[4] !== undefined)) return fail(`must be a date formatted ${format}`);
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
  );
  markDateParam(schema, withTime);
  return schema;
}

/** Comic themes match case-insensitively and tolerate singular/plural (`Peanut` = `Peanuts`). */
export function comicTheme(description: string) {
  const normalise = (text: string) => text.trim().toLowerCase().replace(/s$/, '');
  return param({ description, type: 'string', enum: [...COMIC_THEMES] }, (raw, fail): ComicTheme => {
    const wanted = normalise(raw);
    const theme = COMIC_THEMES.find((candidate) => normalise(candidate) === wanted);
    return theme ?? fail(`must be one of ${COMIC_THEMES.join(', ')}`);
  });
}

/** A path segment: trimmed, 1 to maxLength characters. */
export function pathText(maxLength: number, description: string) {
  return param({ description, type: 'string', minLength: 1, maxLength }, (raw, fail) => {
    const value = raw.trim();
    return value.length === 0 || value.length > maxLength
      ? fail(`must be 1 to ${maxLength} characters`)
      : value;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function uuid(description: string) {
  return param({ description, type: 'string', format: 'uuid' }, (raw, fail) =>
    UUID.test(raw) ? raw.toLowerCase() : fail('must be a UUID'),
  );
}

/** The partner credentials: accepted everywhere, opaque here (proxy mode fills them in). */
export const credentialParams = {
  publisherId: z.optional(opaque(256, 'Partner id of the public service (proxy mode adds it).')),
  key: z.optional(opaque(256, 'Partner key of the public service (proxy mode adds it).')),
};
