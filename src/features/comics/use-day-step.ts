// One theme read like GoComics: the viewer's arrows step to the previous or next day's strip. The
// day's gallery page is read first (and warms the gallery for the URL that follows), so the viewer
// never shows an empty frame; a day without a strip is skipped, within a week.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Comic, ComicTheme } from '@/api/schemas';
import { describeError } from '@/components/ui/states';
import { galleryQueryOptions } from './api';
import { addDays } from './calendar';
import { longDay, themeName } from './comic-meta';
import { interfaceLanguage } from '@/lib/i18n';
import { comicsMessages } from './messages';
import type { ComicsView } from './url-state';

/** Days without a strip skipped in one step before giving up. */
const MAX_SKIP_DAYS = 7;

export function useDayStep({
  view,
  theme,
  openDay,
  newestDay,
  go,
}: {
  view: ComicsView;
  theme: ComicTheme | undefined;
  /** The open strip's day, when a strip is open. */
  openDay: string | undefined;
  /** The newest day with strips: no step goes past it. */
  newestDay: string | undefined;
  /** Shows a strip (and its day) in the viewer. */
  go: (day: string, comic: Comic) => void;
}) {
  const client = useQueryClient();
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // The day the last press asked for, and the day shown then: while that is still the day shown
  // (the URL has not caught up), a second quick press steps on from the day asked for.
  const target = useRef<{ from: string; to: string } | undefined>(undefined);
  const options = (date: string) => galleryQueryOptions({ theme, date, language: view.language });
  const stripOf = (date: string) => client.getQueryData(options(date).queryKey)?.pages[0]?.comics[0];

  // The neighbouring days are read ahead, so a step is usually instant.
  useEffect(() => {
    if (!theme || !openDay) return;
    void client.prefetchInfiniteQuery(options(addDays(openDay, -1)));
    if (newestDay && openDay < newestDay) void client.prefetchInfiniteQuery(options(addDays(openDay, 1)));
    // `options` is rebuilt each render from the same inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, theme, openDay, newestDay, view.language]);

  useEffect(() => {
    if (target.current?.to === openDay) target.current = undefined;
  }, [openDay]);

  const step = async (delta: -1 | 1) => {
    if (!openDay) return;
    const from = target.current?.from === openDay ? target.current.to : openDay;
    setMessage(undefined);
    for (let skipped = 0, day = addDays(from, delta); skipped < MAX_SKIP_DAYS; skipped += 1) {
      // Nothing is published after the newest day: a press there does nothing.
      if (delta > 0 && (!newestDay || day > newestDay)) {
        return;
      }
      const asked = { from: openDay, to: day };
      target.current = asked;
      let comic = stripOf(day);
      if (!comic) {
        setBusy(true);
        try {
          comic = (await client.fetchInfiniteQuery(options(day))).pages[0]?.comics[0];
        } catch (error) {
          if (target.current === asked) {
            target.current = undefined;
            setMessage(
              comicsMessages[interfaceLanguage()].loadFailed(longDay(day), describeError(error).title),
            );
          }
          return;
        } finally {
          setBusy(false);
        }
        // A later press has moved on: it shows its own day.
        if (target.current !== asked) return;
      }
      if (comic) {
        go(day, comic);
        return;
      }
      day = addDays(day, delta);
    }
    target.current = undefined;
    setMessage(
      comicsMessages[interfaceLanguage()].noStripInWeek(theme && themeName(theme), delta < 0, longDay(from)),
    );
  };

  const canStep = theme !== undefined && openDay !== undefined;
  return {
    onPrevious: canStep ? () => void step(-1) : undefined,
    onNext: canStep && newestDay !== undefined && openDay < newestDay ? () => void step(1) : undefined,
    message: message ?? (busy ? comicsMessages[interfaceLanguage()].loadingStrip : undefined),
  };
}
