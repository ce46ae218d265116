// What the API routes share: repositories and the in-memory catalog, built once per app.
import type { Catalog } from '../db/catalog-repository';
import type { ComicRepository } from '../db/comic-repository';
import type { ContentRepository } from '../db/content-repository';
import type { UserRepository } from '../db/user-repository';

export interface Services {
  catalog: Catalog;
  content: ContentRepository;
  users: UserRepository;
  comics: ComicRepository;
  /** Per-route rate limits (requests per minute per IP), or false. */
  limits: { reads: number; writes: number } | false;
  /** Most items an `offset=0` ("every item") answer carries (CONTENT_ALL_MAX_ITEMS). */
  allItemsMax?: number;
}

export function rateLimitConfig(services: Services, kind: 'reads' | 'writes' | 'media') {
  if (services.limits === false) return {};
  const max =
    kind === 'writes'
      ? services.limits.writes
      : kind === 'media'
        ? services.limits.reads * 3
        : services.limits.reads;
  return { config: { rateLimit: { max, timeWindow: 60_000 } } };
}
