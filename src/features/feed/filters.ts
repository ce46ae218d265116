// The feed's filters, described once. Each entry of FILTERS says what a filter is called, how
// its value is read from and written to the URL (the app's one form of a filter), how it shows
// as a chip and which control edits it; the functions below only walk the table. Adding a
// filter is one entry. The wire form (what the API gets) is made in one place: toContentFilters.
import type { ContentFilters } from '@/api/endpoints';
import { isCountryCode, isLanguageCode } from '@/lib/codes';
import { parseIsoDateTime } from '@/lib/format';

/** The contract's limits on list parameters (api-contract.md §2). */
export const MAX_LIST_ENTRIES = 50;
export const MAX_ENTRY_LENGTH = 100;
/** Marks a topic entry for extended (full-text) search. */
export const EXTENDED_SUFFIX = ':ext';

/** Where a filter's values get their readable names and suggestions from. */
export type ChoiceSource =
  'vendor' | 'category' | 'topic' | 'person' | 'team' | 'tag' | 'language' | 'country';

/** The control that edits a filter in the panel. */
export type FilterControl = 'entry' | 'pick' | 'language' | 'country' | 'date-time' | 'order';

export type FilterGroup = 'Sources' | 'Categories' | 'Subjects' | 'Language and place' | 'Time and order';

interface Descriptor {
  /** The API's parameter name, which is also the URL's. */
  label: string;
  kind: 'list' | 'single';
  control: FilterControl;
  group: FilterGroup;
  /** The include filter an exclude filter pairs with (they share their choices). */
  excludes?: string;
  choices?: ChoiceSource;
  /** A single value the user's settings may fill; removing its chip says "any" (`name=`). */
  hasDefault?: boolean;
  /** An empty single value (`name=`) is kept: it says "any" explicitly. */
  keepsEmpty?: boolean;
  /** Entries accepted besides the contract's limits (topic: not a bare `:ext`). */
  acceptEntry?: (entry: string) => string | undefined;
  /** Reads a single value from the URL: the normalised value, or the notice why it was dropped. */
  parse?: (raw: string) => { value: string } | { notice: string };
  /** How a chip shows the value (`named`: after `nameOf` made ids readable); `label: named` else. */
  chip?: (named: string, value: string) => string;
}

const single =
  (
    check: (value: string) => boolean,
    normalise: (value: string) => string,
    notice: (raw: string) => string,
  ) =>
  (raw: string): { value: string } | { notice: string } => {
    const value = raw.trim();
    if (value === '' || check(value)) return { value: value === '' ? '' : normalise(value) };
    return { notice: notice(raw) };
  };

const country = (label: string, hasDefault = false): Descriptor & { kind: 'single' } => ({
  label,
  kind: 'single',
  control: 'country',
  group: 'Language and place',
  choices: 'country',
  hasDefault,
  keepsEmpty: true,
  parse: single(
    isCountryCode,
    (value) => value.toUpperCase(),
    (raw) => `“${raw}” is not a two-letter country code, so ${label} was left out.`,
  ),
});

const list = (
  label: string,
  group: FilterGroup,
  control: 'entry' | 'pick',
  choices: ChoiceSource,
  excludes?: string,
): Descriptor & { kind: 'list' } => ({ label, kind: 'list', control, group, choices, excludes });

/** Every filter of the content list, in the order the panel and the chips show them. */
export const FILTERS = {
  vendor: list('Provider', 'Sources', 'entry', 'vendor'),
  vendorFilter: list('Exclude provider', 'Sources', 'entry', 'vendor', 'vendor'),
  category: list('Category', 'Categories', 'pick', 'category'),
  categoryFilter: list('Exclude category', 'Categories', 'pick', 'category', 'category'),
  topic: {
    ...list('Topic', 'Subjects', 'entry', 'topic'),
    acceptEntry: (entry: string) =>
      entry.toLowerCase() === EXTENDED_SUFFIX ? `“${entry}” is not a topic, so it was left out.` : undefined,
    chip: (named: string, value: string) =>
      `Topic: ${named}${isExtendedTopic(value) ? ' (extended search)' : ''}`,
  },
  person: list('Person', 'Subjects', 'entry', 'person'),
  team: list('Team', 'Subjects', 'entry', 'team'),
  tag: list('Tag', 'Subjects', 'entry', 'tag'),
  language: {
    label: 'Language',
    kind: 'single' as const,
    control: 'language',
    group: 'Language and place',
    choices: 'language',
    hasDefault: true,
    keepsEmpty: true,
    parse: single(
      isLanguageCode,
      (value) => value.toLowerCase(),
      (raw) => `“${raw}” is not a two-letter language code, so Language was left out.`,
    ),
  },
  countryCode: country('Shown in country', true),
  localCountryCode: country('Local to country'),
  originCountryCode: country('From country'),
  publishedAfter: {
    label: 'Published after',
    kind: 'single' as const,
    control: 'date-time',
    group: 'Time and order',
    parse: single(
      (value) => parseIsoDateTime(value) !== undefined,
      (value) => toIsoDateTime(parseIsoDateTime(value)!),
      (raw) => `“${raw}” is not a valid date and time, so Published after was left out.`,
    ),
    chip: (_named: string, value: string) =>
      `Published after: ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))}`,
  },
  sortBy: {
    label: 'Order',
    kind: 'single' as const,
    control: 'order',
    group: 'Time and order',
    parse: single(
      (value) => value.toLowerCase() === 'newest',
      (value) => value.toLowerCase(),
      (raw) => `“${raw}” is not a known order, so the usual order is used.`,
    ),
    chip: () => 'Newest first',
  },
} satisfies Record<string, Descriptor>;

export type FilterName = keyof typeof FILTERS;
export type ListFilter = {
  [N in FilterName]: (typeof FILTERS)[N]['kind'] extends 'list' ? N : never;
}[FilterName];
export type SingleFilter = Exclude<FilterName, ListFilter>;

export const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];
export const LIST_FILTERS = FILTER_NAMES.filter((name) => FILTERS[name].kind === 'list') as ListFilter[];
export const describeFilter = (name: FilterName): Descriptor => FILTERS[name];
const isList = (name: FilterName): name is ListFilter => FILTERS[name].kind === 'list';

/**
 * Filters as the app holds them: the URL's form. Lists are arrays; single values are the URL's
 * text (`publishedAfter` an ISO date-time in UTC). `language` and `countryCode` may be `''`: the
 * URL said "any" explicitly (`language=`), which overrides the user's default.
 */
export type FeedFilters = { [N in ListFilter]?: readonly string[] } & { [N in SingleFilter]?: string };

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

function parseList(name: ListFilter, raw: string[], notices: string[]): string[] {
  const { label, acceptEntry } = describeFilter(name);
  let entries = splitList(raw.join(','));
  const tooLong = entries.filter((entry) => entry.length > MAX_ENTRY_LENGTH);
  if (tooLong.length > 0) {
    notices.push(
      `${tooLong.length === 1 ? 'One value' : `${tooLong.length} values`} of ${label} ${tooLong.length === 1 ? 'was' : 'were'} longer than ${MAX_ENTRY_LENGTH} characters and left out.`,
    );
    entries = entries.filter((entry) => entry.length <= MAX_ENTRY_LENGTH);
  }
  if (entries.length > MAX_LIST_ENTRIES) {
    notices.push(`${label} takes at most ${MAX_LIST_ENTRIES} values; the rest were left out.`);
    entries = entries.slice(0, MAX_LIST_ENTRIES);
  }
  if (!acceptEntry) return entries;
  return entries.filter((entry) => {
    const refusal = acceptEntry(entry);
    if (refusal) notices.push(refusal);
    return !refusal;
  });
}

/** Reads the feed's filters from a URL query; values the API would refuse are dropped with a notice. */
export function filtersFromSearch(search: URLSearchParams): ParsedFilters {
  const filters: Record<string, unknown> = {};
  const notices: string[] = [];
  for (const name of FILTER_NAMES) {
    if (isList(name)) {
      const raw = search.getAll(name);
      const entries = raw.length > 0 ? parseList(name, raw, notices) : [];
      if (entries.length > 0) filters[name] = entries;
      continue;
    }
    const raw = search.get(name);
    if (raw === null) continue;
    const parsed = describeFilter(name).parse!(raw);
    if ('notice' in parsed) notices.push(parsed.notice);
    else if (parsed.value !== '' || describeFilter(name).keepsEmpty) filters[name] = parsed.value;
  }
  return { filters: filters as FeedFilters, notices };
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
  nameOf: (source: ChoiceSource | undefined, value: string) => string = (_source, value) => value,
): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const name of FILTER_NAMES) {
    const { label, choices, chip } = describeFilter(name);
    const shown = (value: string) => {
      const named = nameOf(choices, name === 'topic' ? stripExtended(value) : value);
      return chip ? chip(named, value) : `${label}: ${named}`;
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
