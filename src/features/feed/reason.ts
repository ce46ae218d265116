// Why a story is in the reader's feed: someone they follow is in it.
import { useQuery } from '@tanstack/react-query';
import type { ContentItem, UserData } from '@/api/schemas';
import { userDataQueryOptions } from '@/api/user-data';
import { useSettings } from '@/lib/settings';

/** "Because you follow <name>" for the first followed person or team the story names. */
export function followReason(item: ContentItem, follows: UserData | undefined): string | undefined {
  if (!follows) return undefined;
  const persons = new Set(follows.followedPersons.map((person) => person.id));
  const teams = new Set(follows.followedTeams.map((team) => team.id));
  const match =
    item.persons?.find((ref) => persons.has(ref.id)) ?? item.teams?.find((ref) => teams.has(ref.id));
  return match ? `Because you follow ${match.name}` : undefined;
}

/** The reader's follows, from the one user-data query the whole app shares. */
export function useFollows(): UserData | undefined {
  const { userId } = useSettings();
  return useQuery({ ...userDataQueryOptions(userId), staleTime: 60_000 }).data;
}
