// The filter panel's fields: a labelled group, free entry with suggestions, a pick list, a country code.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { COMMON_COUNTRIES } from '@/lib/languages';
import { SelectField } from '@/components/ui/select-field';
import { isCountryCode } from '@/lib/codes';
import {
  describeFilter,
  MAX_ENTRY_LENGTH,
  type ChoiceSource,
  type ListFilter,
  type SingleFilter,
} from '../filter-table';
import { splitList } from '../filters';

export interface Choice {
  value: string;
  label: string;
}

/** Values a reader may pick from, by where they come from; for free-entry filters suggestions only. */
export type FilterSuggestions = Partial<Record<ChoiceSource, Choice[]>>;

export const field =
  'min-h-10 w-full min-w-0 rounded-md border border-rule bg-paper-raised px-3 text-sm focus-visible:outline-2 focus-visible:outline-accent';
export const labelClass = 'text-sm font-medium';

export function Group({ title, children }: { title: string; children: ReactNode }) {
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
export function EntryField({
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
export function PickField({
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
export function CountryField({
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
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
