// Day-by-day browsing of the comics: the previous and next day with strips around the view, and the latest.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { addDays } from '../calendar';
import { themeName, weekdayDay } from '../comic-meta';
import { comicsHref, LANGUAGE_NAMES, type ComicsView } from '../url-state';

function DayLink({ to, rel, children }: { to: string | undefined; rel?: string; children: ReactNode }) {
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

/** `newestDay`: the newest day with strips for the view's theme and language, once known. */
export function DayNav({ view, newestDay }: { view: ComicsView; newestDay: string | undefined }) {
  const anchorDay = view.date ?? newestDay;
  const previousDay = anchorDay ? addDays(anchorDay, -1) : undefined;
  const nextDay = view.date && newestDay && view.date < newestDay ? addDays(view.date, 1) : undefined;
  const at = (date: string | undefined) => comicsHref({ ...view, date, comic: undefined });
  return (
    <nav aria-label="Days" className="mb-6 flex flex-wrap items-center gap-2 border-y border-rule py-3">
      <DayLink to={previousDay && at(previousDay)} rel="prev">
        <span aria-hidden="true">←</span> Previous day
      </DayLink>
      <p className="min-w-0 flex-1 px-2 text-center font-serif text-lg font-semibold max-sm:order-first max-sm:basis-full">
        {view.date ? weekdayDay(view.date) : 'Latest strips'}
        <span className="block font-sans text-xs font-normal uppercase tracking-wider text-ink-muted">
          {view.theme ? themeName(view.theme) : 'All themes'} · {LANGUAGE_NAMES[view.language]}
        </span>
      </p>
      <DayLink to={nextDay && at(nextDay)} rel="next">
        Next day <span aria-hidden="true">→</span>
      </DayLink>
      <DayLink to={view.date ? at(undefined) : undefined}>Latest</DayLink>
    </nav>
  );
}
