// Follow/unfollow (persons, and teams as our extension) are state-changing GETs (a contract quirk): never
// cached; the follow guard (cross-site, prefetch, <img>, missing intent header) runs in plugins/request-guards.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** Never cached. Who may change state is decided before routing, by plugins/request-guards.ts (both modes). */
export async function stateChangingGetGuard(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', CACHE_NO_STORE);
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
