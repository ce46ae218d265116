// The server's run: reads the environment, builds the app (opening and seeding the database), listens.
// Started by main.ts once the mode is settled.
import { resolve } from 'node:path';
import { buildApp, DEFAULT_LOAD_BUDGET, REPO_ROOT, type AppOptions } from './app';
import { DEFAULT_ALL_MAX_ITEMS } from './lib/content-stream';
import { DEFAULT_RENDER_BUDGET } from './render/page-renderer';
import { DEFAULT_HTML_CACHE } from './render/html-cache';
import { DEFAULT_RENDER_GATE } from './render/render-gate';
import { DEFAULT_PUBLISH_INTERVAL_MS } from './lib/newsroom';
import { DEFAULT_IMAGE_CACHE_BUDGET } from './media/image-cache';
import { parsePlayerOrigins } from './lib/player-origins';
import { DEFAULT_PROXY_MAX_BODY_BYTES, DEFAULT_PROXY_MAX_RETRY_AFTER_SECONDS } from './plugins/proxy';

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got ${raw}`);
  return value;
}

function envFlag(name: string): boolean {
  const raw = (process.env[name] ?? '').trim().toLowerCase();
  return raw !== '' && raw !== '0' && raw !== 'false' && raw !== 'no';
}

function readOptions(): AppOptions & { port: number; host: string } {
  const publisherId = process.env.MEDIA_API_PUBLISHER_ID;
  const key = process.env.MEDIA_API_KEY;
  const upstream = process.env.MEDIA_API_UPSTREAM;
  if (envFlag('MEDIA_API_REQUIRE_KEY') && (!publisherId || !key)) {
    throw new Error('MEDIA_API_REQUIRE_KEY needs MEDIA_API_PUBLISHER_ID and MEDIA_API_KEY');
  }
  return {
    port: envNumber('PORT', 8080),
    host: process.env.HOST ?? '127.0.0.1',
    databasePath: resolve(process.env.DATABASE_PATH ?? resolve(REPO_ROOT, 'data/gazette.db')),
    seed: { items: envNumber('SEED_ITEMS', 5000), seed: envNumber('SEED', 1) },
    ...(upstream
      ? {
          upstream: {
            url: upstream,
            publisherId,
            key,
            timeoutMs: envNumber('MEDIA_API_TIMEOUT_MS', 10_000),
            maxBodyBytes: envNumber('MEDIA_API_MAX_BODY_BYTES', DEFAULT_PROXY_MAX_BODY_BYTES),
            maxRetryAfterSeconds: envNumber(
              'MEDIA_API_MAX_RETRY_AFTER_SECONDS',
              DEFAULT_PROXY_MAX_RETRY_AFTER_SECONDS,
            ),
          },
        }
      : {}),
    ...(envFlag('MEDIA_API_REQUIRE_KEY') && publisherId && key ? { requireKey: { publisherId, key } } : {}),
    ...(process.env.PLAYER_ORIGINS === undefined
      ? {}
      : { playerOrigins: parsePlayerOrigins(process.env.PLAYER_ORIGINS) }),
    features:
      process.env.FEATURE_TEAM_FOLLOW === undefined ? {} : { teamFollow: envFlag('FEATURE_TEAM_FOLLOW') },
    rateLimit: envFlag('RATE_LIMIT_DISABLED')
      ? false
      : {
          readsPerMinute: envNumber('RATE_LIMIT_READS_PER_MINUTE', 1200),
          writesPerMinute: envNumber('RATE_LIMIT_WRITES_PER_MINUTE', 120),
          mediaPerMinute: envNumber(
            'RATE_LIMIT_MEDIA_PER_MINUTE',
            3 * envNumber('RATE_LIMIT_READS_PER_MINUTE', 1200),
          ),
        },
    mediaCache: {
      maxBytes:
        envNumber('MEDIA_CACHE_MAX_MB', DEFAULT_IMAGE_CACHE_BUDGET.maxBytes / 1024 / 1024) * 1024 * 1024,
      renderConcurrency: envNumber('MEDIA_RENDER_CONCURRENCY', DEFAULT_IMAGE_CACHE_BUDGET.renderConcurrency),
      maxQueue: envNumber('MEDIA_RENDER_QUEUE', DEFAULT_IMAGE_CACHE_BUDGET.maxQueue),
      maxQueuePerClient: envNumber(
        'MEDIA_RENDER_QUEUE_PER_CLIENT',
        DEFAULT_IMAGE_CACHE_BUDGET.maxQueuePerClient,
      ),
    },
    allItemsMax: envNumber('CONTENT_ALL_MAX_ITEMS', DEFAULT_ALL_MAX_ITEMS),
    load: envFlag('LOAD_SHEDDING_DISABLED')
      ? false
      : {
          maxInFlight: envNumber('LOAD_MAX_IN_FLIGHT', DEFAULT_LOAD_BUDGET.maxInFlight),
          maxInFlightPerClient: envNumber(
            'LOAD_MAX_IN_FLIGHT_PER_CLIENT',
            DEFAULT_LOAD_BUDGET.maxInFlightPerClient,
          ),
          maxLagMs: envNumber('LOAD_MAX_LAG_MS', DEFAULT_LOAD_BUDGET.maxLagMs),
        },
    dev: envFlag('GAZETTE_DEV'),
    // Proxy mode publishes nothing: the upstream is the source (app.ts never builds a newsroom there).
    newsroom: { intervalMs: envNumber('NEWS_PUBLISH_INTERVAL_MS', DEFAULT_PUBLISH_INTERVAL_MS) },
    ...(process.env.NEWS_POLL_INTERVAL_MS
      ? { newStoriesPollMs: envNumber('NEWS_POLL_INTERVAL_MS', 60_000) }
      : {}),
    render: envFlag('SSR_DISABLED')
      ? false
      : {
          budgetMs: envNumber('SSR_DATA_BUDGET_MS', DEFAULT_RENDER_BUDGET.budgetMs),
          firstByteMs: envNumber('SSR_FIRST_BYTE_MS', DEFAULT_RENDER_BUDGET.firstByteMs),
          cache: {
            ttlMs: envNumber('SSR_CACHE_TTL_MS', DEFAULT_HTML_CACHE.ttlMs),
            staleMs: envNumber('SSR_CACHE_STALE_MS', DEFAULT_HTML_CACHE.staleMs),
            maxBytes: envNumber('SSR_CACHE_MAX_BYTES', DEFAULT_HTML_CACHE.maxBytes),
          },
          gate: {
            concurrency: Math.max(1, envNumber('SSR_CONCURRENCY', DEFAULT_RENDER_GATE.concurrency)),
            queue: envNumber('SSR_QUEUE', DEFAULT_RENDER_GATE.queue),
          },
        },
    ...(process.env.PUBLIC_ORIGIN ? { publicOrigin: process.env.PUBLIC_ORIGIN } : {}),
    ...(process.env.TRUST_PROXY ? { trustProxy: process.env.TRUST_PROXY } : {}),
    logLevel: process.env.LOG_LEVEL ?? 'info',
  };
}

const options = readOptions();
const app = await buildApp(options);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close() drains in-flight requests, then the onClose hook closes SQLite (checkpointing the WAL).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

const address = await app.listen({ port: options.port, host: options.host });
// One structured line with the bound address, so a supervisor (or a test) can start with PORT=0 and find it.
app.log.info({ address }, 'ready');
// A person who ran `npm start` wants the address, not a log line to decode.
if (process.stdout.isTTY)
  console.log(`\n  Gazette is running at ${address.replace('127.0.0.1', 'localhost')}\n`);
