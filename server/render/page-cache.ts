// The rendered page's cache policy: which requests share a kept page (the key), which pages are kept and in
// which budget, what a shared cache in front may do with a page (Cache-Control), a kept page sent again
// (ETag, 304, its compressed forms), a stale page served while a fresh copy renders, and one render shared
// by a burst of readers of the same page. The pages themselves are kept in html-cache.ts.
import { setTimeout as pause } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from '../../src/entry-server';
import type { ReaderHints } from '../../src/lib/reader-hints';
import { negotiateEncoding } from '../lib/accept-header';
import { isCanonicalReaderPath } from '../lib/reader-url';
import { redactUrl } from '../lib/redact';
import { addVary } from '../lib/vary';
import { HtmlCache, matchesEtag, type CachedPage, type HtmlCacheOptions } from './html-cache';
import type { RenderGate } from './render-gate';

/** How long after a stale page went out its fresh copy starts rendering (see `revalidate`). */
const REVALIDATE_AFTER_MS = 1_000;

/** Sets a page's status and headers (type, Cache-Control, Vary, CSP); see page-renderer.ts. */
export type PageHeaders = (status: number, cacheControl: string) => void;

/** A page rendered whole, as the page cache keeps it; undefined when it went elsewhere (a redirect). */
export type WholePage = () => Promise<{ page: RenderedPage; html: Buffer } | undefined>;

export class PageCache {
  private readonly pages: HtmlCache;
  // Pages being rendered that may be kept, by cache key: a request for one waits briefly for it (a burst on
  // a page whose entry just expired renders it once, not once per request).
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly options: HtmlCacheOptions | undefined,
    /** Revalidations take a turn like any render. */
    private readonly gate: RenderGate,
  ) {
    this.pages = new HtmlCache(options ?? { ttlMs: 0, maxBytes: 0 });
  }

  stats() {
    return this.pages.stats();
  }

  /**
   * What the page depends on besides its URL: the public origin (canonical and preview URLs, never the Host
   * header) and the reader's derived display preferences — exactly what the page carries of them. Never
   * anything personal: the server renders none. A HEAD is answered as its GET is. Undefined: not kept.
   */
  keyFor(request: FastifyRequest, origin: string, hints: ReaderHints): string | undefined {
    return this.pages.enabled &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.headers.authorization === undefined
      ? JSON.stringify([origin, request.url, hints.locales, hints.prefs])
      : undefined;
  }

  /** The page kept for a key, fresh or stale; a stale one is rendered again meanwhile (`revalidate`). */
  get(key: string | undefined, request: FastifyRequest, renderAgain: WholePage): CachedPage | undefined {
    const cached = key === undefined ? undefined : this.pages.get(key);
    if (cached && this.pages.isStale(cached) && !this.inFlight.has(key!))
      this.revalidate(key!, request, renderAgain);
    return cached;
  }

  /**
   * The page another request is rendering now, awaited no longer than `patience`: the kept copy, or
   * undefined (not kept, or too slow — then this request renders on its own). Undefined at once when no
   * render of it is under way (not a promise: this request must lead before another one asks).
   */
  fromLeader(
    key: string | undefined,
    patience: () => Promise<unknown>,
  ): Promise<CachedPage | undefined> | undefined {
    const leader = key === undefined ? undefined : this.inFlight.get(key);
    if (!leader) return undefined;
    return Promise.race([leader, patience()]).then(() => this.pages.get(key!));
  }

  /** A render of the page under way until `render` settles: other readers of it wait for it (`fromLeader`). */
  lead(key: string | undefined, render: Promise<void>): void {
    if (key === undefined || this.inFlight.has(key)) return;
    this.inFlight.set(key, render);
    void render.then(() => {
      if (this.inFlight.get(key) === render) this.inFlight.delete(key);
    });
  }

  /**
   * Kept only when it is what anyone would get: every query answered, a page (or not-found) status. A
   * not-found page, a query string or an odd spelling of a path (any number of them can be made up) is
   * kept in a small budget of its own: a flood of them cannot push out the pages people read.
   */
  keep(key: string, url: string, page: RenderedPage, html: Buffer): void {
    if (!page.complete || page.unavailable || (page.status !== 200 && page.status !== 404)) return;
    const minor = page.status !== 200 || url.includes('?') || !isCanonicalReaderPath(url);
    this.pages.set(key, page.status, html, minor);
  }

  /**
   * A fresh response's Cache-Control. A page whose data is all in (`kept`: what the page cache keeps) may
   * be kept by a shared cache as long; one sent before its data was in may turn out incomplete, and is
   * asked for again each time.
   */
  cacheControl(request: FastifyRequest, key: string | undefined, kept: boolean): string {
    if (request.headers.authorization !== undefined) return 'private, no-store';
    return key !== undefined && kept ? this.shared(0) : 'no-cache';
  }

  /** A kept page sent again: its ETag (a 304 when the reader has it), compressed once per encoding. */
  send(request: FastifyRequest, reply: FastifyReply, cached: CachedPage, headers: PageHeaders): true {
    headers(cached.status, this.shared((this.options?.now ?? Date.now)() - cached.storedAt));
    addVary(reply, 'Accept-Encoding');
    reply.header('etag', cached.etag);
    if (cached.status === 200 && matchesEtag(request.headers['if-none-match'], cached.etag)) {
      void reply.code(304).send();
      return true;
    }
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding !== undefined) reply.header('content-encoding', encoding);
    void reply.send(encoding === undefined ? cached.body : this.pages.encode(cached, encoding));
    return true;
  }

  /**
   * What a shared cache may do with a page: keep it exactly as long as this server's own cache
   * keeps it, counted from when it was rendered — so nginx in front and the page cache agree on every page.
   */
  private shared(ageMs: number): string {
    const ttlMs = this.options?.ttlMs ?? 0;
    const staleMs = this.options?.staleMs ?? 0;
    const fresh = Math.max(0, Math.floor((ttlMs - ageMs) / 1000));
    const stale = Math.max(0, Math.floor((ttlMs + staleMs - ageMs) / 1000) - fresh);
    return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
  }

  /**
   * A fresh copy of a stale page, rendered with nobody waiting for it (the reader who asked got the kept
   * one), in a turn like any render: skipped when the queue is full, the stale copy served meanwhile.
   * It starts a moment after that reader's page went out: a render holds the event loop for 20–30 ms in
   * all, and started at once it delayed the page it was meant not to delay (its bytes queued behind the
   * render's first steps: 20–40 ms instead of 2) and then the stylesheet, script and pictures the reader
   * asks for next.
   */
  private revalidate(key: string, request: FastifyRequest, renderAgain: WholePage): void {
    const done = pause(REVALIDATE_AFTER_MS, undefined, { ref: false }).then(() =>
      this.gate.enter()?.then(async (release) => {
        try {
          const whole = await renderAgain();
          if (whole) this.keep(key, request.url, whole.page, whole.html);
        } catch (error) {
          request.log.warn(
            { err: error, url: redactUrl(request.url) },
            'a stale page could not be rendered again',
          );
        } finally {
          release();
        }
      }),
    );
    // Meanwhile the page counts as being rendered: one revalidation, however many stale hits.
    this.lead(key, done);
  }
}
