// "PITCHSIDE · 3 hours ago": who published a story and when, as every list of stories shows it (feed
// cards, category headlines, "More coverage"). The time reads relative, with the full date on hover.
import type { ReactNode } from 'react';
import type { ContentItem } from '@/api/schemas';
import { useDateText } from '@/lib/date-text';

type Source = Pick<
  ContentItem,
  'contentSource' | 'contentSourceDisplay' | 'contentSourceLogo' | 'publishedAt'
>;

export function SourceLine({
  item,
  now,
  logo = false,
  quiet = false,
  className = '',
  children,
}: {
  item: Source;
  /** The instant "3 hours ago" counts from (default: now). */
  now?: number;
  /** Shows the publisher's small logo before its name. */
  logo?: boolean;
  /** The publisher's name in plain text rather than small capitals. */
  quiet?: boolean;
  className?: string;
  /** Said first to a screen reader (read state, last-visit notes). */
  children?: ReactNode;
}) {
  return (
    <p className={`flex min-w-0 items-center text-xs text-ink-muted ${className}`}>
      {children}
      {logo && item.contentSourceLogo ? (
        <img
          src={item.contentSourceLogo}
          alt=""
          width={16}
          height={16}
          loading="lazy"
          decoding="async"
          className="size-4 shrink-0 rounded-sm bg-paper-sunk object-contain"
        />
      ) : null}
      <span className={quiet ? 'truncate' : 'truncate font-medium tracking-wide text-ink-soft uppercase'}>
        {item.contentSourceDisplay || item.contentSource}
      </span>
      <span aria-hidden="true">·</span>
      <PublishedTime at={item.publishedAt} now={now} className="shrink-0" />
    </p>
  );
}

/**
 * "3 hours ago", with the full date and time on hover. The full date is worked out when the time is
 * first pointed at: building a date-and-time formatter costs a phone tens of milliseconds, which a
 * list of stories would otherwise pay while it loads and hydrates, for a tooltip few readers ask for.
 */
export function PublishedTime({ at, now, className }: { at: number; now?: number; className?: string }) {
  const dates = useDateText();
  return (
    <time
      className={className}
      dateTime={new Date(at * 1000).toISOString()}
      onPointerEnter={(event) => {
        if (!event.currentTarget.title) event.currentTarget.title = dates.dateTime(at);
      }}
    >
      {dates.relative(at, now)}
    </time>
  );
}
