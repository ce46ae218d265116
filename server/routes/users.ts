// Operation 10: user data — followed persons and teams, filtered in SQL; users exist implicitly.
import { toUserData } from '../lib/user-view';
import type { Handlers } from './operations';
import type { Services } from './services';

export function userHandlers({ users }: Services): Pick<Handlers, 'user'> {
  return {
    user: ({ params, query }) =>
      toUserData(users, params.id, {
        ...(query.sportType !== undefined ? { sportType: query.sportType } : {}),
        ...(query.competitionId !== undefined ? { competitionId: query.competitionId } : {}),
      }),
  };
}
