// Reader URLs answered with the page already rendered (docs/decisions/0018): the app's own routes, loaders
// and queries run here through src/entry-server.tsx, its API calls answered in process
// (in-process-fetch.ts), React's stream written into the built index.html (page-document.ts) and sent
// compressed as it goes (html-stream.ts). This file is the request's way through: the page cache, the
// render gate, the data and first-byte budgets, the status, and 503 when there is no capacity.
// The data is awaited up to a budget; past `firstByteMs` the head of the page (styles, scripts) goes out at
// once with a 200, so a slow backend never holds up the first byte.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../contract/schemas';
import type { RenderedPage, Renderer, RendererOptions } from '../../src/entry-server';
import type { ReaderHints } from '../../src/lib/reader-hints';
import { prefsFromCookieHeader } from '../../src/lib/reader-hints';
import { interfaceLanguageFromHints } from '../../src/lib/i18n';
import { parseTheme } from '../../src/lib/theme';
import { HtmlCache, matchesEtag, type CachedPage, type HtmlCacheOptions } from './html-cache';
import { DEFAULT_RENDER_GATE, RenderGate, type Release, type RenderGateOptions } from './render-gate';
import { addVary } from '../plugins/compression';
import { isCanonicalReaderPath } from '../lib/reader-url';
import { negotiateEncoding } from '../lib/accept-header';
import { redactUrl } from '../lib/redact';
import { frontedVariant } from '../lib/reader-variant';
import { appContentSecurityPolicy } from '../plugins/security-headers';
import { cataloguePreload, type CatalogueChunks } from './catalogue-chunks';
import { inProcessFetch } from './in-process-fetch';
import { encodedBody, recording } from './html-stream';
import { onwards, splitTemplate, writePage, type TemplateParts } from './page-document';
import { acceptedLocales, derivedHints } from './page-hints';

export type EntryModule = { createRenderer(options: RendererOptions): Renderer };

export interface PageRenderOptions {
  /** The built server bundle (dist-ssr/entry-server.js), or a loader of the module (development: Vite). */
  entry: string | (() => Promise<EntryModule>);
  /** How long the page waits for its data before it renders without it (SSR_DATA_BUDGET_MS). */
  budgetMs: number;
  /** How long the status may wait for the data before the page's head is sent with a 200 (SSR_FIRST_BYTE_MS). */
  firstByteMs: number;
  /** The page's Content-Security-Policy; `false` in development only (Vite's inline preamble). */
  contentSecurityPolicy?: string | false;
  /** Rendered pages kept in memory (SSR_CACHE_TTL_MS, SSR_CACHE_MAX_BYTES); a TTL of 0 keeps none. */
  cache?: HtmlCacheOptions;
  /** Renders at once and in line (SSR_CONCURRENCY, SSR_QUEUE); past those a page is refused (503). */
  gate?: RenderGateOptions;
  /** The API's admission control (app.ts's shedder): while the loop lags, a page not kept is refused too. */
  load?: { readonly lagging: boolean };
  /** Each interface language's catalogue chunk in the build, preloaded by the pages in that language. */
  catalogueChunks?: CatalogueChunks;
  /**
   * The API answers from this server's own data (not a proxy's upstream): serialized from the contract's
   * schemas, they are not checked against them a second time by the render's client.
   */
  ownAnswers?: boolean;
}

/** How long a page refused for want of capacity asks the reader to wait (`Retry-After`, seconds). */
const BUSY_RETRY_AFTER_SECONDS = 2;
/** The most a page passes on of its data's `Retry-After`. */
const MAX_RETRY_AFTER_SECONDS = 30;

export const DEFAULT_RENDER_BUDGET = { budgetMs: 300, firstByteMs: 40 } as const;

interface RequestStore {
  ip: string;
  origin: string;
}

/**
 * Renders a reader URL and sends it; `false` when it cannot (no server bundle), and the caller serves the
 * unrendered app. (Not the reply itself: a reply is thenable, and awaiting it waits for the whole answer.)
 */
export type RenderPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  /** The status the URL has whatever its data (404 for an address that is no reader URL), else 200. */
  expectedStatus?: number,
) => Promise<boolean>;

/** How long after a stale page went out its fresh copy starts rendering (see `revalidate`). */
const REVALIDATE_AFTER_MS = 1_000;

const pause = (ms: number) => new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref());

export function createPageRenderer(
  app: FastifyInstance,
  config: AppConfig | undefined,
  options: PageRenderOptions,
  /** Where the renderer reports figures for /healthz. */
  reportHealth?: (name: string, report: () => unknown) => void,
): RenderPage {
  const requests = new AsyncLocalStorage<RequestStore>();
  const fetchInProcess = inProcessFetch(app, () => requests.getStore()?.ip);

  let renderer: Promise<Renderer | undefined> | undefined;
  // Development: one renderer per version of the entry module Vite hands back, a new one after a hot
  // reload. (One per request made a DOM for the sanitizer each time, ~0.4 MB a page, never freed.)
  const devRenderers = new WeakMap<EntryModule, Renderer>();
  const rendererFor = (): Promise<Renderer | undefined> => {
    if (typeof options.entry === 'function') {
      return options.entry().then((module) => {
        let current = devRenderers.get(module);
        if (!current) {
          current = module.createRenderer(rendererOptions);
          devRenderers.set(module, current);
        }
        return current;
      });
    }
    const entry = options.entry;
    renderer ??= (async () => {
      if (!existsSync(entry)) {
        app.log.warn({ entry }, 'no server bundle: pages are served unrendered (run `npm run build`)');
        return undefined;
      }
      const module = (await import(pathToFileURL(entry).href)) as EntryModule;
      return module.createRenderer(rendererOptions);
    })();
    return renderer;
  };
  const rendererOptions: RendererOptions = {
    config: config ?? { apiBaseUrl: '', features: { teamFollow: false } },
    fetch: fetchInProcess,
    origin: () => requests.getStore()?.origin ?? 'http://localhost',
    ownAnswers: options.ownAnswers ?? false,
  };

  // The server bundle (and the DOM it sanitizes with) loads while the server starts, not on the first visit.
  app.addHook('onReady', async () => {
    if (typeof options.entry === 'string') await rendererFor();
  });

  const cache = new HtmlCache(options.cache ?? { ttlMs: 0, maxBytes: 0 });
  reportHealth?.('htmlCache', () => cache.stats());
  const gate = new RenderGate(options.gate ?? DEFAULT_RENDER_GATE);
  reportHealth?.('renders', () => gate.stats());
  // Pages being rendered that may be kept, by cache key: a request for one waits briefly for it (a burst on
  // a page whose entry just expired renders it once, not once per request).
  const inFlight = new Map<string, Promise<void>>();
  const leading = (key: string, render: Promise<void>) => {
    if (inFlight.has(key)) return;
    inFlight.set(key, render);
    void render.then(() => {
      if (inFlight.get(key) === render) inFlight.delete(key);
    });
  };
  // Kept only when it is what anyone would get: every query answered, a page (or not-found) status. A
  // not-found page, a query string or an odd spelling of a path (any number of them can be made up) is
  // kept in a small budget of its own: a flood of them cannot push out the pages people read.
  const keep = (key: string, url: string, page: RenderedPage, html: Buffer) => {
    if (!page.complete || page.unavailable || (page.status !== 200 && page.status !== 404)) return;
    const minor = page.status !== 200 || url.includes('?') || !isCanonicalReaderPath(url);
    cache.set(key, page.status, html, minor);
  };
  /**
   * A fresh copy of a stale page, rendered with nobody waiting for it (the reader who asked got the kept
   * one), in a turn like any render: skipped when the queue is full, the stale copy served meanwhile.
   * It starts a moment after that reader's page went out: a render holds the event loop for 20–30 ms in
   * all, and started at once it delayed the page it was meant not to delay (its bytes queued behind the
   * render's first steps: 20–40 ms instead of 2) and then the stylesheet, script and pictures the reader
   * asks for next.
   */
  const revalidate = (
    key: string,
    request: FastifyRequest,
    page: { renderer: Renderer; parts: TemplateParts; store: RequestStore; hints: ReaderHints; head: string },
  ) => {
    const url = new URL(request.url, page.store.origin);
    const render = async (release: Release) => {
      try {
        const outcome = await requests.run(page.store, () =>
          page.renderer.render(new Request(url), {
            deadline: Date.now() + options.budgetMs,
            hints: page.hints,
          }),
        );
        if (outcome.kind === 'redirect') return;
        const out = new PassThrough();
        const chunks: Buffer[] = [];
        out.on('data', (chunk: Buffer) => chunks.push(chunk));
        const ended = new Promise<void>((resolve, reject) => out.on('end', resolve).on('error', reject));
        out.write(page.head);
        writePage(outcome, out, page.parts);
        await ended;
        keep(key, request.url, outcome, Buffer.concat(chunks));
      } catch (error) {
        request.log.warn(
          { err: error, url: redactUrl(request.url) },
          'a stale page could not be rendered again',
        );
      } finally {
        release();
      }
    };
    const done = pause(REVALIDATE_AFTER_MS).then(() => gate.enter()?.then(render));
    // Meanwhile the page counts as being rendered: one revalidation, however many stale hits.
    leading(key, done);
  };
  const policy = options.contentSecurityPolicy ?? appContentSecurityPolicy(config?.playerOrigins);
  /**
   * What a shared cache may do with a page (issue 38): keep it exactly as long as this server's own cache
   * keeps it, counted from when it was rendered — so nginx in front and the page cache agree on every page.
   */
  const ttlMs = options.cache?.ttlMs ?? 0;
  const staleMs = options.cache?.staleMs ?? 0;
  const shared = (ageMs: number) => {
    const fresh = Math.max(0, Math.floor((ttlMs - ageMs) / 1000));
    const stale = Math.max(0, Math.floor((ttlMs + staleMs - ageMs) / 1000) - fresh);
    return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
  };
  const headers = (reply: FastifyReply, status: number, cacheControl: string, fronted: boolean) => {
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', cacheControl);
    // A page is rendered for the reader's languages and preferences cookie: a cache must tell them apart —
    // by the variant a front computed from them (rendered from it alone), else by the raw headers.
    const vary = fronted
      ? ['Accept-Encoding', 'X-Gazette-Variant']
      : ['Accept-Encoding', 'Accept-Language', 'Cookie'];
    for (const name of vary) addVary(reply, name);
    if (policy !== false) reply.header('content-security-policy', policy);
  };

  // The built index.html is the same on every request: split once (a new build is a new template).
  let split: { template: string; parts: TemplateParts | undefined } | undefined;
  return async (request, reply, template, expectedStatus = 200) => {
    if (split?.template !== template) split = { template, parts: splitTemplate(template) };
    const parts = split.parts;
    const current = parts && (await rendererFor());
    if (!parts || !current) return false;
    // The first byte's time counts from the request, whatever it waits for (a render under way, a turn).
    const firstByteAt = Date.now() + options.firstByteMs;
    const untilFirstByte = () => pause(Math.max(0, firstByteAt - Date.now()));
    const store = { ip: request.ip, origin: app.publicOrigin() };
    // Behind a shared cache that keys pages on the reader variant, the page is rendered from it alone.
    const variant = frontedVariant(request.headers);
    const fronted = variant !== undefined;
    const hints = derivedHints(
      variant?.hints ?? {
        locales: acceptedLocales(request.headers['accept-language']),
        prefs: prefsFromCookieHeader(request.headers.cookie),
      },
    );
    // The reader's theme is on <html> in the first byte: no flash, no inline script.
    const theme = parseTheme(hints.prefs.theme);
    // And its interface language, which `<html lang>` states.
    const language = interfaceLanguageFromHints(hints);
    // What the page depends on besides its URL: the public origin (canonical and preview URLs, never the
    // Host header) and the reader's derived display preferences — exactly what the page carries of them.
    // Never anything personal: the server renders none. A HEAD is answered as its GET is, from the cache.
    const key =
      cache.enabled &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.headers.authorization === undefined
        ? JSON.stringify([store.origin, request.url, hints.locales, hints.prefs])
        : undefined;
    // The page's own head (its <html> attributes), made only for a render: a cached page already has it.
    // (and the chunk of its language's words, which the app imports before it hydrates).
    const head = () =>
      parts.head.replace(
        /<html\b[^>]*>/i,
        `<html lang="${language}"${theme === 'system' ? '' : ` data-theme="${theme}"`}>`,
      ) + cataloguePreload(options.catalogueChunks ?? {}, language, request.url);
    const serveCached = (cached: CachedPage) => {
      headers(reply, cached.status, shared((options.cache?.now ?? Date.now)() - cached.storedAt), fronted);
      addVary(reply, 'Accept-Encoding');
      reply.header('etag', cached.etag);
      if (cached.status === 200 && matchesEtag(request.headers['if-none-match'], cached.etag)) {
        void reply.code(304).send();
        return true;
      }
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (encoding !== undefined) reply.header('content-encoding', encoding);
      void reply.send(encoding === undefined ? cached.body : cache.encode(cached, encoding));
      return true;
    };
    /**
     * No page for want of capacity: 503 + Retry-After, with the unrendered app (the browser renders it and
     * asks for its data itself) and a line for a reader without JavaScript. Never kept.
     */
    const refuse = (retryAfterSeconds: number) => {
      headers(reply, 503, 'no-store', fronted);
      reply.header('retry-after', String(retryAfterSeconds));
      void reply.send(
        `${head()}${parts.defaults}${parts.body}<p>Gazette is busy right now; reload this page in a few seconds.</p></div>${parts.tail}`,
      );
      return true;
    };
    const cached = key === undefined ? undefined : cache.get(key);
    if (cached) {
      if (cache.isStale(cached) && !inFlight.has(key!))
        revalidate(key!, request, { renderer: current, parts, store, hints, head: head() });
      return serveCached(cached);
    }
    const leader = key === undefined ? undefined : inFlight.get(key);
    if (leader) {
      // No longer than the first byte may wait: past that, this request renders on its own.
      await Promise.race([leader, untilFirstByte()]);
      const kept = cache.get(key!);
      if (kept) return serveCached(kept);
    }
    // The loop already lags behind the API's requests (which are being shed): no new render either.
    if (options.load?.lagging) return refuse(BUSY_RETRY_AFTER_SECONDS);
    const abort = new AbortController();
    // The reader left before the page was sent: stop rendering it, and keep nothing of it. (The request also
    // closes after a page went out whole; that is not leaving.)
    request.raw.once('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    const turn = gate.enter(abort.signal);
    // Too many renders already running and waiting: this one is refused, as an API request would be.
    if (!turn) return refuse(BUSY_RETRY_AFTER_SECONDS);
    const finished = new Promise<void>((resolve) => {
      const done = () => resolve();
      if (reply.raw.destroyed || reply.raw.writableFinished) done();
      else reply.raw.once('close', done);
    });
    void turn.then(
      (release) => finished.then(release),
      () => undefined,
    );
    if (key !== undefined) leading(key, finished);
    const webRequest = new Request(new URL(request.url, store.origin), { signal: abort.signal });
    // The data budget starts with the render, not with the wait for a turn.
    const rendering = turn.then(() =>
      requests.run(store, () =>
        current.render(webRequest, {
          deadline: Date.now() + options.budgetMs,
          hints,
        }),
      ),
    );
    rendering.catch(() => undefined);

    let body: PassThrough | undefined;
    let whole: Promise<Buffer> | undefined;
    /**
     * A page whose data is all in (`kept`: what the page cache keeps) may be kept by a shared cache as
     * long; one sent before its data was in may turn out incomplete, and is asked for again each time.
     */
    const open = (status: number, kept = false) => {
      body = new PassThrough();
      headers(
        reply,
        status,
        request.headers.authorization !== undefined
          ? 'private, no-store'
          : key !== undefined && kept
            ? shared(0)
            : 'no-cache',
        fronted,
      );
      // A page that may be kept is recorded as it streams (in the pipeline, so nothing flows early).
      let sent: Readable = body;
      if (key !== undefined) {
        const copy = recording();
        whole = copy.whole;
        sent = body.pipe(copy.stream);
      }
      void reply.send(encodedBody(request, reply, sent));
      body.write(head());
      return body;
    };
    // Quick data decides the status (404 for an unknown story); slow data does not hold up the first byte.
    const first = await Promise.race([
      rendering.then(
        () => 'ready' as const,
        () => 'ready' as const,
      ),
      untilFirstByte(),
    ]);
    if (first === 'late') open(expectedStatus);

    let page: RenderedPage;
    try {
      const outcome = await rendering;
      if (outcome.kind === 'redirect') {
        const location = outcome.response.headers.get('location') ?? '/';
        // The page's head already went out (its data was slow): the browser is sent on by the page itself,
        // with or without JavaScript, and a link stands in should it not follow.
        if (body) {
          const { meta, link } = onwards(location);
          body.end(`${parts.defaults}${meta}${parts.body}</div>${link}${parts.tail}`);
        } else void reply.redirect(location, outcome.response.status);
        return true;
      }
      page = outcome;
    } catch (error) {
      // The reader left while the page waited for its turn: nobody to answer.
      if (abort.signal.aborted) {
        body?.end();
        return true;
      }
      // Never a 500 page for what the browser can still show: the unrendered app, which renders itself.
      request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
      (body ?? open(expectedStatus)).end(`${parts.defaults}${parts.body}</div>${parts.tail}`);
      return true;
    }
    if (page.unavailable) {
      // Its data was refused for want of capacity (a 5xx or 429): no error panel where stories belong. Before
      // the first byte, a 503 with the data's Retry-After; after it, the unrendered app, which asks again.
      page.abort();
      if (!body)
        return refuse(
          Math.min(
            MAX_RETRY_AFTER_SECONDS,
            Math.max(1, page.unavailable.retryAfterSeconds ?? BUSY_RETRY_AFTER_SECONDS),
          ),
        );
      body.end(`${parts.defaults}${parts.body}</div>${parts.tail}`);
      return true;
    }
    const out = body ?? open(page.status, page.complete && (page.status === 200 || page.status === 404));
    // Listened to only while the page is being sent: the signal outlives the request (the web Request made
    // from it keeps it in undici's finalization registry until collected), and a listener left on it would
    // keep this whole render with it — its page, state and stream (~0.3 MB a page, many per second).
    const stopRendering = () => page.abort();
    abort.signal.addEventListener('abort', stopRendering, { once: true });
    void finished.then(() => abort.signal.removeEventListener('abort', stopRendering));
    void whole?.then((html) => {
      if (!abort.signal.aborted) keep(key!, request.url, page, html);
    });
    writePage(page, out, parts);
    return true;
  };
}
