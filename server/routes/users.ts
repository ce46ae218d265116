// Operation 10: user data — followed persons and teams; users exist implicitly.
import type { FastifyInstance } from 'fastify';
import type { UserData } from '../../contract/schemas';
import { mediaUrls } from '../lib/media-urls';
import { integer, intEnum, parseParams, userId } from '../lib/params';
import { CACHE_NO_STORE } from '../plugins/http-caching';
import { API, commonParams } from './common-params';
import { rateLimitConfig, type Services } from './services';

export const userParams = {
  aid: commonParams.aid,
  optOut: commonParams.optOut,
  sportType: intEnum(
    [1, 2, 6],
    'Only teams (and persons carrying a sportType) of this sport: 1 soccer, 2 basketball, 6 football.',
  ),
  competitionId: integer(1, 2_147_483_647, 'Only teams in this competition.'),
};
export const userIdPathParam = userId('User id (1-64 chars of A-Z a-z 0-9 _ -).', true);

export function toUserData(
  services: Services,
  user: string,
  filter: { sportType?: number; competitionId?: number },
): UserData {
  const persons = services.users
    .followedPersons(user)
    .filter(
      (p) => filter.sportType === undefined || p.sport_type === null || p.sport_type === filter.sportType,
    );
  const teams = services.users
    .followedTeams(user)
    .filter((t) => filter.sportType === undefined || t.sport_type === filter.sportType)
    .filter((t) => filter.competitionId === undefined || t.competition_id === filter.competitionId);
  return {
    userId: user,
    followedPersons: persons.map((p) => ({ id: p.id, name: p.name, imageUrl: mediaUrls.person(p.id) })),
    followedTeams: teams.map((t) => ({
      id: t.id,
      name: t.name,
      logoUrl: mediaUrls.teamLogo(t.id),
      sportType: t.sport_type,
      competitionId: t.competition_id,
    })),
  };
}

export async function userRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Params: { id: string } }>(
    `${API}/user/:id`,
    rateLimitConfig(services, 'reads'),
    async (request, reply) => {
      const query = parseParams(request.query, userParams);
      const user = userIdPathParam.parse(request.params.id, 'id');
      const filter: { sportType?: number; competitionId?: number } = {};
      if (query.sportType !== undefined) filter.sportType = query.sportType;
      if (query.competitionId !== undefined) filter.competitionId = query.competitionId;
      return reply.header('cache-control', CACHE_NO_STORE).send(toUserData(services, user, filter));
    },
  );
}
