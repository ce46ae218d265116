import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';

/** A category as a URL names it: by numeric id or by English name. */
export type CategoryRef = { id: number } | { name: string };

export const categoryKeys = {
  all: ['categories'] as const,
  list: (language: string) => [...categoryKeys.all, 'list', { language }] as const,
  one: (ref: CategoryRef, language: string) =>
    [
      ...categoryKeys.all,
      'one',
      'id' in ref ? `id:${ref.id}` : `name:${ref.name.toLowerCase()}`,
      { language },
    ] as const,
};

const lang = (language: string) => (language === '' ? undefined : language);

export const categoryListQueryOptions = (language: string) =>
  queryOptions({
    queryKey: categoryKeys.list(language),
    queryFn: ({ signal }) => apiRequest(endpoints.categoryList({ language: lang(language) }), { signal }),
    staleTime: 10 * 60_000,
  });

export const categoryQueryOptions = (ref: CategoryRef, language: string) =>
  queryOptions({
    queryKey: categoryKeys.one(ref, language),
    queryFn: ({ signal }) =>
      apiRequest(
        'id' in ref
          ? endpoints.categoryById(ref.id, { language: lang(language) })
          : endpoints.categoryByName(ref.name, { language: lang(language) }),
        { signal },
      ),
    staleTime: 10 * 60_000,
  });

/** A category id in a URL is a positive integer; anything else cannot exist. */
export function parseCategoryId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
