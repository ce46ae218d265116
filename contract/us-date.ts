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
