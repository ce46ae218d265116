import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/states';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/lib/i18n';
import { teamPersonsQueryOptions } from '../api';
import { peoplePageMessages } from '../page-messages';
import { NameCardList } from './name-card-list';

/** The persons the team's recent stories are about, each with a follow toggle and a card on their name. */
export function TeamPersons({ teamId, teamName }: { teamId: string; teamName: string }) {
  const t = useMessages(peoplePageMessages);
  const persons = useQuery(teamPersonsQueryOptions(teamId));
  return (
    <section aria-labelledby="team-persons" className="mt-2 border-t border-rule pt-5">
      <h2 id="team-persons" className="font-serif text-xl font-semibold sm:text-2xl">
        {t.peopleInTeamStories(teamName)}
      </h2>
      <div className="mt-4">
        {persons.isPending ? (
          <LoadingRegion label={t.loadingPeople}>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-16" />
              ))}
            </div>
          </LoadingRegion>
        ) : persons.isError ? (
          <ErrorState error={persons.error} onRetry={() => void persons.refetch()} />
        ) : persons.data.length === 0 ? (
          <p className="text-ink-soft">{t.noTeamPeople}</p>
        ) : (
          <NameCardList kind="person" entities={persons.data} />
        )}
      </div>
    </section>
  );
}
