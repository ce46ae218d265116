// Proxy mode: the operations of the contract, and nothing else, are forwarded to a real upstream with the
// partner credentials added server-side (the browser never holds the key). Requests reach here after the
// guards (path normalisation, follow guard, rate limits, shedding: plugins/request-guards.ts). Only
// documented parameters are forwarded; answers must be JSON within a size cap and a total deadline, and
// anything else becomes the contract's error body with 502/504 — never the upstream's HTML, headers or text;
// a JSON answer is passed on cleaned of the partner key and publisher id (lib/scrub-secrets.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody, HttpError } from '../lib/http-error';
import { redactUrl } from '../lib/redact';
import { SecretScrubError, secretScrubber } from '../lib/scrub-secrets';
import { issueToParamError, type ParamIssue } from '../../contract/errors';
import { API_PREFIX, CREDENTIAL_PARAMS } from '../../contract/vocabulary';
import type { OperationMatch } from '../lib/api-path';
import { CACHE_NO_STORE, CACHE_PRIVATE, CACHE_PUBLIC } from './http-caching';

export interface ProxyOptions {
  url: string;
  publisherId?: string;
  key?: string;
  /** Total deadline for one upstream exchange, headers and body (MEDIA_API_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Largest upstream answer accepted (MEDIA_API_MAX_BODY_BYTES); past it the transfer is aborted. */
  maxBodyBytes?: number;
  /** Upper bound on a Retry-After passed on to the browser (MEDIA_API_MAX_RETRY_AFTER_SECONDS). */
  maxRetryAfterSeconds?: number;
}

export const DEFAULT_PROXY_MAX_BODY_BYTES = 4 * 1024 * 1024;
export const DEFAULT_PROXY_MAX_RETRY_AFTER_SECONDS = 120;

/** Upstream statuses passed on as themselves (with our own message); every other failure is a 502. */
const PASSED_ON: Record<number, string> = {
  400: 'the upstream service refused the request as malformed',
  404: 'the upstream service has no such resource',
  429: 'the upstream service is rate limiting; retry later',
  503: 'the upstream service is unavailable; retry later',
};

class UpstreamFailure extends Error {
  constructor(
    readonly status: 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

function retryAfterSeconds(header: string | null, cap: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  let seconds = /^\d+$/.test(trimmed) ? Number(trimmed) : (Date.parse(trimmed) - Date.now()) / 1000;
  if (!Number.isFinite(seconds)) return undefined;
  seconds = Math.ceil(Math.max(0, seconds));
  return Math.min(seconds, cap);
}

/** Reads a body up to `max` bytes, aborting the transfer as soon as it is exceeded. */
async function readCapped(response: Response, max: number, abort: AbortController): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > max) {
    abort.abort();
    throw new UpstreamFailure(502, 'the upstream answer is larger than this server accepts');
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      abort.abort();
      await reader.cancel().catch(() => undefined);
      throw new UpstreamFailure(502, 'the upstream answer is larger than this server accepts');
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks, size);
}

/** Validates with the table's schema; a failure is the 400 naming the parameter the local server gives. */
function check(schema: OperationMatch['operation']['query'], input: Record<string, unknown>): void {
  const result = schema.safeParse(input);
  if (result.success) return;
  const refused = issueToParamError(result.error.issues[0] as ParamIssue, input);
  throw new HttpError(400, refused.message, refused.param);
}

/**
 * The request checked against its operation's documented path and query parameters (the schemas of
 * contract/operations.ts, as the local routes use them) and the query to forward: documented names only.
 */
export function forwardableQuery(match: OperationMatch, search: URLSearchParams): URLSearchParams {
  check(match.operation.params, match.params);
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const previous = values[name];
    values[name] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  check(match.operation.query, values);
  const documented = match.operation.query.shape as Record<string, unknown>;
  const forward = new URLSearchParams();
  for (const [name, value] of search)
    if (Object.hasOwn(documented, name) && !(CREDENTIAL_PARAMS as readonly string[]).includes(name))
      forward.append(name, value);
  return forward;
}

function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply
    .code(status)
    .header('cache-control', CACHE_NO_STORE)
    .type('application/json; charset=utf-8')
    .send(errorBody(status, message));
}

export async function proxyRoutes(app: FastifyInstance, options: ProxyOptions) {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBody = options.maxBodyBytes ?? DEFAULT_PROXY_MAX_BODY_BYTES;
  const maxRetryAfter = options.maxRetryAfterSeconds ?? DEFAULT_PROXY_MAX_RETRY_AFTER_SECONDS;
  const scrubber = secretScrubber([options.key, options.publisherId]);

  // HEAD is answered by running this GET handler and dropping the body: a read is forwarded as a GET
  // (harmless); a side effect never gets here (the guards answer 405).
  app.get(`${API_PREFIX}/*`, async (request, reply) => {
    const operation = request.operation;
    if (!operation) return sendError(reply, 404, 'no such operation');
    const search = new URLSearchParams(
      request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '',
    );
    const query = forwardableQuery(operation, search);
    if (options.publisherId) query.set('publisherId', options.publisherId);
    if (options.key) query.set('key', options.key);
    // The canonical spelling of the path, rebuilt from its decoded segments: nothing the upstream could
    // decode into another path.
    const path = `/${operation.segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
    const target = `${base}${path}${query.size > 0 ? `?${query.toString()}` : ''}`;

    const abort = new AbortController();
    const deadline = setTimeout(() => abort.abort(new UpstreamFailure(504, 'deadline')), timeoutMs);
    try {
      const upstream = await fetch(target, {
        headers: { accept: 'application/json' },
        signal: abort.signal,
        redirect: 'manual',
      });
      if (upstream.status < 200 || upstream.status >= 300) {
        // The upstream's error text may echo the request (with the key): never read, never passed on.
        abort.abort();
        await upstream.body?.cancel().catch(() => undefined);
        const message = PASSED_ON[upstream.status];
        if (message === undefined)
          throw new UpstreamFailure(502, `the upstream service failed (status ${upstream.status})`);
        const retry = retryAfterSeconds(upstream.headers.get('retry-after'), maxRetryAfter);
        return sendError(
          reply,
          upstream.status,
          message,
          retry === undefined ? {} : { 'retry-after': String(retry) },
        );
      }
      const type = upstream.headers.get('content-type') ?? '';
      if (!/^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i.test(type)) {
        abort.abort();
        await upstream.body?.cancel().catch(() => undefined);
        throw new UpstreamFailure(502, 'the upstream service answered with something other than JSON');
      }
      const text = (await readCapped(upstream, maxBody, abort)).toString('utf8');
      try {
        JSON.parse(text);
      } catch {
        throw new UpstreamFailure(502, 'the upstream service answered with malformed JSON');
      }
      // An upstream that echoes its query (a signed image URL, a `next` link) would publish the key in
      // this answer, and through it in pages, the page cache and the feed: cleaned here, or refused.
      let body: string;
      try {
        body = scrubber.scrubJson(text);
      } catch (error) {
        if (!(error instanceof SecretScrubError)) throw error;
        throw new UpstreamFailure(502, 'the upstream answer carries what this server cannot pass on');
      }
      // The table's policy (contract/operations.ts): user = private when a userId is given, else public.
      const cache =
        operation.cache === 'no-store'
          ? CACHE_NO_STORE
          : operation.cache === 'user' && query.has('userId')
            ? CACHE_PRIVATE
            : CACHE_PUBLIC;
      return reply
        .code(200)
        .header('cache-control', cache)
        .type('application/json; charset=utf-8')
        .send(body);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const failure =
        error instanceof UpstreamFailure
          ? error
          : abort.signal.reason instanceof UpstreamFailure
            ? abort.signal.reason
            : new UpstreamFailure(502, 'the upstream service could not be reached');
      const message =
        failure.status === 504
          ? `the upstream service did not answer within ${timeoutMs} ms`
          : failure.message;
      // The path only (redacted): the target URL carries the key.
      request.log.warn(
        { path: redactUrl(path), status: failure.status, reason: message },
        'upstream request failed',
      );
      return sendError(reply, failure.status, message);
    } finally {
      clearTimeout(deadline);
    }
  });
}
