// The one place that decides what the reader accepts as a language or a country code. The
// contract names ISO 639-1 and ISO 3166-1 alpha-2; point these at the full lists when they exist.
const TWO_LETTERS = /^[a-z]{2}$/i;

/** An ISO 639-1 language code (any case), e.g. `en`. */
export function isLanguageCode(value: string): boolean {
  return TWO_LETTERS.test(value);
}

/** An ISO 3166-1 alpha-2 country code (any case), e.g. `US`. */
export function isCountryCode(value: string): boolean {
  return TWO_LETTERS.test(value);
}
