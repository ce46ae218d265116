import { showToast } from '@/components/ui/toast';
import type { FollowTarget } from './follow';
import { useFollow } from './use-follow';

/**
 * Each click is confirmed in a toast whose Undo sends the opposite wish through the same mutation.
 * Offline nothing is confirmed: the wish fails at once (it is never queued) and the button's own live
 * region says so (failure-message.ts), so the refusal is told once, not twice.
 */
export function useConfirmedFollow(target: FollowTarget) {
  const follow = useFollow(target);
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
