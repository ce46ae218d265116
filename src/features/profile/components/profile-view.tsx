import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { EntityRef, PersonRef, TeamRef, UserData } from '@/api/schemas';
import { filteredUserDataQueryOptions, userDataQueryOptions } from '@/api/user-data';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { peopleInTheNewsQueryOptions } from '@/lib/mentions';
import { paths } from '@/lib/paths';
import { hasProfileFilters, parseProfileFilters, SPORT_CHOICES } from '../api';
import { useRetained } from '../use-retained';
import { FilterBar } from './profile-filter-bar';
import { Avatar } from '@/components/ui/avatar';

export interface ProfileActions {
  /** The control beside a followed (or suggested) person: the app supplies the follow toggle. */
  person: (person: EntityRef) => ReactNode;
  /** The control beside a followed team. */
  team: (team: EntityRef) => ReactNode;
}

const sportLabel = (sportType: number | undefined) =>
  SPORT_CHOICES.find((choice) => choice.value === sportType)?.label;

function Row({
  picture,
  name,
  to,
  detail,
  action,
}: {
  picture?: ReactNode;
  name: string;
  to: string;
  detail?: string | undefined;
  action?: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 rounded-lg border border-rule bg-paper-raised p-3">
      {picture}
      <div className="min-w-0 flex-1">
        <Link to={to} className="block truncate font-medium hover:underline focus-visible:underline">
          {name}
        </Link>
        {detail && <p className="truncate text-xs text-ink-muted">{detail}</p>}
      </div>
      {action}
    </li>
  );
}

/** How many persons in the news the profile suggests. */
const SUGGESTED = 8;

function Suggestions({ action, language }: { action: ProfileActions['person']; language: string }) {
  const suggestions = useQuery(peopleInTheNewsQueryOptions(language));
  if (suggestions.isPending) {
    return (
      <LoadingRegion label="Loading suggestions">
        <Skeleton className="h-16 w-full" />
      </LoadingRegion>
    );
  }
  if (suggestions.isError) {
    return <ErrorState error={suggestions.error} onRetry={() => void suggestions.refetch()} />;
  }
  if (suggestions.data.length === 0) return null;
  return (
    <section aria-labelledby="suggestions" className="mt-8">
      <h2 id="suggestions" className="font-serif text-2xl font-semibold">
        In the news now
      </h2>
      <p className="mt-1 text-sm text-ink-soft">Persons named most in the latest stories.</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {suggestions.data.slice(0, SUGGESTED).map((person) => (
          <Row key={person.id} name={person.name} to={paths.person(person.id)} action={action(person)} />
        ))}
      </ul>
    </section>
  );
}

function Lists({
  data,
  resetKey,
  actions,
  empty,
}: {
  data: UserData;
  resetKey: string;
  actions: ProfileActions | undefined;
  /** Shown instead when there is nothing to list, not even a row unfollowed in this view. */
  empty: ReactNode;
}) {
  const persons = useRetained<PersonRef>(data.followedPersons, resetKey);
  const teams = useRetained<TeamRef>(data.followedTeams, resetKey);
  if (empty && persons.length === 0 && teams.length === 0) return empty;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="followed-persons">
        <h2 id="followed-persons" className="font-serif text-2xl font-semibold">
          Persons{' '}
          <span className="text-base font-normal text-ink-muted">({data.followedPersons.length})</span>
        </h2>
        {persons.length === 0 ? (
          <p className="mt-3 text-ink-soft">No persons here.</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {persons.map((person) => (
              <Row
                key={person.id}
                picture={<Avatar name={person.name} url={person.imageUrl} size={48} />}
                name={person.name}
                to={paths.person(person.id)}
                action={actions?.person(person)}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="followed-teams">
        <h2 id="followed-teams" className="font-serif text-2xl font-semibold">
          Teams <span className="text-base font-normal text-ink-muted">({data.followedTeams.length})</span>
        </h2>
        {teams.length === 0 ? (
          <p className="mt-3 text-ink-soft">No teams here.</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {teams.map((team) => (
              <Row
                key={team.id}
                picture={<Avatar name={team.name} url={team.logoUrl} size={48} shape="square" />}
                name={team.name}
                to={paths.team(team.id)}
                detail={sportLabel(team.sportType)}
                action={actions?.team(team)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ListsSkeleton() {
  return (
    <LoadingRegion label="Loading follows">
      <div className="grid gap-8 lg:grid-cols-2">
        {[0, 1].map((column) => (
          <div key={column} className="space-y-3">
            <Skeleton className="h-8 w-40" />
            <Skeleton className="h-18 w-full" />
            <Skeleton className="h-18 w-full" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

/**
 * A reader's followed persons and teams, filterable by sport and competition (kept in the URL).
 * With `actions` each row carries the app's follow toggle; without, the view is read-only.
 */
export function ProfileView({
  userId,
  actions,
  language = '',
}: {
  userId: string;
  actions?: ProfileActions;
  /** Language of the stories behind the follow suggestions. */
  language?: string;
}) {
  const [search] = useSearchParams();
  const filters = parseProfileFilters(search);
  const filtered = hasProfileFilters(filters);
  const all = useQuery(userDataQueryOptions(userId));
  const subset = useQuery({ ...filteredUserDataQueryOptions(userId, filters), enabled: filtered });
  const shown = filtered ? subset : all;
  const followsNone =
    all.data !== undefined && all.data.followedPersons.length === 0 && all.data.followedTeams.length === 0;
  // Once suggested, suggestions stay for this visit: following one must not pull the list from under the reader.
  const [suggesting, setSuggesting] = useState(false);
  if (followsNone && actions && !suggesting) setSuggesting(true);

  return (
    <>
      {!followsNone && all.data && (
        <div className="mb-6">
          <FilterBar filters={filters} teams={all.data.followedTeams} />
        </div>
      )}
      {shown.isPending ? (
        <ListsSkeleton />
      ) : shown.isError ? (
        <ErrorState error={shown.error} onRetry={() => void shown.refetch()} />
      ) : (
        <Lists
          data={shown.data}
          resetKey={JSON.stringify([userId, filters])}
          actions={actions}
          empty={
            !filtered && (
              <EmptyState title={actions ? 'You follow no one yet' : 'This reader follows no one yet'}>
                {actions && (
                  <p>Follow persons and teams from their pages, or start with someone in the news.</p>
                )}
              </EmptyState>
            )
          }
        />
      )}
      {suggesting && actions && <Suggestions action={actions.person} language={language} />}
    </>
  );
}
