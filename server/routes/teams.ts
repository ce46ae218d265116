// Operation 7 (team) and the team follow extension (contract §6.3).
import type { FastifyInstance } from 'fastify';
import type { Team } from '../../contract/schemas';
import { resolveByIdOrName, type TeamRecord } from '../db/catalog-repository';
import { notFound } from '../lib/http-error';
import { mediaUrls } from '../lib/media-urls';
import { parseParams, pathText } from '../lib/params';
import { CACHE_PRIVATE, CACHE_PUBLIC } from '../plugins/http-caching';
import { API, commonParams } from './common-params';
import { rateLimitConfig, type Services } from './services';
import { followRoutes } from './follow-routes';

export const teamParams = { ...commonParams };
export const teamIdParam = pathText(100, 'Wikidata id or case-insensitive team name.');

function resolveTeam(services: Services, raw: string): TeamRecord {
  const id = teamIdParam.parse(raw, 'id');
  const team = resolveByIdOrName(services.catalog.teamById, services.catalog.teamByName, id);
  if (!team) throw notFound(`no team ${id}`, 'id');
  return team;
}

export async function teamRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Params: { id: string } }>(
    `${API}/team/:id`,
    rateLimitConfig(services, 'reads'),
    async (request, reply) => {
      const query = parseParams(request.query, teamParams);
      const team = resolveTeam(services, request.params.id);
      const body: Team = {
        id: team.id,
        name: team.name,
        description: team.description,
        logoUrl: mediaUrls.teamLogo(team.id),
        sportType: team.sportType,
        competitionId: team.competitionId,
        competitionName: team.competitionName,
        country: team.country,
      };
      if (query.userId !== undefined) body.isFollowed = services.users.followsTeam(query.userId, team.id);
      return reply
        .header('cache-control', query.userId !== undefined ? CACHE_PRIVATE : CACHE_PUBLIC)
        .send(body);
    },
  );

  followRoutes(app, services, 'team', (user, rawId, on) =>
    services.users.setTeamFollow(user, resolveTeam(services, rawId).id, on),
  );
}
