// What the feed does with its filters, walking the table of filter-table.ts: read them from the
// URL and write them back, apply the defaults and a page's fixed filters, make the chips, and
// make the wire form (what the API gets) in one place: toContentFilters.
import type { ContentFilters } from '@/api/endpoints';
import { interfaceLanguage, type InterfaceLanguage } from '@/lib/i18n';
import {
  describeFilter,
  FILTER_NAMES,
  isList,
  MAX_ENTRY_LENGTH,
  MAX_LIST_ENTRIES,
  stripExtended,
  type ChoiceSource,
  type FeedFilters,
  type FilterName,
  type ListFilter,
} from './filter-table';
import { feedMessages, type FeedMessages } from './messages';

export interface ParsedFilters {
  filters: FeedFilters;
  /** One sentence per value that was dropped because the API would refuse it. */
  notices: string[];
}

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

function parseList(name: ListFilter, raw: string[], notices: string[], t: FeedMessages): string[] {
  const { acceptEntry } = describeFilter(name);
  const label = t.filters[name];
  let entries = splitList(raw.join(','));
  const tooLong = entries.filter((entry) => entry.length > MAX_ENTRY_LENGTH);
  if (tooLong.length > 0) {
    notices.push(t.tooLong(tooLong.length, label, MAX_ENTRY_LENGTH));
    entries = entries.filter((entry) => entry.length <= MAX_ENTRY_LENGTH);
  }
  if (entries.length > MAX_LIST_ENTRIES) {
    notices.push(t.tooMany(label, MAX_LIST_ENTRIES));
    entries = entries.slice(0, MAX_LIST_ENTRIES);
  }
  if (!acceptEntry) return entries;
  return entries.filter((entry) => {
    const refusal = acceptEntry(entry, t);
    if (refusal) notices.push(refusal);
    return !refusal;
  });
}

/**
 * Reads the feed's filters from a URL query; values the API would refuse are dropped with a notice (in
 * the interface language).
 */
export function filtersFromSearch(
  search: URLSearchParams,
  language: InterfaceLanguage = interfaceLanguage(),
): ParsedFilters {
  const t = feedMessages[language];
  const filters: Record<string, unknown> = {};
  const notices: string[] = [];
  for (const name of FILTER_NAMES) {
    if (isList(name)) {
      const raw = search.getAll(name);
      const entries = raw.length > 0 ? parseList(name, raw, notices, t) : [];
      if (entries.length > 0) filters[name] = entries;
      continue;
    }
    const raw = search.get(name);
    if (raw === null) continue;
    const parsed = describeFilter(name).parse!(raw, t);
    if ('notice' in parsed) notices.push(parsed.notice);
    else if (parsed.value !== '' || describeFilter(name).keepsEmpty) filters[name] = parsed.value;
  }
  return { filters: filters as FeedFilters, notices };
}

/**
 * Writes filters into a URL query, keeping any parameter that is not a filter (e.g. a tab) except the
 * list's `page`.
 * An explicit `''` language or country stays as `name=` so it keeps overriding the default.
 */
export function filtersToSearch(filters: FeedFilters, base?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(base);
  for (const name of FILTER_NAMES) search.delete(name);
  // Other filters are another list: it starts at its first page.
  search.delete('page');
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(name, value.join(','));
    } else if (typeof value === 'string' && (value !== '' || describeFilter(name).keepsEmpty)) {
      search.set(name, value);
    }
  }
  return search;
}

/** The user's defaults (settings) fill the filters that have one when the URL says nothing of them. */
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
  const compact: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined && value.length > 0) compact[name] = value;
  }
  return compact as FeedFilters;
}

/**
 * Merges filters a page fixes (a category page's category) over those the reader chose. A fixed
 * list replaces the chosen one: values inside a parameter are OR-ed, so adding to it would widen
 * the page beyond what it is about.
 */
export function mergeFilters(fixed: FeedFilters, chosen: FeedFilters): FeedFilters {
  const merged: Record<string, unknown> = { ...chosen };
  for (const name of FILTER_NAMES) {
    const value = fixed[name];
    if (value === undefined || (isList(name) && value.length === 0)) continue;
    if (!isList(name) && value === '' && !describeFilter(name).keepsEmpty) continue;
    merged[name] = value;
  }
  return merged as FeedFilters;
}

/** The one conversion to the wire form: what the content list and its cache key are made from. */
export function toContentFilters(filters: FeedFilters): ContentFilters {
  const { publishedAfter, sortBy, ...rest } = compactFilters(filters);
  return {
    ...rest,
    ...(publishedAfter ? { publishedAfter: new Date(publishedAfter) } : {}),
    ...(sortBy === 'newest' ? { sortBy: 'newest' as const } : {}),
  };
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
  nameOf: (source: ChoiceSource | undefined, value: string) => string = (_source, value) => value,
  language: InterfaceLanguage = interfaceLanguage(),
): FilterChip[] {
  const t = feedMessages[language];
  const chips: FilterChip[] = [];
  for (const name of FILTER_NAMES) {
    const { choices, chip, control } = describeFilter(name);
    // The order is not a filter: a switch above the stories shows and changes it.
    if (control === 'order') continue;
    const shown = (value: string) => {
      const named = nameOf(choices, describeFilter(name).extendable ? stripExtended(value) : value);
      return chip ? chip(named, value, t, language) : t.chip(t.filters[name], named);
    };
    const value = effective[name];
    if (Array.isArray(value)) {
      for (const entry of value) chips.push({ name, value: entry, label: shown(entry), isDefault: false });
    } else if (typeof value === 'string' && value !== '') {
      chips.push({ name, label: shown(value), isDefault: chosen[name] === undefined });
    }
  }
  return chips;
}

/**
 * Removes one chip from the URL's filters. A default is removed by saying "any" (`''`)
 * explicitly, since leaving the parameter out would bring the default back.
 */
export function withoutChip(chosen: FeedFilters, chip: Pick<FilterChip, 'name' | 'value'>): FeedFilters {
  const next: Record<string, unknown> = { ...chosen };
  const { name, value } = chip;
  if (isList(name)) {
    const remaining = (chosen[name] ?? []).filter((entry) => entry !== value);
    if (remaining.length > 0) next[name] = remaining;
    else delete next[name];
  } else if (describeFilter(name).hasDefault) {
    next[name] = '';
  } else {
    delete next[name];
  }
  return next as FeedFilters;
}

/** "Clear all": nothing chosen, and the defaults switched off too. */
export function clearedFilters(): FeedFilters {
  const cleared: Record<string, string> = {};
  for (const name of FILTER_NAMES) if (describeFilter(name).hasDefault) cleared[name] = '';
  return cleared as FeedFilters;
}

/** Whether a view filters at all (used to word the empty state). */
export function hasFilters(filters: FeedFilters): boolean {
  return Object.keys(compactFilters(filters)).some((name) => name !== 'sortBy');
}
