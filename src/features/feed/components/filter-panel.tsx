import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { COMMON_COUNTRIES, CONTENT_LANGUAGES } from '@/lib/languages';
import {
  COUNTRY_FILTERS,
  EXTENDED_SUFFIX,
  FILTER_LABELS,
  isExtendedTopic,
  MAX_ENTRY_LENGTH,
  splitList,
  stripExtended,
  toIsoDateTime,
  type CountryFilter,
  type FeedFilters,
  type ListFilter,
} from '../filters';
import { SelectField } from '@/components/ui/select-field';

export interface Choice {
  value: string;
  label: string;
}

/** Values a reader may pick from; for free-entry filters these are suggestions only. */
export type FilterSuggestions = Partial<Record<ListFilter, Choice[]>>;

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
        {FILTER_LABELS[name]}
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
        <Button type="submit" className="shrink-0 px-3" aria-label={`Add ${FILTER_LABELS[name]}`}>
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
      label={FILTER_LABELS[name]}
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
  name: CountryFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const shown = draft ?? value;
  const valid = shown === '' || /^[a-z]{2}$/i.test(shown.trim());
  const commit = () => {
    if (draft === undefined) return;
    if (valid) onChange(draft.trim().toUpperCase());
    setDraft(undefined);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {FILTER_LABELS[name]}
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
  /** What the feed shows: chosen, plus defaults and the page's fixed filters. */
  effective: FeedFilters;
  onChange: (next: FeedFilters) => void;
  categoryChoices: Choice[];
  suggestions: FilterSuggestions;
  /** Filters the page fixes (a category page's category) are not offered. */
  hidden?: readonly ListFilter[];
}

/** Every filter of the content list, each with a visible label. */
export function FilterPanel({
  chosen,
  effective,
  onChange,
  categoryChoices,
  suggestions,
  hidden = [],
}: FilterPanelProps) {
  const [extended, setExtended] = useState(false);
  const extendedId = useId();
  const publishedId = useId();
  const sortId = useId();
  const shows = (name: ListFilter) => !hidden.includes(name);

  const add = (name: ListFilter) => (values: string[]) =>
    onChange({ ...chosen, [name]: splitList([...(chosen[name] ?? []), ...values].join(',')) });

  const addTopics = (values: string[]) =>
    add('topic')(
      values.map((value) =>
        extended && !isExtendedTopic(value)
          ? `${value}${EXTENDED_SUFFIX}`
          : extended
            ? value
            : stripExtended(value),
      ),
    );

  return (
    <div className="space-y-4">
      <Group title="Sources">
        <EntryField name="vendor" suggestions={suggestions.vendor} onAdd={add('vendor')} />
        <EntryField name="vendorFilter" suggestions={suggestions.vendor} onAdd={add('vendorFilter')} />
      </Group>

      {(shows('category') || shows('categoryFilter')) && (
        <Group title="Categories">
          {shows('category') && (
            <PickField
              name="category"
              choices={categoryChoices}
              chosen={chosen.category ?? []}
              onAdd={add('category')}
            />
          )}
          {shows('categoryFilter') && (
            <PickField
              name="categoryFilter"
              choices={categoryChoices}
              chosen={chosen.categoryFilter ?? []}
              onAdd={add('categoryFilter')}
            />
          )}
        </Group>
      )}

      <Group title="Subjects">
        <EntryField name="topic" suggestions={suggestions.topic} onAdd={addTopics}>
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
        {shows('person') && (
          <EntryField name="person" suggestions={suggestions.person} onAdd={add('person')} />
        )}
        {shows('team') && <EntryField name="team" suggestions={suggestions.team} onAdd={add('team')} />}
        <EntryField name="tag" suggestions={suggestions.tag} onAdd={add('tag')} />
      </Group>

      <Group title="Language and place">
        <SelectField
          label={FILTER_LABELS.language}
          value={effective.language ?? ''}
          onChange={(language) => onChange({ ...chosen, language })}
          selectClassName="w-full min-w-0"
        >
          <option value="">Any language</option>
          {CONTENT_LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
          {effective.language &&
            !CONTENT_LANGUAGES.some((language) => language.code === effective.language) && (
              <option value={effective.language}>{effective.language}</option>
            )}
        </SelectField>
        {COUNTRY_FILTERS.map((name) => (
          <CountryField
            key={name}
            name={name}
            value={effective[name] ?? ''}
            onChange={(value) => onChange({ ...chosen, [name]: value })}
          />
        ))}
      </Group>

      <Group title="Time and order">
        <div className="flex flex-col gap-1">
          <label htmlFor={publishedId} className={labelClass}>
            {FILTER_LABELS.publishedAfter}
          </label>
          <input
            id={publishedId}
            type="datetime-local"
            value={effective.publishedAfter ? toLocalInput(effective.publishedAfter) : ''}
            onChange={(event) => {
              const date = fromLocalInput(event.target.value);
              const next = { ...chosen };
              if (date) next.publishedAfter = new Date(toIsoDateTime(date));
              else delete next.publishedAfter;
              onChange(next);
            }}
            className={field}
          />
          <span className="text-xs text-ink-muted">Your local time</span>
        </div>
        <label htmlFor={sortId} className="flex items-center gap-2 text-sm font-medium">
          <input
            id={sortId}
            type="checkbox"
            checked={effective.sortBy === 'newest'}
            onChange={(event) => {
              const next = { ...chosen };
              if (event.target.checked) next.sortBy = 'newest';
              else delete next.sortBy;
              onChange(next);
            }}
            className="size-4 accent-accent"
          />
          Newest first
        </label>
      </Group>
    </div>
  );
}
