// Who a person is in the news with: the persons and teams of their latest stories, each name
// opening its card (the same one as on the team page, the article and the feed).
import { useQuery } from '@tanstack/react-query';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { useMessages } from '@/lib/i18n';
import { peoplePageMessages } from '../page-messages';
import { companionsQueryOptions, relatedTeamsQueryOptions } from '../with-person';
import { NameCardList } from './name-card-list';

/** How many companions are shown; the "With another person" picker offers them all. */
const SHOWN = 6;

export function PersonRelated({ personId, personName }: { personId: string; personName: string }) {
  const t = useMessages(peoplePageMessages);
  const persons = useQuery(companionsQueryOptions(personId));
  const teams = useQuery(relatedTeamsQueryOptions(personId));
  const failed = persons.isError ? persons : teams.isError ? teams : undefined;
  const lists = [
    { kind: 'person' as const, title: t.people, refs: persons.data?.slice(0, SHOWN) ?? [] },
    { kind: 'team' as const, title: t.teams, refs: teams.data?.slice(0, SHOWN) ?? [] },
  ].filter((list) => list.refs.length > 0);
  return (
    <section aria-labelledby="person-related" className="mt-2 border-t border-rule pt-5">
      <h2 id="person-related" className="font-serif text-xl font-semibold sm:text-2xl">
        {t.inTheNewsWith(personName)}
      </h2>
      <div className="mt-4 space-y-4">
        {persons.isPending || teams.isPending ? (
          <LoadingRegion label={t.loadingCompanions}>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-16" />
              ))}
            </div>
          </LoadingRegion>
        ) : failed ? (
          <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
        ) : lists.length === 0 ? (
          <p className="text-ink-soft">{t.noCompanions(personName)}</p>
        ) : (
          lists.map((list) => (
            <div key={list.kind}>
              <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {list.title}
              </h3>
              <NameCardList kind={list.kind} entities={list.refs} headingLevel={4} />
            </div>
          ))
        )}
      </div>
    </section>
  );
}
