import { ApiError } from '@/api/client';
import { describeError } from '@/components/ui/states';
import { DEFAULT_RETRY_AFTER_SECONDS, type FollowFailure, type FollowTarget } from './follow';

/** Why a change did not go through, in words (a 429 says when to try again, offline says nothing was sent). */
export function failureMessage(target: FollowTarget, failure: FollowFailure): string {
  const { title } = describeError(failure.cause);
  let message = `Could not ${failure.follow ? 'follow' : 'unfollow'} ${target.name}: ${title}.`;
  if (failure.cause instanceof ApiError && failure.cause.status === 429) {
    const wait = Math.max(1, Math.ceil(failure.cause.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
    message += ` You can try again in ${wait} second${wait === 1 ? '' : 's'}.`;
  } else if (failure.cause instanceof ApiError && failure.cause.kind === 'network' && !navigator.onLine) {
    message += ' Nothing was sent; try again when you’re back online.';
  }
  return message;
}
