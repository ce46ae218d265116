// The feed's filters as they live in the URL (the API's own parameter names, app-surface.md)
// and back, with every value checked so nothing malformed is ever sent.
import type { ContentFilters } from '@/api/endpoints';
import { parseIsoDateTime } from '@/lib/format';

/** Comma-separated filters; values inside one are OR-ed, different ones AND-ed. */
export const LIST_FILTERS = [
  'vendor',
  'vendorFilter',
  'category',
  'categoryFilter',
  'topic',
  'person',
  'team',
  'tag',
] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

export const COUNTRY_FILTERS = ['countryCode', 'localCountryCode', 'originCountryCode'] as const;
export type CountryFilter = (typeof COUNTRY_FILTERS)[number];

export type FilterName = ListFilter | CountryFilter | 'language' | 'publishedAfter' | 'sortBy';

/** Every parameter the feed reads from its URL, in the order chips show them. */
export const FILTER_NAMES: readonly FilterName[] = [
  ...LIST_FILTERS,
  'language',
  ...COUNTRY_FILTERS,
  'publishedAfter',
  'sortBy',
];

/** The visible label of each filter (app-surface.md: `Provider`, `Category`, …). */
export const FILTER_LABELS: Record<FilterName, string> = {
  vendor: 'Provider',
  vendorFilter: 'Exclude provider',
  category: 'Category',
  categoryFilter: 'Exclude category',
  topic: 'Topic',
  person: 'Person',
  team: 'Team',
  tag: 'Tag',
  language: 'Language',
  countryCode: 'Shown in country',
  localCountryCode: 'Local to country',
  originCountryCode: 'From country',
  publishedAfter: 'Published after',
  sortBy: 'Order',
};

/** The contract's limits on list parameters (api-contract.md §2). */
export const MAX_LIST_ENTRIES = 50;
export const MAX_ENTRY_LENGTH = 100;
/** Marks a topic entry for extended (full-text) search. */
export const EXTENDED_SUFFIX = ':ext';

/**
 * Filters as the feed holds them. `language` and `countryCode` may be `''`: the URL said
 * "any" explicitly (`language=`), which overrides the user's default.
 */
export type FeedFilters = ContentFilters;

export interface ParsedFilters {
  filters: FeedFilters;
  /** One sentence per value that was dropped because the API would refuse it. */
  notices: string[];
}

const LANGUAGE = /^[a-z]{2}$/i;
const COUNTRY = /^[a-z]{2}$/i;

export function splitList(raw: string): string[] {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const part of raw.split(',')) {
    const entry = part.trim();
    const key = entry.toLowerCase();
    if (entry === '' || seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
}

/** Reads the feed's filters from a URL query; values the API would refuse are dropped with a notice. */
export function filtersFromSearch(search: URLSearchParams): ParsedFilters {
  const filters: FeedFilters = {};
  const notices: string[] = [];

  for (const name of LIST_FILTERS) {
    const raw = search.getAll(name);
    if (raw.length === 0) continue;
    let entries = splitList(raw.join(','));
    const tooLong = entries.filter((entry) => entry.length > MAX_ENTRY_LENGTH);
    if (tooLong.length > 0) {
      notices.push(
        `${tooLong.length === 1 ? 'One value' : `${tooLong.length} values`} of ${FILTER_LABELS[name]} ${tooLong.length === 1 ? 'was' : 'were'} longer than ${MAX_ENTRY_LENGTH} characters and left out.`,
      );
      entries = entries.filter((entry) => entry.length <= MAX_ENTRY_LENGTH);
    }
    if (entries.length > MAX_LIST_ENTRIES) {
      notices.push(
        `${FILTER_LABELS[name]} takes at most ${MAX_LIST_ENTRIES} values; the rest were left out.`,
      );
      entries = entries.slice(0, MAX_LIST_ENTRIES);
    }
    if (name === 'topic') {
      entries = entries.filter((entry) => {
        if (entry.toLowerCase() === EXTENDED_SUFFIX) {
          notices.push(`“${entry}” is not a topic, so it was left out.`);
          return false;
        }
        return true;
      });
    }
    if (entries.length > 0) filters[name] = entries;
  }

  const language = search.get('language');
  if (language !== null) {
    const value = language.trim();
    if (value === '' || LANGUAGE.test(value)) filters.language = value.toLowerCase();
    else notices.push(`“${language}” is not a two-letter language code, so Language was left out.`);
  }

  for (const name of COUNTRY_FILTERS) {
    const raw = search.get(name);
    if (raw === null) continue;
    const value = raw.trim();
    if (value === '' || COUNTRY.test(value)) filters[name] = value.toUpperCase();
    else notices.push(`“${raw}” is not a two-letter country code, so ${FILTER_LABELS[name]} was left out.`);
  }

  const published = search.get('publishedAfter');
  if (published !== null && published.trim() !== '') {
    const date = parseIsoDateTime(published.trim());
    if (date) filters.publishedAfter = date;
    else notices.push(`“${published}” is not a valid date and time, so Published after was left out.`);
  }

  const sortBy = search.get('sortBy');
  if (sortBy !== null && sortBy.trim() !== '') {
    if (sortBy.trim().toLowerCase() === 'newest') filters.sortBy = 'newest';
    else notices.push(`“${sortBy}” is not a known order, so the usual order is used.`);
  }

  return { filters, notices };
}

/** `YYYY-MM-DDTHH:mm:ssZ`: the URL form of `publishedAfter` (seconds are what the API keeps). */
export function toIsoDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Writes filters into a URL query, keeping any parameter that is not a filter (e.g. a tab).
 * An explicit `''` language or country stays as `name=` so it keeps overriding the default.
 */
export function filtersToSearch(filters: FeedFilters, base?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(base);
  for (const name of FILTER_NAMES) search.delete(name);
  for (const name of LIST_FILTERS) {
    const entries = filters[name];
    if (entries && entries.length > 0) search.set(name, entries.join(','));
  }
  for (const name of ['language', ...COUNTRY_FILTERS] as const) {
    const value = filters[name];
    if (value !== undefined) search.set(name, value);
  }
  if (filters.publishedAfter) search.set('publishedAfter', toIsoDateTime(filters.publishedAfter));
  if (filters.sortBy) search.set('sortBy', filters.sortBy);
  return search;
}

/** The user's defaults (settings) fill `language` and `countryCode` when the URL says nothing of them. */
export function withDefaults(
  filters: FeedFilters,
  defaults: { language: string; country: string },
): FeedFilters {
  return {
    ...filters,
    language: filters.language ?? defaults.language,
    countryCode: filters.countryCode ?? defaults.country,
  };
}

/** Drops empty values, so equal views give equal query keys and the API gets no `name=`. */
export function compactFilters(filters: FeedFilters): FeedFilters {
  const compact: FeedFilters = {};
  for (const name of LIST_FILTERS) {
    const entries = filters[name];
    if (entries && entries.length > 0) compact[name] = entries;
  }
  for (const name of ['language', ...COUNTRY_FILTERS] as const) {
    const value = filters[name];
    if (value) compact[name] = value;
  }
  if (filters.publishedAfter) compact.publishedAfter = filters.publishedAfter;
  if (filters.sortBy) compact.sortBy = filters.sortBy;
  return compact;
}

/**
 * Merges filters a page fixes (a category page's category) over those the reader chose. A fixed
 * list replaces the chosen one: values inside a parameter are OR-ed, so adding to it would widen
 * the page beyond what it is about.
 */
export function mergeFilters(fixed: FeedFilters, chosen: FeedFilters): FeedFilters {
  const merged: FeedFilters = { ...chosen };
  for (const name of LIST_FILTERS) {
    if (fixed[name] && fixed[name].length > 0) merged[name] = fixed[name];
  }
  for (const name of ['language', ...COUNTRY_FILTERS] as const) {
    if (fixed[name] !== undefined) merged[name] = fixed[name];
  }
  if (fixed.publishedAfter) merged.publishedAfter = fixed.publishedAfter;
  if (fixed.sortBy) merged.sortBy = fixed.sortBy;
  return merged;
}

export function isExtendedTopic(topic: string): boolean {
  return topic.toLowerCase().endsWith(EXTENDED_SUFFIX);
}

export function stripExtended(topic: string): string {
  return isExtendedTopic(topic) ? topic.slice(0, -EXTENDED_SUFFIX.length) : topic;
}

/** One removable piece of the current view, as a chip shows it. */
export interface FilterChip {
  name: FilterName;
  /** The value as the URL holds it; `undefined` for single-valued filters. */
  value?: string;
  label: string;
  /** The value came from the user's settings, not from the URL. */
  isDefault: boolean;
}

/**
 * The chips of a view. `chosen` is what the URL says; `effective` adds the defaults, which show
 * as chips too so the reader can see and clear them. `nameOf` turns ids into names where known.
 */
export function filterChips(
  chosen: FeedFilters,
  effective: FeedFilters,
  nameOf: (name: FilterName, value: string) => string = (_name, value) => value,
): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const name of LIST_FILTERS) {
    for (const value of effective[name] ?? []) {
      const shown =
        name === 'topic' && isExtendedTopic(value)
          ? `${nameOf(name, stripExtended(value))} (extended search)`
          : nameOf(name, value);
      chips.push({ name, value, label: `${FILTER_LABELS[name]}: ${shown}`, isDefault: false });
    }
  }
  for (const name of ['language', ...COUNTRY_FILTERS] as const) {
    const value = effective[name];
    if (!value) continue;
    chips.push({
      name,
      label: `${FILTER_LABELS[name]}: ${nameOf(name, value)}`,
      isDefault: chosen[name] === undefined,
    });
  }
  if (effective.publishedAfter) {
    chips.push({
      name: 'publishedAfter',
      label: `${FILTER_LABELS.publishedAfter}: ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(effective.publishedAfter)}`,
      isDefault: false,
    });
  }
  if (effective.sortBy === 'newest') chips.push({ name: 'sortBy', label: 'Newest first', isDefault: false });
  return chips;
}

/**
 * Removes one chip from the URL's filters. A default is removed by saying "any" (`''`)
 * explicitly, since leaving the parameter out would bring the default back.
 */
export function withoutChip(chosen: FeedFilters, chip: Pick<FilterChip, 'name' | 'value'>): FeedFilters {
  const next: FeedFilters = { ...chosen };
  const { name, value } = chip;
  if ((LIST_FILTERS as readonly string[]).includes(name)) {
    const list = name as ListFilter;
    const remaining = (next[list] ?? []).filter((entry) => entry !== value);
    if (remaining.length > 0) next[list] = remaining;
    else delete next[list];
  } else if (name === 'language' || name === 'countryCode') {
    next[name] = '';
  } else {
    delete next[name as 'publishedAfter' | 'sortBy' | CountryFilter];
  }
  return next;
}

/** "Clear all": nothing chosen, and the defaults switched off too. */
export function clearedFilters(): FeedFilters {
  return { language: '', countryCode: '' };
}

/** Whether a view filters at all (used to word the empty state). */
export function hasFilters(filters: FeedFilters): boolean {
  return Object.keys(compactFilters(filters)).some((name) => name !== 'sortBy');
}
