// Serves the built reader (dist/): hashed assets immutable, index.html for reader URLs, a clear 503 before a build;
// as the not-found handler it also answers 405 for non-GET methods on the server's own GET routes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/http-error';
import { CACHE_IMMUTABLE } from './http-caching';
import { APP_CONTENT_SECURITY_POLICY } from './security-headers';

export interface StaticAppOptions {
  distDir: string;
}

/** Paths the server owns; everything else that asks for HTML is a reader URL. */
const RESERVED = /^\/(?:mediaApi|media|openapi\.json|healthz|config\.json)(?:[/?]|$)/;

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

function distFile(distDir: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = normalize(join(distDir, decoded));
  if (!full.startsWith(distDir + sep)) return undefined;
  try {
    return statSync(full).isFile() ? full.slice(distDir.length + 1) : undefined;
  } catch {
    return undefined;
  }
}

export const staticAppPlugin = fp(async (app: FastifyInstance, options: StaticAppOptions) => {
  const distDir = normalize(options.distDir);
  await app.register(fastifyStatic, { root: distDir, serve: false });

  const sendIndex = (reply: FastifyReply) => {
    const indexPath = join(distDir, 'index.html');
    if (!existsSync(indexPath)) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('The reader app has not been built yet. Run `npm run build` (or `npm start`, which builds when needed), then reload.\n');
    }
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', APP_CONTENT_SECURITY_POLICY)
      .type('text/html; charset=utf-8')
      .send(readFileSync(indexPath));
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !RESERVED.test(pathname)) {
      const file = pathname === '/' ? undefined : distFile(distDir, pathname);
      if (file !== undefined) {
        const hashed = file.startsWith(`assets${sep}`);
        reply.header('cache-control', hashed ? CACHE_IMMUTABLE : 'public, max-age=0, must-revalidate');
        if (file.endsWith('.html')) reply.header('content-security-policy', APP_CONTENT_SECURITY_POLICY);
        return reply.sendFile(file, distDir, { cacheControl: false });
      }
      const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
      if (!lastSegment.includes('.') && acceptsHtml(request)) return sendIndex(reply);
    }
    // Every operation is a GET (the contract's §1); another method on an existing resource is a 405, not a 404.
    if (request.method !== 'GET' && request.method !== 'HEAD' && app.findRoute({ method: 'GET', url: pathname }) !== null) {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(errorBody(405, `${request.method} is not allowed on ${pathname.slice(0, 200)}; use GET`));
    }
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(errorBody(404, `no resource at ${request.method} ${pathname.slice(0, 200)}`));
  });
});
