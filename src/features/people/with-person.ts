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

/** The latest stories about `id`: one request, read for its companions and its teams. */
const storiesAboutOptions = (id: string) =>
  queryOptions({
    queryKey: ['person-companions', id] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.contentList({ person: [id], limit: 50 }), { signal }),
    staleTime: 5 * 60_000,
  });

/** The persons named in stories about `id` (not `id` itself): the choices for "with another person". */
export const companionsQueryOptions = (id: string) =>
  queryOptions({
    ...storiesAboutOptions(id),
    select: (list) => mentioned(list.content, 'persons', 30).filter(isNot(id)),
  });

/** The teams named in stories about `id`, most mentioned first. */
export const relatedTeamsQueryOptions = (id: string) =>
  queryOptions({
    ...storiesAboutOptions(id),
    select: (list) => mentioned(list.content, 'teams', 12),
  });
