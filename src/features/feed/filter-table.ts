// The feed's filters, described once. Each entry of FILTERS says what a filter is called, how
// its value is read from the URL (the app's one form of a filter), how it shows as a chip and
// which control edits it; filters.ts and the filter panel only walk the table. Adding a filter
// is one entry here.
import { MAX_LIST_ENTRIES, MAX_LIST_ENTRY_LENGTH } from '@contract/vocabulary';
import { isCountryCode, isLanguageCode } from '@/lib/codes';
import { parseIsoDateTime, toIsoDateTime } from '@/lib/format';
import { messagesOf, type InterfaceLanguage } from '@/lib/i18n';
import type { FeedFilterMessages } from './filter-messages';
import { feedMessages, type FeedMessages } from './messages';
import { describeTime } from './time-range';

/** The contract's limits on list parameters (api-contract.md §2). */
export { MAX_LIST_ENTRIES, MAX_LIST_ENTRY_LENGTH as MAX_ENTRY_LENGTH };
/** Marks a topic entry for extended (full-text) search. */
export const EXTENDED_SUFFIX = ':ext';

/** Where a filter's values get their readable names and suggestions from. */
export type ChoiceSource =
  'vendor' | 'category' | 'topic' | 'person' | 'team' | 'tag' | 'language' | 'country';

/** The control that edits a filter in the panel. */
export type FilterControl = 'entry' | 'pick' | 'language' | 'country' | 'date-time' | 'order';

export type FilterGroup = 'Sources' | 'Categories' | 'Subjects' | 'Language and place' | 'Time and order';

interface Descriptor {
  /** The filter's English name (its label in each language is the catalogue's `filters[name]`). */
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
  /** Entries may ask for extended (full-text) search with `:ext`; the panel offers a switch. */
  extendable?: boolean;
  /** Entries accepted besides the contract's limits (topic: not a bare `:ext`). */
  acceptEntry?: (entry: string, t: FeedMessages) => string | undefined;
  /** Reads a single value from the URL: the normalised value, or the notice why it was dropped. */
  parse?: (raw: string, t: FeedMessages) => { value: string } | { notice: string };
  /** How a chip shows the value (`named`: after `nameOf` made ids readable); `label: named` else. */
  chip?: (named: string, value: string, t: FeedMessages, language: InterfaceLanguage) => string;
}

const single =
  (
    check: (value: string) => boolean,
    normalise: (value: string) => string,
    notice: (raw: string, t: FeedMessages) => string,
  ) =>
  (raw: string, t: FeedMessages = messagesOf(feedMessages)): { value: string } | { notice: string } => {
    const value = raw.trim();
    if (value === '' || check(value)) return { value: value === '' ? '' : normalise(value) };
    return { notice: notice(raw, t) };
  };

const country = (
  label: string,
  name: 'countryCode' | 'localCountryCode' | 'originCountryCode',
  hasDefault = false,
): Descriptor & { kind: 'single' } => ({
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
    (raw, t) => t.notCountry(raw, t.filters[name]),
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
    extendable: true,
    acceptEntry: (entry: string, t: FeedMessages) =>
      entry.toLowerCase() === EXTENDED_SUFFIX ? t.notTopic(entry) : undefined,
    chip: (named: string, value: string, t: FeedMessages) => t.topicChip(named, isExtendedTopic(value)),
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
      (raw, t) => t.notLanguage(raw),
    ),
  },
  countryCode: country('Shown in country', 'countryCode', true),
  localCountryCode: country('Local to country', 'localCountryCode'),
  originCountryCode: country('From country', 'originCountryCode'),
  publishedAfter: {
    label: 'Published after',
    kind: 'single' as const,
    control: 'date-time',
    group: 'Time and order',
    parse: single(
      (value) => parseIsoDateTime(value) !== undefined,
      (value) => toIsoDateTime(parseIsoDateTime(value)!),
      (raw, t) => t.notDate(raw),
    ),
    chip: (_named: string, value: string, t: FeedMessages, language: InterfaceLanguage) =>
      describeTime(value, Date.now(), language) ?? t.times.any,
  },
  sortBy: {
    label: 'Order',
    kind: 'single' as const,
    control: 'order',
    group: 'Time and order',
    parse: single(
      (value) => value.toLowerCase() === 'newest',
      (value) => value.toLowerCase(),
      (raw, t) => t.notOrder(raw),
    ),
    chip: (_named: string, _value: string, t: FeedMessages) => t.newestFirst,
  },
} satisfies Record<string, Descriptor>;

export type FilterName = keyof typeof FILTERS;
export type ListFilter = {
  [N in FilterName]: (typeof FILTERS)[N]['kind'] extends 'list' ? N : never;
}[FilterName];
export type SingleFilter = Exclude<FilterName, ListFilter>;

// Every filter and group has its words in the catalogue (and the catalogue names no other).
({}) as FeedMessages['filters'] satisfies Record<FilterName, string>;
({}) as FeedFilterMessages['groups'] satisfies Record<FilterGroup, string>;
({}) as Record<FilterName, string> satisfies FeedMessages['filters'];

export const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];
export const LIST_FILTERS = FILTER_NAMES.filter((name) => FILTERS[name].kind === 'list') as ListFilter[];
export const describeFilter = (name: FilterName): Descriptor => FILTERS[name];
export const isList = (name: FilterName): name is ListFilter => FILTERS[name].kind === 'list';

/**
 * Filters as the app holds them: the URL's form. Lists are arrays; single values are the URL's
 * text (`publishedAfter` an ISO date-time in UTC). `language` and `countryCode` may be `''`: the
 * URL said "any" explicitly (`language=`), which overrides the user's default.
 */
export type FeedFilters = { [N in ListFilter]?: readonly string[] } & { [N in SingleFilter]?: string };

/** `YYYY-MM-DDTHH:mm:ssZ`: the URL form of `publishedAfter` (seconds are what the API keeps). */
export { toIsoDateTime };

export function isExtendedTopic(topic: string): boolean {
  return topic.toLowerCase().endsWith(EXTENDED_SUFFIX);
}

export function stripExtended(topic: string): string {
  return isExtendedTopic(topic) ? topic.slice(0, -EXTENDED_SUFFIX.length) : topic;
}
