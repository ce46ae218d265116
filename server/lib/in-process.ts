// The server's own requests to itself (the page renderer's API calls, answered through app.inject) carry a
// header whose value is a random secret of this process: the guards tell them from any client's by it, and
// no client can forge it (it is never sent out, logged or forwarded upstream). Such calls are already
// bounded by the render gate; shed or rate-limited against the reader's address, they turned a page into
// the app's "busy" panel.
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const IN_PROCESS_HEADER = 'x-gazette-in-process';

const TOKEN = Buffer.from(randomBytes(24).toString('base64url'));

/** The header that marks a request as the server's own. */
export const inProcessHeaders = (): Record<string, string> => ({ [IN_PROCESS_HEADER]: TOKEN.toString() });

/** Whether a request was made by this server itself (its header carries this process's secret). */
export function isInProcess(headers: Record<string, string | string[] | undefined>): boolean {
  const value = headers[IN_PROCESS_HEADER];
  if (typeof value !== 'string' || value.length !== TOKEN.length) return false;
  return timingSafeEqual(Buffer.from(value), TOKEN);
}
