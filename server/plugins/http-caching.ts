// What a cache may do with each answer, and ETag + conditional GET for cacheable JSON answers, so
// a client revalidating a feed gets a tiny 304.
// A shared cache in front (nginx, docs/deploy.md) keeps an anonymous answer as long as the server's own page
// cache keeps a page (render/html-cache.ts: fresh 10 s, served stale up to a minute), so a page and the data
// in it age together; a browser keeps the API's JSON for the contract's minute. Anything tied to a user
// (a userId in the query, follow, unfollow, user data) is `private, no-store` on every status.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CachePolicy } from '../../contract/operations';
import { DEFAULT_HTML_CACHE } from '../render/html-cache';
import { addVary } from '../lib/vary';

/** How long a shared cache keeps an anonymous answer fresh, and serves it stale while it asks again. */
export const SHARED_FRESH_SECONDS = DEFAULT_HTML_CACHE.ttlMs / 1000;
export const SHARED_STALE_SECONDS = DEFAULT_HTML_CACHE.staleMs / 1000;

export const CACHE_PUBLIC = `public, max-age=60, s-maxage=${SHARED_FRESH_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;
/** Tied to a user: no cache keeps it, the browser's included. */
export const CACHE_PRIVATE = 'private, no-store';
export const CACHE_NO_STORE = 'no-store';
/** A 400 is a property of the URL alone (an unknown parameter, a malformed date): any cache may keep it. */
export const CACHE_BAD_REQUEST = `public, max-age=60, s-maxage=${SHARED_FRESH_SECONDS * 6}`;
/** A 404 may stop being one (a story published a moment later): kept briefly by a shared cache only. */
export const CACHE_NOT_FOUND = `public, max-age=0, s-maxage=${SHARED_FRESH_SECONDS}`;
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The API answer's Cache-Control, from the contract's policy, the query and the status. A request naming a
 * user is tied to that user whatever the operation (its answer may be ordered for them, and the request
 * may be recorded for them: a shared cache answering it would skip that).
 */
export function apiCacheControl(policy: CachePolicy, hasUserId: boolean, status: number): string {
  if (policy === 'no-store' || hasUserId) return CACHE_PRIVATE;
  if (status === 200 || status === 304) return CACHE_PUBLIC;
  if (status === 400) return CACHE_BAD_REQUEST;
  if (status === 404) return CACHE_NOT_FOUND;
  // 401, 403, 405, 429, 5xx: about this moment or this client, never kept.
  return CACHE_NO_STORE;
}

const hasUserId = (request: FastifyRequest) => {
  const query = request.url.indexOf('?');
  return query !== -1 && new URLSearchParams(request.url.slice(query + 1)).has('userId');
};

export function etagOf(payload: string | Buffer): string {
  return `"${createHash('sha1').update(payload).digest('base64url')}"`;
}

export const httpCachingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    // An API answer (local or proxied, any status, any spelling of the path): the table's policy, decided
    // here once, after the handler, the error handler or a guard made it.
    const operation = request.operation;
    if (operation) {
      reply.header('cache-control', apiCacheControl(operation.cache, hasUserId(request), reply.statusCode));
      addVary(reply, 'Accept-Encoding');
    } else if (!reply.hasHeader('cache-control')) reply.header('cache-control', CACHE_NO_STORE);

    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (cacheControl === '' || cacheControl.includes('no-store') || reply.hasHeader('etag')) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (
      ifNoneMatch !== undefined &&
      ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
    ) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
