// Dates as a story's byline shows them. The server's render and the browser's render that hydrates it must
// agree to the letter, so until hydrated (`./hydrated`) they read as the server wrote them: in UTC, relative
// to the moment the page was rendered; then in the reader's zone and clock.
import { createContext, useContext, useMemo } from 'react';
import { formatDateTime, formatRelativeTime } from './format';
import { useHydrated } from './hydrated';
import { useInterfaceLanguage } from './i18n';

/** When the server rendered the page (epoch ms); the browser hydrates with the same instant. */
export const RenderedAtContext = createContext<number | undefined>(undefined);

export interface DateText {
  /** "3 hours ago". */
  relative: (epochSeconds: number, now?: number) => string;
  /** A full date and time, for `title` attributes. */
  dateTime: (epochSeconds: number) => string;
}

/**
 * Dates as text, in the interface language: in the reader's zone and clock once hydrated; before, as the
 * server wrote them (UTC, relative to the moment of rendering), so hydration finds the same words.
 */
export function useDateText(): DateText {
  const hydrated = useHydrated();
  const renderedAt = useContext(RenderedAtContext);
  const language = useInterfaceLanguage();
  return useMemo(
    () =>
      hydrated || renderedAt === undefined
        ? {
            relative: (at, now) => formatRelativeTime(at, now, language),
            dateTime: (at) => formatDateTime(at, language),
          }
        : {
            relative: (at) => formatRelativeTime(at, renderedAt, language),
            dateTime: (at) => formatDateTime(at, language, 'UTC'),
          },
    [hydrated, renderedAt, language],
  );
}
