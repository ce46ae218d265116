import type { UserData } from '@/api/schemas';

/** Whether the user data says the person or team is followed (a follow button's server state). */
export function isFollowing(data: UserData, target: { kind: 'person' | 'team'; id: string }): boolean {
  const list = target.kind === 'person' ? data.followedPersons : data.followedTeams;
  return list.some((entry) => entry.id === target.id);
}
