import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ContentList } from '@/api/schemas';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { useHydrated } from '@/lib/hydrated';
import { useMessages } from '@/lib/i18n';
import { LoadingRegion } from '@/components/ui/skeleton';
import { EmptyState, ErrorState, describeError } from '@/components/ui/states';
import { stickyHeaderInset } from '@/lib/sticky-header';
import { feedInfiniteQueryOptions, flattenPages, PAGE_SIZE, pageStart, type FromFeedState } from '../api';
import type { FeedFilters } from '../filter-table';
import { densityStore } from '../density';
import { feedMessages } from '../messages';
import { followReason, useFollows } from '../reason';
import { useFeedScrollRestore, useSavedFeedScroll } from '../use-feed-scroll-memory';
import { AtomLink } from './atom-link';
import { FeedToolbar } from './feed-toolbar';
import { useNewerStories } from '../new-stories';
import { newsMessages, NewStoriesPill, VisitMark, visitNote } from './new-stories';
import { StoryCard, StoryCardSkeleton } from './story-card';

/** Start loading the next page while this many stories are still below the visible ones. */
const PREFETCH_AHEAD = 10;
const ESTIMATED_STORY_HEIGHT = { cards: 180, list: 72 } as const;

export interface FeedListProps {
  filters: FeedFilters;
  /** Said under "No stories match" when the feed is empty. */
  emptyMessage?: ReactNode;
  /** The feed's accessible name. */
  label?: string;
  /**
   * The end of the reader's previous visit (epoch ms; the front page's): the list marks where it falls.
   * Undefined or null: no mark (a first visit, or before hydration).
   */
  lastVisit?: number | null;
}

/**
 * Where the reader's last visit falls among the stories: the index of the first one from before it
 * (`items.length` when every loaded one is newer), or 0 when none is newer (nothing to mark).
 */
export function lastVisitIndex(items: readonly { publishedAt: number }[], lastVisit: number): number {
  const seconds = lastVisit / 1000;
  const index = items.findIndex((item) => item.publishedAt <= seconds);
  return index === -1 ? items.length : index;
}

/** This view's URL with the list starting at `offset` (a `page` of PAGE_SIZE stories). */
function pageHref(search: URLSearchParams, offset: number): string {
  const next = new URLSearchParams(search);
  const page = Math.floor(offset / PAGE_SIZE) + 1;
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/**
 * A virtualized, infinitely paged list of stories: the next page is asked for before the reader
 * reaches the end, a "Load more" button stays for keyboards and screen readers, and going back
 * to the list lands where the reader left it.
 */
export function FeedList({ filters, emptyMessage, label, lastVisit }: FeedListProps) {
  const t = useMessages(feedMessages);
  const news = useMessages(newsMessages);
  const [search] = useSearchParams();
  const start = pageStart(search);
  const options = feedInfiniteQueryOptions(filters, start);
  const query = useInfiniteQuery(options);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const items = useMemo(() => flattenPages(data), [data]);
  const density = densityStore.use();
  const hydrated = useHydrated();
  const follows = useFollows();
  // Measurements differ between densities, so each keeps its own place.
  const listKey = JSON.stringify([...options.queryKey, density]);
  const linkState = useMemo<FromFeedState>(() => ({ feedKey: options.queryKey }), [listKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const memory = useSavedFeedScroll(listKey);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_STORY_HEIGHT[density],
    overscan: 5,
    scrollMargin,
    getItemKey: (index) => items[index]?.contentId ?? index,
    initialMeasurementsCache: memory.saved?.measurements,
  });
  const takeSnapshot = useCallback(() => {
    // The reader's top is the line just below the sticky header.
    const top = window.scrollY + stickyHeaderInset();
    const first = virtualizer.getVirtualItems().find((item) => item.end > top);
    return {
      measurements: virtualizer.takeSnapshot(),
      anchor: first ? { key: String(first.key), offset: top - first.start } : undefined,
    };
  }, [virtualizer]);
  // Where a story starts in the document now: the list's own top (read from the page, since
  // `scrollMargin` may not be measured yet on the first render back) plus its offset in the list.
  const startOf = useCallback(
    (key: string) => {
      const item = virtualizer.measurementsCache.find((entry) => String(entry.key) === key);
      const list = listRef.current;
      if (!item || !list) return undefined;
      const listTop = list.getBoundingClientRect().top + window.scrollY;
      return listTop + item.start - virtualizer.options.scrollMargin;
    },
    [virtualizer],
  );
  useFeedScrollRestore(memory, items.length > 0, takeSnapshot, startOf);

  // The list's distance from the top of the document: what lies above it (headings, filters).
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const measure = () => setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [items.length > 0]); // eslint-disable-line react-hooks/exhaustive-deps

  // News: counted against the stories shown, brought in only when the reader asks.
  const client = useQueryClient();
  const newer = useNewerStories(filters, items, hydrated && start === 0 && items.length > 0);
  const [bringingIn, setBringingIn] = useState(false);
  const focusFirstStory = useRef(false);
  const bringIn = useCallback(async () => {
    setBringingIn(true);
    window.scrollTo({ top: 0 });
    // The first page alone is asked again (with the news at its top); later pages come as the reader scrolls.
    client.setQueryData<InfiniteData<ContentList, number>>(options.queryKey, (current) =>
      current ? { pages: current.pages.slice(0, 1), pageParams: current.pageParams.slice(0, 1) } : current,
    );
    await client.refetchQueries({ queryKey: options.queryKey, exact: true });
    focusFirstStory.current = true;
    setBringingIn(false);
  }, [client, listKey]); // eslint-disable-line react-hooks/exhaustive-deps
  // Once the list shows them, the reader is at its top, on the newest story (the pill they pressed is gone).
  const firstId = items[0]?.contentId;
  useEffect(() => {
    if (!focusFirstStory.current || bringingIn) return;
    focusFirstStory.current = false;
    window.scrollTo({ top: 0 });
    listRef.current?.querySelector<HTMLElement>('article h2 a')?.focus({ preventScroll: true });
  }, [firstId, bringingIn]);
  const markAt = hydrated && lastVisit ? lastVisitIndex(items, lastVisit) : 0;

  const virtualItems = virtualizer.getVirtualItems();
  const lastVisible = virtualItems.at(-1)?.index ?? -1;

  const loadMore = useCallback(() => {
    // `cancelRefetch: false`: a page already on its way is never asked for a second time.
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    // After a failed page, wait for the reader to ask again rather than retrying in a loop.
    if (isFetchNextPageError || items.length === 0) return;
    if (lastVisible >= items.length - PREFETCH_AHEAD) loadMore();
  }, [lastVisible, items.length, loadMore, isFetchNextPageError]);

  if (query.isPending) {
    return (
      <LoadingRegion label={t.loadingStories}>
        {Array.from({ length: 5 }, (_, index) => (
          <StoryCardSkeleton key={index} />
        ))}
      </LoadingRegion>
    );
  }

  if (query.isError && items.length === 0) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }

  if (items.length === 0) {
    return <EmptyState title={t.noStoriesMatch}>{emptyMessage}</EmptyState>;
  }

  const setSize = hasNextPage ? -1 : items.length;
  const card = (index: number) => (
    <>
      {markAt > 0 && index === 0 && <VisitMark kind="since" />}
      {markAt > 0 && index === markAt && <VisitMark kind="earlier" />}
      <StoryCard
        item={items[index]!}
        position={index + 1}
        setSize={setSize}
        linkState={linkState}
        density={density}
        reason={followReason(items[index]!, follows)}
        note={visitNote(index, markAt, news)}
      />
    </>
  );
  return (
    <div>
      <AtomLink filters={filters} />
      <FeedToolbar contentIds={items.map((item) => item.contentId)} />
      {start > 0 && (
        <p className="border-b border-rule py-3 text-center text-sm">
          <Link
            className="font-medium text-accent underline underline-offset-4"
            to={pageHref(search, start - PAGE_SIZE)}
          >
            {t.newerStories}
          </Link>
        </p>
      )}
      <NewStoriesPill count={newer.count} more={newer.more} busy={bringingIn} onShow={() => void bringIn()} />
      <div role="feed" aria-label={label ?? t.stories} aria-busy={isFetchingNextPage}>
        {hydrated ? (
          <div ref={listRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {virtualItems.map((virtualItem) => (
              <div
                key={virtualItem.key}
                data-index={virtualItem.index}
                ref={virtualizer.measureElement}
                // A story with an open name card is lifted above the stories after it.
                className="absolute top-0 left-0 w-full has-[[aria-expanded=true]]:z-10"
                style={{ transform: `translateY(${virtualItem.start - virtualizer.options.scrollMargin}px)` }}
              >
                {card(virtualItem.index)}
              </div>
            ))}
          </div>
        ) : (
          // The server's page (and the render that hydrates it) lists the first stories in the flow of the
          // page: their heights are not measured yet, and a reader without JavaScript reads them as they are.
          <div ref={listRef} className="relative w-full">
            {items.map((item, index) => (
              <div key={item.contentId} data-index={index}>
                {card(index)}
              </div>
            ))}
          </div>
        )}
      </div>
      <div className="py-6 text-center">
        {isFetchNextPageError ? (
          <div role="alert" className="inline-flex flex-col items-center gap-2 text-sm">
            <p>
              <span className="font-semibold">{describeError(query.error).title}.</span> {t.storiesAboveKept}
            </p>
            <Button onClick={() => void fetchNextPage({ cancelRefetch: false })}>{t.tryLoadingMore}</Button>
          </div>
        ) : hasNextPage && !hydrated ? (
          // The server's page (and a reader without JavaScript): the next page is a URL of its own.
          <Link className={buttonClasses('secondary')} to={pageHref(search, start + items.length)}>
            {t.moreStories}
          </Link>
        ) : hasNextPage ? (
          <Button onClick={loadMore} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>
            {isFetchingNextPage ? t.loadingMoreStories : t.loadMoreStories}
          </Button>
        ) : (
          <p className="text-sm text-ink-muted">{t.thatIsAll(items.length)}</p>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {isFetchingNextPage ? t.loadingMoreStories : t.storiesLoaded(items.length)}
      </p>
    </div>
  );
}
