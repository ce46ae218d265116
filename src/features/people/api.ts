// Persons and teams: their query keys and options, and the persons a team's stories mention.
import { personsMentioned } from '@/lib/mentions';
import { queryOptions } from '@tanstack/react-query';
import { sportName } from '@contract/vocabulary';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';

/** What narrows a person's top article (the person operation's content filters). */
export interface PersonFilters {
  language?: string | undefined;
  countryCode?: string | undefined;
  /** Another person the top article must also name (the person operation's `person`). */
  with?: string | undefined;
}

export const peopleKeys = {
  all: ['people'] as const,
  // Keyed by the id as written: the API resolves ids exactly and only names case-insensitively.
  person: (id: string, filters: PersonFilters) => [...peopleKeys.all, 'person', id, filters] as const,
  team: (id: string) => [...peopleKeys.all, 'team', id] as const,
  teamPersons: (teamId: string) => [...peopleKeys.all, 'team', teamId, 'persons'] as const,
  teamLatest: (teamId: string) => [...peopleKeys.all, 'team', teamId, 'latest'] as const,
};

const orUndefined = (value: string | undefined) => (value ? value : undefined);

export const personQueryOptions = (id: string, filters: PersonFilters = {}) =>
  queryOptions({
    queryKey: peopleKeys.person(id, filters),
    queryFn: ({ signal }) =>
      apiRequest(
        endpoints.person(id, {
          language: orUndefined(filters.language),
          countryCode: orUndefined(filters.countryCode),
          ...(filters.with ? { person: [filters.with] } : {}),
        }),
        { signal },
      ),
  });

export const teamQueryOptions = (id: string) =>
  queryOptions({
    queryKey: peopleKeys.team(id),
    queryFn: ({ signal }) => apiRequest(endpoints.team(id), { signal }),
    staleTime: 10 * 60_000,
  });

/** How many recent stories are read to find who a team's stories are about. */
export const TEAM_PERSONS_SAMPLE = 100;

/** The persons that appear in a team's recent stories (the content list filtered by team). */
export const teamPersonsQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: peopleKeys.teamPersons(teamId),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.contentList({ team: [teamId], limit: TEAM_PERSONS_SAMPLE }), { signal }),
    select: (list) => personsMentioned(list.content),
  });

/** A team's newest story, for the cards that say what a followed team is up to. */
export const teamLatestQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: peopleKeys.teamLatest(teamId),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.contentList({ team: [teamId], limit: 1, sortBy: 'newest' }), { signal }),
    select: (list) => list.content[0],
    staleTime: 5 * 60_000,
  });

/** 1 soccer, 2 basketball, 6 football (contract §6.2). */
export { sportName };
