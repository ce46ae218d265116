// The note a list shows when it left muted stories out, and the hook that leaves them out: apart from the
// follow and mute toggles (./local-follow.tsx), which the front page does not draw (docs/decisions/0060).
import { useMemo, useState } from 'react';
import { isMuted, mutesAnything, useLocalFollows, type Mutable } from '@/lib/follows';
import { namespace, useInterfaceLanguage } from '@/lib/i18n';
import type { Messages } from './local-follow.en';

/** The toggles' words (./local-follow.tsx reads the same part): one handle here, so the note needs no toggle. */
const localFollowMessages = namespace<Messages>('components/ui/local-follow');

/** "3 stories hidden (muted) · Show them": under a list that left muted stories out. */
export function MutedNote({
  count,
  showing,
  onToggle,
}: {
  count: number;
  showing: boolean;
  onToggle: () => void;
}) {
  const language = useInterfaceLanguage();
  const t = localFollowMessages[language];
  if (count === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 border-b border-rule py-2 text-sm text-ink-muted">
      <span>{showing ? t.shown(count) : t.hidden(count)}</span>
      <span aria-hidden="true">·</span>
      <button
        type="button"
        onClick={onToggle}
        className="font-medium text-accent underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-accent"
      >
        {showing ? t.hideThem : t.showThem}
      </button>
    </p>
  );
}

/**
 * A list's stories without the muted ones (unless the reader asked to see them), and how many were left
 * out. The same array comes back when nothing is muted, so memoized cards are not rendered again.
 */
export function useMuted<T extends Mutable>(items: readonly T[]) {
  const follows = useLocalFollows();
  const [showing, setShowing] = useState(false);
  const muted = useMemo(
    () => (mutesAnything(follows) ? items.filter((item) => isMuted(item, follows)) : []),
    [items, follows],
  );
  const shown = useMemo(() => {
    if (muted.length === 0 || showing) return items;
    const left = new Set<T>(muted);
    return items.filter((item) => !left.has(item));
  }, [items, muted, showing]);
  return { shown, hidden: muted.length, showing, toggle: () => setShowing((value) => !value) };
}
