import { useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { Link, useSearchParams } from 'react-router-dom';
import type { ContentFilters } from '@/api/endpoints';
import { userDataQueryOptions } from '@/api/user-data';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { feedInfiniteQueryOptions, feedSampleQueryOptions } from '@/features/feed/api';
import { FeedList } from '@/features/feed/components/feed-list';
import { MAX_LIST_ENTRIES, withDefaults } from '@/features/feed/filters';
import { CONTENT_LANGUAGES } from '@/lib/languages';
import { paths } from '@/lib/paths';
import { getSettings, useSettings, type Settings } from '@/lib/settings';
import { queryClient } from '../query-client';
import { followAction } from '../follow-actions';
import { personsMentioned } from '@/lib/mentions';

type Tab = 'latest' | 'following';
const tabOf = (search: URLSearchParams): Tab => (search.get('tab') === 'following' ? 'following' : 'latest');

const latestFilters = (settings: Settings): ContentFilters => withDefaults({ sortBy: 'newest' }, settings);

export function loader({ request }: LoaderFunctionArgs) {
  const settings = getSettings();
  if (tabOf(new URL(request.url).searchParams) === 'following') {
    void queryClient.prefetchQuery(userDataQueryOptions(settings.userId));
  } else {
    void queryClient.prefetchInfiniteQuery(feedInfiniteQueryOptions(latestFilters(settings)));
  }
  return null;
}

function tabClass(active: boolean) {
  return `-mb-px inline-flex min-h-11 items-center border-b-2 px-4 font-medium focus-visible:outline-2 focus-visible:outline-accent ${
    active ? 'border-accent text-ink' : 'border-transparent text-ink-muted hover:text-ink'
  }`;
}

/** Says which of the user's defaults shape the feed, and where to change them. */
function DefaultsNote({ settings }: { settings: Settings }) {
  if (!settings.language && !settings.country) return null;
  const language =
    CONTENT_LANGUAGES.find((entry) => entry.code === settings.language)?.name ?? settings.language;
  const parts = [language && `in ${language}`, settings.country && `shown in ${settings.country}`].filter(
    Boolean,
  );
  return (
    <p className="mb-2 text-sm text-ink-muted">
      Stories {parts.join(', ')}, as your{' '}
      <Link className="text-accent underline underline-offset-4" to={paths.settings()}>
        settings
      </Link>{' '}
      ask.
    </p>
  );
}

/** People in today's stories, for a reader who follows no one yet. */
function PeopleToFollow() {
  const sample = useQuery(feedSampleQueryOptions({ sortBy: 'newest' }, 40));
  if (sample.isPending) return <Skeleton className="mx-auto mt-4 h-8 w-64" />;
  if (sample.isError) return null;
  const people = personsMentioned(sample.data.content, 12);
  if (people.length === 0) return null;
  return (
    <div className="mt-4">
      <p>People in the news today:</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {people.map(({ id, name }) => (
          <li key={id}>
            <Link
              to={paths.person(id)}
              className="inline-flex rounded-full border border-rule bg-paper-raised px-3 py-1 text-ink hover:border-ink-muted"
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Following({ settings, of }: { settings: Settings; of: string | null }) {
  const user = useQuery(userDataQueryOptions(settings.userId));
  if (user.isPending) {
    return (
      <LoadingRegion label="Loading who you follow">
        <Skeleton className="h-24 w-full" />
      </LoadingRegion>
    );
  }
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;

  const persons = user.data.followedPersons;
  const teams = user.data.followedTeams;
  if (persons.length === 0 && teams.length === 0) {
    return (
      <EmptyState title="You do not follow anyone yet">
        <p>Follow people and teams from their pages, and their stories gather here.</p>
        <PeopleToFollow />
      </EmptyState>
    );
  }

  // Different filters are AND-ed by the API, so people and teams are two lists, not one query.
  const showTeams = persons.length === 0 || (of === 'teams' && teams.length > 0);
  const refs = showTeams ? teams : persons;
  const filters = withDefaults(
    {
      sortBy: 'newest',
      [showTeams ? 'team' : 'person']: refs.slice(0, MAX_LIST_ENTRIES).map((ref) => ref.id),
    },
    settings,
  );
  return (
    <>
      {persons.length > 0 && teams.length > 0 && (
        <nav aria-label="Whose stories" className="mb-3 flex gap-2 text-sm">
          <Link
            to={paths.home({ tab: 'following' })}
            aria-current={!showTeams ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 ${!showTeams ? 'border-ink bg-ink text-paper' : 'border-rule'}`}
          >
            People ({persons.length})
          </Link>
          <Link
            to={paths.home({ tab: 'following', of: 'teams' })}
            aria-current={showTeams ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 ${showTeams ? 'border-ink bg-ink text-paper' : 'border-rule'}`}
          >
            Teams ({teams.length})
          </Link>
        </nav>
      )}
      <DefaultsNote settings={settings} />
      <FeedList
        filters={filters}
        label={showTeams ? 'Stories about teams you follow' : 'Stories about people you follow'}
        emptyMessage={<p>No recent stories about {refs.map((ref) => ref.name).join(', ')}.</p>}
        entityAction={followAction}
      />
    </>
  );
}

export function Component() {
  const [search] = useSearchParams();
  const settings = useSettings();
  const tab = tabOf(search);
  return (
    <>
      <title>Gazette</title>
      <h1 className="mb-4 font-serif text-3xl font-bold sm:text-4xl">Front page</h1>
      <nav aria-label="Home sections" className="mb-4 flex border-b border-rule">
        <Link
          to={paths.home()}
          aria-current={tab === 'latest' ? 'page' : undefined}
          className={tabClass(tab === 'latest')}
        >
          Latest
        </Link>
        <Link
          to={paths.home({ tab: 'following' })}
          aria-current={tab === 'following' ? 'page' : undefined}
          className={tabClass(tab === 'following')}
        >
          Following
        </Link>
        <Link to={paths.feed({ sortBy: 'newest' })} className={`${tabClass(false)} ml-auto text-sm`}>
          Filter stories
        </Link>
      </nav>
      {tab === 'following' ? (
        <Following settings={settings} of={search.get('of')} />
      ) : (
        <>
          <DefaultsNote settings={settings} />
          <FeedList filters={latestFilters(settings)} label="Latest stories" entityAction={followAction} />
        </>
      )}
    </>
  );
}
