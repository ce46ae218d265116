// The grouped options of a box that suggests names as the reader types (the header search, the feed's
// "Add a source, person, team or topic"): loaded when the reader first focuses the box, not with the page.
// The box owns the listbox element and the keyboard; this renders the groups and their options.
import { useEffect } from 'react';
import { useMessages } from '@/lib/i18n';
import {
  NAME_GROUPS,
  nameGroupMessages,
  useNameSuggestions,
  type NameGroup,
  type NameSuggestion,
} from '../name-suggestions';

export interface NameSuggestionListProps {
  query: string;
  /** The listbox's id: each option's id starts with it. */
  listId: string;
  active: number;
  groups?: readonly NameGroup[];
  categories?: readonly { value: string; label: string }[];
  /** The stories' language the newest names come from (any when not given). */
  language?: string;
  /** Offered after the names (the typed words themselves). */
  extra?: readonly NameSuggestion[];
  /** The suggestions shown, in order, for the box's keyboard. */
  onSuggestions: (suggestions: NameSuggestion[]) => void;
  onChoose: (suggestion: NameSuggestion) => void;
  onHover: (index: number) => void;
}

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

export default function NameSuggestionList({
  query,
  listId,
  active,
  groups = NAME_GROUPS,
  categories,
  language,
  extra = [],
  onSuggestions,
  onChoose,
  onHover,
}: NameSuggestionListProps) {
  const t = useMessages(nameGroupMessages);
  const names = useNameSuggestions(query, { categories, groups, language });
  const suggestions = extra.length > 0 ? [...names, ...extra] : names;
  const key = suggestions.map((suggestion) => `${suggestion.group}:${suggestion.value}`).join('\n');
  useEffect(() => onSuggestions(suggestions), [key]); // eslint-disable-line react-hooks/exhaustive-deps

  return NAME_GROUPS.map((group) => {
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
              key={`${suggestion.group}:${suggestion.value}`}
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
