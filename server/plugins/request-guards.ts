// One set of guards for the API and /media, run before the local routes and before the proxy alike:
// path normalisation, the follow guard, HEAD never changing state, load shedding and per-client rate limits.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, matchOperation, normalizeApiPath, type OperationMatch } from '../lib/api-path';
import { MEDIA_ROOT } from '../../contract/vocabulary';
import { HttpError } from '../lib/http-error';
import type { LoadShedder } from '../lib/load-shedder';
import { isInProcess } from '../lib/in-process';
import { TokenBuckets } from '../lib/token-bucket';

/** Answers cost one token each, plus one per this many bytes beyond the first (an `offset=0` dump pays its size). */
export const BYTES_PER_TOKEN = 64 * 1024;

export interface GuardOptions {
  /** Requests per minute per client and operation; `/media` gets `media`. `false` turns limiting off. */
  rateLimit: { reads: number; writes: number; media: number } | false;
  /** Admission control (built by app.ts, which also sheds on lag before Fastify parses); undefined = off. */
  shedder: LoadShedder | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The API operation this request names (set by the guards; undefined outside /mediaApi or when unknown). */
    operation?: OperationMatch;
    /** Extra rate-limit cost to charge when the answer is done (a streamed answer adds its bytes here). */
    streamedBytes?: number;
  }
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().toLowerCase();
}

/**
 * Why a follow or unfollow must be refused, or undefined when it may change state (api-contract.md §1).
 * The interface has no header, token or signature: any client that sends the documented path and query
 * is served. What is refused is a *browser* made to send it by someone else, told apart only by what
 * browsers send by themselves: Fetch Metadata (a cross-site or same-site request, a navigation, a
 * no-cors request such as an <img>, any destination but a fetch, a prefetch or prerender) and, from a
 * browser that sends no Fetch Metadata, an `Origin` or `Referer` naming another origin. A request with
 * none of these is a client of the interface (curl, an app, a script) and is served.
 */
export function followRefusal(request: FastifyRequest): { message: string; param: string } | undefined {
  const site = header(request, 'sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site')
    return { message: 'follow and unfollow are not accepted from another site', param: 'Sec-Fetch-Site' };
  const mode = header(request, 'sec-fetch-mode');
  if (mode === 'navigate' || mode === 'no-cors' || mode === 'nested-navigate')
    return {
      message: 'follow and unfollow are not accepted from a link, a form or an embedded resource',
      param: 'Sec-Fetch-Mode',
    };
  const dest = header(request, 'sec-fetch-dest');
  if (dest !== '' && dest !== 'empty')
    return {
      message: 'follow and unfollow are not accepted from a link, a form or an embedded resource',
      param: 'Sec-Fetch-Dest',
    };
  const purpose = `${header(request, 'sec-purpose')} ${header(request, 'purpose')} ${header(request, 'x-moz')}`;
  if (purpose.includes('prefetch') || purpose.includes('prerender'))
    return { message: 'follow and unfollow are not served to prefetch requests', param: 'Sec-Purpose' };
  if (site === '') {
    const own = ownOrigins(request);
    for (const name of ['origin', 'referer'] as const) {
      const value = header(request, name);
      if (value === '') continue;
      const origin = originOf(value);
      if (origin === undefined || !own.has(origin))
        return {
          message: 'follow and unfollow are not accepted from another site',
          param: name === 'origin' ? 'Origin' : 'Referer',
        };
    }
  }
  return undefined;
}

/** `scheme://host[:port]` of a URL, lower case; undefined for `null` and anything that is no URL. */
function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The origins this server is reached at: the configured public one, and the one the request itself names
 * (a browser cannot choose the Host it sends, so a page of another origin cannot pass as this one).
 */
function ownOrigins(request: FastifyRequest): Set<string> {
  const host = header(request, 'host');
  return new Set([
    request.server.publicOrigin().toLowerCase(),
    `http://${host}`,
    `https://${host}`,
    // Default ports are dropped from an origin: `Host: a.example:80` is `http://a.example`.
    `http://${host.replace(/:80$/, '')}`,
    `https://${host.replace(/:443$/, '')}`,
  ]);
}

function refuse(reply: FastifyReply, error: HttpError, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply
    .code(error.statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(error.toBody());
}

export const requestGuardsPlugin = fp(async (app: FastifyInstance, options: GuardOptions) => {
  const limits = options.rateLimit;
  const buckets = limits
    ? {
        reads: new TokenBuckets(limits.reads),
        writes: new TokenBuckets(limits.writes),
        media: new TokenBuckets(limits.media),
      }
    : undefined;
  const shedder = options.shedder;
  if (shedder) {
    // Started when the server is ready, so the start-up work (seeding, compiling) does not count as lag.
    app.addHook('onReady', async () => shedder.start());
    app.addHook('onClose', async () => shedder.close());
  }

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const api = isApiPath(path);
    const media = !api && path.startsWith(MEDIA_ROOT);
    if (!api && !media) return;

    let bucketKey = 'media';
    let kind: 'reads' | 'writes' | 'media' = 'media';
    if (api) {
      let segments: string[];
      try {
        segments = normalizeApiPath(path);
      } catch (error) {
        if (error instanceof HttpError) return refuse(reply, error);
        throw error;
      }
      const operation = matchOperation(segments);
      request.operation = operation;
      if (operation?.sideEffect) {
        // A HEAD must never change state, and a GET's bucket must not be doubled by its HEAD twin.
        if (request.method !== 'GET')
          return refuse(
            reply,
            new HttpError(405, `${request.method} is not allowed on follow and unfollow; use GET`),
            {
              allow: 'GET',
            },
          );
        const refusal = followRefusal(request);
        if (refusal) return refuse(reply, new HttpError(403, refusal.message, refusal.param));
      }
      kind = operation?.sideEffect ? 'writes' : 'reads';
      bucketKey = operation?.id ?? 'unknown';
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    // The server's own calls (a page render's data, lib/in-process.ts) are bounded by the render gate;
    // they are neither shed nor counted against the reader's address, or a page became the "busy" panel.
    if (isInProcess(request.headers)) return;

    if (shedder) {
      const admission = shedder.admit(request.ip);
      if (!admission.admitted) {
        return refuse(
          reply,
          new HttpError(
            503,
            admission.reason === 'client'
              ? 'too many requests in flight from this client; retry shortly'
              : 'the server is busy; retry shortly',
          ),
          { 'retry-after': String(admission.retryAfterSeconds) },
        );
      }
      // 'close' fires when the answer is done and when the client goes away mid-answer.
      reply.raw.once('close', admission.release);
    }

    if (buckets) {
      const bucket = buckets[kind];
      const key = `${request.ip}|${bucketKey}`;
      const wait = bucket.take(key);
      if (wait > 0) {
        return refuse(
          reply,
          new HttpError(
            429,
            `rate limit exceeded: at most ${bucket.perMinute} requests per minute; retry in ${wait} s`,
          ),
          { 'retry-after': String(wait), 'x-ratelimit-limit': String(bucket.perMinute) },
        );
      }
      reply.raw.once('close', () => {
        const bytes = request.streamedBytes ?? 0;
        if (bytes > BYTES_PER_TOKEN) bucket.charge(key, Math.floor(bytes / BYTES_PER_TOKEN));
      });
    }
  });

  if (buckets) {
    // The uncompressed size is what the answer cost to build; measured before compression rewrites it.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (typeof payload === 'string')
        request.streamedBytes = (request.streamedBytes ?? 0) + Buffer.byteLength(payload);
      else if (Buffer.isBuffer(payload))
        request.streamedBytes = (request.streamedBytes ?? 0) + payload.length;
      return payload;
    });
  }
});
