import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { userDataQueryOptions } from '@/api/user-data';
import { FeedList } from '@/features/feed/components/feed-list';
import { teamPersonsQueryOptions, teamQueryOptions } from '@/features/people/api';
import { EntityPage } from '@/features/people/components/entity-page';
import { TeamHeader } from '@/features/people/components/team-header';
import { TeamPersons } from '@/features/people/components/team-persons';
import { getSettings } from '@/lib/settings';
import { queryClient } from '../query-client';
import { warm } from '../warm';

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  warm(queryClient.ensureQueryData(teamQueryOptions(id)));
  warm(queryClient.ensureQueryData(teamPersonsQueryOptions(id)));
  warm(queryClient.ensureQueryData(userDataQueryOptions(getSettings().userId)));
  return null;
}

export function Component() {
  const { id = '' } = useParams();
  const team = useQuery(teamQueryOptions(id));
  return (
    <EntityPage
      kind="team"
      id={id}
      query={team}
      header={(data) => <TeamHeader team={data} />}
      sections={(data) => <TeamPersons teamId={id} teamName={data.name} />}
      stories={(data) => <FeedList filters={{ team: [data.id] }} label={`Stories about ${data.name}`} />}
    />
  );
}
