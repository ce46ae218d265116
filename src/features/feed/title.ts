// What a feed view is called, in its <h1> and <title>: "Sports · English · Past week".
import type { ContentItem } from '@/api/schemas';
import { interfaceLanguage, type InterfaceLanguage } from '@/lib/i18n';
import { languageName } from '@/lib/languages';
import { isExtendedTopic, stripExtended, type FeedFilters } from './filter-table';
import { feedMessages } from './messages';
import { describeTime } from './time-range';

/** The filters whose values a view's own stories can name: a person's or team's id, a provider's code. */
export type NamedSource = 'person' | 'team' | 'vendor';

/**
 * What a view's own stories call a person, team or provider its URL gives (by id or by name, in any
 * case), else the value as given. The page (on the server and in the browser) and the view's Atom feed
 * name them from the same stories, so all three say the same.
 */
export function storyNamer(items: readonly ContentItem[] = []) {
  return (value: string, source: NamedSource): string => {
    const wanted = value.toLowerCase();
    for (const item of items) {
      if (source === 'vendor') {
        if (item.contentSource.toLowerCase() === wanted)
          return item.contentSourceDisplay || item.contentSource;
        continue;
      }
      const ref = (source === 'person' ? item.persons : item.teams)?.find(
        (entry) => entry.id.toLowerCase() === wanted || entry.name.toLowerCase() === wanted,
      );
      if (ref) return ref.name;
    }
    return value;
  };
}

/**
 * `categoryName` turns a category's English name into the reader's label; `entityName` names a person,
 * team or provider (see `storyNamer`). A topic search (`topic=q:ext`) reads "Results for “q”"; a view
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
  const searches = (shown.topic ?? []).filter(isExtendedTopic).map(stripExtended);
  const language = shown.language ? languageName(shown.language, words) : undefined;
  const parts = [
    searches.length > 0 ? t.resultsFor(searches.map((query) => `“${query}”`).join(', ')) : undefined,
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
