// The Following tab's one feed: stories about everyone the reader follows, persons and teams
// together, newest first, each saying why it is there. The API ANDs a person filter with a team
// filter, so the two are read as two paged lists and merged here: a story is shown only once
// every list that may still hold a newer one has been read that far.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ContentItem, PersonRef, TeamRef } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { LoadingRegion } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useMessages } from '@/lib/i18n';
import type { Settings } from '@/lib/settings';
import { feedInfiniteQueryOptions, flattenPages } from '../api';
import { MAX_LIST_ENTRIES, type FeedFilters } from '../filter-table';
import { feedMessages } from '../messages';
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
}: {
  settings: Settings;
  persons: readonly PersonRef[];
  teams: readonly TeamRef[];
}) {
  const t = useMessages(feedMessages);
  const filtersFor = (fixed: FeedFilters) =>
    feedView({ search: '', settings, fixed: { sortBy: 'newest', ...fixed } }).filters;
  const ids = (refs: readonly { id: string }[]) => refs.slice(0, MAX_LIST_ENTRIES).map((ref) => ref.id);
  const personStories = useStories(persons.length > 0 ? filtersFor({ person: ids(persons) }) : undefined);
  const teamStories = useStories(teams.length > 0 ? filtersFor({ team: ids(teams) }) : undefined);
  const sources = [
    persons.length > 0 ? personStories : undefined,
    teams.length > 0 ? teamStories : undefined,
  ].filter((source) => source !== undefined);

  const followed = { followedPersons: [...persons], followedTeams: [...teams] };
  const items = mergeNewestFirst(
    sources.map((source) => ({ items: flattenPages(source.data), more: source.hasNextPage })),
  );
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
  if (items.length === 0) {
    return (
      <EmptyState title={t.noRecent}>
        <p>{t.nothingNewAbout([...persons, ...teams].map((ref) => ref.name).join(', '))}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <div role="feed" aria-label={t.aboutWhoYouFollow} aria-busy={fetching}>
        {items.map((item, index) => (
          <StoryCard
            key={item.contentId}
            item={item}
            position={index + 1}
            setSize={more ? -1 : items.length}
            reason={followReason(item, followed)}
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
