/**
 * Route loaders warm the cache without holding up navigation (see docs/decisions/0009): they
 * start `ensureQueryData` and return. A failure is the page's to show, from the same query.
 */
export function warm(promise: Promise<unknown>): void {
  promise.catch(() => undefined);
}
