// Country names for pickers and pages: every ISO 3166-1 alpha-2 code of the contract, in English.
import { ISO_COUNTRIES } from '@contract/vocabulary';
import { COUNTRY_NAMES } from './country-names';

let cached: { code: string; name: string }[] | undefined;

export function countryName(code: string): string {
  return COUNTRY_NAMES[code.toUpperCase()] ?? code;
}

/** Countries whose English name takes "the" in a sentence ("stories for the United States"). */
const WITH_THE = new Set('AE BQ BS CF CK DO FK FO GB GM KM KY MH MV NL PH SB SC US VA VG VI'.split(' '));

/** A country's name as it reads inside a sentence: "the United States", "Spain". */
export function countryInSentence(code: string): string {
  const name = countryName(code);
  return WITH_THE.has(code.toUpperCase()) ? `the ${name}` : name;
}

/** Every country the contract accepts, by name. */
export function countryChoices(): { code: string; name: string }[] {
  cached ??= [...ISO_COUNTRIES]
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}
