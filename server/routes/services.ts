// What the API routes share: repositories and the in-memory catalog, built once per app.
import type { Catalog } from '../db/catalog-repository';
import type { ComicRepository } from '../db/comic-repository';
import type { ContentRepository } from '../db/content-repository';
import type { UserRepository } from '../db/user-repository';
import type { Newsroom } from '../lib/newsroom';

export interface Services {
  catalog: Catalog;
  content: ContentRepository;
  users: UserRepository;
  comics: ComicRepository;
  /** Per-route rate limits (requests per minute per IP), or false. */
  limits: { reads: number; writes: number } | false;
  /** Publishes new stories while the server runs, when configured (decision 0023). */
  newsroom?: Newsroom;
  /** Most items an `offset=0` ("every item") answer carries (CONTENT_ALL_MAX_ITEMS). */
  allItemsMax?: number;
}

/**
 * Per-route rate-limit options: none. Limits run before routing, per client and operation, in both modes
 * (plugins/request-guards.ts, configured from `limits`); kept so route registrations need not change.
 */
export function rateLimitConfig(
  _services: Services,
  _kind: 'reads' | 'writes' | 'media',
): Record<string, never> {
  return {};
}
