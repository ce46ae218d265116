// Country names for pickers: every ISO 3166-1 alpha-2 code of the contract, named by the browser.
import { ISO_COUNTRIES } from '@contract/vocabulary';

let cached: { code: string; name: string }[] | undefined;

export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country the contract accepts, by name. */
export function countryChoices(): { code: string; name: string }[] {
  cached ??= [...ISO_COUNTRIES]
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return cached;
}
