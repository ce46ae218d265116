import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { endpoints, type CategoryListParams } from '@/api/endpoints';

/** The category list's filters a page can set (language is passed on its own). */
export type CategoryListFilters = Omit<CategoryListParams, 'language' | 'userId' | 'aid' | 'optOut'>;

/** A category as a URL names it: by numeric id or by English name. */
export type CategoryRef = { id: number } | { name: string };

export const categoryKeys = {
  all: ['categories'] as const,
  list: (language: string, filters: CategoryListFilters = {}) =>
    [...categoryKeys.all, 'list', { language, ...filters }] as const,
  one: (ref: CategoryRef, language: string) =>
    [
      ...categoryKeys.all,
      'one',
      'id' in ref ? `id:${ref.id}` : `name:${ref.name.toLowerCase()}`,
      { language },
    ] as const,
  headlines: (categoryName: string, language: string, filters: HeadlineFilters = {}) =>
    [
      ...categoryKeys.all,
      'headlines',
      { category: categoryName.toLowerCase(), language, ...filters },
    ] as const,
};

const lang = (language: string) => (language === '' ? undefined : language);

export const categoryListQueryOptions = (language: string, filters: CategoryListFilters = {}) =>
  queryOptions({
    queryKey: categoryKeys.list(language, filters),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.categoryList({ ...filters, language: lang(language) }), { signal }),
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

/** The categories page's filters that also narrow a category's headlines (the rest only pick categories). */
export type HeadlineFilters = Pick<
  CategoryListFilters,
  'countryCode' | 'localCountryCode' | 'originCountryCode' | 'vendor' | 'vendorFilter' | 'tag'
>;

export const HEADLINES_PER_CATEGORY = 3;

export function headlineFiltersOf(filters: CategoryListFilters): HeadlineFilters {
  const { countryCode, localCountryCode, originCountryCode, vendor, vendorFilter, tag } = filters;
  return Object.fromEntries(
    Object.entries({ countryCode, localCountryCode, originCountryCode, vendor, vendorFilter, tag }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as HeadlineFilters;
}

/**
 * Without a language the service names categories in English (contract 5.1), so their headlines are
 * English too: a card does not mix a dozen languages under an English name.
 */
const NAMES_DEFAULT_LANGUAGE = 'en';

const headlinesOptions = (categoryName: string, language: string, filters: HeadlineFilters) =>
  queryOptions({
    queryKey: categoryKeys.headlines(categoryName, language, filters),
    queryFn: ({ signal }) =>
      apiRequest(
        endpoints.contentList({
          ...filters,
          category: [categoryName],
          limit: HEADLINES_PER_CATEGORY,
          sortBy: 'newest',
          language,
        }),
        { signal },
      ),
    select: (list) => list.content.slice(0, HEADLINES_PER_CATEGORY),
    staleTime: 5 * 60_000,
  });

/** A category card's newest stories: one small content list per category, newest first, kept a while. */
export const categoryHeadlinesQueryOptions = (
  categoryName: string,
  language: string,
  filters: HeadlineFilters = {},
) => headlinesOptions(categoryName, language || NAMES_DEFAULT_LANGUAGE, filters);

/** A category id in a URL is a positive integer; anything else cannot exist. */
export function parseCategoryId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** Providers seen in recent stories (the interface has no provider list), for the provider pickers. */
export const providerChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...categoryKeys.all, 'providers'] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.contentList({ limit: 100 }), { signal }),
    select: (list) =>
      [
        ...new Map(
          list.content.map((item) => [item.contentSource, item.contentSourceDisplay ?? item.contentSource]),
        ),
      ]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    staleTime: 10 * 60_000,
  });
