// The header search's suggestions (loaded when the reader first focuses the box): people, teams, topics,
// providers and categories whose names start with what is typed. Names come from what stories carry: the
// newest stories (one cached sample, shared with the filter panel), the stories that match the typed
// words, the reader's follows and the category list. No request is made before the box is focused.
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ContentItem } from '@/api/schemas';
import { feedSampleQueryOptions, filterSuggestionsQueryOptions } from '@/features/feed/api';
import { EXTENDED_SUFFIX } from '@/features/feed/filter-table';
import { useFollows } from '@/features/feed/reason';
import { defineMessages, useMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { fold, foldedWords, nameMatches } from '@/lib/search-words';
import { useSettings } from '@/lib/settings';
import { useCategoryChoices } from '../use-category-choices';

const messages = defineMessages({
  en: { person: 'People', team: 'Teams', topic: 'Topics', vendor: 'Providers', category: 'Categories' },
  es: { person: 'Personas', team: 'Equipos', topic: 'Temas', vendor: 'Medios', category: 'Categorías' },
  pt: { person: 'Pessoas', team: 'Times', topic: 'Assuntos', vendor: 'Veículos', category: 'Categorias' },
});

export type SuggestionGroup = 'person' | 'team' | 'topic' | 'vendor' | 'category';
const GROUPS: readonly SuggestionGroup[] = ['person', 'team', 'topic', 'vendor', 'category'];

export interface Suggestion {
  group: SuggestionGroup;
  label: string;
  /** Where choosing it leads: a person's or team's page, the feed of a topic, provider or category. */
  to: string;
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
 * The suggestions for `query`, grouped in a fixed order (people first): names whose words start with the
 * typed words, those followed and those that start with the first typed word before the others.
 */
export function suggestionsFor(sources: NameSources, query: string): Suggestion[] {
  if (foldedWords(query).length === 0) return [];
  const byGroup = new Map<SuggestionGroup, Map<string, Suggestion & { rank: number }>>(
    GROUPS.map((group) => [group, new Map()]),
  );
  const first = foldedWords(query)[0]!;
  const add = (group: SuggestionGroup, key: string, label: string, to: string, followed = false) => {
    const seen = byGroup.get(group)!;
    if (seen.has(key) || !nameMatches(label, query)) return;
    const rank = (followed ? 0 : 2) + (fold(label).startsWith(first) ? 0 : 1);
    seen.set(key, { group, label, to, rank });
  };
  for (const person of sources.followed?.persons ?? [])
    add('person', person.id, person.name, paths.person(person.id), true);
  for (const team of sources.followed?.teams ?? [])
    add('team', team.id, team.name, paths.team(team.id), true);
  for (const item of sources.stories) {
    for (const ref of item.persons ?? []) add('person', ref.id, ref.name, paths.person(ref.id));
    for (const ref of item.teams ?? []) add('team', ref.id, ref.name, paths.team(ref.id));
    for (const ref of item.topics ?? [])
      add('topic', fold(ref.name), ref.name, paths.feed({ topic: ref.name }));
    const provider = item.contentSourceDisplay || item.contentSource;
    add('vendor', item.contentSource, provider, paths.feed({ vendor: item.contentSource }));
  }
  for (const category of sources.categories ?? [])
    add('category', category.value, category.label, paths.feed({ category: category.value }));
  return GROUPS.flatMap((group) =>
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

export interface SearchSuggestionsProps {
  query: string;
  /** The listbox's id: each option's id starts with it. */
  listId: string;
  active: number;
  /** The suggestions shown, in order, for the box's keyboard. */
  onSuggestions: (suggestions: Suggestion[]) => void;
  onChoose: (suggestion: Suggestion) => void;
  onHover: (index: number) => void;
}

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** The listbox's groups and options; the box owns the listbox element and the keyboard. */
export default function SearchSuggestions({
  query,
  listId,
  active,
  onSuggestions,
  onChoose,
  onHover,
}: SearchSuggestionsProps) {
  const t = useMessages(messages);
  const settings = useSettings();
  const newest = useQuery(filterSuggestionsQueryOptions(undefined));
  const settled = useSettled(query.trim());
  const words = foldedWords(settled).join(' ');
  const matching = useQuery({
    ...feedSampleQueryOptions({ topic: [`${settled.replace(/,/g, ' ')}${EXTENDED_SUFFIX}`] }, 20),
    enabled: words.length >= 3,
  });
  const follows = useFollows();
  const categories = useCategoryChoices(settings.language);
  const suggestions = useMemo(
    () =>
      suggestionsFor(
        {
          stories: [...(matching.data?.content ?? []), ...(newest.data?.content ?? [])],
          followed: follows && { persons: follows.followedPersons, teams: follows.followedTeams },
          categories,
        },
        query,
      ),
    // The categories' array is built afresh each render; its content changes with its data only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [matching.data, newest.data, follows, categories.length, query],
  );
  const key = suggestions.map((suggestion) => suggestion.to).join('\n');
  useEffect(() => onSuggestions(suggestions), [key]); // eslint-disable-line react-hooks/exhaustive-deps

  return GROUPS.map((group) => {
    const options = suggestions.filter((suggestion) => suggestion.group === group);
    if (options.length === 0) return null;
    const headingId = `${listId}-${group}`;
    return (
      <div key={group} role="group" aria-labelledby={headingId} className="py-1">
        <div
          id={headingId}
          role="presentation"
          className="px-3 pt-1 pb-0.5 text-xs font-semibold tracking-wide text-ink-muted uppercase"
        >
          {t[group]}
        </div>
        {options.map((suggestion) => {
          const mine = suggestions.indexOf(suggestion);
          return (
            // The keyboard reaches the options through the box (aria-activedescendant), not on them.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={suggestion.to}
              id={optionId(listId, mine)}
              role="option"
              tabIndex={-1}
              aria-selected={mine === active}
              // Keeps the focus in the box, so the click chooses rather than closing the popup.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(suggestion)}
              onMouseMove={() => onHover(mine)}
              className={`cursor-pointer truncate px-3 py-2 text-sm ${mine === active ? 'bg-ink text-paper' : 'text-ink'}`}
            >
              {suggestion.label}
            </div>
          );
        })}
      </div>
    );
  });
}
