// Rendered pages kept for a short time (issue 13, item 6): the same URL for the same kind of reader is
// rendered once per TTL, not once per visit. Past its TTL a page may still be served for a while, stale,
// while a fresh copy renders (stale-while-revalidate): a page read now and then is answered from memory
// too, not rendered while its reader waits. Bounded by bytes, least recently used out first; each entry
// carries a strong ETag, and its compressed forms are made once, when first asked for. Pages anyone can make
// up without end (not-found pages, query strings, odd spellings: "minor") share a small budget of their
// own, so a flood of them cannot push out the pages people read (issue 34 §5).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

export interface CachedPage {
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
  /** The most bytes of HTML kept (uncompressed and compressed together). */
  maxBytes: number;
  /** The most of `maxBytes` minor pages may take (default an eighth). */
  minorMaxBytes?: number;
  now?: () => number;
}

// Fresh for 10 s; served at most a minute old, the app's own default `staleTime` for the data in it (so a
// stale copy hydrates without refetching everything at once).
export const DEFAULT_HTML_CACHE = { ttlMs: 10_000, staleMs: 50_000, maxBytes: 32 * 1024 * 1024 } as const;

const sizeOf = (page: CachedPage) =>
  page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

export class HtmlCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  private minorBytes = 0;
  private hits = 0;
  private staleHits = 0;
  private misses = 0;
  private readonly now: () => number;

  constructor(private readonly options: HtmlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxBytes > 0;
  }

  /** The page kept for a key, fresh or still servable stale (see `isStale`). */
  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page && this.age(page) < this.options.ttlMs + (this.options.staleMs ?? 0)) {
      // Most recently used last: eviction takes from the front.
      this.pages.delete(key);
      this.pages.set(key, page);
      if (this.isStale(page)) this.staleHits += 1;
      else this.hits += 1;
      return page;
    }
    if (page) this.remove(key);
    this.misses += 1;
    return undefined;
  }

  /** Past its TTL: serve it, and render a fresh copy. */
  isStale(page: CachedPage): boolean {
    return this.age(page) >= this.options.ttlMs;
  }

  private get minorMaxBytes(): number {
    return this.options.minorMaxBytes ?? Math.floor(this.options.maxBytes / 8);
  }

  set(key: string, status: number, body: Buffer, minor = false): void {
    if (!this.enabled || body.length > (minor ? this.minorMaxBytes : this.options.maxBytes)) return;
    this.remove(key);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const page: CachedPage = { status, body, etag, storedAt: this.now(), minor, encoded: {} };
    this.pages.set(key, page);
    this.bytes += sizeOf(page);
    if (minor) this.minorBytes += sizeOf(page);
    this.evict();
  }

  /** The page's body in an encoding, compressed once. */
  encode(page: CachedPage, encoding: Encoding): Buffer {
    let encoded = page.encoded[encoding];
    if (!encoded) {
      encoded =
        encoding === 'br'
          ? brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(page.body, { level: 6 });
      page.encoded[encoding] = encoded;
      if ([...this.pages.values()].includes(page)) {
        this.bytes += encoded.length;
        if (page.minor) this.minorBytes += encoded.length;
        this.evict();
      }
    }
    return encoded;
  }

  stats() {
    const served = this.hits + this.staleHits;
    const asked = served + this.misses;
    return {
      enabled: this.enabled,
      entries: this.pages.size,
      bytes: this.bytes,
      minorBytes: this.minorBytes,
      maxBytes: this.options.maxBytes,
      ttlMs: this.options.ttlMs,
      staleMs: this.options.staleMs ?? 0,
      hits: this.hits,
      staleHits: this.staleHits,
      misses: this.misses,
      hitRate: asked === 0 ? 0 : Math.round((served / asked) * 1000) / 1000,
    };
  }

  private age(page: CachedPage): number {
    return this.now() - page.storedAt;
  }

  private remove(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
    if (page.minor) this.minorBytes -= sizeOf(page);
  }

  /** Least recently used first: any page past the whole budget, a minor one past the minor budget. */
  private evict() {
    for (const [key, page] of this.pages) {
      const over = this.bytes > this.options.maxBytes;
      if (!over && this.minorBytes <= this.minorMaxBytes) break;
      if (over || page.minor) this.remove(key);
    }
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
