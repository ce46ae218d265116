// The reader's door to the contract's answer schemas (contract/schemas.ts), vocabulary and thumbnail ladder:
// features import them from here, so the API layer stays the one place that knows where the contract lives.
// Types only: the browser never loads the schemas themselves (zod); the client's checks (contract-check.ts)
// read the plain data generated from them (contract/wire-checks.ts, decisions 0048 and 0059).
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
