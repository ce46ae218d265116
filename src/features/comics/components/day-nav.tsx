// Day-by-day browsing, as GoComics readers know it: "‹ Sunday, November 22, 2026 ›" where the date opens
// the calendar, the arrows (and the ArrowLeft/ArrowRight keys) step a day, and "Latest" returns to the
// newest strips. The date is said once on the page, here.
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMessages } from '@/lib/i18n';
import { addDays } from '../calendar';
import { comicsMessages } from '../messages';
import { comicsHref, parseComicsView, type ComicsView } from '../url-state';
import { DatePicker } from './date-picker';

const ARROW =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-rule bg-paper-raised font-serif text-2xl leading-none';

function DayArrow({
  to,
  label,
  glyph,
  rel,
  onStep,
}: {
  to: string | undefined;
  label: string;
  glyph: string;
  rel: string;
  /** Steps the day as the arrow keys do (nothing, when there is no such day). */
  onStep: () => void;
}) {
  if (!to) {
    return (
      <span
        role="link"
        aria-disabled="true"
        aria-label={label}
        className={`${ARROW} cursor-not-allowed text-ink-muted/50`}
      >
        <span aria-hidden="true">{glyph}</span>
      </span>
    );
  }
  return (
    <Link
      to={to}
      rel={rel}
      // The `[` and `]` shortcuts press these (src/app/keyboard).
      data-shortcut={rel === 'prev' ? 'previous-day' : 'next-day'}
      aria-label={label}
      title={label}
      // A plain click steps like the keys, from the day in the URL; a click that asks for a new tab or
      // window keeps the link's own address.
      onClick={(event) => {
        if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        onStep();
      }}
      className={`${ARROW} text-ink hover:bg-paper-sunk focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent`}
    >
      <span aria-hidden="true">{glyph}</span>
    </Link>
  );
}

/** Keys typed into a field, a list or a dialog (the viewer, the calendar) are theirs, not the page's. */
const ownsArrows = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest('input, select, textarea, [contenteditable], dialog, [role="dialog"]') !== null;

/**
 * The day the browser's URL names (undefined: the newest). A step is in the URL before it is rendered, so
 * this is the day the reader last asked for even while the page still shows the one before.
 */
const dayInUrl = (): string | undefined =>
  parseComicsView(new URLSearchParams(window.location.search), '').view.date;

/** `newestDay`: the newest day with strips for the view's theme and language, once known. */
export function DayNav({
  view,
  newestDay,
  onChange,
}: {
  view: ComicsView;
  newestDay: string | undefined;
  onChange: (date: string) => void;
}) {
  const t = useMessages(comicsMessages);
  const labelId = useId();
  const navigate = useNavigate();
  const anchorDay = view.date ?? newestDay;
  const previousDay = anchorDay ? addDays(anchorDay, -1) : undefined;
  const nextDay = view.date && newestDay && view.date < newestDay ? addDays(view.date, 1) : undefined;
  const at = (date: string | undefined) => comicsHref({ ...view, date, comic: undefined });
  // A step — by the arrows (their links, and the `[` and `]` shortcuts that press them) or by the page's
  // arrow keys — goes from the day the URL shows, not the one rendered: a step reaches the URL once the
  // route's loader has run and is rendered in a transition after that, and a step meanwhile would go from
  // the day before it (on a slow phone, ‹ then › quickly landed a day past the start). While the URL still
  // shows the day a step went from, the next step goes on from the day that step asked for.
  const pressed = useRef<{ from: string | undefined; to: string } | undefined>(undefined);
  const step = (delta: -1 | 1): boolean => {
    const shown = dayInUrl();
    const base = pressed.current && pressed.current.from === shown ? pressed.current.to : shown;
    const day = base ? addDays(base, delta) : delta < 0 && newestDay ? addDays(newestDay, -1) : undefined;
    if (!day || (delta > 0 && (!newestDay || day > newestDay))) return false;
    pressed.current = { from: shown, to: day };
    void navigate(at(day), { flushSync: true });
    return true;
  };
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (view.comic || event.defaultPrevented || ownsArrows(event.target)) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const delta = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (delta !== 0 && step(delta)) event.preventDefault();
  });
  useEffect(() => {
    if (pressed.current?.to === view.date) pressed.current = undefined;
  }, [view.date]);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return (
    // Phone: "Date … Latest" over the arrows; wider: one row, the arrows and the date in the middle.
    <nav
      aria-label={t.days}
      className="mb-6 grid grid-cols-2 items-center gap-y-1 border-y border-rule py-2 text-sm sm:grid-cols-[1fr_auto_1fr]"
    >
      <span id={labelId} className="col-start-1 row-start-1 font-medium text-ink-soft">
        {t.date}
      </span>
      {view.date && (
        <Link
          to={at(undefined)}
          className="col-start-2 row-start-1 justify-self-end font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent sm:col-start-3"
        >
          {t.latest}
        </Link>
      )}
      <div className="col-span-2 row-start-2 flex items-center justify-center gap-1 sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:gap-3">
        <DayArrow
          to={previousDay && at(previousDay)}
          rel="prev"
          label={t.previousDay}
          glyph="‹"
          onStep={() => step(-1)}
        />
        <DatePicker
          labelId={labelId}
          value={view.date}
          newestDay={newestDay}
          theme={view.theme}
          language={view.language}
          onChange={onChange}
        />
        <DayArrow to={nextDay && at(nextDay)} rel="next" label={t.nextDay} glyph="›" onStep={() => step(1)} />
      </div>
    </nav>
  );
}
