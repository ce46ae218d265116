import { CONTENT_LANGUAGES, type ContentLanguage } from '@contract/vocabulary';
import { countryName } from './countries';
import type { InterfaceLanguage } from './i18n';

/** The languages the service publishes in (content, category names, comics): the contract's list. */
export { CONTENT_LANGUAGES, type ContentLanguage };

export function isContentLanguage(value: string | null | undefined): value is ContentLanguage {
  return CONTENT_LANGUAGES.some((language) => language.code === value);
}

/** A content language the reader asked for, else the fallback (their default, or '' for the service's). */
export function contentLanguageOr(value: string | null | undefined, fallback: string): string {
  return isContentLanguage(value) ? value : fallback;
}

const languageNames = new Map<string, Intl.DisplayNames>();

/**
 * A language's name for a list in the interface language: the English interface names each in its own
 * language ("Español"), as it always has; Spanish and Portuguese name them in theirs ("Inglés", "Español").
 * `inSentence`: as it reads inside a sentence ("Tu idioma (español)").
 */
export function languageName(code: string, language: InterfaceLanguage = 'en', inSentence = false): string {
  if (language === 'en') return CONTENT_LANGUAGES.find((entry) => entry.code === code)?.name ?? code;
  let names = languageNames.get(language);
  if (!names) languageNames.set(language, (names = new Intl.DisplayNames(language, { type: 'language' })));
  let name: string;
  try {
    name = names.of(code) ?? code;
  } catch {
    return code;
  }
  return inSentence ? name : name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** The service's languages as choices in the interface language. */
export function contentLanguageChoices(
  language: InterfaceLanguage = 'en',
): { code: ContentLanguage; name: string }[] {
  return CONTENT_LANGUAGES.map(({ code }) => ({ code, name: languageName(code, language) }));
}

/**
 * A few countries the demo data covers first (any ISO 3166-1 alpha-2 code is accepted): codes only, so that
 * the settings' check, which imports this module on every page's first screen, does not bring the country
 * names (lib/country-names) with it; the pickers name them (`commonCountries`, `countryName`).
 */
export const COMMON_COUNTRY_CODES = [
  'US',
  'GB',
  'ES',
  'MX',
  'AR',
  'BR',
  'PT',
  'DE',
  'FR',
  'IT',
  'CA',
  'AU',
] as const;

/** The common countries, named in the interface language. */
export function commonCountries(language: InterfaceLanguage = 'en'): { code: string; name: string }[] {
  return COMMON_COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) }));
}
