// "With another person" on a person page: the person operation's `person` parameter narrows the top
// article to stories that also name that person (`PersonFilters.with`). The URL carries it as `?with=<id>`.
import { queryOptions } from '@tanstack/react-query';
import { personsMentioned } from '@/lib/mentions';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';

export const WITH_PERSON_PARAM = 'with';

export function withPersonFrom(search: URLSearchParams): string | undefined {
  const value = search.get(WITH_PERSON_PARAM)?.trim();
  return value ? value : undefined;
}

/** The persons named in stories about `id` (not `id` itself): the choices for "with another person". */
export const companionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['person-companions', id] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.contentList({ person: [id], limit: 50 }), { signal }),
    select: (list) =>
      personsMentioned(list.content, 30).filter(
        (person) =>
          person.id.toLowerCase() !== id.toLowerCase() && person.name.toLowerCase() !== id.toLowerCase(),
      ),
    staleTime: 5 * 60_000,
  });
