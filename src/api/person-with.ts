// "With another person" on a person page: the person operation's `person` parameter narrows the top
// article to stories that also name that person. The URL carries it as `?with=<id>`.
import { queryOptions } from '@tanstack/react-query';
import { personsMentioned } from '@/lib/mentions';
import { apiRequest } from './client';
import { endpoints } from './endpoints';

export const WITH_PERSON_PARAM = 'with';

export function withPersonFrom(search: URLSearchParams): string | undefined {
  const value = search.get(WITH_PERSON_PARAM)?.trim();
  return value ? value : undefined;
}

/** The person and their top article about them together with `withId`. */
export const personWithQueryOptions = (
  id: string,
  withId: string,
  filters: { language?: string | undefined; countryCode?: string | undefined },
) =>
  queryOptions({
    queryKey: ['people', 'person', id, { ...filters, with: withId }] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        endpoints.person(id, {
          person: [withId],
          ...(filters.language ? { language: filters.language } : {}),
          ...(filters.countryCode ? { countryCode: filters.countryCode } : {}),
        }),
        { signal },
      ),
  });

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
