// The one suggestions list: persons named most in the latest stories, as cards with a follow
// toggle. Home's Following tab and the profile both show it, from one query (lib/mentions).
import { useQuery } from '@tanstack/react-query';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { useMessages } from '@/lib/i18n';
import { peopleInTheNewsQueryOptions } from '@/lib/mentions';
import { peoplePageMessages } from '../page-messages';
import { EntityCard } from './entity-card';

/** How many persons in the news are suggested. */
const SUGGESTED = 6;

export function PeopleInTheNews({
  language,
  title,
}: {
  /** Language of the stories the suggestions come from ('' for any). */
  language: string;
  title?: string;
}) {
  const t = useMessages(peoplePageMessages);
  const suggestions = useQuery(peopleInTheNewsQueryOptions(language));
  if (suggestions.isPending) {
    return (
      <LoadingRegion label={t.loadingSuggestions}>
        <div className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-36 w-full" />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (suggestions.isError) {
    return <ErrorState error={suggestions.error} onRetry={() => void suggestions.refetch()} />;
  }
  if (suggestions.data.length === 0) return null;
  return (
    <section aria-labelledby="people-in-the-news" className="mt-8 text-left">
      <h2 id="people-in-the-news" className="font-serif text-2xl font-semibold">
        {title ?? t.inTheNewsNow}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t.namedMost}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {suggestions.data.slice(0, SUGGESTED).map((person) => (
          <li key={person.id}>
            <EntityCard kind="person" entity={person} mode="suggest" />
          </li>
        ))}
      </ul>
    </section>
  );
}
