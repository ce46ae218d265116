// Serves the built reader (dist/) as the server's not-found handler, i.e. for every address no route claims:
// a file of the build (static-files.ts: from memory, compressed; hashed assets immutable), a reader URL
// (rendered by server/render/page-renderer.ts, else index.html for the browser to render), a clear 503
// before a build, and 405 for another method on one of the server's own GET routes.
import { normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../contract/schemas';
import { acceptsHtml } from '../lib/accept-header';
import { appContentSecurityPolicy } from '../lib/content-security-policy';
import { errorBody } from '../lib/http-error';
import { injectConfig } from '../lib/inline-config';
import { isReaderUrl, RESERVED } from '../lib/reader-url';
import type { RenderPage } from '../render/page-renderer';
import { CACHE_IMMUTABLE } from './http-caching';
import { distFile, StaticFiles } from './static-files';

export interface StaticAppOptions {
  distDir: string;
  /** The runtime configuration (the body of /config.json), inlined into index.html. */
  config?: AppConfig;
  /** Renders a reader URL into index.html on the server (server/render/page-renderer.ts); without it the browser does. */
  render?: RenderPage;
}

/**
 * Files a browser must ask for every time: the service worker (decision 0022), so a new version is found
 * on the next visit and never held back by an HTTP cache.
 */
const NO_CACHE_FILES = new Set(['sw.js']);

/** How long a cache may keep a file of the build: hashed assets for ever, the rest asked again each time. */
function fileCacheControl(file: string): string {
  if (file.startsWith(`assets${sep}`)) return CACHE_IMMUTABLE;
  return NO_CACHE_FILES.has(file) ? 'no-cache' : 'public, max-age=0, must-revalidate';
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

export const staticAppPlugin = fp(async (app: FastifyInstance, options: StaticAppOptions) => {
  const pagePolicy = appContentSecurityPolicy(options.config?.playerOrigins);
  const distDir = normalize(options.distDir);
  await app.register(fastifyStatic, { root: distDir, serve: false });
  const config = options.config;
  const files = new StaticFiles(distDir, app.log, (file, raw) =>
    file === 'index.html' && config ? Buffer.from(injectConfig(raw.toString('utf8'), config)) : raw,
  );
  app.addHook('onReady', async () => files.warm());

  /** A file of the build, from memory when it is text, else by @fastify/static's sendFile. */
  const sendFile = (request: FastifyRequest, reply: FastifyReply, file: string) => {
    reply.header('cache-control', fileCacheControl(file));
    if (file.endsWith('.html')) reply.header('content-security-policy', pagePolicy);
    const entry = StaticFiles.isText(file) ? files.get(file) : undefined;
    if (entry) return files.send(request, reply, entry);
    return reply.sendFile(file, distDir, { cacheControl: false });
  };

  /** The app for a reader URL (or any page address): rendered when it can be, else index.html as built. */
  const sendApp = async (request: FastifyRequest, reply: FastifyReply, status = 200, render = false) => {
    const entry = files.get('index.html');
    if (entry && render && options.render) {
      // The status is passed on: an address that is no reader URL is a 404 even when the page's head goes
      // out before its data is in (a first render after a start is slow), not a 200.
      if (await options.render(request, reply, entry.raw.toString('utf8'), status)) return reply;
    }
    if (!entry) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          'The reader app has not been built yet. Run `npm run build` (or `npm start`, which builds when needed), then reload.\n',
        );
    }
    reply.header('cache-control', 'no-cache').header('content-security-policy', pagePolicy);
    return files.send(request, reply, entry, status);
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isRead(request) && !RESERVED.test(pathname)) {
      const file = pathname === '/' ? undefined : distFile(distDir, pathname);
      if (file === 'index.html') return sendApp(request, reply);
      if (file !== undefined) return sendFile(request, reply, file);
      const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
      if (!lastSegment.includes('.') && acceptsHtml(request))
        return sendApp(request, reply, isReaderUrl(pathname) ? 200 : 404, true);
      if (acceptsHtml(request) && request.headers.accept?.includes('text/html'))
        return sendApp(request, reply, 404);
    }
    // Every operation is a GET (the contract's §1); another method on an existing resource is a 405, not a 404.
    if (!isRead(request) && app.findRoute({ method: 'GET', url: pathname }) !== null) {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(errorBody(405, `${request.method} is not allowed here; use GET`));
    }
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(errorBody(404, 'no resource at this address'));
  });
});
