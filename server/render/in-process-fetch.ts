// The render's way to the API: the app's requests answered by this server in process, never shed nor
// rate-limited against the reader (lib/in-process.ts): the render gate bounds them.
import type { FastifyInstance } from 'fastify';
import { inProcessHeaders } from '../lib/in-process';

/**
 * The app's API calls during a render, answered by this server in process. In local mode an operation's
 * own answerer answers it without HTTP (lib/in-process-api.ts); anything else (the proxy's answers, a
 * streamed list) goes through `app.inject`, as the reader's own request would — from the reader's address
 * (`remoteAddress`).
 */
export function inProcessFetch(app: FastifyInstance, remoteAddress: () => string | undefined): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const local = app.inProcessApi?.answer(url);
    if (local) return new Response(local.body, { status: local.status, headers: local.headers });
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/json',
        ...(init?.headers as Record<string, string> | undefined),
        // Not shed nor rate-limited against the reader: the render gate bounds these (lib/in-process.ts).
        ...inProcessHeaders(),
      },
      remoteAddress: remoteAddress(),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}
