// "With another person" on a person page: the person operation's `person` parameter narrows the top
// article to stories that also name that person (`PersonFilters.with`). The URL carries it as `?with=<id>`.
import { queryOptions } from '@tanstack/react-query';
import { mentioned } from '@/lib/mentions';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';

export const WITH_PERSON_PARAM = 'with';

export function withPersonFrom(search: URLSearchParams): string | undefined {
  const value = search.get(WITH_PERSON_PARAM)?.trim();
  return value ? value : undefined;
}

/** Not `id` itself, whether the URL names the person by id or by name. */
const isNot = (id: string) => (ref: { id: string; name: string }) =>
  ref.id.toLowerCase() !== id.toLowerCase() && ref.name.toLowerCase() !== id.toLowerCase();

/**
 * The latest stories about `id`, read for the persons and teams named with it: one request, reduced in
 * the query itself, so the cache — and a server-rendered person page's dehydrated state — holds the few
 * dozen names, not the fifty stories they were counted from (those were three quarters of the page's
 * state: 62 of 83 KB).
 */
const namedWithOptions = (id: string) =>
  queryOptions({
    queryKey: ['person-companions', id] as const,
    queryFn: async ({ signal }) => {
      const { content } = await apiRequest(endpoints.contentList({ person: [id], limit: 50 }), { signal });
      return {
        persons: mentioned(content, 'persons', 30).filter(isNot(id)),
        teams: mentioned(content, 'teams', 12),
      };
    },
    staleTime: 5 * 60_000,
  });

/** The persons named in stories about `id` (not `id` itself): the choices for "with another person". */
export const companionsQueryOptions = (id: string) =>
  queryOptions({ ...namedWithOptions(id), select: (named) => named.persons });

/** The teams named in stories about `id`, most mentioned first. */
export const relatedTeamsQueryOptions = (id: string) =>
  queryOptions({ ...namedWithOptions(id), select: (named) => named.teams });
