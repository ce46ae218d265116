// What a feed view is called, in its <h1> and <title>: "Sports · English · Past week".
import { interfaceLanguage, type InterfaceLanguage } from '@/lib/i18n';
import { languageName } from '@/lib/languages';
import { isExtendedTopic, stripExtended, type FeedFilters } from './filter-table';
import { feedFilterMessages } from './filter-messages';
import { feedMessages } from './messages';
import { describeTime } from './time-range';

/** The filters whose values a view's title names by what its stories call them (`storyNamer`). */
export type NamedSource = 'person' | 'team' | 'vendor';

/**
 * `categoryName` turns a category's English name into the reader's label; `entityName` names a person,
 * team or provider (`storyNamer` in story-names.ts). A topic search (`topic=q:ext`) reads "Results for “q”"; a view
 * without filters is "Stories".
 */
export function feedTitle(
  shown: FeedFilters,
  categoryName: (english: string) => string = (english) => english,
  now = Date.now(),
  /** A person's, team's or provider's name for the value in the URL. */
  entityName: (value: string, source: NamedSource) => string = (value) => value,
  /** The interface language the title is written in. */
  words: InterfaceLanguage = interfaceLanguage(),
): string {
  const t = feedMessages[words];
  const tf = feedFilterMessages[words];
  const searches = (shown.topic ?? []).filter(isExtendedTopic).map(stripExtended);
  const language = shown.language ? languageName(shown.language, words) : undefined;
  const parts = [
    searches.length > 0 ? tf.resultsFor(searches.map((query) => `“${query}”`).join(', ')) : undefined,
    [
      ...(shown.person ?? []).map((value) => entityName(value, 'person')),
      ...(shown.team ?? []).map((value) => entityName(value, 'team')),
    ].join(' & ') || undefined,
    (shown.vendor ?? []).map((value) => entityName(value, 'vendor')).join(' & ') || undefined,
    (shown.category ?? []).map(categoryName).join(' & ') || undefined,
    language,
    describeTime(shown.publishedAfter, now, words),
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' · ') : t.stories;
}
