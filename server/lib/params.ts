// Declarative query/path parameter rules: the routes parse with them and /openapi.json describes them,
// so the documentation cannot drift from what the server accepts.
import { COMIC_THEMES, type ComicTheme } from '../../contract/vocabulary';
import { badParam } from './http-error';
import { ISO_COUNTRIES, ISO_LANGUAGES } from '../../contract/vocabulary';

export interface JsonSchema {
  [key: string]: unknown;
}

export interface ParamDef<T> {
  readonly description: string;
  readonly schema: JsonSchema;
  readonly required?: boolean;
  parse(raw: string, name: string): T;
}

// `unknown` keeps each definition's own result type; ParsedParams reads it back through `parse`.
export type ParamDefs = Record<string, ParamDef<unknown>>;
export type ParsedParams<D extends ParamDefs> = { -readonly [K in keyof D]?: ReturnType<D[K]['parse']> };

/** Parameters every operation accepts besides its own: the public service's partner credentials. */
export const CREDENTIAL_PARAMS = ['publisherId', 'key'] as const;

export const MAX_LIST_ENTRIES = 50;
export const MAX_LIST_ENTRY_LENGTH = 100;

export function integer(min: number, max: number, description: string): ParamDef<number> {
  return {
    description,
    schema: { type: 'integer', minimum: min, maximum: max },
    parse(raw, name) {
      if (!/^[+-]?\d{1,12}$/.test(raw.trim()))
        throw badParam(name, `${name} must be an integer from ${min} to ${max}`);
      const value = Number(raw.trim());
      if (value < min || value > max)
        throw badParam(name, `${name} must be an integer from ${min} to ${max}`);
      return value;
    },
  };
}

export function boolean(description: string): ParamDef<boolean> {
  return {
    description,
    schema: { type: 'boolean' },
    parse(raw, name) {
      const value = raw.trim().toLowerCase();
      if (value === 'true') return true;
      if (value === 'false') return false;
      throw badParam(name, `${name} must be true or false`);
    },
  };
}

export function opaque(maxLength: number, description: string): ParamDef<string> {
  return {
    description,
    schema: { type: 'string', maxLength },
    parse(raw, name) {
      if (raw.length > maxLength) throw badParam(name, `${name} must be at most ${maxLength} characters`);
      return raw;
    },
  };
}

const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function userId(description: string, required = false): ParamDef<string> {
  return {
    description,
    required,
    schema: { type: 'string', pattern: USER_ID.source },
    parse(raw, name) {
      if (!USER_ID.test(raw))
        throw badParam(name, `${name} must be 1 to 64 characters of A-Z, a-z, 0-9, _ or -`);
      return raw;
    },
  };
}

export function language(description: string, allowed?: readonly string[]): ParamDef<string> {
  return {
    description,
    schema: allowed ? { type: 'string', enum: [...allowed] } : { type: 'string', pattern: '^[A-Za-z]{2}$' },
    parse(raw, name) {
      const value = raw.trim().toLowerCase();
      if (!ISO_LANGUAGES.has(value))
        throw badParam(name, `${name} must be an ISO 639-1 two-letter language code`);
      if (allowed && !allowed.includes(value))
        throw badParam(name, `${name} must be one of ${allowed.join(', ')}`);
      return value;
    },
  };
}

export function country(description: string): ParamDef<string> {
  return {
    description,
    schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    parse(raw, name) {
      const value = raw.trim().toUpperCase();
      if (!ISO_COUNTRIES.has(value))
        throw badParam(name, `${name} must be an ISO 3166-1 alpha-2 country code`);
      return value;
    },
  };
}

export function list(description: string): ParamDef<string[]> {
  return {
    description,
    schema: { type: 'string', description: 'comma-separated list' },
    parse(raw, name) {
      const entries = raw
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry.length > 0);
      if (entries.length > MAX_LIST_ENTRIES)
        throw badParam(name, `${name} accepts at most ${MAX_LIST_ENTRIES} entries`);
      if (entries.some((entry) => entry.length > MAX_LIST_ENTRY_LENGTH)) {
        throw badParam(name, `each ${name} entry must be at most ${MAX_LIST_ENTRY_LENGTH} characters`);
      }
      return entries;
    },
  };
}

export function oneOf<T extends string>(values: readonly T[], description: string): ParamDef<T> {
  return {
    description,
    schema: { type: 'string', enum: [...values] },
    parse(raw, name) {
      const value = values.find((candidate) => candidate.toLowerCase() === raw.trim().toLowerCase());
      if (value === undefined) throw badParam(name, `${name} must be one of ${values.join(', ')}`);
      return value;
    },
  };
}

export function intEnum(values: readonly number[], description: string): ParamDef<number> {
  return {
    description,
    schema: { type: 'integer', enum: [...values] },
    parse(raw, name) {
      const value = /^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
      if (!values.includes(value)) throw badParam(name, `${name} must be one of ${values.join(', ')}`);
      return value;
    },
  };
}

const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/;

/** `MM/dd/yyyy[ HH:mm:ss]` in UTC → epoch seconds; impossible dates (02/30) are rejected, not rolled over. */
export function usDate(withTime: boolean, description: string): ParamDef<number> {
  const format = withTime ? 'MM/dd/yyyy HH:mm:ss or MM/dd/yyyy' : 'MM/dd/yyyy';
  return {
    description: `${description} (${format}, UTC)`,
    schema: { type: 'string', description: format },
    parse(raw, name) {
      const match = DATE_TIME.exec(raw.trim());
      if (!match || (!withTime && match[4] !== undefined))
        throw badParam(name, `${name} must be a date formatted ${format}`);
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
      if (!valid) throw badParam(name, `${name} is not a valid date`);
      return Math.floor(millis / 1000);
    },
  };
}

/** Comic themes match case-insensitively and tolerate singular/plural (`Peanut` = `Peanuts`). */
export function comicTheme(description: string): ParamDef<ComicTheme> {
  const normalise = (text: string) => text.trim().toLowerCase().replace(/s$/, '');
  return {
    description,
    schema: { type: 'string', enum: [...COMIC_THEMES] },
    parse(raw, name) {
      const wanted = normalise(raw);
      const theme = COMIC_THEMES.find((candidate) => normalise(candidate) === wanted);
      if (theme === undefined) throw badParam(name, `${name} must be one of ${COMIC_THEMES.join(', ')}`);
      return theme;
    },
  };
}

export function pathText(maxLength: number, description: string): ParamDef<string> {
  return {
    description,
    required: true,
    schema: { type: 'string', maxLength },
    parse(raw, name) {
      const value = raw.trim();
      if (value.length === 0 || value.length > maxLength) {
        throw badParam(name, `${name} must be 1 to ${maxLength} characters`);
      }
      return value;
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function uuid(description: string): ParamDef<string> {
  return {
    description,
    required: true,
    schema: { type: 'string', format: 'uuid' },
    parse(raw, name) {
      if (!UUID.test(raw)) throw badParam(name, `${name} must be a UUID`);
      return raw.toLowerCase();
    },
  };
}

/**
 * Validates a query object strictly: unknown names and repeated names are 400s naming the parameter.
 */
export function parseParams<D extends ParamDefs>(input: unknown, defs: D): ParsedParams<D> {
  const source = (input ?? {}) as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const name of Object.keys(source)) {
    if ((CREDENTIAL_PARAMS as readonly string[]).includes(name)) continue;
    const def = Object.hasOwn(defs, name) ? defs[name] : undefined;
    const shown = name.length > 64 ? `${name.slice(0, 64)}…` : name;
    if (def === undefined) throw badParam(shown, `unknown parameter ${shown}`);
    const raw = source[name];
    if (typeof raw !== 'string') throw badParam(name, `${name} must be given once`);
    result[name] = def.parse(raw, name);
  }
  for (const [name, def] of Object.entries(defs)) {
    if (def.required && !(name in result)) throw badParam(name, `${name} is required`);
  }
  return result as ParsedParams<D>;
}
