// What a feed view is called, in its <h1> and <title>: "Sports · English · Past week".
import { CONTENT_LANGUAGES } from '@/lib/languages';
import { isExtendedTopic, stripExtended, type FeedFilters } from './filter-table';
import { describeTime } from './time-range';

/**
 * `categoryName` turns a category's English name into the reader's label. A topic search
 * (`topic=q:ext`) reads "Results for “q”"; a view without filters is "Stories".
 */
export function feedTitle(
  shown: FeedFilters,
  categoryName: (english: string) => string = (english) => english,
  now = Date.now(),
  /** A person's or team's name for the id (or name) in the URL. */
  entityName: (value: string) => string = (value) => value,
): string {
  const searches = (shown.topic ?? []).filter(isExtendedTopic).map(stripExtended);
  const language = shown.language
    ? (CONTENT_LANGUAGES.find((entry) => entry.code === shown.language)?.name ?? shown.language)
    : undefined;
  const parts = [
    searches.length > 0 ? `Results for ${searches.map((query) => `“${query}”`).join(', ')}` : undefined,
    [...(shown.person ?? []), ...(shown.team ?? [])].map(entityName).join(' & ') || undefined,
    (shown.category ?? []).map(categoryName).join(' & ') || undefined,
    language,
    describeTime(shown.publishedAfter, now),
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' · ') : 'Stories';
}
