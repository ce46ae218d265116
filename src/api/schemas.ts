// The reader's door to the contract's answer schemas (contract/schemas.ts) and vocabulary: features
// import them from here, so the API layer stays the one place that knows where the contract lives.
export * from '@contract/schemas';
export {
  COMIC_LANGUAGES,
  COMIC_THEMES,
  SPORT_TYPES,
  type ComicLanguage,
  type ComicTheme,
} from '@contract/vocabulary';
