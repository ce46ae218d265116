// Builders for the operations' path and query parameters. Every parameter arrives as text; each
// builder checks it and turns it into its value. A failed check's message is a phrase that follows
// the parameter's name ("must be an integer from 1 to 100"): whoever reports it (the server's error
// body, the reader's refusal) prefixes the name, so both say the same words (see issueToParamError).
import { z } from 'zod/mini';
import {
  checkParam,
  markParamRule,
  type Fail,
  type ParamRule,
  type RuleArgs,
  type RuleName,
} from './param-rules.ts';
import { COMIC_THEMES, MAX_LIST_ENTRIES, USER_ID_PATTERN, type ComicTheme } from './vocabulary.ts';
import { markDateParam } from './us-date.ts';

// Parse without compiling code at run time: the app's CSP (script-src 'self') forbids eval.
z.config({ jitless: true });

type Ctx = { issues: unknown[]; value: unknown };
const NEVER = z.NEVER;

/** JSON Schema facts for /openapi.json: what the text must look like, described once here. */
type JsonMeta = Record<string, unknown> & { description: string };

/**
 * What the reader passes for a parameter, when it is not the parsed value itself (a `Date` for a date
 * sent as text, a read-only list): a type-only mark, read by the client's types (ClientQuery in
 * operations.ts); nothing of it exists at run time.
 */
export interface ClientTyped<C> {
  readonly '~client': C;
}

/**
 * A parameter: text in, `T` out, checked by its rule in param-rules.ts (the reader's check calls the same
 * rule by name, from contract/wire-checks.ts). The JSON schema the OpenAPI document shows is the input (a
 * string) plus `json`.
 */
function param<T, C = T>(meta: JsonMeta, paramRule: ParamRule) {
  const schema = z
    .pipe(
      z.string(),
      z.transform((raw: string, ctx) => {
        const fail: Fail = (message) => {
          (ctx as unknown as Ctx).issues.push({ code: 'custom', message, input: raw });
          return NEVER as never;
        };
        return checkParam(raw, fail, paramRule) as T;
      }),
    )
    .register(z.globalRegistry, meta);
  markParamRule(schema, paramRule);
  return schema as typeof schema & ClientTyped<C>;
}

/** A rule by name with its arguments, checked against the rule's own signature. */
const rule = <R extends RuleName>(name: R, ...args: RuleArgs<R>): ParamRule => [name, ...args];

/** A decimal integer without sign (`+5`, `-0`, `1e2`, `5.0` are refused). */
export function integer(min: number, max: number, description: string) {
  return param<number>(
    { description, type: 'integer', minimum: min, maximum: max },
    rule('integer', min, max),
  );
}

export function boolean(description: string) {
  return param<boolean>({ description, type: 'boolean' }, rule('boolean'));
}

export function opaque(maxLength: number, description: string) {
  return param<string>({ description, type: 'string', maxLength }, rule('opaque', maxLength));
}

export function userId(description: string) {
  return param<string>({ description, type: 'string', pattern: USER_ID_PATTERN.source }, rule('userId'));
}

export function language(description: string, allowed?: readonly string[]) {
  const json = allowed ? { enum: [...allowed] } : { pattern: '^[A-Za-z]{2}$' };
  return param<string>(
    { description, type: 'string', ...json },
    allowed ? rule('language', allowed) : rule('language'),
  );
}

export function country(description: string) {
  return param<string>({ description, type: 'string', pattern: '^[A-Za-z]{2}$' }, rule('country'));
}

/** Comma-separated; entries trimmed, empties dropped; at most 50 entries of at most 100 characters. */
export function list(description: string) {
  return param<string[], readonly string[]>(
    { description: `${description} Comma-separated, at most ${MAX_LIST_ENTRIES} entries.`, type: 'string' },
    rule('list'),
  );
}

/** One of a few words, matched case-insensitively; the answer is the canonical spelling. */
export function oneOf<const T extends string>(values: readonly T[], description: string) {
  return param<T>({ description, type: 'string', enum: [...values] }, rule('oneOf', values));
}

/** The reader may pass any number (one read from its own URL): the check before sending refuses the rest. */
export function intEnum<const T extends number>(values: readonly T[], description: string) {
  return param<T, number>({ description, type: 'integer', enum: [...values] }, rule('intEnum', values));
}

/**
 * `MM/dd/yyyy[ HH:mm:ss]` in UTC → epoch seconds; impossible dates (02/30) are refused, not rolled over.
 * The reader passes a `Date`, written by formatUsDate.
 */
export function usDate(withTime: boolean, description: string) {
  const format = withTime ? 'MM/dd/yyyy HH:mm:ss or MM/dd/yyyy' : 'MM/dd/yyyy';
  const schema = param<number, Date>(
    { description: `${description} (${format}, UTC)`, type: 'string' },
    rule('usDate', withTime),
  );
  markDateParam(schema, withTime);
  return schema;
}

/** Comic themes match case-insensitively and tolerate singular/plural (`Peanut` = `Peanuts`). */
export function comicTheme(description: string) {
  return param<ComicTheme>({ description, type: 'string', enum: [...COMIC_THEMES] }, rule('comicTheme'));
}

/** A path segment: trimmed, 1 to maxLength characters. */
export function pathText(maxLength: number, description: string) {
  return param<string>({ description, type: 'string', minLength: 1, maxLength }, rule('pathText', maxLength));
}

export function uuid(description: string) {
  return param<string>({ description, type: 'string', format: 'uuid' }, rule('uuid'));
}

/** The partner credentials: accepted everywhere, opaque here (proxy mode fills them in). */
export const credentialParams = {
  publisherId: z.optional(opaque(256, 'Partner id of the public service (proxy mode adds it).')),
  key: z.optional(opaque(256, 'Partner key of the public service (proxy mode adds it).')),
};
