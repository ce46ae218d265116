// The open strip of the comics gallery: which one the URL opens (found in the gallery, in the
// cache, or by reading a few more pages), stepping to the previous and next, closing with focus
// returned to the strip that opened it, and switching it to another language's edition.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Comic, ComicLanguage, ComicList } from '@/api/schemas';
import { describeError } from '@/components/ui/states';
import { editionQueryOptions, findCachedComic } from './api';
import { canonicalTheme, comicDay, longDay, themeName } from './comic-meta';
import { comicsHref, type ComicsView } from './url-state';
import { interfaceLanguage } from '@/lib/i18n';
import { languageName } from '@/lib/languages';
import { comicsMessages } from './messages';
import { useDayStep } from './use-day-step';

/** How many more pages the gallery reads on its own to find the strip a shared link opens. */
const FIND_STRIP_PAGES = 4;

export type GalleryQuery = UseInfiniteQueryResult<InfiniteData<ComicList, unknown>>;

export function useComicViewer(
  view: ComicsView,
  gallery: GalleryQuery,
  comics: readonly Comic[],
  newestDay: string | undefined,
) {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  // The viewer shows the URL: it changes synchronously (flushSync), so a second key press steps from
  // the strip the first one reached, not from the one a pending transition has not yet replaced.
  const go = (next: ComicsView, replace = false, state: unknown = location.state) =>
    navigate(comicsHref(next), { replace, preventScrollReset: true, state, flushSync: true });

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
    openIndex >= 0 ? comics[openIndex] : view.comic ? findCachedComic(client, view.comic) : undefined;
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
  const [message, setMessage] = useState<string | undefined>(undefined);

  // The router commits a step a moment later: while the URL still opens the strip of the last press,
  // the next press steps on from the strip that press asked for, so two quick presses step twice.
  const pressed = useRef<{ from: string | undefined; to: number } | undefined>(undefined);
  useEffect(() => {
    pressed.current = undefined;
  }, [view.comic]);
  const stepStrip = (delta: -1 | 1) => {
    const last = pressed.current;
    const from = last && last.from === view.comic ? last.to : openIndex;
    const comic = comics[from + delta];
    if (from + delta >= 0 && comic) {
      pressed.current = { from: view.comic, to: from + delta };
      go({ ...view, comic: comic.contentId }, true);
    }
    setMessage(undefined);
  };
  // One theme: the arrows step by day (one strip a day), like GoComics; all themes: strip by strip.
  const days = useDayStep({
    view,
    theme: view.theme,
    openDay: openComic ? comicDay(openComic) : undefined,
    newestDay,
    go: (date, comic) => {
      // Closing after a step shows the gallery of the day reached, with focus on its strip.
      opener.current = undefined;
      go({ ...view, date, comic: comic.contentId }, true, null);
    },
  });
  const byDay = view.theme !== undefined;
  const stripPrevious = openIndex > 0 ? () => stepStrip(-1) : undefined;
  const stripNext =
    openIndex >= 0 && openIndex < comics.length - 1
      ? () => stepStrip(1)
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

  const onPrevious = byDay ? days.onPrevious : stripPrevious;
  const onNext = byDay ? days.onNext : stripNext;

  const onClose = () => {
    const focusId = opener.current ?? view.comic;
    opener.current = undefined;
    setMessage(undefined);
    const state = location.state as { fromGallery?: boolean } | null;
    if (state?.fromGallery && window.history.length > 1) navigate(-1);
    else navigate(comicsHref({ ...view, comic: undefined }), { replace: true, preventScrollReset: true });
    returnFocusTo.current = focusId;
  };

  const switchLanguage = async (language: ComicLanguage) => {
    if (!openComic) return;
    const theme = canonicalTheme(openComic.theme);
    if (!theme) return;
    setLanguageBusy(language);
    setMessage(undefined);
    try {
      const day = comicDay(openComic);
      const edition = await client.fetchQuery(editionQueryOptions(theme, day, language));
      const match = edition.comics[0];
      if (match) {
        opener.current ??= openComic.contentId;
        // Closing after a switch shows the gallery in the new language, not the history entry before it.
        go({ ...view, language, comic: match.contentId }, true, null);
      } else {
        const words = interfaceLanguage();
        setMessage(
          comicsMessages[words].noEdition(
            themeName(theme),
            words === 'en' ? languageName(language) : languageName(language, words, true),
            longDay(day, words),
          ),
        );
      }
    } catch (error) {
      setMessage(comicsMessages[interfaceLanguage()].switchFailed(describeError(error).title));
    } finally {
      setLanguageBusy(undefined);
    }
  };

  return {
    openComic,
    openIndex,
    /** The strip the URL opens is still being looked for. */
    searching,
    /** The gallery remembers which strip opened the viewer, for focus on close. */
    onOpen: (comic: Comic) => {
      opener.current = comic.contentId;
    },
    /** What the arrows step through. */
    unit: byDay ? ('day' as const) : ('strip' as const),
    onPrevious,
    onNext,
    onClose,
    onLanguage: (language: ComicLanguage) => void switchLanguage(language),
    languageBusy,
    message:
      message ??
      (byDay
        ? days.message
        : pendingNext
          ? comicsMessages[interfaceLanguage()].loadingMoreStrips
          : undefined),
  };
}
