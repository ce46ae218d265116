// Why a story is in the reader's feed: someone they follow is in it.
import { useQuery } from '@tanstack/react-query';
import type { ContentItem, UserData } from '@/api/schemas';
import { userDataQueryOptions } from '@/api/user-data';
import { useSettings } from '@/lib/settings';

/** "Because you follow A and B": the followed persons and teams the story names, or nothing. */
export function followReason(
  item: ContentItem,
  follows: Pick<UserData, 'followedPersons' | 'followedTeams'> | undefined,
): string | undefined {
  if (!follows) return undefined;
  const followed = new Set([...follows.followedPersons, ...follows.followedTeams].map((ref) => ref.id));
  const names = [...(item.persons ?? []), ...(item.teams ?? [])]
    .filter((ref) => followed.has(ref.id))
    .map((ref) => ref.name);
  if (names.length === 0) return undefined;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Because you follow ${list}`;
}

/** The reader's follows, from the one user-data query the whole app shares. */
export function useFollows(): UserData | undefined {
  const { userId } = useSettings();
  return useQuery({ ...userDataQueryOptions(userId), staleTime: 60_000 }).data;
}
