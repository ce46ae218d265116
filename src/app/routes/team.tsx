import { FeedList } from '@/features/feed/components/feed-list';
import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@/api/client';
import { userDataQueryOptions } from '@/api/user-data';
import { LoadingRegion } from '@/components/ui/skeleton';
import { teamPersonsQueryOptions, teamQueryOptions } from '@/features/people/api';
import { ProfileHeaderSkeleton } from '@/features/people/components/person-header';
import { TeamHeader } from '@/features/people/components/team-header';
import { TeamPersons } from '@/features/people/components/team-persons';
import { paths } from '@/lib/paths';
import { getSettings } from '@/lib/settings';
import { FailedPage, NotFoundPage } from '../page-states';
import { queryClient } from '../query-client';
import { followAction } from '../follow-actions';

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  void queryClient.prefetchQuery(teamQueryOptions(id));
  void queryClient.prefetchQuery(teamPersonsQueryOptions(id));
  void queryClient.prefetchQuery(userDataQueryOptions(getSettings().userId));
  return null;
}

export function Component() {
  const { id = '' } = useParams();
  const teamQuery = useQuery(teamQueryOptions(id));

  if (teamQuery.error instanceof ApiError && teamQuery.error.isNotFound) {
    return <NotFoundPage title="Team not found" what={`There is no team with the id or name “${id}”.`} />;
  }

  if (teamQuery.isError) {
    return <FailedPage heading="Team" error={teamQuery.error} onRetry={() => void teamQuery.refetch()} />;
  }

  if (teamQuery.isPending) {
    return (
      <LoadingRegion label="Loading team">
        <ProfileHeaderSkeleton />
      </LoadingRegion>
    );
  }

  const team = teamQuery.data;
  return (
    <>
      <title>{`${team.name} · Gazette`}</title>
      <TeamHeader team={team} />
      <TeamPersons teamId={id} teamName={team.name} />
      <section aria-labelledby="team-stories" className="mt-10">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="team-stories" className="font-serif text-2xl font-semibold">
            Stories about {team.name}
          </h2>
          <Link
            to={paths.feed({ team: team.id })}
            className="text-sm font-medium text-accent underline underline-offset-4"
          >
            Open as a feed
          </Link>
        </div>
        <FeedList
          filters={{ team: [team.id] }}
          label={`Stories about ${team.name}`}
          entityAction={followAction}
        />
      </section>
    </>
  );
}
