// Operation 7: a team, in the requested language where a translation exists (follow: follow-routes.ts).
import { teamOr404 } from '../lib/entities';
import { mediaUrls } from '../lib/media-urls';
import type { Handlers } from './operations';
import type { Services } from './services';

export function teamHandlers({ catalog, users }: Services): Pick<Handlers, 'team'> {
  return {
    team: ({ params, query }) => {
      const team = teamOr404(catalog, params.id);
      const translated = query.language !== undefined ? team.translations[query.language] : undefined;
      return {
        id: team.id,
        name: translated?.name ?? team.name,
        description: translated?.description ?? team.description,
        logoUrl: mediaUrls.teamLogo(team.id),
        sportType: team.sportType,
        competitionId: team.competitionId,
        competitionName: team.competitionName,
        country: team.country,
        ...(query.userId !== undefined ? { isFollowed: users.followsTeam(query.userId, team.id) } : {}),
      };
    },
  };
}
