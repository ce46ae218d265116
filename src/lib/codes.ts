// The one place that decides what the reader accepts as a language or a country code: the contract's
// ISO lists, so the reader refuses exactly what the server would.
import { ISO_COUNTRIES, ISO_LANGUAGES } from '@contract/vocabulary';

/** An ISO 639-1 language code (any case), e.g. `en`. */
export function isLanguageCode(value: string): boolean {
  return ISO_LANGUAGES.has(value.toLowerCase());
}

/** An ISO 3166-1 alpha-2 country code (any case), e.g. `US`. */
export function isCountryCode(value: string): boolean {
  return ISO_COUNTRIES.has(value.toUpperCase());
}
