// The filter panel's fields: a labelled group, free entry with suggestions, a pick list, a country code.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { ISO_COUNTRIES } from '@contract/vocabulary';
import { SelectField } from '@/components/ui/select-field';
import { countryChoices } from '@/lib/countries';
import { useInterfaceLanguage, useMessages, type InterfaceLanguage } from '@/lib/i18n';
import { MAX_ENTRY_LENGTH, type ChoiceSource, type ListFilter, type SingleFilter } from '../filter-table';
import { splitList } from '../filters';
import { feedMessages } from '../messages';

export interface Choice {
  value: string;
  label: string;
  /** The label as it reads inside a sentence, when it differs ("español" in "Tu idioma (español)"). */
  sentence?: string;
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
  const t = useMessages(feedMessages);
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
        {t.filters[name]}
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
        <Button type="submit" className="shrink-0 px-3" aria-label={t.addLabel(t.filters[name])}>
          {t.add}
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
            <option key={choice.value} value={choice.label} />
          ))}
        </datalist>
      )}
    </form>
  );
}

/**
 * A list filter chosen from suggestions drawn from the newest stories (persons, teams, tags, providers):
 * typing narrows them, choosing one applies it; a value typed that none matches is still added as typed.
 */
export function SuggestField({
  name,
  suggestions,
  chosen,
  onAdd,
  loading,
  onWant,
  nameOf,
}: {
  name: ListFilter;
  suggestions: Choice[];
  chosen: readonly string[];
  onAdd: (values: string[]) => void;
  loading: boolean;
  /** The reader reached the field: time to load the suggestions. */
  onWant?: () => void;
  nameOf?: (value: string) => string;
}) {
  const t = useMessages(feedMessages);
  const labelOf = (value: string) =>
    suggestions.find((choice) => choice.value.toLowerCase() === value.toLowerCase())?.label ??
    nameOf?.(value) ??
    value;
  return (
    <Combobox
      label={t.filters[name]}
      name={name}
      options={suggestions}
      chosen={chosen.map((value) => ({ value, label: labelOf(value) }))}
      loading={loading}
      maxLength={MAX_ENTRY_LENGTH}
      onChoose={(value) => onAdd([value])}
      onFocus={onWant}
    />
  );
}

/**
 * A list filter whose values the API lists (categories): the select shows what is chosen, and
 * picking another replaces it (a link may still hold several; each shows as a chip).
 */
export function PickField({
  name,
  choices,
  chosen,
  onChange,
  anyLabel,
}: {
  name: ListFilter;
  choices: Choice[];
  chosen: readonly string[];
  onChange: (values: string[]) => void;
  anyLabel: string;
}) {
  const t = useMessages(feedMessages);
  const current = chosen.length === 1 ? (chosen[0] ?? '') : '';
  const known = choices.find((choice) => choice.value.toLowerCase() === current.toLowerCase());
  return (
    <SelectField
      label={t.filters[name]}
      value={known?.value ?? current}
      onChange={(value) => onChange(value ? [value] : [])}
      disabled={choices.length === 0 && !current}
      selectClassName="w-full min-w-0"
    >
      <option value="">
        {choices.length === 0 ? t.loadingCategories : chosen.length > 1 ? t.chosen(chosen.length) : anyLabel}
      </option>
      {current && !known && <option value={current}>{current}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

const countryChoicesByLanguage = new Map<InterfaceLanguage, Choice[]>();
const countryOptionsByLanguage = new Map<InterfaceLanguage, ReactNode>();

/** Every country of the contract, by name in the interface language (the same on the server and in every browser). */
export function countryChoicesIn(language: InterfaceLanguage): Choice[] {
  let choices = countryChoicesByLanguage.get(language);
  if (!choices) {
    choices = countryChoices(language).map(({ code, name }) => ({ value: code, label: name }));
    countryChoicesByLanguage.set(language, choices);
  }
  return choices;
}

// Made once per language: React skips elements it has seen, so the panel's re-renders leave these alone.
function countryOptions(language: InterfaceLanguage): ReactNode {
  let options = countryOptionsByLanguage.get(language);
  if (!options) {
    options = countryChoicesIn(language).map((country) => (
      <option key={country.value} value={country.value}>
        {country.label}
      </option>
    ));
    countryOptionsByLanguage.set(language, options);
  }
  return options;
}

/** A country, chosen by name; the URL keeps its two-letter code. */
export function CountryField({
  name,
  value,
  onChange,
}: {
  name: SingleFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const language = useInterfaceLanguage();
  const t = feedMessages[language];
  return (
    <SelectField label={t.filters[name]} value={value} onChange={onChange} selectClassName="w-full min-w-0">
      <option value="">{t.anyCountry}</option>
      {value && !ISO_COUNTRIES.has(value) && <option value={value}>{value}</option>}
      {countryOptions(language)}
    </SelectField>
  );
}
