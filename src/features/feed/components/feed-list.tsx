import {
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ContentList } from '@/api/schemas';
import type { VirtualItem } from '@tanstack/virtual-core';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { useHydrated } from '@/lib/hydrated';
import { useMessages } from '@/lib/i18n';
import { MutedNote, useMuted } from '@/components/ui/muted-note';
import { LoadingRegion } from '@/components/ui/skeleton';
import { EmptyState, ErrorState, describeError } from '@/components/ui/states';
import { stickyHeaderInset } from '@/lib/sticky-header';
import { feedInfiniteQueryOptions, flattenPages, PAGE_SIZE, pageStart, type FromFeedState } from '../api';
import { isExtendedTopic, stripExtended, type FeedFilters } from '../filter-table';
import { searchTerms } from '@/lib/search-words';
import { densityStore } from '../density';
import { feedMessages } from '../messages';
import { followReason, useFollows } from '../reason';
import { useFeedScrollRestore, useSavedFeedScroll } from '../use-feed-scroll-memory';
import { loadVirtualizer, useWindowVirtualizer, virtualizerLoaded } from '../use-window-virtualizer';
import { AtomLink } from './atom-link';
import { FeedToolbar } from './feed-toolbar';
import { useNewerStories } from '../new-stories';
import { newsMessages, NewStoriesPill, VisitMark, visitNote } from './new-stories';
import { StoryCard, StoryCardSkeleton } from './story-card';

/** Start loading the next page while this many stories are still below the visible ones. */
const PREFETCH_AHEAD = 10;
/**
 * In the flow of the page (the first page), the next page is asked for once one of its last few stories is
 * within half a screen of view: with compact cards a whole page fits in about two screens, and the first
 * screen must not bring the next page (and the virtualizer's code) with it.
 */
const FLOW_PREFETCH_AHEAD = 5;
/** A story's row; one with an open name card is lifted above the stories after it. */
const ROW = 'w-full has-[[aria-expanded=true]]:z-10';
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
  /**
   * The first story of the view's first page is drawn as its lead, larger than the others (a feed that
   * has no lead of its own above it: the front page, a category, a filtered view).
   */
  lead?: boolean;
  /**
   * At most this many stories, and no more pages: a page that leads with a few stories and goes on to other
   * things (a person's, a team's) ends the list with `more` (a link to the whole feed) instead.
   */
  limit?: number;
  /** Shown after a limited list. */
  more?: ReactNode;
  /** A story shown elsewhere on the page (a person's top story), left out of the list. */
  exclude?: string | undefined;
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

/**
 * The stories of a list laid out in the flow of the page, measured as the virtualizer measures them
 * (`start` counts from the top of the document).
 */
function measureFlowRows(list: HTMLElement, keyOf: (index: number) => string): VirtualItem[] {
  let start = list.getBoundingClientRect().top + window.scrollY;
  return [...list.children].map((row, index) => {
    const size = row.getBoundingClientRect().height;
    const item = { key: keyOf(index), index, start, size, end: start + size, lane: 0 };
    start += size;
    return item;
  });
}

/** The story at the reader's top (the line just below the sticky header) and how far below its start. */
function anchorOf(items: readonly VirtualItem[]) {
  const top = window.scrollY + stickyHeaderInset();
  const first = items.find((item) => item.end > top);
  return first ? { key: String(first.key), offset: top - first.start } : undefined;
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
 * An infinitely paged list of stories: the next page is asked for before the reader reaches the
 * end, a "Load more" button stays for keyboards and screen readers, and going back to the list
 * lands where the reader left it.
 *
 * The first page stays in the flow of the page, as the server sent it: hydration and the first
 * screen then cost no measuring and no re-positioning. Once the list holds more than a page it is
 * virtualized, started from the heights its stories had in the flow, with the same row elements —
 * nothing moves and focus stays where it was. The virtualizer's code comes with the first request for
 * more stories, not with the first screen; until it is here the stories stay in the flow.
 */
export function FeedList({
  filters,
  emptyMessage,
  label,
  lastVisit,
  lead = false,
  limit,
  more,
  exclude,
}: FeedListProps) {
  const t = useMessages(feedMessages);
  const news = useMessages(newsMessages);
  const [search] = useSearchParams();
  const start = pageStart(search);
  const options = feedInfiniteQueryOptions(filters, start);
  const query = useInfiniteQuery(options);
  const { data, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const loaded = useMemo(() => {
    const all = flattenPages(data);
    const shown = exclude === undefined ? all : all.filter((item) => item.contentId !== exclude);
    return limit === undefined ? shown : shown.slice(0, limit);
  }, [data, exclude, limit]);
  // Muted providers and words are left out here, in the browser: the service knows nothing of them.
  const muting = useMuted(loaded);
  const items = muting.shown;
  const hasNextPage = limit === undefined && query.hasNextPage;
  // A search's words are marked in its stories (one array per search: the cards are memoized).
  const searched = (filters.topic ?? []).filter(isExtendedTopic).map(stripExtended).join(' ');
  const highlight = useMemo(() => (searched ? searchTerms(searched) : undefined), [searched]);
  const density = densityStore.use();
  const hydrated = useHydrated();
  // The reader's follows come after hydration (the user id is the browser's). Deferred: the stories take
  // them in a transition, not in the synchronous render a query's update forces, and a story with no
  // "because you follow" (most of them) is not rendered again: StoryCard is memoized.
  const follows = useDeferredValue(useFollows());
  // Measurements differ between densities, so each keeps its own place.
  const listKey = JSON.stringify([...options.queryKey, density]);
  const linkState = useMemo<FromFeedState>(() => ({ feedKey: options.queryKey }), [listKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const listRef = useRef<HTMLDivElement>(null);
  const memory = useSavedFeedScroll(listKey);
  // The list's distance from the top of the document, once measured (virtual lists only). Until then a
  // restored list's first rows are placed against where it started when it was left.
  const [measuredMargin, setScrollMargin] = useState<number>();
  const scrollMargin = measuredMargin ?? memory.saved?.measurements[0]?.start ?? 0;
  const keyOf = useCallback((index: number) => items[index]?.contentId ?? String(index), [items]);

  // The heights the virtualized list starts from; until then the stories are in the flow of the page.
  // A list already longer than a page (back to it, or its pages still cached) starts virtual, from the
  // heights saved when the reader left it or from estimates: laying out hundreds of stories only to
  // measure them would cost more. (It had turned virtual before, so the virtualizer is here; were it
  // not, the stories would stay in the flow until it came.)
  const [seed, setSeed] = useState<VirtualItem[] | undefined>(() =>
    items.length > PAGE_SIZE && virtualizerLoaded() ? (memory.saved?.measurements ?? []) : undefined,
  );
  const [virtualizerHere, setVirtualizerHere] = useState(virtualizerLoaded);
  // A list back from history that starts virtual renders the rows where the reader left it: its offset
  // then, not the window's (still the previous page's while the list renders).
  const [initialOffset] = useState(() => (seed !== undefined ? memory.saved?.scrollY : undefined));
  const instance = useWindowVirtualizer({
    enabled: seed !== undefined,
    count: items.length,
    estimateSize: () => ESTIMATED_STORY_HEIGHT[density],
    overscan: 5,
    scrollMargin,
    getItemKey: keyOf,
    initialMeasurementsCache: seed,
    // The window as it is when the list turns virtual (its first render comes before the window is observed).
    initialRect: seed !== undefined ? { width: window.innerWidth, height: window.innerHeight } : undefined,
    initialOffset: () => initialOffset ?? window.scrollY,
  });
  // The virtualizer, once the list is virtual (a seed is set only once its code is here).
  const virtualizer = seed !== undefined ? instance : undefined;
  const virtual = virtualizer !== undefined;
  // The stories' heights, saved when the reader leaves: measured in the flow, or the virtual list's own.
  const measure = useCallback(() => {
    if (virtualizer) return virtualizer.takeSnapshot();
    return listRef.current ? measureFlowRows(listRef.current, keyOf) : [];
  }, [virtualizer, keyOf]);
  // The story at the reader's top, recorded as they scroll (only the rendered rows can be it).
  const anchorNow = useCallback(() => {
    if (virtualizer) return anchorOf(virtualizer.getVirtualItems());
    return listRef.current ? anchorOf(measureFlowRows(listRef.current, keyOf)) : undefined;
  }, [virtualizer, keyOf]);
  // Where a story starts in the document now: in the flow, where its row is; virtualized, the list's
  // own top (read from the page, since `scrollMargin` may not be measured yet on the first render
  // back) plus its offset in the list.
  const startOf = useCallback(
    (key: string) => {
      const list = listRef.current;
      if (!list) return undefined;
      if (!virtualizer) return measureFlowRows(list, keyOf).find((item) => item.key === key)?.start;
      const item = virtualizer.measurementsCache.find((entry) => String(entry.key) === key);
      if (!item) return undefined;
      const listTop = list.getBoundingClientRect().top + window.scrollY;
      return listTop + item.start - virtualizer.options.scrollMargin;
    },
    [virtualizer, keyOf],
  );
  // A virtual list is restored once its distance from the top is measured: the virtualizer keeps its rows
  // in place when that distance changes, and would move the window by the change after the restore.
  const restorable = items.length > 0 && (!virtual || measuredMargin !== undefined);
  useFeedScrollRestore(memory, restorable, { anchorNow, measure, startOf });

  // Past the first page, the list turns virtual before the page is painted: the stories measured
  // where they are, then the same rows placed at those offsets. If the virtualizer's code is still on
  // its way, the new stories are painted in the flow meanwhile, and the list turns once it is here.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (virtual || !hydrated || items.length <= PAGE_SIZE || !list) return;
    if (!virtualizerHere) {
      void loadVirtualizer().then((here) => setVirtualizerHere(here !== undefined));
      return;
    }
    const measured = measureFlowRows(list, keyOf);
    setScrollMargin(measured[0]?.start ?? 0);
    setSeed(measured);
  }, [virtual, virtualizerHere, hydrated, items.length, keyOf]);

  // Virtualized, the list's distance from the top of the document: what lies above it (headings, filters).
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!virtual || !element) return;
    const measure = () => setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [virtual]);

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
  // A later page (`?page=2`) continues the feed: only the first page opens on a lead.
  const opensOnLead = lead && start === 0;

  // In the flow of the page there are none to compute (hydration asks the virtualizer nothing).
  const virtualItems = virtualizer ? virtualizer.getVirtualItems() : [];
  const lastVisible = virtualItems.at(-1)?.index ?? -1;
  // In the flow of the page: whether any of the last PREFETCH_AHEAD stories is within a screen of view
  // (all of them are watched, since a long jump of the window can pass over any one). Kept as the
  // count of stories it was seen with, so it says nothing of a list that has grown since.
  const [nearEndOf, setNearEndOf] = useState(0);
  useEffect(() => {
    const list = listRef.current;
    if (virtual || !hydrated || !list || typeof IntersectionObserver === 'undefined') return;
    const count = items.length;
    const near = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) near.add(entry.target);
          else near.delete(entry.target);
        }
        setNearEndOf(near.size > 0 ? count : 0);
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    for (const row of [...list.children].slice(-FLOW_PREFETCH_AHEAD)) observer.observe(row);
    return () => observer.disconnect();
  }, [virtual, hydrated, items.length]);

  const loadMore = useCallback(() => {
    if (!hasNextPage || isFetchingNextPage) return;
    // `cancelRefetch: false`: a page already on its way is never asked for a second time. The
    // virtualizer's code is asked for beside it: the list turns virtual when that page arrives.
    void fetchNextPage({ cancelRefetch: false });
    void loadVirtualizer();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    // After a failed page, wait for the reader to ask again rather than retrying in a loop.
    if (isFetchNextPageError || items.length === 0) return;
    if (virtual ? lastVisible >= items.length - PREFETCH_AHEAD : nearEndOf === items.length) loadMore();
  }, [virtual, lastVisible, nearEndOf, items.length, loadMore, isFetchNextPageError]);

  if (query.isPending) {
    return (
      <LoadingRegion label={t.loadingStories}>
        {Array.from({ length: 5 }, (_, index) => (
          <StoryCardSkeleton key={index} lead={opensOnLead && index === 0 && density === 'cards'} />
        ))}
      </LoadingRegion>
    );
  }

  if (query.isError && items.length === 0) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }

  const mutedNote = <MutedNote count={muting.hidden} showing={muting.showing} onToggle={muting.toggle} />;
  if (items.length === 0) {
    return (
      <>
        {mutedNote}
        <EmptyState title={t.noStoriesMatch}>{emptyMessage}</EmptyState>
      </>
    );
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
        lead={opensOnLead && index === 0}
        highlight={highlight}
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
      {mutedNote}
      <NewStoriesPill count={newer.count} more={newer.more} busy={bringingIn} onShow={() => void bringIn()} />
      <div role="feed" aria-label={label ?? t.stories} aria-busy={isFetchingNextPage}>
        <div
          ref={listRef}
          className="relative w-full"
          style={virtualizer ? { height: virtualizer.getTotalSize() } : undefined}
        >
          {/* The stories hydrate in a pass of their own, after the list's frame (see Shell in
              app/layout.tsx); the same boundary in both layouts, so the rows survive the switch. */}
          <Suspense fallback={null}>
            {virtualizer
              ? virtualItems.map((virtualItem) => (
                  <div
                    key={virtualItem.key}
                    data-index={virtualItem.index}
                    ref={virtualizer.measureElement}
                    className={`absolute top-0 left-0 ${ROW}`}
                    style={{
                      transform: `translateY(${virtualItem.start - virtualizer.options.scrollMargin}px)`,
                    }}
                  >
                    {card(virtualItem.index)}
                  </div>
                ))
              : // The first page, as the server sends it (and a reader without JavaScript reads it).
                items.map((item, index) => (
                  <div key={item.contentId} data-index={index} className={`relative ${ROW}`}>
                    {card(index)}
                  </div>
                ))}
          </Suspense>
        </div>
      </div>
      <div className="py-6 text-center">
        {limit !== undefined ? (
          more
        ) : isFetchNextPageError ? (
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
