// Why a story is in the reader's feed: someone they follow is in it, or a provider, topic or category
// they follow (kept in this browser) published or tagged it.
import { useQuery } from '@tanstack/react-query';
import type { ContentItem, EntityRef, UserData } from '@/api/schemas';
import { userDataQueryOptions } from '@/api/user-data';
import type { InterfaceLanguage } from '@/lib/i18n';
import type { LocalFollows } from '@/lib/follows';
import { useSettings } from '@/lib/settings';
import { feedMessages } from './messages';

export type ReasonKind = 'person' | 'team' | 'provider' | 'topic' | 'category';

/** The followed persons and teams, providers, topics and categories a story names: why it is in the reader's feed. */
export type FollowReason = { kind: ReasonKind; ref: EntityRef }[];

const has = (list: readonly { id: string }[], id: string) =>
  list.some((entry) => entry.id.toLowerCase() === id.toLowerCase());

/**
 * What the reader follows among what the story names, or nothing: persons, then teams, then (with
 * `local`, the follows kept in this browser) its provider, its topics and its categories.
 */
export function followReason(
  item: ContentItem,
  follows: Pick<UserData, 'followedPersons' | 'followedTeams'> | undefined,
  local?: Pick<LocalFollows, 'provider' | 'topic' | 'category'>,
): FollowReason | undefined {
  if (!follows && !local) return undefined;
  const followed = new Set(
    [...(follows?.followedPersons ?? []), ...(follows?.followedTeams ?? [])].map((ref) => ref.id),
  );
  const reason: FollowReason = [
    ...(item.persons ?? []).map((ref) => ({ kind: 'person' as const, ref })),
    ...(item.teams ?? []).map((ref) => ({ kind: 'team' as const, ref })),
  ].filter(({ ref }) => followed.has(ref.id));
  if (local) {
    if (has(local.provider, item.contentSource)) {
      const name = item.contentSourceDisplay || item.contentSource;
      reason.push({ kind: 'provider', ref: { id: item.contentSource, name } });
    }
    for (const ref of item.topics ?? []) {
      if (has(local.topic, ref.name) || has(local.topic, ref.id)) reason.push({ kind: 'topic', ref });
    }
    (item.categoriesEnglish ?? []).forEach((english, index) => {
      const mine = local.category.find((entry) => entry.id.toLowerCase() === english.toLowerCase());
      const name = item.categories?.[index] ?? mine?.name ?? english;
      if (mine) reason.push({ kind: 'category', ref: { id: english, name } });
    });
  }
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
