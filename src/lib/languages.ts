import { CONTENT_LANGUAGES, type ContentLanguage } from '@contract/vocabulary';

/** The languages the service publishes in (content, category names, comics): the contract's list. */
export { CONTENT_LANGUAGES, type ContentLanguage };

export function isContentLanguage(value: string | null | undefined): value is ContentLanguage {
  return CONTENT_LANGUAGES.some((language) => language.code === value);
}

/** A content language the reader asked for, else the fallback (their default, or '' for the service's). */
export function contentLanguageOr(value: string | null | undefined, fallback: string): string {
  return isContentLanguage(value) ? value : fallback;
}

/** A few countries the demo data covers first; any ISO 3166-1 alpha-2 code is accepted. */
export const COMMON_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'ES', name: 'Spain' },
  { code: 'MX', name: 'Mexico' },
  { code: 'AR', name: 'Argentina' },
  { code: 'BR', name: 'Brazil' },
  { code: 'PT', name: 'Portugal' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'IT', name: 'Italy' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
] as const;
