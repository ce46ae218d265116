// The filter panel: one control per filter of the table (filter-table.ts), in its groups.
import { useId, useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import {
  describeFilter,
  EXTENDED_SUFFIX,
  FILTER_NAMES,
  isExtendedTopic,
  stripExtended,
  toIsoDateTime,
  type FeedFilters,
  type FilterGroup,
  type FilterName,
  type ListFilter,
  type SingleFilter,
} from '../filter-table';
import { splitList } from '../filters';
import {
  CountryField,
  EntryField,
  field,
  fromLocalInput,
  Group,
  labelClass,
  PickField,
  toLocalInput,
  type FilterSuggestions,
} from './filter-fields';

export interface FilterPanelProps {
  /** What the URL says (without the defaults). */
  chosen: FeedFilters;
  /** What the panel shows: chosen, plus the reader's defaults. */
  shown: FeedFilters;
  onChange: (next: FeedFilters) => void;
  /** Choices and suggestions by source (`category` holds the categories the API lists). */
  suggestions: FilterSuggestions;
  /** Filters the page fixes (a category page's category) are not offered. */
  hidden?: readonly FilterName[];
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
}: { name: FilterName } & Omit<FilterPanelProps, 'hidden'>) {
  const descriptor = describeFilter(name);
  const [extended, setExtended] = useState(false);
  const extendedId = useId();
  const inputId = useId();
  const choices = descriptor.choices ? suggestions[descriptor.choices] : undefined;
  const set = (value: string | undefined) => {
    const next: Record<string, unknown> = { ...chosen };
    if (value === undefined) delete next[name];
    else next[name] = value;
    onChange(next as FeedFilters);
  };
  const add = (values: string[]) => {
    const list = name as ListFilter;
    onChange({ ...chosen, [list]: splitList([...(chosen[list] ?? []), ...values].join(',')) });
  };
  const value = shown[name];
  const single = typeof value === 'string' ? value : '';

  switch (descriptor.control) {
    case 'entry': {
      if (!descriptor.extendable)
        return <EntryField name={name as ListFilter} suggestions={choices} onAdd={add} />;
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
            Extended search (also finds the words in titles and text)
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
          onAdd={add}
        />
      );
    case 'language':
      return (
        <SelectField
          label={descriptor.label}
          value={single}
          onChange={(language) => set(language)}
          selectClassName="w-full min-w-0"
        >
          <option value="">Any language</option>
          {(choices ?? []).map((language) => (
            <option key={language.value} value={language.value}>
              {language.label}
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
      return (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className={labelClass}>
            {descriptor.label}
          </label>
          <input
            id={inputId}
            type="datetime-local"
            value={single ? toLocalInput(new Date(single)) : ''}
            onChange={(event) => {
              const date = fromLocalInput(event.target.value);
              set(date ? toIsoDateTime(date) : undefined);
            }}
            className={field}
          />
          <span className="text-xs text-ink-muted">Your local time</span>
        </div>
      );
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
          Newest first
        </label>
      );
  }
}

/** Every filter of the content list, each with a visible label, grouped as the table says. */
export function FilterPanel({ hidden = [], ...props }: FilterPanelProps) {
  return (
    <div className="space-y-4">
      {GROUPS.map((group) => {
        const names = FILTER_NAMES.filter(
          (name) => describeFilter(name).group === group && !hidden.includes(name),
        );
        if (names.length === 0) return null;
        return (
          <Group key={group} title={group}>
            {names.map((name) => (
              <FilterControl key={name} name={name} {...props} />
            ))}
          </Group>
        );
      })}
    </div>
  );
}
