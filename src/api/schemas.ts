// The reader's door to the contract's answer schemas (contract/schemas.ts), vocabulary and thumbnail ladder:
// features import them from here, so the API layer stays the one place that knows where the contract lives.
// Types only: the schemas themselves (zod) are read by the client's checks (contract-check.ts), which load
// with the first request, never with the first screen (decision 0048).
export type * from '@contract/schemas';
export {
  COMIC_LANGUAGES,
  COMIC_THEMES,
  SPORT_TYPES,
  type ComicLanguage,
  type ComicTheme,
} from '@contract/vocabulary';
// The reference server's thumbnail sizes (decision 0008): the app asks for its picture variants on them.
export { roundThumbnail } from '@contract/thumbnail-ladder';
