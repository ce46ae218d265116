// Follow/unfollow (persons, and teams as our extension) are state-changing GETs (a contract quirk): never
// cached; the follow guard (cross-site, prefetch, <img>: a browser tricked into it) runs in plugins/request-guards.ts.
import { personOr404, teamOr404 } from '../lib/entities';
import { toUserData } from '../lib/user-view';
import type { Handlers } from './operations';
import type { Services } from './services';

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
