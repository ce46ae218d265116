// The one place that decides what a follow button shows: the target's follow mutations (their
// variables are the reader's wishes) read back with useMutationState, and the server's state.
import { useEffect, useId, useState } from 'react';
import { useMutation, useMutationState, useQuery } from '@tanstack/react-query';
import { userDataQueryOptions } from '@/api/user-data';
import { dismissToast } from '@/components/ui/toast';
import { useSettings } from '@/lib/settings';
import {
  FollowFailure,
  followMutationKey,
  followScope,
  nextWishSeq,
  sendFollowWish,
  type FollowOutcome,
  type FollowTarget,
  type FollowWish,
} from './follow';
import { isFollowing } from './is-following';

export interface FollowControl {
  /** What the button shows: the reader's last wish while one is under way, else the server's state. */
  pressed: boolean;
  /** The follow state is not known yet. */
  loading: boolean;
  /** A change for this target is under way (its request on the wire, or waiting for one). */
  busy: boolean;
  /** Seconds left before another attempt is allowed (after a 429); 0 when allowed. */
  blockedSeconds: number;
  /** The last wish failed and was made with this very button: what it wished and why it failed. */
  failure: FollowFailure | undefined;
  /** `toastId`: the toast confirming this click, withdrawn if the wish fails. */
  toggle: (toastId?: number) => void;
  /** Sends one wish, whatever the button shows (a toast's Undo sends the opposite of the last click). */
  wish: (follow: boolean) => void;
}

/** Re-renders when a 429 block runs out. */
function useUnblockTick(blockedUntil: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // `now` is what the last render used: keep ticking until a render has seen the block end.
    if (now >= blockedUntil) return;
    const left = Math.max(0, blockedUntil - Date.now());
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left, 1000));
    return () => clearTimeout(timer);
  }, [blockedUntil, now]);
  return now;
}

interface WishState {
  status: 'idle' | 'pending' | 'success' | 'error';
  wish: FollowWish | undefined;
  outcome: FollowOutcome | undefined;
  error: unknown;
}

export function useFollow(target: FollowTarget): FollowControl {
  const { userId } = useSettings();
  const instance = useId();
  const mutationKey = followMutationKey(userId, target);
  const userData = useQuery(userDataQueryOptions(userId));
  const { mutate } = useMutation({
    mutationKey,
    scope: { id: followScope(target) },
    mutationFn: (wish: FollowWish, context) => sendFollowWish(userId, target, wish, context),
    // A state-changing request is never repeated behind the reader's back, and an offline
    // click fails at once (and says so) instead of waiting to fire on reconnect.
    retry: false,
    networkMode: 'always',
    // On the mutation itself (not the call), so it holds even when the clicked button is gone by then.
    onError: (_error, wish) => {
      if (wish.toastId !== undefined) dismissToast(wish.toastId);
    },
  });
  // Every wish for this target, from any button, oldest first.
  const wishes = useMutationState({
    filters: { mutationKey, exact: true },
    select: (mutation): WishState => ({
      status: mutation.state.status,
      wish: mutation.state.variables as FollowWish | undefined,
      outcome: mutation.state.data as FollowOutcome | undefined,
      error: mutation.state.error,
    }),
  });

  const pending = wishes.filter((entry) => entry.status === 'pending');
  const wished = pending.at(-1)?.wish?.follow;
  const last = wishes.at(-1);
  const failure =
    last?.status === 'error' && last.error instanceof FollowFailure && last.wish?.from === instance
      ? last.error
      : undefined;
  const blockedUntil = Math.max(
    0,
    ...wishes.map((entry) => (entry.error instanceof FollowFailure ? entry.error.blockedUntil : 0)),
  );
  const now = useUnblockTick(blockedUntil);
  const serverFollowing = userData.data ? isFollowing(userData.data, target) : undefined;
  const pressed = wished ?? serverFollowing ?? false;

  return {
    pressed,
    loading: userData.isPending && wished === undefined,
    busy: pending.length > 0,
    blockedSeconds: Math.max(0, Math.ceil((blockedUntil - now) / 1000)),
    failure,
    toggle: (toastId) => {
      if (Date.now() < blockedUntil) return;
      mutate({ follow: !pressed, seq: nextWishSeq(), from: instance, toastId });
    },
    wish: (follow) => mutate({ follow, seq: nextWishSeq(), from: instance }),
  };
}
