import { useEffect, useRef } from 'react';
import { showToast } from '@/components/ui/toast';
import { useConfirmedFollow } from '@/features/people/use-confirmed-follow';
import { useMessages } from '@/lib/i18n';
import { frameMessages } from '../messages';

export interface FollowRequest {
  person: { id: string; name: string };
  /** A new press, even for the same person. */
  press: number;
}

/**
 * Carries out an `f` press: follows the person as their follow button would (the toast says so and offers
 * Undo), once their follow state is known; a person already followed is only said to be.
 */
export function ShortcutFollow({ request }: { request: FollowRequest }) {
  const { person, press } = request;
  const follow = useConfirmedFollow({ kind: 'person', id: person.id, name: person.name });
  const t = useMessages(frameMessages);
  const handled = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (follow.loading || follow.busy || handled.current === press) return;
    handled.current = press;
    if (follow.pressed) showToast(t.alreadyFollowing(person.name));
    else follow.toggle();
  }, [follow, person.name, press, t]);
  return null;
}
