// The API's URLs the service worker routes (docs/decisions/0022), built from the operations table: read by the
// worker's build only (vite.config.ts). Not in offline-caches.ts, which Settings imports: these need the
// table, hence zod, which the browser's pages do not load (decision 0059).
import { OPERATIONS, type Operation } from '../../contract/operations.ts';

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
