// The user data answer (contract §6.3): the user operation's body and the follow/unfollow answer.
import type { UserData } from '../../contract/schemas';
import type { FollowFilter, UserRepository } from '../db/user-repository';
import { mediaUrls } from './media-urls';

export function toUserData(users: UserRepository, user: string, filter: FollowFilter = {}): UserData {
  return {
    userId: user,
    followedPersons: users
      .followedPersons(user, filter)
      .map((p) => ({ id: p.id, name: p.name, imageUrl: mediaUrls.person(p.id) })),
    followedTeams: users.followedTeams(user, filter).map((t) => ({
      id: t.id,
      name: t.name,
      logoUrl: mediaUrls.teamLogo(t.id),
      sportType: t.sport_type,
      competitionId: t.competition_id,
    })),
  };
}
