// ETag + conditional GET for cacheable JSON answers, so a client revalidating a feed gets a tiny 304.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const CACHE_PUBLIC = 'public, max-age=60';
export const CACHE_PRIVATE = 'private, no-cache';
export const CACHE_NO_STORE = 'no-store';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

export function etagOf(payload: string | Buffer): string {
  return `"${createHash('sha1').update(payload).digest('base64url')}"`;
}

export const httpCachingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (cacheControl === '' || cacheControl.includes('no-store') || reply.hasHeader('etag')) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
