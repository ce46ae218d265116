// What a follow button draws, apart from what runs it: the full control (follow-button.tsx, with the
// follow mutations) and the welcome's button that loads that control at the reader's first reach
// (follow-button-on-intent.tsx, decision 0062) draw the same element from the same state.
import type { FocusEventHandler, PointerEventHandler } from 'react';
import { useMessages } from '@/lib/i18n';
import type { FollowTarget } from '../follow';
import { peopleMessages } from '../messages';

/** What the button shows: its follow state, a change under way, a 429's wait and a failure's words. */
export interface FollowButtonState {
  pressed: boolean;
  /** The follow state is not known yet. */
  loading: boolean;
  busy: boolean;
  blockedSeconds: number;
  /** Why the last change from this button did not go through; '' when it did. */
  message: string;
}

/** The button's mark: a check when following, a plus when not. */
function FollowIcon({ following }: { following: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {following ? (
        <path d="M3 8.5l3.2 3L13 4.5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M8 3v10M3 8h10" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * A toggle named "Follow <name>" whose `aria-pressed` says whether the reader follows the target.
 * It shows a click's result at once, stays `aria-busy` while the server is asked, and says in
 * its own live region why a change did not go through.
 */
export function FollowButtonView({
  target,
  size,
  state,
  onClick,
  onIntent,
}: {
  target: FollowTarget;
  size: 'sm' | 'md';
  state: FollowButtonState;
  onClick: () => void;
  /** The reader reaches for the button (pointer over it, focus, a press). */
  onIntent?: PointerEventHandler & FocusEventHandler;
}) {
  const t = useMessages(peopleMessages);
  const { pressed, message } = state;
  const blocked = state.blockedSeconds > 0;
  // Beside a name in a row or a card: smaller, but still saying what it does ("Follow", "Following") —
  // a bare "+" reads as "add to a filter", and a tooltip never shows on a phone.
  const compact = size === 'sm';
  const sizing = compact ? 'min-h-8 px-2.5 text-xs' : 'min-h-10 px-4 text-sm';
  const look = pressed
    ? 'border-ink bg-ink text-paper hover:bg-ink-soft'
    : 'border-ink/70 bg-paper-raised text-ink hover:bg-paper-sunk';
  return (
    <span className="inline-flex flex-col items-start gap-1 align-middle">
      <button
        type="button"
        aria-label={t.followName(target.name)}
        aria-pressed={pressed}
        aria-busy={state.busy || state.loading}
        disabled={state.loading || blocked}
        title={blocked ? t.waitBlocked(state.blockedSeconds) : undefined}
        onClick={() => onClick()}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onFocus={onIntent}
        className={`inline-flex items-center gap-1.5 rounded-full border font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress ${sizing} ${look}`}
      >
        <FollowIcon following={pressed} />
        {pressed ? t.following : t.follow}
      </button>
      <span
        role="status"
        aria-live="polite"
        className={message ? 'max-w-64 text-xs text-accent-strong' : 'sr-only'}
      >
        {message}
      </span>
      {/* Following changes state, so it is a button, never a link: without JavaScript it cannot work. */}
      {!compact && (
        <noscript>
          <span className="text-xs text-ink-muted">{t.needsJavaScript}</span>
        </noscript>
      )}
    </span>
  );
}
