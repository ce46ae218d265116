// The home page's Following tab: one feed about the persons and teams the reader follows, or,
// for a reader who follows no one yet, the people in the news to start with.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { userDataQueryOptions } from '@/api/user-data';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { countryInSentence, countryName } from '@/lib/countries';
import { followsAnything, useLocalFollows } from '@/lib/follows';
import { useInterfaceLanguage } from '@/lib/i18n';
import { languageName } from '@/lib/languages';
import { paths } from '@/lib/paths';
import type { Settings } from '@/lib/settings';
import { feedFilterMessages } from '../filter-messages';
import { FollowingStories } from './following-stories';
import { NewSinceLastVisit } from './new-since-last-visit';

/** Says which of the user's defaults shape the feed, and where to change them. */
export function DefaultsNote({ settings }: { settings: Settings }) {
  const words = useInterfaceLanguage();
  const tf = feedFilterMessages[words];
  if (!settings.language && !settings.country) return null;
  const language = settings.language && languageName(settings.language, words, true);
  const parts = [
    language && tf.defaultsIn(language),
    settings.country &&
      tf.defaultsShownIn(
        words === 'en' ? countryInSentence(settings.country) : countryName(settings.country, words),
      ),
  ].filter(Boolean);
  return (
    <p className="mb-2 text-sm text-ink-muted">
      {tf.defaultsBefore(parts.join(', '))}
      <Link className="text-accent underline underline-offset-4" to={paths.settings()}>
        {tf.settings}
      </Link>
      {tf.defaultsAfter}
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
  const tf = feedFilterMessages[useInterfaceLanguage()];
  const user = useQuery(userDataQueryOptions(settings.userId));
  const local = useLocalFollows();
  if (user.isPending) {
    return (
      <LoadingRegion label={tf.loadingFollows}>
        <Skeleton className="h-24 w-full" />
      </LoadingRegion>
    );
  }
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;

  const persons = user.data.followedPersons;
  const teams = user.data.followedTeams;
  if (persons.length === 0 && teams.length === 0 && !followsAnything(local)) {
    return (
      <>
        <EmptyState title={tf.followNoOne}>
          <p>{tf.followNoOneText}</p>
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
        <nav aria-label={tf.whoseStories} className="mb-3 flex flex-wrap gap-2 text-sm">
          {choice(undefined, tf.everyone(persons.length + teams.length))}
          {choice('people', tf.people(persons.length))}
          {choice('teams', tf.teams(teams.length))}
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
        // Sources, topics and categories belong to "everyone", not to the people or teams alone.
        local={only ? undefined : local}
      />
    </>
  );
}
