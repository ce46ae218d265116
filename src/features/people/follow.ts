// Follow and unfollow are GETs that change state. Each click is a mutation whose variables carry
// the reader's wish; mutations of one target share a scope, so they run one after another and
// at most one request per target is on the wire. A wish that a later one has replaced, or that
// the server already holds, sends nothing: a burst of clicks costs at most two requests, and the
// last wish wins. What the button shows is read back from these mutations (use-follow.ts).
import type { MutationFunctionContext } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import type { UserData } from '@/api/schemas';
import { userDataKeys } from '@/api/user-data';
import { isFollowing } from './is-following';

export type FollowKind = 'person' | 'team';

export interface FollowTarget {
  kind: FollowKind;
  id: string;
  name: string;
}

/** A click's wish, as the mutation's variables. */
export interface FollowWish {
  follow: boolean;
  /** Orders wishes across every button of the target: a higher one replaces a lower one. */
  seq: number;
  /** The button that was clicked; only it words a failure. */
  from: string;
  /** The toast that confirms this wish: a wish that fails withdraws it (never a success beside a failure). */
  toastId?: number;
}

/** What a wish came to: a request and the user data it answered, or nothing to send. */
export type FollowOutcome = { sent: true; data: UserData } | { sent: false };

/** A wish the server refused or never answered; the screen shows the server's state again. */
export class FollowFailure extends Error {
  constructor(
    readonly cause: unknown,
    readonly follow: boolean,
    /** Epoch ms before which no new attempt is allowed (after a 429); 0 otherwise. */
    readonly blockedUntil: number,
  ) {
    super(cause instanceof Error ? cause.message : 'follow failed');
  }
}

/** How long a 429 without `Retry-After` blocks the button. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

let lastSeq = 0;
export const nextWishSeq = () => ++lastSeq;

/** The mutations' stable scope: mutations of one target run one after another. */
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

/**
 * The mutation's work for one wish: nothing when a later wish replaced it or the server already
 * holds it; else the one request, whose user data answer goes into the shared cache. A failure
 * is never retried here; after a network failure or a server fault nobody knows whether the
 * change was applied, so the user data is asked for again.
 */
export async function sendFollowWish(
  userId: string,
  target: FollowTarget,
  wish: FollowWish,
  { client }: Pick<MutationFunctionContext, 'client'>,
): Promise<FollowOutcome> {
  const replaced = client
    .getMutationCache()
    .findAll({ mutationKey: followMutationKey(userId, target), exact: true })
    .some((mutation) => ((mutation.state.variables as FollowWish | undefined)?.seq ?? 0) > wish.seq);
  const detailKey = userDataKeys.detail(userId);
  const known = client.getQueryData<UserData>(detailKey);
  if (replaced || (known && isFollowing(known, target) === wish.follow)) return { sent: false };

  let data: UserData;
  try {
    // Offline, the change is refused at once and said so; it is never queued to fire on reconnect
    // (nor by the service worker, which passes follow requests to the network only).
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      const { path } = requestFor(userId, target, wish.follow);
      throw new ApiError('network', 'You are offline', { operation: path });
    }
    // A user-data read already on the wire may predate this change; it must not land after it.
    await client.cancelQueries({ queryKey: detailKey, exact: true });
    data = await apiRequest(requestFor(userId, target, wish.follow));
  } catch (error) {
    const rateLimited = error instanceof ApiError && error.status === 429;
    if (error instanceof ApiError && error.isTransient && !rateLimited) {
      void client.invalidateQueries({ queryKey: detailKey });
    }
    const blockedUntil = rateLimited
      ? Date.now() + 1000 * (error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS)
      : 0;
    throw new FollowFailure(error, wish.follow, blockedUntil);
  }
  await client.cancelQueries({ queryKey: detailKey, exact: true });
  client.setQueryData(detailKey, data);
  // Filtered views of the follows (profile filters) cannot be derived here: refetch them.
  void client.invalidateQueries({ queryKey: [...detailKey, 'filtered'] });
  return { sent: true, data };
}
