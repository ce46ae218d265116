import { uiMessages } from '@/components/ui/messages';
import { showToast } from '@/components/ui/toast';
import { useMessages } from '@/lib/i18n';
import type { FollowTarget } from './follow';
import { peopleMessages } from './messages';
import { useFollow } from './use-follow';

/**
 * Each click is confirmed in a toast whose Undo sends the opposite wish through the same mutation.
 * Offline nothing is confirmed: the wish fails at once (it is never queued) and the button's own live
 * region says so (failure-message.ts), so the refusal is told once, not twice. A wish that fails online
 * withdraws its toast the same way.
 */
export function useConfirmedFollow(target: FollowTarget) {
  const t = useMessages(peopleMessages);
  const ui = useMessages(uiMessages);
  const follow = useFollow(target);
  const toggle = () => {
    if (follow.blockedSeconds > 0) return;
    const wanted = !follow.pressed;
    if (!navigator.onLine) return follow.toggle();
    // The toast goes up with the click and comes down if the wish fails: the failure is then told by the
    // button alone, never beside a "Following …" that did not happen.
    const toastId = showToast((wanted ? t.nowFollowing : t.noLongerFollowing)(target.name), {
      label: ui.undo,
      onAction: () => follow.wish(!wanted),
    });
    follow.toggle(toastId);
  };
  return { ...follow, toggle };
}
