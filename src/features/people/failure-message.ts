import { ApiError } from '@/api/client';
import { describeError } from '@/components/ui/states';
import { interfaceLanguage, type InterfaceLanguage } from '@/lib/i18n';
import { DEFAULT_RETRY_AFTER_SECONDS, type FollowFailure, type FollowTarget } from './follow';
import { peopleMessages } from './messages';

/** Why a change did not go through, in words (a 429 says when to try again, offline says nothing was sent). */
export function failureMessage(
  target: FollowTarget,
  failure: FollowFailure,
  language: InterfaceLanguage = interfaceLanguage(),
): string {
  const t = peopleMessages[language];
  const { title } = describeError(failure.cause, language);
  let message = (failure.follow ? t.couldNotFollow : t.couldNotUnfollow)(target.name, title);
  if (failure.cause instanceof ApiError && failure.cause.status === 429) {
    const wait = Math.max(1, Math.ceil(failure.cause.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
    message += t.tryAgainIn(wait);
  } else if (failure.cause instanceof ApiError && failure.cause.kind === 'network' && !navigator.onLine) {
    message += t.nothingSent;
  }
  return message;
}
