// Rendered pages kept for a short time: the same URL for the same kind of reader is rendered once per TTL,
// not once per visit. Past its TTL a page may still be served for a while, stale, while a fresh copy renders
// (stale-while-revalidate). Kept by `lru-cache`, bounded by bytes (a page with its compressed forms, made
// once when first asked for), least recently used out first; each page carries a strong ETag. Pages anyone
// can make up without end (not-found pages, query strings, odd spellings: "minor") are kept in a second,
// small LRU of their own, so a flood of them cannot push out the pages people read (decision 0053).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Encoding } from '../lib/accept-header';
import { compressWhole } from '../lib/compress';

export interface CachedPage {
  key: string;
  status: number;
  body: Buffer;
  etag: string;
  storedAt: number;
  /** Kept in the small budget of pages anyone can make up (see `minorMaxBytes`). */
  minor: boolean;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface HtmlCacheOptions {
  /** How long a page is served from memory as fresh (ms); 0 keeps nothing. */
  ttlMs: number;
  /** How long past its TTL a page may still be served while a fresh copy renders (ms); 0: never. */
  staleMs?: number;
  /** The most bytes of HTML kept (uncompressed and compressed together), minor pages' included. */
  maxBytes: number;
  /** The part of `maxBytes` kept for minor pages (default an eighth). */
  minorMaxBytes?: number;
  now?: () => number;
}

// Fresh for 10 s; served at most a minute old, the app's own default `staleTime` for the data in it (so a
// stale copy hydrates without refetching everything at once).
export const DEFAULT_HTML_CACHE = { ttlMs: 10_000, staleMs: 50_000, maxBytes: 32 * 1024 * 1024 } as const;

const sizeOf = (page: CachedPage) =>
  page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

export class HtmlCache {
  readonly enabled: boolean;
  private readonly major: LRUCache<string, CachedPage>;
  private readonly minor: LRUCache<string, CachedPage>;
  private readonly counts = { hits: 0, staleHits: 0, misses: 0 };
  private readonly now: () => number;

  constructor(private readonly options: HtmlCacheOptions) {
    this.now = options.now ?? Date.now;
    this.enabled = options.ttlMs > 0 && options.maxBytes > 0;
    const minorMax = options.minorMaxBytes ?? Math.floor(options.maxBytes / 8);
    const lru = (maxSize: number) =>
      new LRUCache<string, CachedPage>({
        maxSize: Math.max(1, maxSize),
        sizeCalculation: sizeOf,
      });
    this.major = lru(options.maxBytes - minorMax);
    this.minor = lru(minorMax);
  }

  /** The page kept for a key, fresh or still servable stale (see `isStale`). */
  get(key: string): CachedPage | undefined {
    let page = this.major.get(key) ?? this.minor.get(key);
    if (page && this.now() - page.storedAt >= this.options.ttlMs + (this.options.staleMs ?? 0)) {
      (page.minor ? this.minor : this.major).delete(key);
      page = undefined;
    }
    if (!page) this.counts.misses += 1;
    else if (this.isStale(page)) this.counts.staleHits += 1;
    else this.counts.hits += 1;
    return page;
  }

  /** Past its TTL: serve it, and render a fresh copy. */
  isStale(page: CachedPage): boolean {
    return this.now() - page.storedAt >= this.options.ttlMs;
  }

  set(key: string, status: number, body: Buffer, minor = false): void {
    if (!this.enabled) return;
    this.major.delete(key);
    this.minor.delete(key);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const page: CachedPage = { key, status, body, etag, storedAt: this.now(), minor, encoded: {} };
    (minor ? this.minor : this.major).set(key, page);
  }

  /** The page's body in an encoding, compressed once (and counted in its LRU's bytes while kept). */
  encode(page: CachedPage, encoding: Encoding): Buffer {
    const kept = page.encoded[encoding];
    if (kept) return kept;
    const encoded = compressWhole(page.body, encoding, { brotliQuality: 5, gzipLevel: 6 });
    page.encoded[encoding] = encoded;
    // Set again as a new value (its `encoded` shared), so that it is sized again.
    const lru = page.minor ? this.minor : this.major;
    if (lru.peek(page.key)?.body === page.body) lru.set(page.key, { ...page });
    return encoded;
  }

  stats() {
    const { hits, staleHits, misses } = this.counts;
    const asked = hits + staleHits + misses;
    return {
      enabled: this.enabled,
      entries: this.major.size + this.minor.size,
      bytes: this.major.calculatedSize + this.minor.calculatedSize,
      minorBytes: this.minor.calculatedSize,
      maxBytes: this.options.maxBytes,
      ttlMs: this.options.ttlMs,
      staleMs: this.options.staleMs ?? 0,
      ...this.counts,
      hitRate: asked === 0 ? 0 : Math.round(((hits + staleHits) / asked) * 1000) / 1000,
    };
  }
}

/** Whether an `If-None-Match` header names this ETag (weak or strong, in a list, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}
