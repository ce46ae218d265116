// Why a story is in the reader's feed: someone they follow is in it.
import { useQuery } from '@tanstack/react-query';
import type { ContentItem, EntityRef, UserData } from '@/api/schemas';
import { userDataQueryOptions } from '@/api/user-data';
import type { InterfaceLanguage } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { feedMessages } from './messages';

/** The followed persons and teams a story names: why it is in the reader's feed. */
export type FollowReason = { kind: 'person' | 'team'; ref: EntityRef }[];

/** Who the reader follows among the persons and teams the story names (persons first), or nothing. */
export function followReason(
  item: ContentItem,
  follows: Pick<UserData, 'followedPersons' | 'followedTeams'> | undefined,
): FollowReason | undefined {
  if (!follows) return undefined;
  const followed = new Set([...follows.followedPersons, ...follows.followedTeams].map((ref) => ref.id));
  const reason: FollowReason = [
    ...(item.persons ?? []).map((ref) => ({ kind: 'person' as const, ref })),
    ...(item.teams ?? []).map((ref) => ({ kind: 'team' as const, ref })),
  ].filter(({ ref }) => followed.has(ref.id));
  return reason.length > 0 ? reason : undefined;
}

/** "A", "A and B", "A, B and C" (in the interface language: "A y B", "A e B"). */
export function joinNames(names: readonly string[], language: InterfaceLanguage = 'en'): string {
  return feedMessages[language].joinNames(names);
}

/** The reader's follows, from the one user-data query the whole app shares. */
export function useFollows(): UserData | undefined {
  const { userId } = useSettings();
  return useQuery({ ...userDataQueryOptions(userId), staleTime: 60_000 }).data;
}
