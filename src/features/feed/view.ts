// A feed view, computed once: the route loader that warms the cache and the page that reads it
// both call feedView, so they agree on the filters and on the query key.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { interfaceLanguage, useInterfaceLanguage, type InterfaceLanguage } from '@/lib/i18n';
import { useSettings, type Settings } from '@/lib/settings';
import { feedKeys, pageStart, type FeedKey } from './api';
import type { FeedFilters } from './filter-table';
import { compactFilters, filtersFromSearch, mergeFilters, withDefaults } from './filters';

export interface FeedLocation {
  /** The URL's query. */
  search: URLSearchParams | string;
  settings: Pick<Settings, 'language' | 'country'>;
  /** Filters the page itself sets (a category page's category, a person page's person). */
  fixed?: FeedFilters;
  /** The language of the notices (the interface's). */
  language?: InterfaceLanguage;
}

export interface FeedView {
  /** What the URL says, without the defaults. */
  chosen: FeedFilters;
  /** One sentence per URL value that was dropped. */
  notices: string[];
  /** The chosen filters and the reader's defaults: what chips and the filter panel show. */
  shown: FeedFilters;
  /** What the list shows: `shown` under the page's fixed filters, empty values dropped. */
  filters: FeedFilters;
  /** Where the list starts (the URL's `page`). */
  start: number;
  key: FeedKey;
}

export function feedView({
  search,
  settings,
  fixed,
  language = interfaceLanguage(),
}: FeedLocation): FeedView {
  const { filters: chosen, notices } = filtersFromSearch(new URLSearchParams(search), language);
  const shown = withDefaults(chosen, settings);
  const filters = compactFilters(fixed ? mergeFilters(fixed, shown) : shown);
  const start = pageStart(search);
  return { chosen, notices, shown, filters, start, key: feedKeys.infinite(filters, start) };
}

/** The feed view of the current location, for a page (the loader calls feedView directly). */
export function useFeedView(fixed?: FeedFilters): FeedView {
  const [search] = useSearchParams();
  const { language, country } = useSettings();
  const words = useInterfaceLanguage();
  const searchText = search.toString();
  const fixedText = JSON.stringify(fixed ?? null);
  return useMemo(
    () => feedView({ search: searchText, settings: { language, country }, fixed, language: words }),
    // `fixed` is compared by value: pages pass a fresh object on every render.
    [searchText, language, country, fixedText, words], // eslint-disable-line react-hooks/exhaustive-deps
  );
}
