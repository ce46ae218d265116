// The home page's Following tab: stories about the persons or teams the reader follows, or,
// for a reader who follows no one yet, the people in the news to start with.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { userDataQueryOptions } from '@/api/user-data';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { CONTENT_LANGUAGES } from '@/lib/languages';
import { peopleInTheNewsQueryOptions } from '@/lib/mentions';
import { paths } from '@/lib/paths';
import type { Settings } from '@/lib/settings';
import { MAX_LIST_ENTRIES } from '../filter-table';
import { feedView } from '../view';
import { FeedList } from './feed-list';

/** The home page's latest stories: newest first, in the reader's defaults. */
export const latestFeedView = (settings: Settings) =>
  feedView({ search: '', settings, fixed: { sortBy: 'newest' } });

/** Says which of the user's defaults shape the feed, and where to change them. */
export function DefaultsNote({ settings }: { settings: Settings }) {
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
function PeopleToFollow({ language }: { language: string }) {
  const people = useQuery(peopleInTheNewsQueryOptions(language));
  if (people.isPending) return <Skeleton className="mx-auto mt-4 h-8 w-64" />;
  if (people.isError || people.data.length === 0) return null;
  return (
    <div className="mt-4">
      <p>People in the news today:</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {people.data.map(({ id, name }) => (
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

const pill = (active: boolean) =>
  `rounded-full border px-3 py-1 ${active ? 'border-ink bg-ink text-paper' : 'border-rule'}`;

export function FollowingFeed({ settings, of }: { settings: Settings; of: string | null }) {
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
        <PeopleToFollow language={settings.language} />
      </EmptyState>
    );
  }

  // Different filters are AND-ed by the API, so people and teams are two lists, not one query.
  const showTeams = persons.length === 0 || (of === 'teams' && teams.length > 0);
  const refs = showTeams ? teams : persons;
  const ids = refs.slice(0, MAX_LIST_ENTRIES).map((ref) => ref.id);
  const { filters } = feedView({
    search: '',
    settings,
    fixed: { sortBy: 'newest', ...(showTeams ? { team: ids } : { person: ids }) },
  });
  return (
    <>
      {persons.length > 0 && teams.length > 0 && (
        <nav aria-label="Whose stories" className="mb-3 flex gap-2 text-sm">
          <Link
            to={paths.home({ tab: 'following' })}
            aria-current={!showTeams ? 'page' : undefined}
            className={pill(!showTeams)}
          >
            People ({persons.length})
          </Link>
          <Link
            to={paths.home({ tab: 'following', of: 'teams' })}
            aria-current={showTeams ? 'page' : undefined}
            className={pill(showTeams)}
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
      />
    </>
  );
}
