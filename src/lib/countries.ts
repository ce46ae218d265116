// Country names for pickers and pages: every ISO 3166-1 alpha-2 code of the contract, in the interface
// language (English from a fixed table, Spanish and Portuguese from Intl.DisplayNames).
import { ISO_COUNTRIES } from '@contract/vocabulary';
import { COUNTRY_NAMES } from './country-names';
import type { InterfaceLanguage } from './i18n';

/**
 * The names Node's and the browsers' ICU data disagree on (Node 20's CLDR 48 against Chromium's): pinned,
 * so a server-rendered page names a country as the browser that hydrates it does.
 */
const PINNED: Record<Exclude<InterfaceLanguage, 'en'>, Record<string, string>> = {
  es: { FK: 'Islas Malvinas', HK: 'Hong Kong', MO: 'Macao', PS: 'Palestina' },
  pt: { FK: 'Ilhas Malvinas', HK: 'Hong Kong', MO: 'Macau', PS: 'Palestina' },
};

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the interface language (English by default); an unknown code is shown as it is. */
export function countryName(code: string, language: InterfaceLanguage = 'en'): string {
  const upper = code.toUpperCase();
  if (language === 'en') return COUNTRY_NAMES[upper] ?? code;
  const pinned = PINNED[language][upper];
  if (pinned) return pinned;
  if (!ISO_COUNTRIES.has(upper)) return code;
  let names = displayNames.get(language);
  if (!names) displayNames.set(language, (names = new Intl.DisplayNames(language, { type: 'region' })));
  try {
    return names.of(upper) ?? code;
  } catch {
    return code;
  }
}

/** Countries whose English name takes "the" in a sentence ("stories for the United States"). */
const WITH_THE = new Set('AE BQ BS CF CK DO FK FO GB GM KM KY MH MV NL PH SB SC US VA VG VI'.split(' '));

/** A country's English name as it reads inside a sentence: "the United States", "Spain". */
export function countryInSentence(code: string): string {
  const name = countryName(code);
  return WITH_THE.has(code.toUpperCase()) ? `the ${name}` : name;
}

const cached = new Map<InterfaceLanguage, { code: string; name: string }[]>();

/** A name as the alphabet orders it here: without accents, in lower case. */
const sortKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every country the contract accepts, by name, in the language's alphabetical order. */
export function countryChoices(language: InterfaceLanguage = 'en'): { code: string; name: string }[] {
  let choices = cached.get(language);
  if (!choices) {
    // Sorted by the name without accents, in lower case: for these names the same order as
    // `Intl.Collator(language)` (countries.test.ts), without building a collator on the way to the first
    // screen — a page's first ICU service costs 20–80 ms of a desktop's main thread.
    choices = [...ISO_COUNTRIES]
      .map((code) => ({ code, name: countryName(code, language) }))
      .map((choice) => ({ choice, key: sortKey(choice.name) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(({ choice }) => choice);
    cached.set(language, choices);
  }
  return choices;
}
