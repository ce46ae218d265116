// What the profile reads besides the shared user data: filter parsing, follow suggestions
// from recent stories, and competition names (the user data carries only their ids).
import { personsMentioned } from '@/lib/mentions';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { SPORT_TYPES } from '@/api/schemas';

export const SPORT_CHOICES = [
  { value: SPORT_TYPES.soccer, label: 'Soccer' },
  { value: SPORT_TYPES.basketball, label: 'Basketball' },
  { value: SPORT_TYPES.football, label: 'Football' },
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
  suggestions: (language: string) => [...profileKeys.all, 'suggestions', { language }] as const,
  competition: (teamId: string) => [...profileKeys.all, 'competition-of-team', teamId] as const,
};

/** How many recent stories are read to suggest persons to follow. */
const SUGGESTION_SAMPLE = 50;

export const suggestionsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: profileKeys.suggestions(language),
    queryFn: ({ signal }) =>
      apiRequest(
        endpoints.contentList({
          limit: SUGGESTION_SAMPLE,
          sortBy: 'newest',
          language: language === '' ? undefined : language,
        }),
        { signal },
      ),
    select: (list) => personsMentioned(list.content, 8),
  });

/** A competition's name, read from one of its teams (the team operation names it). */
export const competitionNameQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: profileKeys.competition(teamId),
    queryFn: ({ signal }) => apiRequest(endpoints.team(teamId), { signal }),
    select: (team) => team.competitionName,
    staleTime: 60 * 60_000,
  });
