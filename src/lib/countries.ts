// Country names for pickers and pages: every ISO 3166-1 alpha-2 code of the contract, in English.
import { ISO_COUNTRIES } from '@contract/vocabulary';
import { COUNTRY_NAMES } from './country-names';

let cached: { code: string; name: string }[] | undefined;

export function countryName(code: string): string {
  return COUNTRY_NAMES[code.toUpperCase()] ?? code;
}

/** Every country the contract accepts, by name. */
export function countryChoices(): { code: string; name: string }[] {
  cached ??= [...ISO_COUNTRIES]
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}
