// The follow and mute toggles for what the reader follows in this browser (providers, topics, categories),
// and the note a list shows when muted stories are left out. Any page or feature may show them: they read
// and write the reader's own store (`@/lib/follows`), never the server.
import { useMemo, useState } from 'react';
import {
  isFollowed,
  isMuted,
  mutesAnything,
  isProviderMuted,
  toggleFollow,
  toggleMuteProvider,
  useLocalFollows,
  type FollowKind,
  type Followed,
  type Mutable,
} from '@/lib/follows';
import { namespace, useInterfaceLanguage, useMessages } from '@/lib/i18n';
import type { Messages } from './local-follow.en';

export const localFollowMessages = namespace<Messages>('components/ui/local-follow');

function Mark({ on, kind }: { on: boolean; kind: 'follow' | 'mute' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {on ? (
        <path d="M3 8.5l3.2 3L13 4.5" strokeLinecap="round" strokeLinejoin="round" />
      ) : kind === 'follow' ? (
        <path d="M8 3v10M3 8h10" strokeLinecap="round" />
      ) : (
        <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" strokeLinecap="round" />
      )}
    </svg>
  );
}

function toggleClasses(pressed: boolean, size: 'sm' | 'md') {
  const sizing = size === 'sm' ? 'min-h-8 px-2.5 text-xs' : 'min-h-10 px-4 text-sm';
  const look = pressed
    ? 'border-ink bg-ink text-paper hover:bg-ink-soft'
    : 'border-ink/70 bg-paper-raised text-ink hover:bg-paper-sunk';
  return `inline-flex shrink-0 items-center gap-1.5 rounded-full border font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${sizing} ${look}`;
}

/** "Follow <name>", pressed while the reader follows it; kept in this browser, so it never waits. */
export function LocalFollowButton({
  kind,
  target,
  size = 'md',
}: {
  kind: FollowKind;
  target: Followed;
  size?: 'sm' | 'md';
}) {
  const t = useMessages(localFollowMessages);
  const pressed = isFollowed(useLocalFollows(), kind, target.id);
  return (
    <button
      type="button"
      aria-label={t.followName(target.name)}
      aria-pressed={pressed}
      onClick={() => toggleFollow(kind, target)}
      className={toggleClasses(pressed, size)}
    >
      <Mark on={pressed} kind="follow" />
      {pressed ? t.following : t.follow}
    </button>
  );
}

/** "Mute <provider>", pressed while its stories are hidden everywhere stories are listed. */
export function MuteProviderButton({ target, size = 'md' }: { target: Followed; size?: 'sm' | 'md' }) {
  const t = useMessages(localFollowMessages);
  const pressed = isProviderMuted(useLocalFollows(), target.id);
  return (
    <button
      type="button"
      aria-label={t.muteName(target.name)}
      aria-pressed={pressed}
      onClick={() => toggleMuteProvider(target)}
      className={toggleClasses(pressed, size)}
    >
      <Mark on={pressed} kind="mute" />
      {pressed ? t.muted : t.mute}
    </button>
  );
}

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
