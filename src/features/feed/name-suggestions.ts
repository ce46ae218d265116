// Names a reader may be looking for as they type: people, teams, topics, providers, tags and categories
// whose words start with what is typed. The header search (which opens them) and the feed's one "Add a
// source, person, team or topic" box (which filters by them) both read them from here. Names come from
// what stories carry: the newest stories (one cached sample), the stories that match the typed words, the
// reader's follows and the category list.
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ContentItem } from '@/api/schemas';
import { namespace } from '@/lib/i18n';
import { fold, foldedWords, nameMatches } from '@/lib/search-words';
import { feedSampleQueryOptions, filterSuggestionsQueryOptions } from './api';
import { EXTENDED_SUFFIX } from './filter-table';
import { useFollows } from './reason';
import type { Messages } from './name-suggestions.en';

export const nameGroupMessages = namespace<Messages>('features/feed/name-suggestions');

/** `words`: what the reader typed, offered as it is (the box adds them; no story names them). */
export type NameGroup = 'person' | 'team' | 'topic' | 'vendor' | 'tag' | 'category' | 'words';
export const NAME_GROUPS: readonly NameGroup[] = [
  'person',
  'team',
  'topic',
  'vendor',
  'tag',
  'category',
  'words',
];

export interface NameSuggestion {
  group: NameGroup;
  label: string;
  /** The value a filter of that group takes: an id (person, team), a code (provider), a name. */
  value: string;
}

/** How many names each group offers. */
const PER_GROUP = 4;

export interface NameSources {
  stories: readonly ContentItem[];
  followed?: {
    persons: readonly { id: string; name: string }[];
    teams: readonly { id: string; name: string }[];
  };
  categories?: readonly { value: string; label: string }[];
}

/**
 * The names for `query`, grouped in a fixed order (people first), only of `groups`: names whose words
 * start with the typed words, those followed and those that start with the first typed word before the
 * others.
 */
export function nameSuggestions(
  sources: NameSources,
  query: string,
  groups: readonly NameGroup[] = NAME_GROUPS,
): NameSuggestion[] {
  if (foldedWords(query).length === 0) return [];
  const byGroup = new Map<NameGroup, Map<string, NameSuggestion & { rank: number }>>(
    groups.map((group) => [group, new Map()]),
  );
  const first = foldedWords(query)[0]!;
  const add = (group: NameGroup, key: string, label: string, value: string, followed = false) => {
    const seen = byGroup.get(group);
    if (!seen || seen.has(key) || !nameMatches(label, query)) return;
    const rank = (followed ? 0 : 2) + (fold(label).startsWith(first) ? 0 : 1);
    seen.set(key, { group, label, value, rank });
  };
  for (const person of sources.followed?.persons ?? [])
    add('person', person.id, person.name, person.id, true);
  for (const team of sources.followed?.teams ?? []) add('team', team.id, team.name, team.id, true);
  for (const item of sources.stories) {
    for (const ref of item.persons ?? []) add('person', ref.id, ref.name, ref.id);
    for (const ref of item.teams ?? []) add('team', ref.id, ref.name, ref.id);
    for (const ref of item.topics ?? []) add('topic', fold(ref.name), ref.name, ref.name);
    for (const tag of item.tags ?? []) add('tag', fold(tag), tag, tag);
    const provider = item.contentSourceDisplay || item.contentSource;
    add('vendor', item.contentSource, provider, item.contentSource);
  }
  for (const category of sources.categories ?? [])
    add('category', category.value, category.label, category.value);
  return groups.flatMap((group) =>
    [...byGroup.get(group)!.values()]
      .sort((a, b) => a.rank - b.rank || a.label.length - b.label.length)
      .slice(0, PER_GROUP)
      .map(({ rank: _rank, ...suggestion }) => suggestion),
  );
}

/** The typed text once the reader pauses: one request for the stories it names, not one per key. */
function useSettled(text: string, ms = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * The names for what the reader is typing, loaded as they type: the newest stories (of `language`, when
 * given), the stories that match the typed words (three letters on), the reader's follows.
 */
export function useNameSuggestions(
  query: string,
  {
    categories,
    groups = NAME_GROUPS,
    language,
  }: {
    categories?: readonly { value: string; label: string }[];
    groups?: readonly NameGroup[];
    language?: string;
  },
): NameSuggestion[] {
  const newest = useQuery(filterSuggestionsQueryOptions(language));
  const settled = useSettled(query.trim());
  const words = foldedWords(settled).join(' ');
  const matching = useQuery({
    ...feedSampleQueryOptions({ topic: [`${settled.replace(/,/g, ' ')}${EXTENDED_SUFFIX}`] }, 20),
    enabled: words.length >= 3,
  });
  const follows = useFollows();
  const groupKey = groups.join();
  return useMemo(
    () =>
      nameSuggestions(
        {
          stories: [...(matching.data?.content ?? []), ...(newest.data?.content ?? [])],
          followed: follows && { persons: follows.followedPersons, teams: follows.followedTeams },
          categories,
        },
        query,
        groups,
      ),
    // The categories' and groups' arrays may be built afresh each render; their content changes rarely.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [matching.data, newest.data, follows, categories?.length, groupKey, query],
  );
}
