// The feed's one box for what stories are about or from: "Add a source, person, team or topic". Typing
// offers the names stories carry (the header search's suggestions, features/feed/name-suggestions.ts) and
// the typed words themselves; choosing one adds it to the view's filters (a chip above the stories).
// "Hide what I pick instead" turns a source or a category into an exclusion.
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useSuggestionBox } from '@/components/ui/use-suggestion-box';
import { useMessages } from '@/lib/i18n';
import { fold } from '@/lib/search-words';
import { EXTENDED_SUFFIX, MAX_ENTRY_LENGTH, type ListFilter } from '../filter-table';
import { feedFilterMessages } from '../filter-messages';
import type { NameGroup, NameSuggestion } from '../name-suggestions';
import { optionId } from './name-suggestion-list';
import { field, labelClass } from './filter-fields';

// The names' code and requests come when the reader first focuses the box, as in the header.
const NameSuggestionList = lazy(() => import('./name-suggestion-list'));

const ADD_GROUPS: readonly NameGroup[] = ['person', 'team', 'topic', 'vendor', 'tag', 'category'];
const HIDE_GROUPS: readonly NameGroup[] = ['vendor', 'category'];

/** The filter a chosen name goes to. */
export function filterFor(suggestion: NameSuggestion, hide: boolean): ListFilter {
  switch (suggestion.group) {
    case 'vendor':
      return hide ? 'vendorFilter' : 'vendor';
    case 'category':
      return hide ? 'categoryFilter' : 'category';
    case 'words':
      return hide ? 'vendorFilter' : 'topic';
    default:
      return suggestion.group;
  }
}

export function SubjectSearch({
  onAdd,
  categories,
  language,
  without = [],
}: {
  /** Groups not offered (a category page does not add categories). */
  without?: readonly NameGroup[];
  onAdd: (name: ListFilter, value: string, label: string) => void;
  categories?: readonly { value: string; label: string }[];
  /** The stories' language the newest names come from. */
  language?: string;
}) {
  const tf = useMessages(feedFilterMessages);
  const id = useId();
  const listId = `${id}-list`;
  const hideId = useId();
  const [query, setQuery] = useState('');
  const [hide, setHide] = useState(false);
  const [said, setSaid] = useState('');
  const text = query
    .trim()
    .replace(/,/g, ' ')
    .slice(0, MAX_ENTRY_LENGTH - EXTENDED_SUFFIX.length);
  const extra: NameSuggestion[] =
    text === ''
      ? []
      : hide
        ? [{ group: 'words', label: tf.sourceNamed(text), value: text }]
        : [
            { group: 'words', label: tf.mentioning(text), value: `${text}${EXTENDED_SUFFIX}` },
            { group: 'words', label: tf.topicNamed(text), value: text },
          ];
  const box = useSuggestionBox<NameSuggestion>({
    hasText: text !== '',
    onChoose: (suggestion) => {
      onAdd(filterFor(suggestion, hide), suggestion.value, suggestion.label);
      setSaid(tf.added(suggestion.label));
      setQuery('');
    },
    // No name highlighted: the name the text spells, else the typed words themselves.
    fallback: (suggestions) =>
      suggestions.find(
        (suggestion) =>
          suggestion.group !== 'words' &&
          (fold(suggestion.label) === fold(text) || fold(suggestion.value) === fold(text)),
      ) ?? extra[0],
  });
  const { expanded, active } = box;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    box.onKeyDown(event);
    // Enter never sends the sheet's form, even on an empty box.
    if (event.key === 'Enter') event.preventDefault();
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {tf.addSubject}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onFocus={box.show}
          onChange={(event) => {
            setQuery(event.target.value);
            box.typed();
          }}
          onBlur={box.close}
          onKeyDown={onKeyDown}
          className={field}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={tf.subjectSuggestions}
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-40 mt-1 max-h-72 overflow-y-auto rounded-md border border-rule bg-paper-raised py-1 shadow-lg"
        >
          {box.wanted && (
            <Suspense fallback={null}>
              <NameSuggestionList
                query={text}
                listId={listId}
                active={active}
                groups={(hide ? HIDE_GROUPS : ADD_GROUPS).filter((group) => !without.includes(group))}
                categories={categories}
                language={language}
                extra={extra}
                onSuggestions={box.setSuggestions}
                onChoose={box.choose}
                onHover={box.setActive}
              />
            </Suspense>
          )}
        </div>
      </div>
      <label htmlFor={hideId} className="mt-1 flex items-center gap-2 text-sm">
        <input
          id={hideId}
          type="checkbox"
          checked={hide}
          onChange={(event) => setHide(event.target.checked)}
          className="size-4 accent-accent"
        />
        {tf.hideInstead}
      </label>
      {hide && <p className="text-xs text-ink-muted">{tf.hideHint}</p>}
      <span role="status" className="sr-only">
        {said}
      </span>
    </div>
  );
}
