// The header search's suggestions (loaded when the reader first focuses the box): people, teams, topics,
// providers and categories whose names start with what is typed, each leading to its page or feed. The
// names and their list are the feed's (features/feed/name-suggestions.ts), shared with its filter box.
import NameSuggestionList from '@/features/feed/components/name-suggestion-list';
import {
  nameSuggestions,
  type NameGroup,
  type NameSources,
  type NameSuggestion,
} from '@/features/feed/name-suggestions';
import { paths } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import { useCategoryChoices } from '../use-category-choices';

export type SuggestionGroup = 'person' | 'team' | 'topic' | 'vendor' | 'category';
const GROUPS: readonly SuggestionGroup[] = ['person', 'team', 'topic', 'vendor', 'category'];

export interface Suggestion {
  group: SuggestionGroup;
  label: string;
  /** Where choosing it leads: a person's or team's page, the feed of a topic, provider or category. */
  to: string;
}

/** Where a name leads: a person's or team's page, else the feed of that topic, provider or category. */
function withPath(suggestion: NameSuggestion): Suggestion {
  const { group, label, value } = suggestion;
  const to =
    group === 'person'
      ? paths.person(value)
      : group === 'team'
        ? paths.team(value)
        : paths.feed({ [group === 'words' || group === 'tag' ? 'topic' : group]: value });
  return { group: group as SuggestionGroup, label, to };
}

/** The suggestions for `query`, grouped in a fixed order (people first), each with where it leads. */
export function suggestionsFor(sources: NameSources, query: string): Suggestion[] {
  return nameSuggestions(sources, query, GROUPS as readonly NameGroup[]).map(withPath);
}

export interface SearchSuggestionsProps {
  query: string;
  listId: string;
  active: number;
  onSuggestions: (suggestions: Suggestion[]) => void;
  onChoose: (suggestion: Suggestion) => void;
  onHover: (index: number) => void;
}

export default function SearchSuggestions({ onSuggestions, onChoose, ...props }: SearchSuggestionsProps) {
  const settings = useSettings();
  const categories = useCategoryChoices(settings.language);
  return (
    <NameSuggestionList
      {...props}
      groups={GROUPS as readonly NameGroup[]}
      categories={categories}
      onSuggestions={(suggestions) => onSuggestions(suggestions.map(withPath))}
      onChoose={(suggestion) => onChoose(withPath(suggestion))}
    />
  );
}
