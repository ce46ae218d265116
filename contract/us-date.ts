// The API's date form, written by the reader and read by the server (params.ts usDate). Free of zod, so
// the reader's date helpers (src/lib/format.ts) can share it without loading the schemas.
const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the API reads it: `MM/dd/yyyy`, with ` HH:mm:ss` when the parameter takes a time, in UTC. */
export function formatUsDate(date: Date, withTime: boolean): string {
  const day = `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
  return withTime
    ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
    : day;
}

/** Whether each date parameter (a usDate builder's schema) is written with its time; by schema. */
const DATE_PARAMS = new WeakMap<object, boolean>();

/** Marks a parameter's schema as a date the reader passes as a `Date` (params.ts usDate). */
export function markDateParam(schema: object, withTime: boolean): void {
  DATE_PARAMS.set(schema, withTime);
}

/** A parameter's schema, optional or not, as zod builds it; read without loading zod. */
interface SchemaLike {
  readonly def: { readonly type: string; readonly innerType?: unknown };
}

/**
 * Whether a parameter is a date, and written with its time (true) or without (false); undefined when it
 * is not a date. Reads the schema's own fields, so the reader need not load zod to ask.
 */
export function dateParamTime(schema: SchemaLike): boolean | undefined {
  const inner = schema.def.type === 'optional' ? schema.def.innerType : schema;
  return typeof inner === 'object' && inner !== null ? DATE_PARAMS.get(inner) : undefined;
}
