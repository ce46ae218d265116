// Which video players a story may embed: the https origins the page's CSP lists in `frame-src` and the
// runtime configuration hands the app (docs/decisions/0035). Nothing else may load in a frame.
import type { Catalog } from '../db/catalog-repository';
import { PROVIDERS } from '../db/seed-vocabulary';

/** `https://host[:port]` exactly, or `undefined`: a path, a query, plain http or a wildcard is refused. */
export function httpsOrigin(text: string): string | undefined {
  const trimmed = text.trim().replace(/\/$/, '');
  try {
    const url = new URL(trimmed);
    // A CSP source list reads `*` as a wildcard, which URL lets through in a host name.
    const plainHost = /^[a-z0-9.-]+$/.test(url.hostname);
    return url.protocol === 'https:' && plainHost && url.origin === trimmed ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** `PLAYER_ORIGINS`: a comma-separated list of https origins; anything else in it is dropped. */
export function parsePlayerOrigins(text: string | undefined): string[] {
  const origins = (text ?? '').split(',').flatMap((entry) => httpsOrigin(entry) ?? []);
  return [...new Set(origins)].sort();
}

/** The reference server's own data: the players of the providers that allow embedding, and only theirs. */
export function localPlayerOrigins(catalog: Catalog): string[] {
  const embedding = new Set(
    PROVIDERS.filter((provider) => provider.embedsPlayer).map((provider) => provider.id),
  );
  const origins = [...catalog.providerById.values()].flatMap((provider) =>
    embedding.has(provider.id) ? (httpsOrigin(`https://${provider.domain}`) ?? []) : [],
  );
  return [...new Set(origins)].sort();
}
