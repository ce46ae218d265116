// What the results page of the header search adds to the feed: the person or team the words name, with
// their Follow button, ahead of the stories; and, when nothing is found, what to try instead.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ContentItem } from '@/api/schemas';
import { filterSuggestionsQueryOptions } from '@/features/feed/api';
import { isExtendedTopic, stripExtended, type FeedFilters } from '@/features/feed/filter-table';
import { LazyEntityCard } from '@/features/people/components/name-card';
import { namespace, useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { foldedWords, sameName } from '@/lib/search-words';
import { searchPath } from './frame/header-search';
import { suggestionsFor } from './frame/search-suggestions';
import type { Messages } from './search-results.en';

const messages = namespace<Messages>('app/search-results');

/** The words of the view's search (`topic=words:ext`), or undefined when the view is not a search. */
export function searchedWords(filters: FeedFilters): string | undefined {
  const searches = (filters.topic ?? []).filter(isExtendedTopic).map(stripExtended);
  return searches.length > 0 ? searches.join(' ') : undefined;
}

/** The person or team whose name the search is, as the found stories carry it. */
export function namedEntity(
  items: readonly ContentItem[],
  query: string,
): { kind: 'person' | 'team'; id: string; name: string } | undefined {
  for (const item of items) {
    const person = item.persons?.find((ref) => sameName(ref.name, query));
    if (person) return { kind: 'person', ...person };
    const team = item.teams?.find((ref) => sameName(ref.name, query));
    if (team) return { kind: 'team', ...team };
  }
  return undefined;
}

/** The results lead with the person or team the words name, and their Follow button. */
export function SearchLead({ items, query }: { items: readonly ContentItem[]; query: string }) {
  const entity = namedEntity(items, query);
  if (!entity) return null;
  return (
    <div className="mb-3 max-w-xl">
      <LazyEntityCard kind={entity.kind} entity={entity} mode="suggest" headingLevel={2} compact />
    </div>
  );
}

/** An empty search: what to check, names close to one of its words, and the way to the latest stories. */
export function SearchEmpty({ query }: { query: string }) {
  const t = useMessages(messages);
  const sample = useQuery(filterSuggestionsQueryOptions(undefined));
  const stories = sample.data?.content ?? [];
  const seen = new Set<string>();
  const offers = foldedWords(query)
    .filter((word) => word.length >= 3)
    .flatMap((word) => suggestionsFor({ stories }, word))
    .filter((offer) => offer.group !== 'vendor' && !seen.has(offer.to) && seen.add(offer.to))
    .slice(0, 4);
  // Fewer words: each of the search's words on its own, as the reader wrote it.
  const words = query.split(/\s+/).filter((word) => word.length >= 3);
  const alone = words.length > 1 ? words.slice(0, 3) : [];
  return (
    <>
      <p>{t.nothingFor(query)}</p>
      <p className="mt-2">{t.tips}</p>
      {offers.length > 0 && (
        <p className="mt-2">
          {t.perhaps}{' '}
          {offers.map((offer, index) => (
            <span key={offer.to}>
              {index > 0 && ', '}
              <Link className="text-accent underline underline-offset-4" to={offer.to}>
                {offer.label}
              </Link>
            </span>
          ))}
        </p>
      )}
      {alone.length > 0 && (
        <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1">
          {alone.map((word) => (
            <li key={word}>
              <Link className="text-accent underline underline-offset-4" to={searchPath(word)!}>
                {t.alone(word)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2">
        <Link className="font-medium text-accent underline underline-offset-4" to={paths.home()}>
          {t.latest}
        </Link>
      </p>
    </>
  );
}
