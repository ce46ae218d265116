// Follow and unfollow are GETs that change state. This module keeps, per user and target,
// what the reader asked for and whether a request is under way, and brings the server to
// that wish one request at a time, so the screen never disagrees with the server for long.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import type { UserData } from '@/api/schemas';
import { userDataKeys } from '@/api/user-data';
import { describeError } from '@/components/ui/states';

export type FollowKind = 'person' | 'team';

export interface FollowTarget {
  kind: FollowKind;
  id: string;
  name: string;
}

export interface FollowEntry {
  /** What the reader last asked for while it differs from the server; `undefined` when settled. */
  desired: boolean | undefined;
  /** A follow or unfollow request for this target is on the wire (at most one). */
  inFlight: boolean;
  /** Epoch ms before which no new attempt is allowed (after a 429). */
  blockedUntil: number;
  /** The last failure, in words, for the live region. */
  message: string;
  /** The button instance that was clicked last; only it shows the message. */
  messageOwner: string;
}

const IDLE: FollowEntry = {
  desired: undefined,
  inFlight: false,
  blockedUntil: 0,
  message: '',
  messageOwner: '',
};

const entries = new Map<string, FollowEntry>();
const listeners = new Map<string, Set<() => void>>();

export function followEntryKey(userId: string, target: Pick<FollowTarget, 'kind' | 'id'>): string {
  return JSON.stringify([userId, target.kind, target.id]);
}

export function getFollowEntry(key: string): FollowEntry {
  return entries.get(key) ?? IDLE;
}

export function updateFollowEntry(key: string, change: Partial<FollowEntry>): void {
  entries.set(key, { ...getFollowEntry(key), ...change });
  listeners.get(key)?.forEach((listener) => listener());
}

export function subscribeFollowEntry(key: string, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

/** For tests: forget every wish and block. */
export function resetFollowEntries(): void {
  entries.clear();
}

/** Whether the user data says the target is followed. */
export function isFollowing(data: UserData, target: Pick<FollowTarget, 'kind' | 'id'>): boolean {
  const list = target.kind === 'person' ? data.followedPersons : data.followedTeams;
  return list.some((entry) => entry.id === target.id);
}

/** The mutation's stable scope: mutations of one target run one after another. */
export const followScope = (target: Pick<FollowTarget, 'kind' | 'id'>) =>
  `follow:${target.kind}:${target.id}`;

export const followMutationKey = (userId: string, target: Pick<FollowTarget, 'kind' | 'id'>) =>
  ['follow', userId, target.kind, target.id] as const;

function requestFor(userId: string, target: FollowTarget, follow: boolean) {
  if (target.kind === 'person') {
    return follow
      ? endpoints.followPerson(target.id, { userId })
      : endpoints.unfollowPerson(target.id, { userId });
  }
  return follow ? endpoints.followTeam(target.id, { userId }) : endpoints.unfollowTeam(target.id, { userId });
}

export function failureMessage(target: FollowTarget, follow: boolean, error: unknown): string {
  const { title } = describeError(error);
  const verb = follow ? 'follow' : 'unfollow';
  let message = `Could not ${verb} ${target.name}: ${title}.`;
  if (error instanceof ApiError && error.status === 429) {
    const wait = Math.max(1, Math.ceil(error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
    message += ` You can try again in ${wait} second${wait === 1 ? '' : 's'}.`;
  }
  return message;
}

/** How long a 429 without `Retry-After` blocks the button. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

/**
 * The mutation's work: while the reader's wish differs from what the server holds, send the
 * one request that closes the gap, and write the user data it answers into the shared cache.
 * Clicks during a request only change the wish, so a burst of clicks costs at most two requests.
 * A failure drops the wish (the screen shows the server's state again) and is never retried here.
 */
export async function syncFollow(queryClient: QueryClient, userId: string, target: FollowTarget) {
  const key = followEntryKey(userId, target);
  const detailKey = userDataKeys.detail(userId);
  let last: UserData | undefined;
  for (;;) {
    const { desired } = getFollowEntry(key);
    const known = queryClient.getQueryData<UserData>(detailKey);
    const following = known ? isFollowing(known, target) : undefined;
    if (desired === undefined || desired === following) {
      updateFollowEntry(key, { desired: undefined, inFlight: false });
      if (last) {
        // Filtered views of the follows (profile filters) cannot be derived here: refetch them.
        void queryClient.invalidateQueries({ queryKey: [...detailKey, 'filtered'] });
      }
      return last;
    }
    try {
      // A user-data read already on the wire may predate this change; it must not land after it.
      await queryClient.cancelQueries({ queryKey: detailKey, exact: true });
      last = await apiRequest(requestFor(userId, target, desired));
    } catch (error) {
      const rateLimited = error instanceof ApiError && error.status === 429;
      updateFollowEntry(key, {
        desired: undefined,
        inFlight: false,
        message: failureMessage(target, desired, error),
        blockedUntil: rateLimited
          ? Date.now() + 1000 * (error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS)
          : 0,
      });
      // After a network failure or a server fault nobody knows whether the change was applied: ask.
      if (error instanceof ApiError && error.isTransient && !rateLimited) {
        void queryClient.invalidateQueries({ queryKey: userDataKeys.detail(userId) });
      }
      throw error;
    }
    await queryClient.cancelQueries({ queryKey: detailKey, exact: true });
    queryClient.setQueryData(detailKey, last);
  }
}
