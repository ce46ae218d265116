// The filter panel: one control per filter of the table (filter-table.ts), in its groups.
import { useEffect, useId, useRef, useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { useMessages } from '@/lib/i18n';
import {
  describeFilter,
  EXTENDED_SUFFIX,
  FILTER_NAMES,
  isExtendedTopic,
  stripExtended,
  type ChoiceSource,
  type FeedFilters,
  type FilterGroup,
  type FilterName,
  type ListFilter,
  type SingleFilter,
} from '../filter-table';
import { splitList } from '../filters';
import { feedMessages } from '../messages';
import {
  CountryField,
  EntryField,
  Group,
  PickField,
  SuggestField,
  type FilterSuggestions,
} from './filter-fields';
import { TimeField } from './time-field';

export interface FilterPanelProps {
  /** What the URL says (without the defaults). */
  chosen: FeedFilters;
  /** What the panel shows: chosen, plus the reader's defaults. */
  shown: FeedFilters;
  /**
   * A change, as a function of the filters the URL holds when it is applied (not of `chosen`, which
   * may not show an earlier change yet): two quick changes then both count.
   */
  onChange: (change: (current: FeedFilters) => FeedFilters) => void;
  /** Choices and suggestions by source (`category` holds the categories the API lists). */
  suggestions: FilterSuggestions;
  /** Filters the page fixes (a category page's category) are not offered. */
  hidden?: readonly FilterName[];
  /** The suggestions of the entry filters are on their way. */
  suggestionsLoading?: boolean;
  /** The reader reached an entry filter: load its suggestions. */
  onWantSuggestions?: () => void;
  /** A chosen value's readable name (a person's name for their id). */
  nameOf?: (source: ChoiceSource | undefined, value: string) => string;
}

const GROUPS: readonly FilterGroup[] = [
  'Sources',
  'Categories',
  'Subjects',
  'Language and place',
  'Time and order',
];

/** One filter's control, as its descriptor names it. */
function FilterControl({
  name,
  chosen,
  shown,
  onChange,
  suggestions,
  suggestionsLoading = false,
  onWantSuggestions,
  nameOf,
}: { name: FilterName } & Omit<FilterPanelProps, 'hidden'>) {
  const t = useMessages(feedMessages);
  const descriptor = describeFilter(name);
  const [extended, setExtended] = useState(false);
  const extendedId = useId();
  const inputId = useId();
  const choices = descriptor.choices ? suggestions[descriptor.choices] : undefined;
  const set = (value: string | undefined) =>
    onChange((current) => {
      const next: Record<string, unknown> = { ...current };
      if (value === undefined) delete next[name];
      else next[name] = value;
      return next as FeedFilters;
    });
  const add = (values: string[]) => {
    const list = name as ListFilter;
    onChange((current) => ({
      ...current,
      [list]: splitList([...(current[list] ?? []), ...values].join(',')),
    }));
  };
  const value = shown[name];
  const single = typeof value === 'string' ? value : '';
  const fromDefaults = chosen[name] === undefined && single !== '';

  switch (descriptor.control) {
    case 'entry': {
      if (!descriptor.extendable)
        return (
          <SuggestField
            name={name as ListFilter}
            suggestions={choices ?? []}
            chosen={chosen[name as ListFilter] ?? []}
            onAdd={add}
            loading={suggestionsLoading}
            onWant={onWantSuggestions}
            nameOf={nameOf ? (value) => nameOf(descriptor.choices, value) : undefined}
          />
        );
      const addExtendable = (values: string[]) =>
        add(
          values.map((entry) =>
            extended && !isExtendedTopic(entry)
              ? `${entry}${EXTENDED_SUFFIX}`
              : extended
                ? entry
                : stripExtended(entry),
          ),
        );
      return (
        <EntryField name={name as ListFilter} suggestions={choices} onAdd={addExtendable}>
          <label htmlFor={extendedId} className="flex items-center gap-2 text-sm">
            <input
              id={extendedId}
              type="checkbox"
              checked={extended}
              onChange={(event) => setExtended(event.target.checked)}
              className="size-4 accent-accent"
            />
            {t.extendedSearch}
          </label>
        </EntryField>
      );
    }
    case 'pick':
      return (
        <PickField
          name={name as ListFilter}
          choices={choices ?? []}
          chosen={chosen[name as ListFilter] ?? []}
          onChange={(values) =>
            onChange((current) => {
              const next: Record<string, unknown> = { ...current, [name]: values };
              if (values.length === 0) delete next[name];
              return next as FeedFilters;
            })
          }
          anyLabel={descriptor.excludes ? t.none : t.anyCategory}
        />
      );
    case 'language':
      return (
        <SelectField
          label={t.filters[name]}
          value={single}
          onChange={(language) => set(language)}
          selectClassName="w-full min-w-0"
        >
          <option value="">{t.anyLanguage}</option>
          {(choices ?? []).map((language) => (
            <option key={language.value} value={language.value}>
              {/* The reader's own default, not chosen for this view, says so. */}
              {fromDefaults && language.value === single
                ? t.yourLanguage(language.sentence ?? language.label)
                : language.label}
            </option>
          ))}
          {single && !(choices ?? []).some((language) => language.value === single) && (
            <option value={single}>{single}</option>
          )}
        </SelectField>
      );
    case 'country':
      return <CountryField name={name as SingleFilter} value={single} onChange={(code) => set(code)} />;
    case 'date-time':
      return <TimeField value={single} onChange={set} />;
    case 'order':
      return (
        <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-medium">
          <input
            id={inputId}
            type="checkbox"
            checked={single === 'newest'}
            onChange={(event) => set(event.target.checked ? 'newest' : undefined)}
            className="size-4 accent-accent"
          />
          {t.newestFirst}
        </label>
      );
  }
}

/** What most readers filter by, always in view; the rest waits under "More filters". */
const PRIMARY: readonly FilterName[] = ['category', 'language', 'publishedAfter'];

/** Every filter of the content list, each with a visible label: the common three first. */
export function FilterPanel({ hidden = [], ...props }: FilterPanelProps) {
  const t = useMessages(feedMessages);
  const primary = PRIMARY.filter((name) => !hidden.includes(name));
  const more = FILTER_NAMES.filter((name) => !PRIMARY.includes(name) && !hidden.includes(name));
  // Open when one of its filters is chosen, so a chosen value is never out of sight.
  const moreChosen = more.some((name) => name !== 'sortBy' && props.chosen[name] !== undefined);
  // Its controls (three lists of 250 countries among them) are made when it opens: a closed fold costs
  // the page nothing, in the HTML or in hydration. A filter chosen from elsewhere opens it.
  const [moreOpen, setMoreOpen] = useState(moreChosen);
  // Opened on the server's page before the app took over (the browser toggles <details> by itself):
  // the app starts from what the reader sees.
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current?.open) setMoreOpen(true);
  }, []);
  const [wasChosen, setWasChosen] = useState(moreChosen);
  if (moreChosen !== wasChosen) {
    setWasChosen(moreChosen);
    if (moreChosen) setMoreOpen(true);
  }
  return (
    <div className="space-y-4">
      {primary.map((name) => (
        <FilterControl key={name} name={name} {...props} />
      ))}
      <details
        ref={details}
        open={moreOpen || undefined}
        onToggle={(event) => setMoreOpen(event.currentTarget.open)}
        className="group border-t border-rule pt-3"
      >
        <summary className="cursor-pointer py-1 font-medium focus-visible:outline-2 focus-visible:outline-accent">
          {t.moreFilters}
        </summary>
        {moreOpen && (
          <div className="mt-3 space-y-4">
            {GROUPS.map((group) => {
              const names = more.filter((name) => describeFilter(name).group === group);
              if (names.length === 0) return null;
              return (
                <Group key={group} title={t.groups[group]}>
                  {names.map((name) => (
                    <FilterControl key={name} name={name} {...props} />
                  ))}
                </Group>
              );
            })}
          </div>
        )}
      </details>
    </div>
  );
}
