// Follow/unfollow (persons, and teams as our extension) are state-changing GETs (a contract quirk), so
// they get the protections a POST would: refuse cross-site and prefetch requests, never cache. Callers
// without fetch metadata (apps, scripts) pass.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { personOr404, teamOr404 } from '../lib/entities';
import { HttpError } from '../lib/http-error';
import { toUserData } from '../lib/user-view';
import { CACHE_NO_STORE } from '../plugins/http-caching';
import type { Handlers } from './operations';
import type { Services } from './services';

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
 * `/{person|team}/:id/add` and `/delete`: resolve the target (404 when unknown), set or clear the
 * follow idempotently, and answer the user data after the change.
 */
export function followHandlers({
  catalog,
  users,
}: Services): Pick<Handlers, 'followPerson' | 'unfollowPerson' | 'followTeam' | 'unfollowTeam'> {
  const person = (on: boolean) => (input: { params: { id: string }; query: { userId: string } }) => {
    users.setPersonFollow(input.query.userId, personOr404(catalog, input.params.id).id, on);
    return toUserData(users, input.query.userId);
  };
  const team = (on: boolean) => (input: { params: { id: string }; query: { userId: string } }) => {
    users.setTeamFollow(input.query.userId, teamOr404(catalog, input.params.id).id, on);
    return toUserData(users, input.query.userId);
  };
  return {
    followPerson: person(true),
    unfollowPerson: person(false),
    followTeam: team(true),
    unfollowTeam: team(false),
  };
}
