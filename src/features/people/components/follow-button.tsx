import { getConfig } from '@/lib/config';
import { useInterfaceLanguage, useMessages } from '@/lib/i18n';
import type { FollowTarget } from '../follow';
import { failureMessage } from '../failure-message';
import { peopleMessages } from '../messages';
import { useConfirmedFollow } from '../use-confirmed-follow';

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
export function FollowButton({ target, size = 'md' }: { target: FollowTarget; size?: 'sm' | 'md' }) {
  const language = useInterfaceLanguage();
  const t = useMessages(peopleMessages);
  const follow = useConfirmedFollow(target);
  const blocked = follow.blockedSeconds > 0;
  const message = follow.failure ? failureMessage(target, follow.failure, language) : '';
  // Beside a name in a row or a card: smaller, but still saying what it does ("Follow", "Following") —
  // a bare "+" reads as "add to a filter", and a tooltip never shows on a phone.
  const compact = size === 'sm';
  const sizing = compact ? 'min-h-8 px-2.5 text-xs' : 'min-h-10 px-4 text-sm';
  const look = follow.pressed
    ? 'border-ink bg-ink text-paper hover:bg-ink-soft'
    : 'border-ink/70 bg-paper-raised text-ink hover:bg-paper-sunk';
  return (
    <span className="inline-flex flex-col items-start gap-1 align-middle">
      <button
        type="button"
        aria-label={t.followName(target.name)}
        aria-pressed={follow.pressed}
        aria-busy={follow.busy || follow.loading}
        disabled={follow.loading || blocked}
        title={blocked ? t.waitBlocked(follow.blockedSeconds) : undefined}
        onClick={follow.toggle}
        className={`inline-flex items-center gap-1.5 rounded-full border font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress ${sizing} ${look}`}
      >
        <FollowIcon following={follow.pressed} />
        {follow.pressed ? t.following : t.follow}
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

/** The follow toggle for a person, for any place that shows one (page, chip, list). */
export function FollowPersonButton({
  person,
  size,
}: {
  person: { id: string; name: string };
  size?: 'sm' | 'md';
}) {
  return <FollowButton target={{ kind: 'person', id: person.id, name: person.name }} size={size} />;
}

/** The follow toggle for a team; nothing when the backend does not offer team follow. */
export function FollowTeamButton({ team, size }: { team: { id: string; name: string }; size?: 'sm' | 'md' }) {
  if (!getConfig().features.teamFollow) return null;
  return <FollowButton target={{ kind: 'team', id: team.id, name: team.name }} size={size} />;
}
