// The follow and mute toggles for what the reader follows in this browser (providers, topics, categories).
// Any page or feature may show them: they read and write the reader's own store (`@/lib/follows`), never the
// server. The note a list shows when muted stories are left out is ./muted-note.tsx.
import {
  isFollowed,
  isProviderMuted,
  toggleFollow,
  toggleMuteProvider,
  useLocalFollows,
  type FollowKind,
  type Followed,
} from '@/lib/follows';
import { namespace, useMessages } from '@/lib/i18n';
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
