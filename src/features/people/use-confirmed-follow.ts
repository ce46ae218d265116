import { useEffect } from 'react';
import { showToast } from '@/components/ui/toast';
import { failureMessage } from './failure-message';
import type { FollowFailure, FollowTarget } from './follow';
import { useFollow } from './use-follow';

/** Failures already told in a toast (one toast per failure, however many times an effect runs). */
const told = new WeakSet<FollowFailure>();

/**
 * Each click is confirmed in a toast whose Undo sends the opposite wish through the same mutation; a
 * change that fails (offline, or the request failed) is told in a toast too. Offline, nothing is
 * confirmed: the wish fails at once and only the refusal is shown.
 */
export function useConfirmedFollow(target: FollowTarget) {
  const follow = useFollow(target);
  const { failure } = follow;
  useEffect(() => {
    if (!failure || told.has(failure)) return;
    told.add(failure);
    showToast(failureMessage(target, failure));
  }, [failure, target]);
  const toggle = () => {
    if (follow.blockedSeconds > 0) return;
    const wanted = !follow.pressed;
    follow.toggle();
    if (!navigator.onLine) return;
    showToast(`${wanted ? 'Following' : 'No longer following'} ${target.name}`, {
      label: 'Undo',
      onAction: () => follow.wish(!wanted),
    });
  };
  return { ...follow, toggle };
}
