// What the profile reads besides the shared user data: filter parsing and competition names
// (the user data carries only their ids). Its suggestions are lib/mentions' people in the news.
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { SPORT_TYPES } from '@/api/schemas';

/** The sports the profile filters by (their names are the interface's: `uiMessages.sports`). */
export const SPORT_CHOICES = [
  { value: SPORT_TYPES.soccer },
  { value: SPORT_TYPES.basketball },
  { value: SPORT_TYPES.football },
] as const;

export interface ProfileFilters {
  sportType?: number;
  competitionId?: number;
}

/** The profile's filters from its URL (`?sportType=1&competitionId=…`); anything else is ignored. */
export function parseProfileFilters(search: URLSearchParams): ProfileFilters {
  const filters: ProfileFilters = {};
  const sport = Number(search.get('sportType'));
  if (SPORT_CHOICES.some((choice) => choice.value === sport)) filters.sportType = sport;
  const competition = search.get('competitionId');
  if (competition && /^\d{1,9}$/.test(competition)) filters.competitionId = Number(competition);
  return filters;
}

export const hasProfileFilters = (filters: ProfileFilters) =>
  filters.sportType !== undefined || filters.competitionId !== undefined;

export const profileKeys = {
  all: ['profile'] as const,
  competition: (teamId: string) => [...profileKeys.all, 'competition-of-team', teamId] as const,
};

/** A competition's name, read from one of its teams (the team operation names it). */
export const competitionNameQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: profileKeys.competition(teamId),
    queryFn: ({ signal }) => apiRequest(endpoints.team(teamId), { signal }),
    select: (team) => team.competitionName,
    staleTime: 60 * 60_000,
  });
