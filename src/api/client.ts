// The one place the app talks to the API: base URL, timeout, cancellation, typed errors,
// and a schema check of every answer (contract-check.ts, loaded with the first request: decision 0048).
import type { z } from 'zod/mini';
import { INTENT_HEADER } from '@contract/vocabulary';
import { unwrapById } from './by-id';
import { withSafeImageUrls } from './image-urls';
import type * as ContractCheck from './contract-check';
import type { CommonParams, RequestSpec } from './endpoints';
import { nextTask } from '@/lib/tasks';

/** The contract's checks (the operations' table as plain data): loaded once, by the first request or warmly. */
let checks: Promise<typeof ContractCheck> | undefined;
const contractChecks = () => (checks ??= import('./contract-check'));

/**
 * Loads the contract's checks ahead of the reader's first request of their own (called in idle time
 * after hydration), so that request waits for nothing more than before.
 */
export function warmContractChecks(): void {
  void contractChecks().catch(() => {
    // A failed load (offline, a new deployment) is tried again by the request that needs it.
    checks = undefined;
  });
}

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'schema';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, for `http` errors. */
  readonly status: number | undefined;
  /** The query parameter the server named as wrong, when it did. */
  readonly param: string | undefined;
  /** Seconds the server asked us to wait (`Retry-After` on a 429 or 503). */
  readonly retryAfterSeconds: number | undefined;
  /** When the answer came (epoch ms): what is left of `retryAfterSeconds` counts from here. */
  readonly receivedAt: number;
  /** For `schema` errors: where in the answer it went wrong, e.g. `content.3.publishedAt`. */
  readonly issuePath: string | undefined;
  /** The operation's path (without host and query). */
  readonly operation: string;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: {
      operation: string;
      status?: number;
      param?: string;
      retryAfterSeconds?: number;
      issuePath?: string;
      cause?: unknown;
    },
  ) {
    super(message, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.operation = details.operation;
    this.status = details.status;
    this.param = details.param;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.issuePath = details.issuePath;
    this.receivedAt = Date.now();
  }

  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404;
  }

  /** Worth another try: network trouble, timeouts, 429 and 5xx. Never other 4xx, never a bad answer. */
  get isTransient(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    return this.kind === 'http' && (this.status === 429 || (this.status ?? 0) >= 500);
  }
}

export interface ApiClientOptions {
  /** '' means the same origin. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Added to every request unless the operation sets them itself (user id, opt-out). */
  commonParams?: () => CommonParams;
  /**
   * The answers are this process's own, serialized from the same contract a moment ago (the reference
   * server rendering a page from its local data): their schema check is not made a second time. Never
   * for answers from elsewhere (a browser's, the proxy's upstream).
   */
  ownAnswers?: boolean;
  /**
   * With `ownAnswers`: this process's own data for a read of `url` as the value its handler made, already
   * the contract's shape (server/lib/in-process-api.ts), so it is neither written as JSON nor parsed back;
   * undefined when the read is to go through `fetch` (an error, an answer only HTTP gives).
   */
  ownView?: (url: string) => unknown;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

export { INTENT_HEADER };

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function statusText(status: number): string {
  if (status === 404) return 'Not found';
  if (status === 429) return 'Too many requests';
  if (status >= 500) return 'The server ran into a problem';
  if (status === 401 || status === 403) return 'Not allowed';
  return 'The request was refused';
}

export function createApiClient(options: ApiClientOptions) {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  function urlFor(spec: RequestSpec): string {
    const query = new URLSearchParams(spec.query);
    const common = options.commonParams?.() ?? {};
    for (const name of spec.commonParams) {
      const value = common[name];
      if (value === undefined || query.has(name)) continue;
      query.set(name, typeof value === 'boolean' ? String(value) : value);
    }
    const search = query.toString();
    return `${baseUrl}${spec.path}${search ? `?${search}` : ''}`;
  }

  /**
   * The contract's own check of what is about to be sent (path and query), so the reader refuses what
   * the server would refuse, with the server's words, without sending it: an `http` 400 ApiError.
   */
  function refusal(check: typeof ContractCheck, spec: RequestSpec, url: string): ApiError | undefined {
    const query = Object.fromEntries(new URL(url, 'http://reader.invalid').searchParams);
    const refused = check.refusal(spec, query);
    return refused
      ? new ApiError('http', refused.message, { operation: spec.path, status: 400, param: refused.param })
      : undefined;
  }

  /** The answer over `fetch`, parsed; an ApiError for a failure, a timeout or an error status. */
  async function fetchAnswer(
    spec: RequestSpec,
    url: string,
    check: typeof ContractCheck,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    const operation = spec.path;
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    // The caller's cancellation passes through untouched; our own deadline becomes a timeout error.
    const throwIfCancelledOrTimedOut = (cause: unknown) => {
      if (signal?.aborted) throw signal.reason ?? cause;
      if (timeout.aborted) {
        throw new ApiError('timeout', `No answer within ${Math.round(timeoutMs / 1000)} seconds`, {
          operation,
          cause,
        });
      }
    };

    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'GET',
        // Marks the app's own state-changing fetch (contract/vocabulary.ts); the server's follow guard
        // refuses what an <img>, a link, a prefetch or a cross-site page sends (server/plugins/request-guards.ts).
        headers: spec.sideEffect
          ? { Accept: 'application/json', [INTENT_HEADER]: 'follow' }
          : { Accept: 'application/json' },
        signal: combined,
        // A state-changing GET must never be answered from a cache.
        cache: spec.sideEffect ? 'no-store' : 'default',
      });
    } catch (cause) {
      throwIfCancelledOrTimedOut(cause);
      throw new ApiError('network', 'Could not reach the server', { operation, cause });
    }

    let body: unknown;
    let bodyIsJson = true;
    try {
      const text = await response.text();
      body = text === '' ? undefined : JSON.parse(text);
    } catch (cause) {
      throwIfCancelledOrTimedOut(cause);
      bodyIsJson = false;
    }

    if (!response.ok) {
      // Status first; the body is a welcome extra when it follows the contract.
      const detail = bodyIsJson ? check.errorBody(body) : undefined;
      throw new ApiError('http', detail?.message ?? statusText(response.status), {
        operation,
        status: response.status,
        param: detail?.param,
        retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
      });
    }

    if (!bodyIsJson) {
      throw new ApiError('schema', 'The server sent an answer that is not JSON', { operation });
    }
    return body;
  }

  async function request<S extends z.ZodMiniType>(
    spec: RequestSpec<S>,
    { signal }: RequestOptions = {},
  ): Promise<z.output<S>> {
    const operation = spec.path;
    // Each request's own work (its check against the contract, the browser's fetch: 5–10 ms of a 4×-slowed
    // phone's main thread) in a task of its own: a page mounting several queries at once (the welcome's
    // six suggestions, the reader's data as the page hydrates) would otherwise do all of it in one long
    // task. The server's render has no input to answer: it goes straight on.
    if (typeof window !== 'undefined') await nextTask();
    // Cancelled meanwhile (the reader moved on): nothing is sent.
    signal?.throwIfAborted();
    let check: typeof ContractCheck;
    try {
      check = await contractChecks();
    } catch (cause) {
      checks = undefined;
      throw new ApiError('network', 'Could not reach the server', { operation, cause });
    }
    // A row outside the table (a test's) has its checks read from its schemas first.
    if (spec.row) await check.prepare(spec);
    signal?.throwIfAborted();
    const url = urlFor(spec);
    // This process's own server (`ownAnswers`) refuses what the contract refuses, in the same words
    // (contract/wire-checks.test.ts holds the two alike): the render does not check a request twice.
    const refused = options.ownAnswers ? undefined : refusal(check, spec, url);
    if (refused) throw refused;

    let body = options.ownAnswers && !spec.sideEffect ? options.ownView?.(url) : undefined;
    if (body === undefined) body = await fetchAnswer(spec, url, check, signal);
    if (spec.byId) {
      const one = unwrapById(body, spec.byId.listKey);
      if (one.kind === 'none') throw new ApiError('http', 'Not found', { operation, status: 404 });
      if (one.kind === 'several') {
        throw new ApiError(
          'schema',
          `Unexpected answer at ${one.path}: ${one.count} items where one was expected`,
          {
            operation,
            issuePath: one.path,
          },
        );
      }
      body = one.value;
    }
    // This server's own answers name only its own images, `/media/…` addresses it builds from ids it made
    // (server/lib/media-urls.ts; server/lib/in-process-api.test.ts holds every read to the rule below):
    // nothing for the rule to take out, so they are not walked for it a second time.
    if (options.ownAnswers) return body as z.output<S>;
    const parsed = check.checkAnswer(spec, body);
    if (!parsed.ok) {
      throw new ApiError('schema', `Unexpected answer at ${parsed.issuePath}: ${parsed.message}`, {
        operation,
        issuePath: parsed.issuePath,
      });
    }
    // Image addresses are the upstream's words too: judged once here, like an article body's images.
    return withSafeImageUrls(parsed.data as z.output<S>);
  }

  return { request, urlFor };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let current: ApiClient = createApiClient({ baseUrl: '' });

/** Called once at start-up, after `/config.json` is read. */
export function configureApiClient(options: ApiClientOptions): ApiClient {
  current = createApiClient(options);
  return current;
}

/** Runs one operation with the configured client. */
export function apiRequest<S extends z.ZodMiniType>(spec: RequestSpec<S>, options?: RequestOptions) {
  return current.request(spec, options);
}

/** Retries of a busy answer (429 or 503 with `Retry-After`) before the reader is told: three, within ten seconds. */
export const BUSY_RETRIES = 3;
/** The longest wait named by `Retry-After` that is waited out by itself (three waits stay under ten seconds). */
export const BUSY_WAIT_LIMIT_SECONDS = 3;

/**
 * A moment's refusal that says how long to wait (429, or 503 with `Retry-After`), short enough to wait out
 * unseen: a busy server costs the reader a pause under the skeleton, not a page of error.
 */
export function isBusyForMoment(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const wait = error.retryAfterSeconds;
  return (
    error.kind === 'http' &&
    (error.status === 429 || error.status === 503) &&
    wait !== undefined &&
    wait <= BUSY_WAIT_LIMIT_SECONDS
  );
}

/**
 * React Query's retry rule (queries, and through them route loaders and prefetches). A busy answer with a
 * short `Retry-After` is asked again up to three times, after the wait it names; other transient failures
 * (network, timeout, a 5xx without `Retry-After`) twice. Never a 4xx, never an answer that is not what the
 * contract says, never a 429 without `Retry-After`, and never a wait longer than a few seconds: then the
 * reader is told, with the countdown, and decides.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.isTransient) return false;
  if (isBusyForMoment(error)) return failureCount < BUSY_RETRIES;
  return error.status !== 429 && error.retryAfterSeconds === undefined && failureCount < 2;
}

/**
 * Pause before retry n (0-based). A busy answer: the wait it named (at least a quarter second), plus up to
 * a tenth more so the page's several queries do not all come back in the same instant. Otherwise half a
 * second, then one; short enough that an error shows soon.
 */
export function retryDelay(failureCount: number, error?: unknown): number {
  if (error instanceof ApiError && isBusyForMoment(error)) {
    const wait = Math.max(250, (error.retryAfterSeconds ?? 0) * 1000);
    return Math.round(wait * (1 + Math.random() * 0.1));
  }
  return Math.min(500 * 2 ** failureCount, 4000);
}
