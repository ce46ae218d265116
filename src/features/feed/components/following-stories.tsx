// The Following tab's one feed: stories about everyone and everything the reader follows (persons and
// teams on the server; providers, topics and categories in this browser), newest first, each saying why
// it is there. The API ANDs different parameters, so each is read as its own paged list and merged here:
// a story is shown only once every list that may still hold a newer one has been read that far.
import { useInfiniteQuery } from '@tanstack/react-query';
import { MutedNote, useMuted } from '@/components/ui/muted-note';
import { EMPTY_FOLLOWS, type LocalFollows } from '@/lib/follows';
import type { ContentItem, PersonRef, TeamRef } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { LoadingRegion } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useMessages } from '@/lib/i18n';
import type { Settings } from '@/lib/settings';
import { feedInfiniteQueryOptions, flattenPages } from '../api';
import { MAX_LIST_ENTRIES, type FeedFilters } from '../filter-table';
import { feedMessages } from '../messages';
import { feedFilterMessages } from '../filter-messages';
import { feedView } from '../view';
import { followReason } from '../reason';
import { StoryCard, StoryCardSkeleton } from './story-card';

/** Newest first, each story once, cut where a list with more pages has not been read further. */
export function mergeNewestFirst(lists: { items: ContentItem[]; more: boolean }[]): ContentItem[] {
  const cutoff = Math.max(
    -Infinity,
    ...lists
      .filter((list) => list.more && list.items.length > 0)
      .map((list) => list.items.at(-1)!.publishedAt),
  );
  const seen = new Set<string>();
  return lists
    .flatMap((list) => list.items)
    .sort((a, b) => b.publishedAt - a.publishedAt)
    .filter((item) => {
      if (item.publishedAt < cutoff || seen.has(item.contentId)) return false;
      seen.add(item.contentId);
      return true;
    });
}

function useStories(filters: FeedFilters | undefined) {
  return useInfiniteQuery({ ...feedInfiniteQueryOptions(filters ?? {}), enabled: filters !== undefined });
}

export function FollowingStories({
  settings,
  persons,
  teams,
  local = EMPTY_FOLLOWS,
}: {
  settings: Settings;
  persons: readonly PersonRef[];
  teams: readonly TeamRef[];
  /** The providers, topics and categories followed in this browser. */
  local?: Pick<LocalFollows, 'provider' | 'topic' | 'category'>;
}) {
  const t = useMessages(feedMessages);
  const tf = useMessages(feedFilterMessages);
  const filtersFor = (fixed: FeedFilters) =>
    feedView({ search: '', settings, fixed: { sortBy: 'newest', ...fixed } }).filters;
  const ids = (refs: readonly { id: string }[]) => refs.slice(0, MAX_LIST_ENTRIES).map((ref) => ref.id);
  const personStories = useStories(persons.length > 0 ? filtersFor({ person: ids(persons) }) : undefined);
  const teamStories = useStories(teams.length > 0 ? filtersFor({ team: ids(teams) }) : undefined);
  const providerStories = useStories(
    local.provider.length > 0 ? filtersFor({ vendor: ids(local.provider) }) : undefined,
  );
  const topicStories = useStories(
    local.topic.length > 0 ? filtersFor({ topic: ids(local.topic) }) : undefined,
  );
  const categoryStories = useStories(
    local.category.length > 0 ? filtersFor({ category: ids(local.category) }) : undefined,
  );
  const sources = [
    persons.length > 0 ? personStories : undefined,
    teams.length > 0 ? teamStories : undefined,
    local.provider.length > 0 ? providerStories : undefined,
    local.topic.length > 0 ? topicStories : undefined,
    local.category.length > 0 ? categoryStories : undefined,
  ].filter((source) => source !== undefined);

  const followed = { followedPersons: [...persons], followedTeams: [...teams] };
  const merged = mergeNewestFirst(
    sources.map((source) => ({ items: flattenPages(source.data), more: source.hasNextPage })),
  );
  const muting = useMuted(merged);
  const items = muting.shown;
  const mutedNote = <MutedNote count={muting.hidden} showing={muting.showing} onToggle={muting.toggle} />;
  const more = sources.some((source) => source.hasNextPage);
  const fetching = sources.some((source) => source.isFetchingNextPage);
  const failed = sources.find((source) => source.isError);

  if (sources.some((source) => source.isPending)) {
    return (
      <LoadingRegion label={t.loadingStories}>
        <StoryCardSkeleton />
        <StoryCardSkeleton />
        <StoryCardSkeleton />
      </LoadingRegion>
    );
  }
  if (failed && items.length === 0) {
    return (
      <ErrorState error={failed.error} onRetry={() => sources.forEach((source) => void source.refetch())} />
    );
  }
  const names = [...persons, ...teams, ...local.provider, ...local.topic, ...local.category];
  if (items.length === 0) {
    return (
      <>
        {mutedNote}
        <EmptyState title={tf.noRecent}>
          <p>{tf.nothingNewAbout(names.map((ref) => ref.name).join(', '))}</p>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {mutedNote}
      <div role="feed" aria-label={tf.aboutWhoYouFollow} aria-busy={fetching}>
        {items.map((item, index) => (
          <StoryCard
            key={item.contentId}
            item={item}
            position={index + 1}
            setSize={more ? -1 : items.length}
            reason={followReason(item, followed, local)}
          />
        ))}
      </div>
      {failed && <ErrorState error={failed.error} onRetry={() => sources.forEach((s) => void s.refetch())} />}
      {more && (
        <div className="mt-4 flex justify-center">
          <Button
            aria-busy={fetching}
            disabled={fetching}
            onClick={() => sources.forEach((source) => source.hasNextPage && void source.fetchNextPage())}
          >
            {fetching ? t.loading : t.moreStories}
          </Button>
        </div>
      )}
    </>
  );
}
