// Follow/unfollow (persons, and teams as our extension) are state-changing GETs (a contract quirk), so
// they get the protections a POST would: refuse cross-site and prefetch requests, never cache. Callers
// without fetch metadata (apps, scripts) pass.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { parseParams, userId } from '../lib/params';
import { CACHE_NO_STORE } from '../plugins/http-caching';
import { API, commonParams } from './common-params';
import { rateLimitConfig, type Services } from './services';
import { toUserData } from './users';

export const followParams = {
  aid: commonParams.aid,
  optOut: commonParams.optOut,
  userId: userId('The user who follows (required).', true),
};

export async function stateChangingGetGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', CACHE_NO_STORE);
  const site = String(request.headers['sec-fetch-site'] ?? '').toLowerCase();
  if (site === 'cross-site' || site === 'same-site') {
    throw new HttpError(403, 'follow and unfollow only accept requests from this site', 'Sec-Fetch-Site');
  }
  const purpose =
    `${String(request.headers['sec-purpose'] ?? '')} ${String(request.headers.purpose ?? '')}`.toLowerCase();
  if (purpose.includes('prefetch') || purpose.includes('prerender')) {
    throw new HttpError(403, 'follow and unfollow are not served to prefetch requests', 'Sec-Purpose');
  }
}

/**
 * `/{resource}/:id/add` and `/delete`: resolve the target (404 when unknown), set or clear the
 * follow idempotently, and answer the user data after the change.
 */
export function followRoutes(
  app: FastifyInstance,
  services: Services,
  resource: 'person' | 'team',
  follow: (userId: string, rawId: string, on: boolean) => void,
) {
  for (const action of ['add', 'delete'] as const) {
    app.get<{ Params: { id: string } }>(
      `${API}/${resource}/:id/${action}`,
      { ...rateLimitConfig(services, 'writes'), preHandler: stateChangingGetGuard },
      async (request, reply) => {
        const query = parseParams(request.query, followParams);
        const user = query.userId as string;
        follow(user, request.params.id, action === 'add');
        return reply.send(toUserData(services, user, {}));
      },
    );
  }
}
