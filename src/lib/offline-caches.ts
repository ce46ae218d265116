// The service worker's runtime caches (docs/decisions/0022): their names and bounds, shared by the worker's
// build (vite.config.ts) and the app (Settings shows their size and clears them). The API's URLs the worker
// routes to them are offline-api-urls.ts's, which only the worker's build reads.
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
