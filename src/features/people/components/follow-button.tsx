import { useLayoutEffect, useRef } from 'react';
import { getConfig } from '@/lib/config';
import { useInterfaceLanguage } from '@/lib/i18n';
import type { FollowTarget } from '../follow';
import { failureMessage } from '../failure-message';
import { useConfirmedFollow } from '../use-confirmed-follow';
import { FollowButtonView, type FollowButtonState } from './follow-button-view';

/** The follow control's state for the view, and its toggle. */
function useFollowButton(target: FollowTarget): { state: FollowButtonState; toggle: () => void } {
  const language = useInterfaceLanguage();
  const follow = useConfirmedFollow(target);
  const message = follow.failure ? failureMessage(target, follow.failure, language) : '';
  const { pressed, loading, busy, blockedSeconds } = follow;
  return { state: { pressed, loading, busy, blockedSeconds, message }, toggle: follow.toggle };
}

/**
 * A toggle named "Follow <name>" whose `aria-pressed` says whether the reader follows the target.
 * It shows a click's result at once, stays `aria-busy` while the server is asked, and says in
 * its own live region why a change did not go through.
 */
export function FollowButton({ target, size = 'md' }: { target: FollowTarget; size?: 'sm' | 'md' }) {
  const { state, toggle } = useFollowButton(target);
  return <FollowButtonView target={target} size={size} state={state} onClick={toggle} />;
}

/**
 * The control of a button drawn before this module was loaded (follow-button-on-intent.tsx): it draws
 * nothing, and hands the button its state and its toggle as they change. `pressedBeforeRef`: the button
 * was pressed while this module was on its way; that press is made now.
 */
export function FollowControl({
  target,
  onChange,
  pressedBeforeRef,
}: {
  target: FollowTarget;
  onChange: (state: FollowButtonState, toggle: () => void) => void;
  pressedBeforeRef: { current: boolean };
}) {
  const { state, toggle } = useFollowButton(target);
  const toggleRef = useRef(toggle);
  useLayoutEffect(() => {
    toggleRef.current = toggle;
  });
  const { pressed, loading, busy, blockedSeconds, message } = state;
  // Before the browser paints: the button never shows a state the control does not hold.
  useLayoutEffect(() => {
    onChange({ pressed, loading, busy, blockedSeconds, message }, () => toggleRef.current());
  }, [onChange, pressed, loading, busy, blockedSeconds, message]);
  useLayoutEffect(() => {
    if (!pressedBeforeRef.current || loading) return;
    pressedBeforeRef.current = false;
    toggleRef.current();
  }, [pressedBeforeRef, loading]);
  return null;
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
