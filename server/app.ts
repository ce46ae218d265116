// Builds the Fastify instance: used by main.ts and by every server test (through app.inject or port 0).
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadCatalog } from './db/catalog-repository';
import { openDatabase } from './db/database';
import { seedDatabase } from './db/seed';
import { redactUrl } from './lib/redact';
import { errorBody } from './lib/http-error';
import { errorHandlerPlugin } from './plugins/error-handler';
import { httpCachingPlugin } from './plugins/http-caching';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticAppPlugin } from './plugins/static-app';
import { ComicRepository } from './db/comic-repository';
import { ContentRepository } from './db/content-repository';
import { UserRepository } from './db/user-repository';
import { rateLimitPlugin } from './plugins/rate-limit';
import { proxyRoutes } from './plugins/proxy';
import { requireKeyPlugin } from './plugins/require-key';
import { compressionPlugin } from './plugins/compression';
import { openApiPlugin } from './plugins/openapi';
import { categoryHandlers } from './routes/categories';
import { comicHandlers } from './routes/comics';
import { contentHandlers } from './routes/content';
import { followHandlers } from './routes/follow-routes';
import { operationRoutes, type Handlers } from './routes/operations';
import { personHandlers } from './routes/persons';
import type { Services } from './routes/services';
import { runtimeConfig, systemRoutes } from './routes/system';
import { teamHandlers } from './routes/teams';
import { userHandlers } from './routes/users';
import { mediaRoutes } from './routes/media';
import { ImageCache } from './media/image-cache';
import { dirname } from 'node:path';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

export interface AppOptions {
  /** SQLite file; created, migrated and (when `seed` is given and it is empty) seeded. Unused in proxy mode. */
  databasePath: string;
  seed?: { items: number; seed: number; anchor?: number };
  /** Built reader app; defaults to `<repo>/dist`. */
  distDir?: string;
  /** Where rendered images are cached; defaults to `media-cache/` next to the database. */
  mediaCacheDir?: string;
  /** Proxy mode: forward /mediaApi/… here instead of answering from the database. */
  upstream?: { url: string; publisherId?: string; key?: string; timeoutMs?: number };
  /** Demand `publisherId`/`key` on the local API (MEDIA_API_REQUIRE_KEY). */
  requireKey?: { publisherId: string; key: string };
  features?: { teamFollow?: boolean };
  /** Requests per minute per IP; `false` turns limiting off. */
  rateLimit?: { readsPerMinute?: number; writesPerMinute?: number } | false;
  /** pino level, or false for silence. */
  logLevel?: string | false;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logLevel === false
        ? false
        : {
            level: options.logLevel ?? 'info',
            // Partner keys may ride in query strings; they must never reach the logs.
            serializers: {
              req: (request: { method: string; url: string; ip?: string }) => ({
                method: request.method,
                url: redactUrl(request.url),
                ip: request.ip,
              }),
            },
          },
    // Long path params get a 400 from our validators instead of an opaque router 404.
    routerOptions: { maxParamLength: 1000, ignoreTrailingSlash: true },
    // Malformed URLs and the like never reach a route; they still get the contract's error body.
    frameworkErrors: (error, _request, reply) => {
      const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
      void reply
        .status(status as never)
        .type('application/json; charset=utf-8')
        .send(errorBody(status, error.message) as never);
    },
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
  const config = runtimeConfig({
    teamFollow: options.upstream
      ? options.features?.teamFollow === true
      : options.features?.teamFollow !== false,
  });
  await app.register(systemRoutes, { config });
  if (limits !== false) await app.register(rateLimitPlugin);
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
    await app.register(operationRoutes, { services, handlers });
  }
  if (services) {
    const imageCache = new ImageCache(
      options.mediaCacheDir ?? join(dirname(options.databasePath), 'media-cache'),
    );
    await app.register(mediaRoutes, { ...services, imageCache });
  }
  await app.register(staticAppPlugin, { distDir: options.distDir ?? join(REPO_ROOT, 'dist'), config });
  return app;
}

function openLocalServices(app: FastifyInstance, options: AppOptions, limits: Services['limits']): Services {
  const db = openDatabase(options.databasePath);
  app.addHook('onClose', async () => db.close());
  if (options.seed) {
    const result = seedDatabase(db, options.seed);
    if (result.seeded)
      app.log.info({ items: result.items, comics: result.comics, ms: result.millis }, 'database seeded');
  }
  const catalog = loadCatalog(db);
  return {
    catalog,
    content: new ContentRepository(db, catalog),
    users: new UserRepository(db),
    comics: new ComicRepository(db),
    limits,
  };
}
