import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserData } from '@/api/schemas';
import { userDataKeys, userDataQueryOptions } from '@/api/user-data';
import { useSettings } from '@/lib/settings';
import {
  followEntryKey,
  followMutationKey,
  followScope,
  getFollowEntry,
  isFollowing,
  subscribeFollowEntry,
  syncFollow,
  updateFollowEntry,
  type FollowTarget,
} from './follow';

export interface FollowControl {
  /** What the button shows: the reader's wish while a change is under way, else the server's state. */
  pressed: boolean;
  /** The follow state is not known yet. */
  loading: boolean;
  /** A request for this target is on the wire. */
  busy: boolean;
  /** Seconds left before another attempt is allowed (after a 429); 0 when allowed. */
  blockedSeconds: number;
  /** The last failure of a click on this very button, for its live region. */
  message: string;
  toggle: () => void;
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

export function useFollow(target: FollowTarget): FollowControl {
  const { userId } = useSettings();
  const queryClient = useQueryClient();
  const instance = useId();
  const key = followEntryKey(userId, target);
  const entry = useSyncExternalStore(
    useCallback((listener: () => void) => subscribeFollowEntry(key, listener), [key]),
    () => getFollowEntry(key),
  );
  const userData = useQuery(userDataQueryOptions(userId));
  const { mutate } = useMutation({
    mutationKey: followMutationKey(userId, target),
    scope: { id: followScope(target) },
    mutationFn: () => syncFollow(queryClient, userId, target),
    // A state-changing request is never repeated behind the reader's back, and an offline
    // click fails at once (and says so) instead of waiting to fire on reconnect.
    retry: false,
    networkMode: 'always',
  });
  const now = useUnblockTick(entry.blockedUntil);

  const serverFollowing = userData.data ? isFollowing(userData.data, target) : undefined;
  const blockedSeconds = Math.max(0, Math.ceil((entry.blockedUntil - now) / 1000));

  const toggle = () => {
    const current = getFollowEntry(key);
    if (Date.now() < current.blockedUntil) return;
    const known = queryClient.getQueryData<UserData>(userDataKeys.detail(userId));
    const shown = current.desired ?? (known ? isFollowing(known, target) : false);
    updateFollowEntry(key, { desired: !shown, message: '', messageOwner: instance });
    // While a request is on the wire the new wish waits for it; the running mutation sends
    // at most one more request when it settles, so one target never has two in flight.
    if (!current.inFlight) {
      updateFollowEntry(key, { inFlight: true });
      mutate();
    }
  };

  return {
    pressed: entry.desired ?? serverFollowing ?? false,
    loading: userData.isPending && entry.desired === undefined,
    busy: entry.inFlight,
    blockedSeconds,
    message: entry.messageOwner === instance ? entry.message : '',
    toggle,
  };
}
