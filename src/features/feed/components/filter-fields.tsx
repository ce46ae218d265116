// The filter panel's fields: a pick list (categories), one region (a country and how it applies).
import { useId, useState, type ReactNode } from 'react';
import { ISO_COUNTRIES } from '@contract/vocabulary';
import { RadioPill } from '@/components/ui/radio-pill';
import { SelectField } from '@/components/ui/select-field';
import { countryChoices } from '@/lib/countries';
import { useInterfaceLanguage, useMessages, type InterfaceLanguage } from '@/lib/i18n';
import type { ChoiceSource, ListFilter } from '../filter-table';
import { feedMessages } from '../messages';
import { feedFilterMessages } from '../filter-messages';

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
  const tf = useMessages(feedFilterMessages);
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
        {choices.length === 0
          ? tf.loadingCategories
          : chosen.length > 1
            ? tf.chosen(chosen.length)
            : anyLabel}
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

/** The interface's three country parameters: where a story is shown, what place it is about, where it is from. */
export const REGION_MODES = ['countryCode', 'localCountryCode', 'originCountryCode'] as const;
export type RegionMode = (typeof REGION_MODES)[number];

/** The region a view asks for: the first of the three country parameters that holds a country. */
export function regionOf(shown: Partial<Record<RegionMode, string>>): { mode?: RegionMode; country: string } {
  const mode = REGION_MODES.find((name) => (shown[name] ?? '') !== '');
  return { mode, country: mode ? shown[mode]! : '' };
}

/**
 * The filters with one region: `country` under `mode`, the other two cleared (the shown-in country has the
 * reader's default, so it says "any" explicitly rather than letting the default come back).
 */
export function withRegion<F extends Partial<Record<RegionMode, string>>>(
  filters: F,
  mode: RegionMode,
  country: string,
): F {
  const next: Record<string, unknown> = { ...filters };
  for (const name of REGION_MODES) delete next[name];
  next.countryCode = '';
  if (country !== '') next[mode] = country;
  return next as F;
}

/** One "Region": a country, and whether stories are shown in it, local to it or from it. */
export function RegionField({
  shown,
  onChange,
}: {
  shown: Partial<Record<RegionMode, string>>;
  onChange: (mode: RegionMode, country: string) => void;
}) {
  const language = useInterfaceLanguage();
  const tf = feedFilterMessages[language];
  const name = useId();
  const current = regionOf(shown);
  // Kept on screen while no country is chosen: the next country picked goes there.
  const [pending, setPending] = useState<RegionMode>('countryCode');
  const mode = current.mode ?? pending;
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label={tf.region}
        value={current.country}
        onChange={(country) => onChange(mode, country)}
        selectClassName="w-full min-w-0"
      >
        <option value="">{tf.anyRegion}</option>
        {current.country && !ISO_COUNTRIES.has(current.country) && (
          <option value={current.country}>{current.country}</option>
        )}
        {countryOptions(language)}
      </SelectField>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm text-ink-soft">{tf.regionHow}</legend>
        <div className="flex flex-wrap gap-1.5">
          {REGION_MODES.map((option) => (
            <RadioPill
              key={option}
              name={name}
              value={option}
              checked={mode === option}
              onChange={() => {
                setPending(option);
                if (current.country) onChange(option, current.country);
              }}
            >
              {tf.regionModes[option]}
            </RadioPill>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
