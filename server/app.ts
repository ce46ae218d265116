// Builds the Fastify instance: used by main.ts and by every server test (through app.inject or port 0).
import { join } from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { loadCatalog } from './db/catalog-repository';
import { localPlayerOrigins } from './lib/player-origins';
import { openDatabase } from './db/database';
import { ensureSearchIndex } from './db/search-index';
import { InProcessApi } from './lib/in-process-api';
import { bodySanitizer } from './db/body-sanitizer';
import { seedDatabase, storyPublisher } from './db/seed';
import { Newsroom, type NewsroomOptions } from './lib/newsroom';
import { serializeRequest } from './lib/redact';
import { errorBody, frameworkMessage, HttpError, rawClientError } from './lib/http-error';
import { DEFAULT_ALL_MAX_ITEMS } from './lib/content-stream';
import { errorHandlerPlugin } from './plugins/error-handler';
import { httpCachingPlugin } from './plugins/http-caching';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticAppPlugin } from './plugins/static-app';
import { RESERVED } from './lib/reader-url';
import { ComicRepository } from './db/comic-repository';
import { ContentRepository } from './db/content-repository';
import { UserRepository } from './db/user-repository';
import { requestGuardsPlugin } from './plugins/request-guards';
import { LoadShedder, type LoadBudget } from './lib/load-shedder';
import { createServer, type IncomingMessage } from 'node:http';
import { normalizeTarget, validHost } from './lib/request-target';
import { proxyRoutes, type ProxyOptions } from './plugins/proxy';
import { requireKeyPlugin } from './plugins/require-key';
import { compressionPlugin } from './plugins/compression';
import { openApiPlugin } from './plugins/openapi';
import { categoryHandlers } from './routes/categories';
import { comicHandlers } from './routes/comics';
import { contentHandlers } from './routes/content';
import { followHandlers } from './routes/follow-routes';
import { operationRoutes, type Handlers, type TestHandlers } from './routes/operations';
import { personHandlers } from './routes/persons';
import type { Services } from './routes/services';
import { runtimeConfig, systemRoutes, type HealthReports } from './routes/system';
import { teamHandlers } from './routes/teams';
import { userHandlers } from './routes/users';
import { mediaRoutes } from './routes/media';
import { ImageCache, type ImageCacheBudget } from './media/image-cache';
import { dirname } from 'node:path';
import { atomPlugin } from './render/atom';
import { createPageRenderer, DEFAULT_RENDER_BUDGET, type PageRenderOptions } from './render/page-renderer';
import { devAppPlugin } from './render/dev-app';
import { DEFAULT_HTML_CACHE } from './render/html-cache';
import { preloadChunks } from './render/chunk-preloads';
import { viteEntry } from './render/vite-entry';
import { decoratePublicOrigin } from './lib/public-origin';
import { REPO_ROOT } from './repo-root';

export { REPO_ROOT };

export interface AppOptions {
  /** SQLite file; created, migrated and (when `seed` is given and it is empty) seeded. Unused in proxy mode. */
  databasePath: string;
  seed?: { items: number; seed: number; anchor?: number };
  /** Built reader app; defaults to `<repo>/dist`. */
  distDir?: string;
  /** Where rendered images are cached; defaults to `media-cache/` next to the database. */
  mediaCacheDir?: string;
  /** Proxy mode: forward /mediaApi/… here instead of answering from the database. */
  upstream?: ProxyOptions;
  /** Tests only: the handlers of rows a test added to the operations table (contract addTestOperation). */
  testHandlers?: TestHandlers;
  /** Demand `publisherId`/`key` on the local API (MEDIA_API_REQUIRE_KEY). */
  requireKey?: { publisherId: string; key: string };
  features?: { teamFollow?: boolean };
  /**
   * The https origins whose video players stories may embed (PLAYER_ORIGINS); the page's CSP allows frames
   * from these only. Default: none in proxy mode; locally, the seeded providers that allow embedding.
   */
  playerOrigins?: readonly string[];
  /**
   * The proxies in front whose `X-Forwarded-For` names the client (TRUST_PROXY: addresses or CIDRs, as
   * Fastify's `trustProxy` takes them; docs/deploy.md): rate limits then count readers, not the proxy.
   */
  trustProxy?: string;
  /** Requests per minute per client and operation (`/media`: 3 × reads unless set); `false` turns limiting off. */
  rateLimit?: { readsPerMinute?: number; writesPerMinute?: number; mediaPerMinute?: number } | false;
  /** Disk cache bound and render pool of /media (defaults: DEFAULT_IMAGE_CACHE_BUDGET). */
  mediaCache?: Partial<ImageCacheBudget>;
  /** Most items an `offset=0` ("every item of the query") answer carries; the rest is cut. */
  allItemsMax?: number;
  /** Admission control (503 + Retry-After past these); `false` turns it off. Defaults: DEFAULT_LOAD_BUDGET. */
  load?: Partial<LoadBudget> | false;
  /** `npm run dev`: the app served by Vite with hot reload and rendered from its current source. */
  dev?: boolean;
  /** Server rendering of reader URLs (decision 0018); `false` serves the app unrendered. */
  render?: Partial<PageRenderOptions> | false;
  /**
   * The demo newsroom: a new story every `intervalMs` while the server runs (decision 0023). Unset or
   * `false`: nothing is published. Never in proxy mode (the upstream is the source).
   */
  newsroom?: NewsroomOptions | false;
  /** How often an open feed asks whether newer stories exist (the app's `newStoriesPollMs`). */
  newStoriesPollMs?: number;
  /**
   * The origin readers reach this server at (PUBLIC_ORIGIN): canonical links, og:url and Atom ids name it.
   * Unset: the listening address. Never taken from the request's Host.
   */
  publicOrigin?: string;
  /** pino level, or false for silence. */
  logLevel?: string | false;
  /** Where log lines go (default stdout); tests read them here. */
  logStream?: { write(line: string): void };
}

const SHED_BODY = JSON.stringify(errorBody(503, 'the server is busy; retry shortly'));

export const DEFAULT_LOAD_BUDGET: LoadBudget = { maxInFlight: 256, maxInFlightPerClient: 32, maxLagMs: 100 };

/** Paths whose requests are shed under overload (the API and its images; never /healthz or the app). */
const SHEDDABLE = /^\/media(?:Api)?\//;

/**
 * A reader page (a GET for HTML that is no file) is shed under overload as the API is: a
 * readable 503 with Retry-After, before Fastify parses it. Static files and /healthz never are.
 */
function isPageRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
  if (RESERVED.test(path) || path.startsWith('/assets/')) return false;
  return (
    !path.slice(path.lastIndexOf('/') + 1).includes('.') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}
const SHED_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Gazette is busy</title>' +
  '<p>Gazette is busy right now; reload this page in a few seconds.</p></html>';

/**
 * One log line per request, written when it is answered: the request (its URL redacted, lib/redact.ts), the
 * status and the time taken. Fastify's own controller writes two, "incoming request" and then "request
 * completed" with only the status; the one line holds the fields of both.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  /** Requests whose target was refused by normalizeTarget, answered 400 by the first onRequest hook. */
  const targetErrors = new WeakMap<IncomingMessage, HttpError>();
  const shedder =
    options.load === false ? undefined : new LoadShedder({ ...DEFAULT_LOAD_BUDGET, ...options.load });
  const app = Fastify({
    // Under overload, API requests are refused before Fastify parses, routes or logs them (a few µs each),
    // so the loop stays short and /healthz, which is never shed, answers at once.
    serverFactory: (handler, serverOptions) => {
      const server = createServer((request, response) => {
        // The target normalised once, here, before shedding, routing, guards and logs read it; rewriteUrl
        // below does the same for app.inject (which never passes through this server) and is then a no-op.
        const target = normalizeTarget(request.url ?? '/');
        request.url = target.url;
        if (target.error) targetErrors.set(request, target.error);
        if (shedder?.lagging && SHEDDABLE.test(request.url)) {
          shedder.countShed();
          response.writeHead(503, {
            'content-type': 'application/json; charset=utf-8',
            'cache-control': 'no-store',
            'retry-after': '2',
            'x-content-type-options': 'nosniff',
          });
          response.end(SHED_BODY);
          return;
        }
        if (shedder?.lagging && isPageRequest(request)) {
          shedder.countShed();
          response.writeHead(503, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-store',
            'retry-after': '2',
            'content-security-policy': "default-src 'none'",
            'x-content-type-options': 'nosniff',
          });
          response.end(SHED_PAGE);
          return;
        }
        handler(request, response);
      });
      // What Fastify sets on a server it creates itself.
      const fastifyOptions = serverOptions as {
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
      };
      if (fastifyOptions.keepAliveTimeout !== undefined)
        server.keepAliveTimeout = fastifyOptions.keepAliveTimeout;
      if (fastifyOptions.requestTimeout !== undefined) server.requestTimeout = fastifyOptions.requestTimeout;
      if (fastifyOptions.connectionTimeout !== undefined) server.setTimeout(fastifyOptions.connectionTimeout);
      return server;
    },
    rewriteUrl: (request) => {
      if (targetErrors.has(request)) return request.url ?? '/';
      const target = normalizeTarget(request.url ?? '/');
      if (target.error) targetErrors.set(request, target.error);
      return target.url;
    },
    logger:
      options.logLevel === false
        ? false
        : {
            level: options.logLevel ?? 'info',
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Partner keys and user ids ride in URLs; they must never reach the logs (lib/redact.ts).
            serializers: { req: serializeRequest },
          },
    logController: new OneLinePerRequest(),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    // Long path params get a 400 from our validators instead of an opaque router 404.
    routerOptions: { maxParamLength: 1000, ignoreTrailingSlash: true },
    // Malformed URLs and the like never reach a route; they still get the contract's error body, with a
    // message of our own (the framework's would echo the path, e.g. a 5,000-character one in a 414).
    frameworkErrors: (error, _request, reply) => {
      const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
      void reply
        .status(status as never)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(errorBody(status, frameworkMessage(status)) as never);
    },
    // Errors Node raises before a request exists (431 header overflow, 400 unparsable request, 408).
    clientErrorHandler: rawClientError,
  });

  decoratePublicOrigin(app, options.publicOrigin);
  // First of all hooks: a target that reads differently once decoded, or a Host no URL can be built on, is
  // refused with the contract's body before any guard, route or page sees it.
  app.addHook('onRequest', async (request, reply) => {
    const refusal =
      targetErrors.get(request.raw) ??
      (validHost(request.headers.host)
        ? undefined
        : new HttpError(400, 'the Host header is missing or malformed', 'Host'));
    if (!refusal) return;
    return reply
      .code(refusal.statusCode)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(refusal.toBody());
  });

  const limits =
    options.rateLimit === false
      ? false
      : {
          reads: options.rateLimit?.readsPerMinute ?? 1200,
          writes: options.rateLimit?.writesPerMinute ?? 120,
        };
  // Proxy mode answers /mediaApi from the upstream and has no local images to serve, so it never opens,
  // creates or seeds the local database (a read-only deployment needs no writable data directory).
  const services = options.upstream ? undefined : openLocalServices(app, options, limits);

  await app.register(errorHandlerPlugin);
  // Before any route, so the document sees every operation registered below.
  await app.register(openApiPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(httpCachingPlugin);
  const config = runtimeConfig(
    {
      teamFollow: options.upstream
        ? options.features?.teamFollow === true
        : options.features?.teamFollow !== false,
    },
    options.newStoriesPollMs,
    options.playerOrigins ?? (services ? localPlayerOrigins(services.catalog) : []),
  );
  const health: HealthReports = new Map();
  if (services?.newsroom) {
    const { newsroom } = services;
    health.set('newsroom', () => newsroom.report());
    app.decorate('newsroom', newsroom);
    newsroom.start();
    app.addHook('onClose', async () => newsroom.stop());
  }
  await app.register(systemRoutes, { config, health });
  // Before the proxy and the local routes alike, and before compression (it measures answers uncompressed).
  await app.register(requestGuardsPlugin, {
    rateLimit:
      limits === false
        ? false
        : {
            reads: limits.reads,
            writes: limits.writes,
            media: (options.rateLimit && options.rateLimit.mediaPerMinute) || limits.reads * 3,
          },
    shedder,
  });
  // After the ETag hook, so ETags are computed on the uncompressed body (and identical across encodings).
  await app.register(compressionPlugin);
  if (options.requireKey) await app.register(requireKeyPlugin, options.requireKey);
  if (options.upstream) await app.register(proxyRoutes, options.upstream);
  if (services) {
    const handlers: Handlers = {
      ...categoryHandlers(services),
      ...contentHandlers(services),
      ...personHandlers(services),
      ...teamHandlers(services),
      ...followHandlers(services),
      ...userHandlers(services),
      ...comicHandlers(services),
    };
    // The page renderer's API calls, answered by the same handlers without HTTP (lib/in-process-api.ts).
    const inProcess = new InProcessApi();
    app.decorate('inProcessApi', inProcess);
    await app.register(operationRoutes, {
      services,
      handlers,
      testHandlers: options.testHandlers,
      inProcess,
    });
  }
  if (services) {
    const imageCache = new ImageCache(
      options.mediaCacheDir ?? join(dirname(options.databasePath), 'media-cache'),
      options.mediaCache,
    );
    await app.register(mediaRoutes, { ...services, imageCache });
  }
  // Atom feeds of reader views, answered from the contentList operation in either mode.
  await app.register(atomPlugin);
  // Development: the app from Vite (hot reload), rendered from the current source.
  const dev = options.dev ? await viteEntry({ hmrServer: app.server }) : undefined;
  const render =
    options.render === false
      ? undefined
      : createPageRenderer(
          app,
          config,
          {
            entry: dev?.load ?? join(REPO_ROOT, 'dist-ssr', 'entry-server.js'),
            ...DEFAULT_RENDER_BUDGET,
            // A page preloads its language's words (the built app's chunks; development serves sources).
            preloadChunks: dev ? {} : preloadChunks(options.distDir ?? join(REPO_ROOT, 'dist')),
            // Development renders every change at once: nothing kept.
            cache: dev ? { ttlMs: 0, maxBytes: 0 } : DEFAULT_HTML_CACHE,
            // Vite's hot-reload preamble is an inline script, which the strict policy refuses.
            ...(dev ? { contentSecurityPolicy: false as const } : {}),
            // Pages are refused (503) while the loop lags, as the API's requests are.
            ...(shedder ? { load: shedder } : {}),
            // Local data: the render's client need not check the answers this server just serialized.
            ownAnswers: !options.upstream,
            ...options.render,
          },
          (name, report) => health.set(name, report),
        );
  if (dev) {
    await app.register(devAppPlugin, { root: REPO_ROOT, vite: dev.vite, config, render });
  } else {
    await app.register(staticAppPlugin, {
      distDir: options.distDir ?? join(REPO_ROOT, 'dist'),
      config,
      render,
    });
  }
  return app;
}

function openLocalServices(app: FastifyInstance, options: AppOptions, limits: Services['limits']): Services {
  const db = openDatabase(options.databasePath);
  app.addHook('onClose', async () => db.close());
  // Article bodies are sanitized as they are written, for the pages' origin (db/body-sanitizer.ts).
  const bodies = bodySanitizer(options.publicOrigin);
  if (options.seed) {
    const result = seedDatabase(db, { ...options.seed, bodies });
    if (result.seeded)
      app.log.info({ items: result.items, comics: result.comics, ms: result.millis }, 'database seeded');
  }
  // A database from before the stemmed search index (or another version of it) is re-indexed once, here.
  const reindexed = ensureSearchIndex(db);
  if (reindexed !== undefined) app.log.info({ ms: Math.round(reindexed) }, 'search index rebuilt');
  const catalog = loadCatalog(db);
  const content = new ContentRepository(db, catalog, undefined, bodies);
  return {
    catalog,
    content,
    newsroom: options.newsroom
      ? new Newsroom(storyPublisher(db, bodies), () => content.contentAdded(), options.newsroom)
      : undefined,
    users: new UserRepository(db),
    comics: new ComicRepository(db),
    limits,
    allItemsMax: options.allItemsMax ?? DEFAULT_ALL_MAX_ITEMS,
  };
}
