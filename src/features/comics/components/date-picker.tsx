// The Date picker: a button that opens a month calendar marking the days with comics (WAI-ARIA date picker keys).
// Over 250 lines on purpose: one widget whose grid, keyboard model and focus handling only make sense together.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ComicLanguage, ComicTheme } from '@/api/schemas';
import { formatUtcDay, toIsoDay } from '@/lib/format';
import { useInterfaceLanguage, type InterfaceLanguage } from '@/lib/i18n';
import { monthDaysQueryOptions } from '../api';
import { dayForKey, monthOf, monthWeeks } from '../calendar';
import { longDay, weekdayDay } from '../comic-meta';
import { comicsMessages } from '../messages';

/** "November 2026", "Noviembre de 2026", "Novembro de 2026". */
export function monthTitle(month: string, language: InterfaceLanguage): string {
  const title = formatUtcDay(new Date(`${month}-01T00:00:00Z`), language, 'month');
  return title.charAt(0).toLocaleUpperCase(language) + title.slice(1);
}

export function DatePicker({
  labelId,
  value,
  newestDay,
  theme,
  language,
  onChange,
}: {
  /** The visible label's id ("Date"): its owner lays it out. */
  labelId: string;
  /** The chosen day, or `undefined` for the latest strips. */
  value: string | undefined;
  /** The newest day with strips, when known: where the calendar opens without a chosen day. */
  newestDay: string | undefined;
  theme: ComicTheme | undefined;
  language: ComicLanguage;
  onChange: (day: string) => void;
}) {
  const words = useInterfaceLanguage();
  const t = comicsMessages[words];
  const dayText = value ? weekdayDay(value, words) : t.latestStrips;
  const buttonId = useId();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  // Today (UTC), for the calendar's "today" ring. The clock is read when the calendar opens, never while
  // rendering: the server's render and the render that hydrates it must agree.
  const [today, setToday] = useState<string>();
  // The calendar's focused day; set when it opens ('' while closed and nothing is chosen).
  const [focused, setFocused] = useState(value ?? newestDay ?? '');
  const trigger = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const client = useQueryClient();
  const month = monthOf(focused);
  const marks = useQuery({
    ...monthDaysQueryOptions(client, theme, language, month),
    enabled: open && focused !== '',
  });
  const marked = new Set(marks.data?.days ?? []);

  const openCalendar = () => {
    const now = toIsoDay(new Date());
    setToday(now);
    setFocused(value ?? newestDay ?? now);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };
  const choose = (day: string) => {
    onChange(day);
    close(true);
  };

  // Keep the focused day's button focused as the keys move it (roving tabindex).
  useEffect(() => {
    if (!open) return;
    popover.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [open, focused]);

  // A click anywhere else closes the calendar, like any popover.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popover.current?.contains(target) && !trigger.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Escape anywhere in the calendar closes it and returns to the Date button.
  useEffect(() => {
    const element = popover.current;
    if (!open || !element) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const onDayKeyDown = (event: KeyboardEvent) => {
    const next = dayForKey(focused, event.key, event.shiftKey);
    if (next) {
      event.preventDefault();
      setFocused(next);
    }
  };

  return (
    <div className="relative min-w-0">
      <button
        ref={trigger}
        id={buttonId}
        type="button"
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => (open ? close(false) : openCalendar())}
        className="flex min-h-11 w-full items-center justify-center gap-2 rounded-md px-3 text-center font-serif text-lg font-semibold hover:bg-paper-sunk focus-visible:outline-2 focus-visible:outline-accent noscript:hidden sm:px-4 sm:text-xl"
      >
        <span className="min-w-0">{dayText}</span>
        <CalendarIcon />
      </button>
      {/* Without JavaScript the calendar cannot open: the day is said, and the arrows step through days. */}
      <noscript>
        <span className="flex min-h-11 items-center justify-center px-3 text-center font-serif text-lg font-semibold sm:px-4 sm:text-xl">
          {dayText}
        </span>
      </noscript>
      {open && (
        <div
          ref={popover}
          role="dialog"
          aria-modal="false"
          aria-labelledby={headingId}
          className="absolute top-full left-1/2 z-30 mt-2 w-[19rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded-lg border border-rule bg-paper-raised p-3 shadow-xl"
        >
          <div className="mb-2 flex items-center justify-between">
            <button
              type="button"
              aria-label={t.previousMonth}
              onClick={() => setFocused(dayForKey(focused, 'PageUp')!)}
              className="size-9 rounded-md text-lg hover:bg-paper-sunk focus-visible:outline-2 focus-visible:outline-accent"
            >
              ‹
            </button>
            <h2 id={headingId} aria-live="polite" className="font-serif text-base font-semibold">
              {monthTitle(month, words)}
            </h2>
            <button
              type="button"
              aria-label={t.nextMonth}
              onClick={() => setFocused(dayForKey(focused, 'PageDown')!)}
              className="size-9 rounded-md text-lg hover:bg-paper-sunk focus-visible:outline-2 focus-visible:outline-accent"
            >
              ›
            </button>
          </div>
          <table className="w-full table-fixed border-collapse text-center text-sm">
            <thead>
              <tr>
                {t.weekdays.map(([short, long]) => (
                  <th key={long} scope="col" abbr={long} className="pb-1 text-xs font-medium text-ink-muted">
                    {short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week, row) => (
                <tr key={row}>
                  {week.map((day, column) => (
                    <td key={column} className="p-0.5">
                      {day && (
                        <DayButton
                          day={day}
                          focused={day === focused}
                          selected={day === value}
                          today={day === today}
                          marked={marked.has(day)}
                          onFocus={() => setFocused(day)}
                          onKeyDown={onDayKeyDown}
                          onChoose={() => choose(day)}
                        />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-2 flex items-center justify-between gap-2 text-xs text-ink-muted">
            <p aria-live="polite">
              {marks.isPending ? (
                t.findingDays
              ) : marks.isError ? (
                t.daysFailed
              ) : (
                <>
                  <span
                    aria-hidden="true"
                    className="mr-1 inline-block size-1.5 rounded-full bg-accent align-middle"
                  />
                  {marks.data.complete ? t.daysWithComics : t.someUnmarked}
                </>
              )}
            </p>
            <button
              type="button"
              onClick={() => close(true)}
              className="rounded px-2 py-1 font-medium text-ink hover:bg-paper-sunk focus-visible:outline-2 focus-visible:outline-accent"
            >
              {t.close}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function DayButton({
  day,
  focused,
  selected,
  today,
  marked,
  onFocus,
  onKeyDown,
  onChoose,
}: {
  day: string;
  focused: boolean;
  selected: boolean;
  today: boolean;
  marked: boolean;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onChoose: () => void;
}) {
  const words = useInterfaceLanguage();
  const tone = selected
    ? 'bg-ink text-paper'
    : marked
      ? 'font-semibold text-ink hover:bg-paper-sunk'
      : 'text-ink-muted hover:bg-paper-sunk';
  return (
    <button
      type="button"
      data-day={day}
      tabIndex={focused ? 0 : -1}
      aria-pressed={selected}
      aria-label={comicsMessages[words].dayLabel(longDay(day, words), marked, today)}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      onClick={onChoose}
      className={`relative flex h-9 w-full flex-col items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-accent ${tone} ${today && !selected ? 'ring-1 ring-ink-muted' : ''}`}
    >
      {Number(day.slice(8))}
      {marked && (
        <span
          aria-hidden="true"
          className={`absolute bottom-1 size-1 rounded-full ${selected ? 'bg-paper' : 'bg-accent'}`}
        />
      )}
    </button>
  );
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4 shrink-0 text-ink-muted"
      fill="none"
      stroke="currentColor"
    >
      <rect x="3" y="4.5" width="14" height="12" rx="1.5" strokeWidth="1.5" />
      <path d="M3 8.5h14M7 3v3M13 3v3" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
