// The service worker's runtime caches (docs/decisions/0022): their names and bounds, shared by the worker's
// build (vite.config.ts) and the app (Settings shows their size and clears them).
import { OPERATIONS, type Operation } from '../../contract/operations.ts';

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
 * The whole URLs (any origin: the API's base URL is configurable) of the contract table's operations that
 * match `keep`, as one expression built from their paths (`:name` = one segment; a trailing slash allowed).
 * A RegExp is copied into the service worker as it is, so the worker's routes are the table's own paths.
 */
function operationUrls(keep: (operation: Operation) => boolean): RegExp {
  const paths = OPERATIONS.filter(keep).flatMap((operation) => operation.paths);
  const alternatives = [...new Set(paths)].map((path) =>
    path
      .replace(/\/$/, '')
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/?#]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('\\/'),
  );
  return new RegExp(`^https?:\\/\\/[^/]+(?:${alternatives.join('|')})\\/?(?:[?#]|$)`, 'i');
}

/**
 * Operations a service worker must never cache or replay: those that change state (follow and unfollow)
 * and those whose answers must not be stored (the reader's user data). The worker's NetworkOnly route.
 */
export const NEVER_CACHED_API_URL = operationUrls(
  (operation) => operation.sideEffect || operation.cache === 'no-store',
);

/** The reads that may be kept for offline reading: every other operation (stories, categories, persons, teams, comics). */
export const OFFLINE_API_URL = operationUrls(
  (operation) => !operation.sideEffect && operation.cache !== 'no-store',
);

/** Whether a cached request's URL belongs to this reader: their id as a parameter (`userId=`) or a path segment (`/user/<id>`). */
export function belongsToUser(url: string, userId: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://reader.invalid');
  } catch {
    return false;
  }
  for (const value of parsed.searchParams.values()) if (value === userId) return true;
  return parsed.pathname.split('/').some((segment) => {
    try {
      return decodeURIComponent(segment) === userId;
    } catch {
      return false;
    }
  });
}

/**
 * Removes a reader id's answers from the offline caches, when the device stops using that id (a reset, a
 * pasted id, a device link): the id is a bearer secret, and answers asked under it are its reader's,
 * not the next one's. Where there are no caches (no service worker support) there is nothing to remove.
 */
export async function forgetUserAnswers(
  userId: string,
  storage: CacheStorage | undefined = typeof caches === 'undefined' ? undefined : caches,
): Promise<number> {
  if (!storage) return 0;
  let removed = 0;
  for (const name of OFFLINE_CACHE_NAMES) {
    if (!(await storage.has(name))) continue;
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      if (belongsToUser(request.url, userId) && (await cache.delete(request))) removed += 1;
    }
  }
  return removed;
}
