import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { PersonRef, TeamRef, UserData } from '@/api/schemas';
import { filteredUserDataQueryOptions, userDataQueryOptions } from '@/api/user-data';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { followsAnything, useLocalFollows } from '@/lib/follows';
import { useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { sportLabel, uiMessages } from '@/components/ui/messages';
import { hasProfileFilters, parseProfileFilters } from '../api';
import { profileMessages } from '../messages';
import { useRetained } from '../use-retained';
import { FollowedHere } from './followed-here';
import { FilterBar } from './profile-filter-bar';
import { Avatar } from '@/components/ui/avatar';

export interface ProfileActions {
  /** A followed person's card, with the way to unfollow: the app composes the people feature's. */
  person: (person: PersonRef) => ReactNode;
  /** A followed team's card. */
  team: (team: TeamRef) => ReactNode;
  /** Who to follow, for a reader who follows no one yet. */
  suggestions: ReactNode;
}

/** Below this many follows the list is short enough to read whole: no filters. */
export const FILTERS_FROM = 6;

function Row({
  picture,
  name,
  to,
  detail,
}: {
  picture?: ReactNode;
  name: string;
  to: string;
  detail?: string | undefined;
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
    </li>
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
  const t = useMessages(profileMessages);
  const { sports } = useMessages(uiMessages);
  const persons = useRetained<PersonRef>(data.followedPersons, resetKey);
  const teams = useRetained<TeamRef>(data.followedTeams, resetKey);
  if (empty && persons.length === 0 && teams.length === 0) return empty;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="followed-persons">
        <h2 id="followed-persons" className="font-serif text-2xl font-semibold">
          {t.persons}{' '}
          <span className="text-base font-normal text-ink-muted">({data.followedPersons.length})</span>
        </h2>
        {persons.length === 0 ? (
          <p className="mt-3 text-ink-soft">{t.noPersons}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {persons.map((person) =>
              actions ? (
                <li key={person.id}>{actions.person(person)}</li>
              ) : (
                <Row
                  key={person.id}
                  picture={<Avatar name={person.name} url={person.imageUrl} size={48} />}
                  name={person.name}
                  to={paths.person(person.id)}
                />
              ),
            )}
          </ul>
        )}
      </section>
      <section aria-labelledby="followed-teams">
        <h2 id="followed-teams" className="font-serif text-2xl font-semibold">
          {t.teams}{' '}
          <span className="text-base font-normal text-ink-muted">({data.followedTeams.length})</span>
        </h2>
        {teams.length === 0 ? (
          <p className="mt-3 text-ink-soft">{t.noTeams}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {teams.map((team) =>
              actions ? (
                <li key={team.id}>{actions.team(team)}</li>
              ) : (
                <Row
                  key={team.id}
                  picture={<Avatar name={team.name} url={team.logoUrl} size={48} shape="square" />}
                  name={team.name}
                  to={paths.team(team.id)}
                  detail={sportLabel(sports, team.sportType)}
                />
              ),
            )}
          </ul>
        )}
      </section>
    </div>
  );
}

function ListsSkeleton() {
  const t = useMessages(profileMessages);
  return (
    <LoadingRegion label={t.loading}>
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
export function ProfileView({ userId, actions }: { userId: string; actions?: ProfileActions }) {
  const t = useMessages(profileMessages);
  const [search] = useSearchParams();
  const filters = parseProfileFilters(search);
  const filtered = hasProfileFilters(filters);
  const all = useQuery(userDataQueryOptions(userId));
  const local = useLocalFollows();
  const subset = useQuery({ ...filteredUserDataQueryOptions(userId, filters), enabled: filtered });
  const shown = filtered ? subset : all;
  const follows = all.data ? all.data.followedPersons.length + all.data.followedTeams.length : undefined;
  const followsNone = follows === 0;
  // A short list is read whole; filters come once there are enough follows to need them.
  const showFilters = all.data && (filtered || (follows ?? 0) >= FILTERS_FROM);
  // Once suggested, suggestions stay for this visit: following one must not pull the list from under the reader.
  const [suggesting, setSuggesting] = useState(false);
  if (followsNone && actions && !suggesting) setSuggesting(true);

  return (
    <>
      {showFilters && (
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
              <EmptyState
                title={
                  actions
                    ? followsAnything(local)
                      ? t.noPeopleOrTeams
                      : t.youFollowNoOne
                    : t.readerFollowsNoOne
                }
              >
                {actions && <p>{t.howToFollow}</p>}
              </EmptyState>
            )
          }
        />
      )}
      {/* The reader's own follows kept in this browser, before who to follow. */}
      {actions && <FollowedHere />}
      {suggesting && actions?.suggestions}
    </>
  );
}
