// Parameters shared by several operations (api-contract.md §2).
import { boolean, country, language, list, opaque, userId } from '../lib/params';

export const API = '/mediaApi/v1.0';
/** The category routes also live under the doubled segment (contract §1); both spellings are served. */
export const CATEGORY_PREFIXES = ['/mediaApi/mediaApi/v1.0', '/mediaApi/v1.0'] as const;

export const commonParams = {
  aid: opaque(128, 'Opaque analytics id of the calling app.'),
  optOut: boolean('true: no personalised ordering and nothing about the request is recorded.'),
  userId: userId('Opaque user id (1-64 chars of A-Z a-z 0-9 _ -).'),
};

export const contentFilterParams = {
  language: language('Only items in this ISO 639-1 language.'),
  countryCode: country('Only items shown in this country (ISO 3166-1 alpha-2).'),
  localCountryCode: country("Only items shown in the reader's local country (ISO 3166-1 alpha-2)."),
  originCountryCode: country('Only items produced in this country (the provider\'s home country).'),
  vendor: list('Include: provider ids (contentSource), case-insensitive, comma-separated.'),
  vendorFilter: list('Exclude: provider ids, comma-separated.'),
  category: list('Include: English category names or ids, comma-separated.'),
  categoryFilter: list('Exclude: English category names or ids, comma-separated.'),
  tag: list('Include: tags, comma-separated.'),
  topic: list('Include: topic names or Wikidata ids; an entry ending in ":ext" also matches title/summary/body text.'),
  person: list('Include: person names or Wikidata ids, comma-separated.'),
  team: list('Include: team names or Wikidata ids, comma-separated.'),
};
