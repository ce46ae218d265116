// "N new stories" over the top of an open feed, and the lines that mark the reader's last visit in it.
// Neither takes any room in the page: the list under them never moves (decision 0023).
import { useEffect, useState } from 'react';
import { namespace, useMessages } from '@/lib/i18n';
import { stickyHeaderInset } from '@/lib/sticky-header';
import type { Messages } from './new-stories.en';

export const newsMessages = namespace<Messages>('features/feed/components/new-stories');
type NewsMessages = (typeof newsMessages)['en'];

/**
 * What a screen reader hears first of the story at `index` when the last visit falls before the
 * story at `markAt` (the marks themselves are drawn, not read: a feed holds only its stories).
 */
export function visitNote(index: number, markAt: number, t: NewsMessages): string | undefined {
  if (markAt <= 0) return undefined;
  if (index < markAt) return t.newNote;
  return index === markAt ? t.earlierNote : undefined;
}

/**
 * A pill at the top of the list while newer stories exist. It sits in a sticky box of no height, so
 * it follows the reader down the list and never pushes a story; its news is also said politely.
 */
export function NewStoriesPill({
  count,
  more,
  busy,
  onShow,
}: {
  count: number;
  more: boolean;
  busy: boolean;
  onShow: () => void;
}) {
  const TEXT = useMessages(newsMessages);
  const [top, setTop] = useState(0);
  const shown = count > 0 || busy;
  useEffect(() => {
    if (!shown) return;
    const measure = () => setTop(stickyHeaderInset());
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [shown]);
  // Only when there is news: the first plural builds the language's number format (ICU data, tens of ms
  // on a slow phone), which a feed without news never needs.
  const label = count > 0 ? TEXT.newStories(count, more) : '';
  return (
    <>
      <div className="pointer-events-none sticky z-20 h-0" style={{ top }}>
        {shown && (
          <div className="flex justify-center pt-2">
            <button
              type="button"
              onClick={onShow}
              disabled={busy}
              aria-busy={busy}
              className="pointer-events-auto inline-flex min-h-10 items-center gap-1.5 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-paper shadow-lg hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-80"
            >
              <span aria-hidden="true">↑</span>
              {busy ? TEXT.loading : label}
            </button>
          </div>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {count > 0 && !busy ? TEXT.announce(label) : ''}
      </p>
    </>
  );
}

/**
 * Where the reader's last visit falls in a list: a line laid over the border above the first story
 * from before it ("Earlier"), and a label over the top of the list when the first story is newer.
 * Absolutely placed inside a story's own box, so neither changes a height the list has measured. Drawn
 * only: each story says the same to a screen reader ({@link visitNote}).
 */
export function VisitMark({ kind }: { kind: 'since' | 'earlier' }) {
  const TEXT = useMessages(newsMessages);
  const since = kind === 'since';
  return (
    <div
      aria-hidden="true"
      data-visit-mark={kind}
      className="pointer-events-none absolute inset-x-0 top-0 z-[1] flex -translate-y-1/2 items-center"
    >
      {!since && <span className="h-0.5 flex-1 bg-accent" />}
      <span
        className={`rounded-full px-2.5 py-0.5 text-xs leading-4 font-semibold ${
          since ? 'bg-accent text-paper' : 'border border-accent bg-paper text-accent'
        }`}
      >
        {since ? TEXT.sinceLastVisit : TEXT.earlier}
      </span>
      {!since && <span className="h-0.5 w-6 bg-accent" />}
    </div>
  );
}
