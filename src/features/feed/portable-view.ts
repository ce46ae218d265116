// A feed view in a form that keeps its meaning when it is stored, exported and reopened later or in
// another browser: the filters as the URL writes them (defaults included, so another reader's defaults
// do not change it), with a time preset ("Past week") kept as the preset instead of a date that would
// age. Saved views are made of these; the feed's own parse and serialization do the work.
import { countryName } from '@/lib/countries';
import { namespace, interfaceLanguage, type InterfaceLanguage } from '@/lib/i18n';
import { languageName } from '@/lib/languages';
import type { ChoiceSource, FeedFilters } from './filter-table';
import { filterChips, filtersFromSearch, filtersToSearch } from './filters';
import { feedMessages } from './messages';
import { publishedAfterFor, timePresetOf } from './time-range';
import type { Messages } from './portable-view.en';

/** The time presets a portable view keeps as presets (a custom date stays a date). */
export const RELATIVE_TIMES = ['day', 'week', 'month'] as const;
export type RelativeTime = (typeof RELATIVE_TIMES)[number];

export interface PortableView {
  /** The feed's query as `filtersToSearch` writes it, without `?`, without a preset's date. */
  query: string;
  /** A time preset, applied afresh whenever the view is opened. */
  within?: RelativeTime;
}

const isRelative = (preset: string): preset is RelativeTime =>
  (RELATIVE_TIMES as readonly string[]).includes(preset);

/** The portable form of what a feed page shows (`shown`: the URL's filters with the reader's defaults). */
export function portableView(shown: FeedFilters, now = Date.now()): PortableView {
  const preset = timePresetOf(shown.publishedAfter, now);
  if (!isRelative(preset)) return { query: filtersToSearch(shown).toString() };
  const { publishedAfter: _dated, ...rest } = shown;
  return { query: filtersToSearch(rest).toString(), within: preset };
}

/**
 * The same view in its one written form, whatever wrote it (an older version, a file edited by hand):
 * read as the feed reads a URL (values the API would refuse are dropped), written back. Two views that
 * show the same feed have the same canonical form.
 */
export function canonicalView(view: PortableView): PortableView {
  const { filters } = filtersFromSearch(new URLSearchParams(view.query));
  // A date stays a date, even one that reads as a preset today.
  if (!view.within) return { query: filtersToSearch(filters).toString() };
  const { publishedAfter: _dated, ...rest } = filters;
  return { query: filtersToSearch(rest).toString(), within: view.within };
}

/** The `/feed` query that opens the view now. */
export function feedSearchOf(view: PortableView, now = Date.now()): URLSearchParams {
  const { filters } = filtersFromSearch(new URLSearchParams(view.query));
  return filtersToSearch(
    view.within ? { ...filters, publishedAfter: publishedAfterFor(view.within, now) } : filters,
  );
}

/** What a view filters, in the chips' words: "Category: Sports, Language: English, Past week". */
const words = namespace<Messages>('features/feed/portable-view');

export function describeView(
  view: PortableView,
  now = Date.now(),
  language: InterfaceLanguage = interfaceLanguage(),
): string {
  const { filters } = filtersFromSearch(feedSearchOf(view, now));
  const nameOf = (source: ChoiceSource | undefined, value: string) =>
    (source === 'language' && languageName(value, language)) ||
    (source === 'country' && countryName(value, language)) ||
    value;
  // A preset is named as the preset (the chip would name the date it stands for today).
  const labels = filterChips(filters, filters, nameOf, language)
    .filter((chip) => !view.within || chip.name !== 'publishedAfter')
    .map((chip) => chip.label);
  if (view.within) labels.push(feedMessages[language].times[view.within]);
  return labels.length > 0 ? labels.join(', ') : words[language].all;
}
