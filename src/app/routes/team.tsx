import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { userDataQueryOptions } from '@/api/user-data';
import { FeedList } from '@/features/feed/components/feed-list';
import { teamPersonsQueryOptions, teamQueryOptions } from '@/features/people/api';
import { EntityPage } from '@/features/people/components/entity-page';
import { TeamHeader } from '@/features/people/components/team-header';
import { TeamPersons } from '@/features/people/components/team-persons';
import { peopleMessages } from '@/features/people/messages';
import { useMessages } from '@/lib/i18n';
import { getSettings } from '@/lib/settings';
import { feedInfiniteQueryOptions, pageStart } from '@/features/feed/api';
import { knowsReader, loaderClient, warm } from '../warm';

export function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const client = loaderClient(context);
  if (knowsReader(context)) warm(context, client.ensureQueryData(userDataQueryOptions(getSettings().userId)));
  return warm(
    context,
    client.ensureQueryData(teamQueryOptions(id)),
    client.ensureQueryData(teamPersonsQueryOptions(id)),
    client.ensureInfiniteQueryData(
      feedInfiniteQueryOptions(teamStories(id), pageStart(new URL(request.url).search)),
    ),
  );
}

/** The team page's own feed: stories naming the team. */
const teamStories = (id: string) => ({ team: [id] });

export function Component() {
  const t = useMessages(peopleMessages);
  const { id = '' } = useParams();
  const team = useQuery(teamQueryOptions(id));
  return (
    <EntityPage
      kind="team"
      id={id}
      query={team}
      header={(data) => <TeamHeader team={data} />}
      sections={(data) => <TeamPersons teamId={id} teamName={data.name} />}
      stories={(data) => <FeedList filters={teamStories(data.id)} label={t.storiesAbout(data.name)} />}
    />
  );
}
