// The home page's Following tab: one feed about the persons and teams the reader follows, or,
// for a reader who follows no one yet, the people in the news to start with.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { userDataQueryOptions } from '@/api/user-data';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { countryInSentence } from '@/lib/countries';
import { CONTENT_LANGUAGES } from '@/lib/languages';
import { paths } from '@/lib/paths';
import type { Settings } from '@/lib/settings';
import { feedView } from '../view';
import { FollowingStories } from './following-stories';
import { NewSinceLastVisit } from './new-since-last-visit';

/** The home page's latest stories: newest first, in the reader's defaults. */
export const latestFeedView = (settings: Settings) =>
  feedView({ search: '', settings, fixed: { sortBy: 'newest' } });

/** Says which of the user's defaults shape the feed, and where to change them. */
export function DefaultsNote({ settings }: { settings: Settings }) {
  if (!settings.language && !settings.country) return null;
  const language =
    CONTENT_LANGUAGES.find((entry) => entry.code === settings.language)?.name ?? settings.language;
  const parts = [
    language && `in ${language}`,
    settings.country && `shown in ${countryInSentence(settings.country)}`,
  ].filter(Boolean);
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

const pill = (active: boolean) =>
  `rounded-full border px-3 py-1 ${active ? 'border-ink bg-ink text-paper' : 'border-rule'}`;

export function FollowingFeed({
  settings,
  of,
  suggestions,
  lastVisit,
}: {
  settings: Settings;
  of: string | null;
  /** Who to follow, for a reader who follows no one yet (the app composes the people feature's). */
  suggestions: ReactNode;
  /** The end of the reader's previous visit to the front page (undefined until known, null: none). */
  lastVisit?: number | null;
}) {
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
      <>
        <EmptyState title="You do not follow anyone yet">
          <p>Follow people and teams from their pages, and their stories gather here.</p>
        </EmptyState>
        {suggestions}
      </>
    );
  }

  const only = persons.length > 0 && teams.length > 0 && (of === 'people' || of === 'teams') ? of : undefined;
  const choice = (value: 'people' | 'teams' | undefined, label: string) => (
    <Link
      to={paths.home({ tab: 'following', ...(value ? { of: value } : {}) })}
      aria-current={only === value ? 'page' : undefined}
      className={pill(only === value)}
    >
      {label}
    </Link>
  );
  return (
    <>
      {persons.length > 0 && teams.length > 0 && (
        <nav aria-label="Whose stories" className="mb-3 flex flex-wrap gap-2 text-sm">
          {choice(undefined, `Everyone (${persons.length + teams.length})`)}
          {choice('people', `People (${persons.length})`)}
          {choice('teams', `Teams (${teams.length})`)}
        </nav>
      )}
      {lastVisit ? (
        <NewSinceLastVisit settings={settings} persons={persons} teams={teams} since={lastVisit} />
      ) : null}
      <DefaultsNote settings={settings} />
      <FollowingStories
        settings={settings}
        persons={only === 'teams' ? [] : persons}
        teams={only === 'people' ? [] : teams}
      />
    </>
  );
}
