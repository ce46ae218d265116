import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useParams, useSearchParams } from 'react-router-dom';
import { userDataQueryOptions } from '@/api/user-data';
import { FeedList } from '@/features/feed/components/feed-list';
import { teamPersonsQueryOptions, teamQueryOptions } from '@/features/people/api';
import { EntityPage, MoreStories, STORIES_FIRST } from '@/features/people/components/entity-page';
import { TeamHeader } from '@/features/people/components/team-header';
import { TeamPersons } from '@/features/people/components/team-persons';
import { peoplePageMessages } from '@/features/people/page-messages';
import { useMessages } from '@/lib/i18n';
import { getSettings, useSettings, type Settings } from '@/lib/settings';
import { feedView } from '@/features/feed/view';
import { feedInfiniteQueryOptions, pageStart } from '@/features/feed/api';
import { knowsReader, loaderClient, warm } from '../warm';

export function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const settings = getSettings();
  const client = loaderClient(context);
  if (knowsReader(context)) warm(context, client.ensureQueryData(userDataQueryOptions(settings.userId)));
  return warm(
    context,
    client.ensureQueryData(teamQueryOptions(id)),
    client.ensureQueryData(teamPersonsQueryOptions(id)),
    client.ensureInfiniteQueryData(
      feedInfiniteQueryOptions(
        teamStories(id, new URL(request.url).searchParams, settings),
        pageStart(new URL(request.url).search),
      ),
    ),
  );
}

/** The team page's own feed: stories naming the team, in the URL's language and country, else the reader's. */
const teamStories = (id: string, search: URLSearchParams, settings: Settings) =>
  feedView({ search, settings, fixed: { team: [id] } }).filters;

export function Component() {
  const t = useMessages(peoplePageMessages);
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const settings = useSettings();
  const team = useQuery(teamQueryOptions(id));
  return (
    <EntityPage
      kind="team"
      id={id}
      query={team}
      header={(data) => <TeamHeader team={data} />}
      stories={(data) => (
        // The first few stories, then the people in them.
        <FeedList
          filters={teamStories(data.id, search, settings)}
          label={t.storiesAbout(data.name)}
          lead
          limit={STORIES_FIRST}
          more={<MoreStories kind="team" id={data.id} name={data.name} />}
        />
      )}
      related={(data) => <TeamPersons teamId={id} teamName={data.name} />}
    />
  );
}
