// The categories page's filters in its URL (`?countryCode=ES&vendor=…&media=video`), like the feed's.
// Values are passed on as given: the API layer checks them against the contract before sending and
// refuses bad ones with the server's words.
import type { CategoryListFilters } from './api';

export const CATEGORY_FILTER_NAMES = [
  'countryCode',
  'localCountryCode',
  'originCountryCode',
  'vendor',
  'vendorFilter',
  'categoryFilter',
  'tag',
  'media',
] as const;

const LIST_FILTERS = new Set<string>(['vendor', 'vendorFilter', 'categoryFilter', 'tag']);

export function categoryFiltersFrom(search: URLSearchParams): CategoryListFilters {
  const filters: Record<string, string | string[]> = {};
  for (const name of CATEGORY_FILTER_NAMES) {
    const value = search.get(name)?.trim();
    if (!value) continue;
    filters[name] = LIST_FILTERS.has(name) ? value.split(',') : value;
  }
  return filters as CategoryListFilters;
}

/** The URL with one filter set (or removed when empty). */
export function withCategoryFilter(search: URLSearchParams, name: string, value: string): URLSearchParams {
  const updated = new URLSearchParams(search);
  if (value.trim() === '') updated.delete(name);
  else updated.set(name, value.trim());
  return updated;
}
