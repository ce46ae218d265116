// Follow/unfollow are state-changing GETs (a contract quirk), so they get the protections a POST would:
// refuse cross-site and prefetch requests, never cache. Callers without fetch metadata (apps, scripts) pass.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { CACHE_NO_STORE } from '../plugins/http-caching';

export async function stateChangingGetGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', CACHE_NO_STORE);
  const site = String(request.headers['sec-fetch-site'] ?? '').toLowerCase();
  if (site === 'cross-site' || site === 'same-site') {
    throw new HttpError(403, 'follow and unfollow only accept requests from this site', 'Sec-Fetch-Site');
  }
  const purpose = `${String(request.headers['sec-purpose'] ?? '')} ${String(request.headers.purpose ?? '')}`.toLowerCase();
  if (purpose.includes('prefetch') || purpose.includes('prerender')) {
    throw new HttpError(403, 'follow and unfollow are not served to prefetch requests', 'Sec-Purpose');
  }
}
