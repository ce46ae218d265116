// The comics gallery: pickers, day-by-day browsing, paging and the viewer, all driven by the URL.
import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { COMIC_THEMES, type Comic, type ComicLanguage, type ComicList } from '@/api/schemas';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadingRegion } from '@/components/ui/skeleton';
import { EmptyState, ErrorState, describeError } from '@/components/ui/states';
import { toIsoDay } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import {
  comicKeys,
  editionQueryOptions,
  galleryQueryOptions,
  monthDaysQueryOptions,
  newestDayQueryOptions,
} from '../api';
import { addDays, monthOf, nearestDay } from '../calendar';
import { canonicalTheme, comicDay, comicAlt, longDay, themeName, weekdayDay } from '../comic-meta';
import { comicsSearch, LANGUAGE_NAMES, parseComicsView, type ComicsView } from '../url-state';
import { ComicGallery, ComicGallerySkeleton } from './comic-gallery';
import { ComicViewer } from './comic-viewer';
import { DatePicker } from './date-picker';
import { SelectField } from '@/components/ui/select-field';

/** How many more pages the gallery reads on its own to find the strip a shared link opens. */
const FIND_STRIP_PAGES = 4;

const hrefOf = (view: ComicsView) => paths.comics(comicsSearch(view));

/** A strip by id from any comics list already in the cache (gallery pages, calendar pages, editions). */
function cachedComic(client: QueryClient, contentId: string): Comic | undefined {
  for (const [, data] of client.getQueriesData<ComicList | { pages: ComicList[] }>({
    queryKey: comicKeys.all,
  })) {
    if (!data || typeof data !== 'object') continue;
    const lists = 'pages' in data ? data.pages : 'comics' in data ? [data] : [];
    for (const list of lists) {
      const found = list.comics.find((comic) => comic.contentId === contentId);
      if (found) return found;
    }
  }
  return undefined;
}

export function ComicsBrowser() {
  const [search] = useSearchParams();
  const settings = useSettings();
  const { view, notices } = parseComicsView(search, settings.language);
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const today = toIsoDay(new Date());

  const gallery = useInfiniteQuery(galleryQueryOptions(view));
  const newest = useQuery(newestDayQueryOptions(view.theme, view.language));
  const galleryError = gallery.error;
  const comics = useMemo(() => gallery.data?.pages.flatMap((page) => page.comics) ?? [], [gallery.data]);

  const go = (next: ComicsView, replace = false, state: unknown = location.state) =>
    navigate(hrefOf(next), { replace, preventScrollReset: true, state });

  // ------------------------------------------------------------------ the open strip
  const opener = useRef<string | undefined>(undefined);
  const returnFocusTo = useRef<string | undefined>(undefined);
  // Focus goes back to the strip that opened the viewer once the dialog has gone (a modal keeps it inside).
  useEffect(() => {
    const id = returnFocusTo.current;
    if (view.comic || !id) return;
    returnFocusTo.current = undefined;
    document.querySelector<HTMLElement>(`[data-comic-id="${CSS.escape(id)}"]`)?.focus();
  }, [view.comic]);
  const openIndex = view.comic ? comics.findIndex((comic) => comic.contentId === view.comic) : -1;
  const openComic =
    openIndex >= 0 ? comics[openIndex] : view.comic ? cachedComic(client, view.comic) : undefined;
  const searching =
    view.comic !== undefined &&
    openIndex < 0 &&
    gallery.hasNextPage &&
    (gallery.data?.pages.length ?? 0) <= FIND_STRIP_PAGES;

  // A shared link may open a strip a few pages down: read on, within a budget, to find it.
  const { fetchNextPage, isFetchingNextPage } = gallery;
  useEffect(() => {
    if (searching && !openComic && !isFetchingNextPage) void fetchNextPage();
  }, [searching, openComic, isFetchingNextPage, fetchNextPage]);

  const [pendingNext, setPendingNext] = useState(false);
  const [languageBusy, setLanguageBusy] = useState<ComicLanguage | undefined>(undefined);
  const [viewerMessage, setViewerMessage] = useState<string | undefined>(undefined);

  const openAt = (index: number) => {
    const comic = comics[index];
    if (comic) go({ ...view, comic: comic.contentId }, true);
    setViewerMessage(undefined);
  };
  const onPrevious = openIndex > 0 ? () => openAt(openIndex - 1) : undefined;
  const onNext =
    openIndex >= 0 && openIndex < comics.length - 1
      ? () => openAt(openIndex + 1)
      : openIndex >= 0 && gallery.hasNextPage
        ? () => {
            // "Next" at the end of the loaded strips reads the next page, then moves on.
            setPendingNext(true);
            void fetchNextPage().then((result) => {
              setPendingNext(false);
              const next = result.data?.pages.flatMap((page) => page.comics)[openIndex + 1];
              if (next) go({ ...view, comic: next.contentId }, true);
            });
          }
        : undefined;

  const closeViewer = () => {
    const focusId = opener.current ?? view.comic;
    opener.current = undefined;
    setViewerMessage(undefined);
    const state = location.state as { fromGallery?: boolean } | null;
    if (state?.fromGallery && window.history.length > 1) navigate(-1);
    else navigate(hrefOf({ ...view, comic: undefined }), { replace: true, preventScrollReset: true });
    returnFocusTo.current = focusId;
  };

  const switchLanguage = async (language: ComicLanguage) => {
    if (!openComic) return;
    const theme = canonicalTheme(openComic.theme);
    if (!theme) return;
    setLanguageBusy(language);
    setViewerMessage(undefined);
    try {
      const day = comicDay(openComic);
      const edition = await client.fetchQuery(editionQueryOptions(theme, day, language));
      const match = edition.comics[0];
      if (match) {
        opener.current ??= openComic.contentId;
        // Closing after a switch shows the gallery in the new language, not the history entry before it.
        go({ ...view, language, comic: match.contentId }, true, null);
      } else {
        setViewerMessage(
          `${themeName(theme)} has no ${LANGUAGE_NAMES[language]} edition for ${longDay(day)}.`,
        );
      }
    } catch (error) {
      setViewerMessage(`Could not switch language: ${describeError(error).title}.`);
    } finally {
      setLanguageBusy(undefined);
    }
  };

  // ------------------------------------------------------------------ day navigation
  const newestDay = newest.data;
  const anchorDay = view.date ?? newestDay;
  const previousDay = anchorDay ? addDays(anchorDay, -1) : undefined;
  const nextDay = view.date && newestDay && view.date < newestDay ? addDays(view.date, 1) : undefined;

  const title = `${view.theme ?? 'Comics'}${view.date ? `, ${longDay(view.date)}` : ''}`;
  const openTitle = openComic ? `${comicAlt(openComic)} · ` : '';

  return (
    <>
      <title>{`${openTitle}${title} · Gazette`}</title>
      <Pickers
        view={view}
        newestDay={newestDay}
        today={today}
        onChange={(next) => go({ ...next, comic: undefined })}
      />

      {notices.length > 0 && (
        <div role="status" className="mb-4 rounded-md border border-rule bg-paper-sunk px-4 py-2 text-sm">
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      )}

      <nav aria-label="Days" className="mb-6 flex flex-wrap items-center gap-2 border-y border-rule py-3">
        <DayLink to={previousDay && hrefOf({ ...view, date: previousDay, comic: undefined })} rel="prev">
          <span aria-hidden="true">←</span> Previous day
        </DayLink>
        <p className="min-w-0 flex-1 px-2 text-center font-serif text-lg font-semibold max-sm:order-first max-sm:basis-full">
          {view.date ? weekdayDay(view.date) : 'Latest strips'}
          <span className="block font-sans text-xs font-normal uppercase tracking-wider text-ink-muted">
            {view.theme ? themeName(view.theme) : 'All themes'} · {LANGUAGE_NAMES[view.language]}
          </span>
        </p>
        <DayLink to={nextDay && hrefOf({ ...view, date: nextDay, comic: undefined })} rel="next">
          Next day <span aria-hidden="true">→</span>
        </DayLink>
        <DayLink to={view.date ? hrefOf({ ...view, date: undefined, comic: undefined }) : undefined}>
          Latest
        </DayLink>
      </nav>

      {gallery.isPending ? (
        <LoadingRegion label="Loading comics">
          <ComicGallerySkeleton />
        </LoadingRegion>
      ) : gallery.isError ? (
        <ErrorState error={gallery.error} onRetry={() => void gallery.refetch()} />
      ) : comics.length === 0 ? (
        <NoComics view={view} client={client} />
      ) : (
        <>
          <ComicGallery
            comics={comics}
            grouped={view.theme === undefined}
            hrefFor={(comic) => hrefOf({ ...view, comic: comic.contentId })}
            onOpen={(comic) => {
              opener.current = comic.contentId;
            }}
          />
          <div className="mt-8 flex flex-col items-center gap-3">
            {gallery.isFetchNextPageError ? (
              <ErrorState error={galleryError} onRetry={() => void fetchNextPage()} />
            ) : gallery.hasNextPage ? (
              <Button
                onClick={() => void fetchNextPage()}
                disabled={isFetchingNextPage}
                aria-busy={isFetchingNextPage}
              >
                {isFetchingNextPage ? 'Loading more strips…' : 'More strips'}
              </Button>
            ) : (
              <p className="text-sm text-ink-muted">
                {view.date
                  ? `That is every strip for ${longDay(view.date)}.`
                  : 'That is every strip there is.'}
              </p>
            )}
          </div>
        </>
      )}

      {view.comic && !openComic && !searching && !gallery.isPending && !gallery.isError && (
        <p role="status" className="mt-4 rounded-md border border-rule bg-paper-sunk px-4 py-2 text-sm">
          The strip this link opens is not among these strips any more.{' '}
          <Link
            className="font-medium text-accent underline underline-offset-4"
            to={hrefOf({ ...view, comic: undefined })}
            replace
          >
            Dismiss
          </Link>
        </p>
      )}

      {openComic && !gallery.isPending && (
        <ComicViewer
          comic={openComic}
          position={
            openIndex >= 0
              ? { index: openIndex + 1, total: comics.length, more: gallery.hasNextPage }
              : undefined
          }
          language={view.language}
          onPrevious={onPrevious}
          onNext={onNext}
          onClose={closeViewer}
          onLanguage={(language) => void switchLanguage(language)}
          languageBusy={languageBusy}
          message={viewerMessage ?? (pendingNext ? 'Loading more strips…' : undefined)}
        />
      )}
    </>
  );
}

function DayLink({ to, rel, children }: { to: string | undefined; rel?: string; children: React.ReactNode }) {
  if (!to) {
    return (
      <span
        aria-disabled="true"
        className={buttonClasses('secondary', 'cursor-not-allowed border-dashed text-ink-muted!')}
      >
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} preventScrollReset={false} className={buttonClasses('secondary')}>
      {children}
    </Link>
  );
}

function Pickers({
  view,
  newestDay,
  today,
  onChange,
}: {
  view: ComicsView;
  newestDay: string | undefined;
  today: string;
  onChange: (view: ComicsView) => void;
}) {
  return (
    <div className="mb-4 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap sm:gap-4">
      <SelectField
        label="Theme"
        value={view.theme ?? ''}
        onChange={(value) => onChange({ ...view, theme: canonicalTheme(value) })}
        selectClassName="w-full sm:w-auto sm:min-w-40"
      >
        <option value="">All themes</option>
        {COMIC_THEMES.map((theme) => (
          <option key={theme} value={theme}>
            {theme}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Language"
        value={view.language}
        onChange={(value) => onChange({ ...view, language: value as ComicLanguage })}
        selectClassName="w-full sm:w-auto sm:min-w-36"
      >
        {(Object.keys(LANGUAGE_NAMES) as ComicLanguage[]).map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </SelectField>
      <div className="col-span-2">
        <DatePicker
          value={view.date}
          newestDay={newestDay}
          today={today}
          theme={view.theme}
          language={view.language}
          onChange={(date) => onChange({ ...view, date })}
        />
      </div>
    </div>
  );
}

/** An empty view says so and, for a day, offers the nearest day that has strips. */
function NoComics({ view, client }: { view: ComicsView; client: QueryClient }) {
  const month = useQuery({
    ...monthDaysQueryOptions(client, view.theme, view.language, monthOf(view.date ?? '2000-01-01')),
    enabled: view.date !== undefined,
  });
  const what = `${view.theme ? `${view.theme} strips` : 'comics'} in ${LANGUAGE_NAMES[view.language]}`;
  if (!view.date) return <EmptyState title={`No ${what} yet`} />;
  const nearest = month.data
    ? nearestDay(view.date, [...month.data.days, month.data.newer, month.data.older])
    : undefined;
  return (
    <EmptyState title={`No ${what} on ${longDay(view.date)}`}>
      {month.isPending ? (
        <p>Looking for the nearest day with strips…</p>
      ) : nearest ? (
        <p>
          The nearest day with strips is{' '}
          <Link
            className="font-medium text-accent underline underline-offset-4"
            to={hrefOf({ ...view, date: nearest })}
          >
            {weekdayDay(nearest)}
          </Link>
          .
        </p>
      ) : (
        <p>
          <Link
            className="font-medium text-accent underline underline-offset-4"
            to={hrefOf({ ...view, date: undefined })}
          >
            See the latest strips
          </Link>
        </p>
      )}
    </EmptyState>
  );
}
