import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { COMMON_COUNTRIES } from '@/lib/languages';
import { SelectField } from '@/components/ui/select-field';
import { isCountryCode } from '@/lib/codes';
import {
  describeFilter,
  EXTENDED_SUFFIX,
  FILTER_NAMES,
  isExtendedTopic,
  MAX_ENTRY_LENGTH,
  splitList,
  stripExtended,
  toIsoDateTime,
  type ChoiceSource,
  type FeedFilters,
  type FilterGroup,
  type FilterName,
  type ListFilter,
  type SingleFilter,
} from '../filters';

export interface Choice {
  value: string;
  label: string;
}

/** Values a reader may pick from, by where they come from; for free-entry filters suggestions only. */
export type FilterSuggestions = Partial<Record<ChoiceSource, Choice[]>>;

const field =
  'min-h-10 w-full min-w-0 rounded-md border border-rule bg-paper-raised px-3 text-sm focus-visible:outline-2 focus-visible:outline-accent';
const labelClass = 'text-sm font-medium';

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="space-y-3 border-t border-rule pt-4 first:border-t-0 first:pt-0"
    >
      <h3 id={id} className="font-serif text-base font-semibold">
        {title}
      </h3>
      {children}
    </div>
  );
}

/** A free-entry list filter: type a value (suggestions offered) and add it. */
function EntryField({
  name,
  suggestions,
  onAdd,
  hint,
  children,
}: {
  name: ListFilter;
  suggestions?: Choice[];
  onAdd: (values: string[]) => void;
  hint?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A suggestion's label (e.g. a person's name) is taken as that suggestion's value (their id).
    const byLabel = new Map((suggestions ?? []).map((choice) => [choice.label.toLowerCase(), choice.value]));
    const values = splitList(draft)
      .map((value) => byLabel.get(value.toLowerCase()) ?? value)
      .filter((value) => value.length <= MAX_ENTRY_LENGTH);
    if (values.length === 0) return;
    onAdd(values);
    setDraft('');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {describeFilter(name).label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          list={suggestions && suggestions.length > 0 ? `${id}-list` : undefined}
          className={field}
          autoComplete="off"
          maxLength={MAX_ENTRY_LENGTH * 5}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <Button type="submit" className="shrink-0 px-3" aria-label={`Add ${describeFilter(name).label}`}>
          Add
        </Button>
      </div>
      {hint && (
        <span id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </span>
      )}
      {children}
      {suggestions && suggestions.length > 0 && (
        <datalist id={`${id}-list`}>
          {suggestions.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </datalist>
      )}
    </form>
  );
}

/** A list filter whose values the API lists (categories): pick one to add it. */
function PickField({
  name,
  choices,
  chosen,
  onAdd,
}: {
  name: ListFilter;
  choices: Choice[];
  chosen: readonly string[];
  onAdd: (values: string[]) => void;
}) {
  const taken = new Set(chosen.map((value) => value.toLowerCase()));
  return (
    <SelectField
      label={describeFilter(name).label}
      value=""
      onChange={(value) => value && onAdd([value])}
      disabled={choices.length === 0}
      selectClassName="w-full min-w-0"
    >
      <option value="">{choices.length === 0 ? 'Loading categories…' : 'Choose…'}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value} disabled={taken.has(choice.value.toLowerCase())}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

/** A two-letter country code, entered freely with common countries suggested. */
function CountryField({
  name,
  value,
  onChange,
}: {
  name: SingleFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const shown = draft ?? value;
  const valid = shown === '' || isCountryCode(shown.trim());
  const commit = () => {
    if (draft === undefined) return;
    if (valid) onChange(draft.trim().toUpperCase());
    setDraft(undefined);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {describeFilter(name).label}
      </label>
      <input
        id={id}
        value={shown}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        list={`${id}-list`}
        placeholder="Any"
        maxLength={2}
        aria-invalid={!valid}
        aria-describedby={`${id}-hint`}
        className={`${field} uppercase`}
        autoComplete="off"
      />
      <span id={`${id}-hint`} className={`text-xs ${valid ? 'text-ink-muted' : 'text-accent'}`}>
        {valid ? 'Two-letter code, e.g. US' : 'Use a two-letter country code, e.g. US'}
      </span>
      <datalist id={`${id}-list`}>
        {COMMON_COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </datalist>
    </div>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `datetime-local` speaks the reader's local time; the URL and the API speak UTC. */
function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fromLocalInput(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

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
      if (name !== 'topic') return <EntryField name={name as ListFilter} suggestions={choices} onAdd={add} />;
      const addTopics = (values: string[]) =>
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
        <EntryField name="topic" suggestions={choices} onAdd={addTopics}>
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
