// The service worker's runtime caches (docs/decisions/0022): their names and bounds, shared by the worker's
// build (vite.config.ts) and the app (Settings shows their size and clears them).

/** Each cache keeps at most this many entries; the least recently used goes first. */
export const OFFLINE_CACHES = {
  /** Server-rendered HTML of pages the reader opened (navigations). */
  pages: { name: 'gazette-pages', maxEntries: 60 },
  /** Answers of the content, category, person, team and comics operations (never follow, unfollow or user data). */
  api: { name: 'gazette-api', maxEntries: 300 },
  /** Images under /media/ (story pictures, comics, avatars). */
  images: { name: 'gazette-images', maxEntries: 400 },
} as const;

/** How long an entry that nobody uses stays. */
export const OFFLINE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const OFFLINE_CACHE_NAMES: readonly string[] = Object.values(OFFLINE_CACHES).map(
  (cache) => cache.name,
);

/**
 * Operations a service worker must never cache or replay: follow and unfollow (persons and teams) and the
 * reader's user data, as whole URLs of any origin (the API's base URL is configurable). The worker's
 * NetworkOnly route is this very expression (a RegExp is copied into the worker as it is).
 */
export const NEVER_CACHED_API_URL =
  /^https?:\/\/[^/]+\/mediaApi\/v1\.0\/(?:(?:person|team)\/[^/?#]+\/(?:add|delete)\/?|user\/[^?#]*)(?:[?#]|$)/i;
