// Reader URLs answered with the page already rendered (docs/decisions/0018): the app's own routes, loaders
// and queries run here through src/entry-server.tsx (loaded by entry-renderer.ts), its API calls answered
// in process (in-process-fetch.ts), React's stream written into the built index.html (page-document.ts) and
// sent compressed as it goes (html-stream.ts). This file is the request's way through: the page cache
// (page-cache.ts), the render gate, the data and first-byte budgets, the status, and 503 when there is no
// capacity. The data is awaited up to a budget; past `firstByteMs` the head of the page (styles, scripts)
// goes out at once with a 200, so a slow backend never holds up the first byte.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import { setTimeout as pause } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../contract/schemas';
import type { RenderedPage, Renderer } from '../../src/entry-server';
import { prefsFromCookieHeader, welcomeClosed } from '../../src/lib/reader-hints';
import { interfaceLanguageFromHints } from '../../src/lib/i18n';
import { parseTheme } from '../../src/lib/theme';
import type { HtmlCacheOptions } from './html-cache';
import { DEFAULT_RENDER_GATE, RenderGate, type Release, type RenderGateOptions } from './render-gate';
import { addVary } from '../lib/vary';
import { frontedVariant } from '../lib/reader-variant';
import { appContentSecurityPolicy } from '../lib/content-security-policy';
import { chunkPreloads, type PreloadChunks } from './chunk-preloads';
import { entryRenderer, type Entry } from './entry-renderer';
import { inProcessFetch } from './in-process-fetch';
import { encodedBody, encodedWhole, recording } from './html-stream';
import { PageCache, type WholePage } from './page-cache';
import {
  gatherPage,
  onwards,
  pageInOneGo,
  splitTemplate,
  unrendered,
  writePage,
  type TemplateParts,
} from './page-document';
import { acceptedLocales, derivedHints } from './page-hints';

export type { EntryModule } from './entry-renderer';

export interface PageRenderOptions {
  /** The built server bundle (dist-ssr/entry-server.js), or a loader of the module (development: Vite). */
  entry: Entry;
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
  preloadChunks?: PreloadChunks;
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

type Visit = ReturnType<PageRenderer['visitOf']>;
type Rendering = NonNullable<ReturnType<PageRenderer['startRender']>>;

export function createPageRenderer(
  app: FastifyInstance,
  config: AppConfig | undefined,
  options: PageRenderOptions,
  /** Where the renderer reports figures for /healthz. */
  reportHealth?: (name: string, report: () => unknown) => void,
): RenderPage {
  const renderer = new PageRenderer(app, config, options, reportHealth);
  return (request, reply, template, expectedStatus = 200) =>
    renderer.answer(request, reply, template, expectedStatus);
}

class PageRenderer {
  /** The request a render runs for (its API calls' client address and the public origin). */
  private readonly requests = new AsyncLocalStorage<RequestStore>();
  private readonly rendererFor: () => Promise<Renderer | undefined>;
  private readonly gate: RenderGate;
  private readonly cache: PageCache;
  private readonly policy: string | false;
  /** The built index.html is the same on every request: split once (a new build is a new template). */
  private split: { template: string; parts: TemplateParts | undefined } | undefined;

  constructor(
    private readonly app: FastifyInstance,
    config: AppConfig | undefined,
    private readonly options: PageRenderOptions,
    reportHealth?: (name: string, report: () => unknown) => void,
  ) {
    this.rendererFor = entryRenderer(app, options.entry, {
      config: config ?? { apiBaseUrl: '', features: { teamFollow: false } },
      fetch: inProcessFetch(app, () => this.requests.getStore()?.ip),
      origin: () => this.requests.getStore()?.origin ?? 'http://localhost',
      ownAnswers: options.ownAnswers ?? false,
      // Local mode: the render's reads take the handler's view as it is, no JSON between (decision 0058).
      ownView: options.ownAnswers ? (url) => app.inProcessApi?.view(url) : undefined,
    });
    this.gate = new RenderGate(options.gate ?? DEFAULT_RENDER_GATE);
    this.cache = new PageCache(options.cache, this.gate);
    reportHealth?.('htmlCache', () => this.cache.stats());
    reportHealth?.('renders', () => this.gate.stats());
    this.policy = options.contentSecurityPolicy ?? appContentSecurityPolicy(config?.playerOrigins);
  }

  /** The request's way through: the page cache, a render under way, the gate, then the render's own. */
  async answer(request: FastifyRequest, reply: FastifyReply, template: string, expectedStatus: number) {
    if (this.split?.template !== template) this.split = { template, parts: splitTemplate(template) };
    const parts = this.split.parts;
    const renderer = parts && (await this.rendererFor());
    if (!parts || !renderer) return false;
    const visit = this.visitOf(request, reply, parts);
    const { cache } = this;

    const cached = cache.get(visit.key, request, () => this.renderWhole(visit, renderer));
    if (cached) return cache.send(request, reply, cached, this.headers(visit));
    const leader = cache.fromLeader(visit.key, visit.untilFirstByte);
    const kept = leader && (await leader);
    if (kept) return cache.send(request, reply, kept, this.headers(visit));
    // The loop already lags behind the API's requests (which are being shed): no new render either.
    if (this.options.load?.lagging) return this.refuse(visit, BUSY_RETRY_AFTER_SECONDS);
    const rendering = this.startRender(visit, renderer);
    // Too many renders already running and waiting: this one is refused, as an API request would be.
    if (!rendering) return this.refuse(visit, BUSY_RETRY_AFTER_SECONDS);
    await this.sendRendered(visit, rendering, expectedStatus);
    return true;
  }

  /** One request for a page: who asks, and what its page depends on. */
  private visitOf(request: FastifyRequest, reply: FastifyReply, parts: TemplateParts) {
    const origin = this.app.publicOrigin();
    // The first byte's time counts from the request, whatever it waits for (a render under way, a turn).
    const firstByteAt = Date.now() + this.options.firstByteMs;
    const store = { ip: request.ip, origin };
    // Behind a shared cache that keys pages on the reader variant, the page is rendered from it alone.
    const variant = frontedVariant(request.headers);
    const hints = derivedHints(
      variant?.hints ?? {
        locales: acceptedLocales(request.headers['accept-language']),
        prefs: prefsFromCookieHeader(request.headers.cookie),
      },
    );
    // The reader's theme is on <html> in the first byte: no flash, no inline script; and its interface
    // language, which `<html lang>` states (and whose chunk of words the app imports before it hydrates).
    const theme = parseTheme(hints.prefs.theme);
    const language = interfaceLanguageFromHints(hints);
    return {
      request,
      reply,
      parts,
      store,
      hints,
      fronted: variant !== undefined,
      key: this.cache.keyFor(request, origin, hints),
      // The page's own head, made only for a render: a cached page already has it.
      head: () =>
        parts.head.replace(
          /<html\b[^>]*>/i,
          `<html lang="${language}"${theme === 'system' ? '' : ` data-theme="${theme}"`}>`,
        ) +
        chunkPreloads(this.options.preloadChunks ?? {}, language, request.url, {
          welcomeClosed: welcomeClosed(hints),
        }),
      untilFirstByte: () => pause(Math.max(0, firstByteAt - Date.now()), 'late' as const, { ref: false }),
    };
  }

  /** A page's status, type, Cache-Control, Vary and Content-Security-Policy. */
  private headers({ reply, fronted }: Visit) {
    const policy = this.policy;
    return (status: number, cacheControl: string) => {
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', cacheControl);
      // A page is rendered for the reader's languages and preferences cookie: a cache must tell them apart —
      // by the variant a front computed from them (rendered from it alone), else by the raw headers.
      const vary = fronted
        ? ['Accept-Encoding', 'X-Gazette-Variant']
        : ['Accept-Encoding', 'Accept-Language', 'Cookie'];
      for (const name of vary) addVary(reply, name);
      if (policy !== false) reply.header('content-security-policy', policy);
    };
  }

  /**
   * No page for want of capacity: 503 + Retry-After, with the unrendered app (the browser renders it and asks
   * for its data itself) and a line for a reader without JavaScript. Never kept.
   */
  private refuse(visit: Visit, retryAfterSeconds: number): true {
    const { reply, parts } = visit;
    this.headers(visit)(503, 'no-store');
    reply.header('retry-after', String(retryAfterSeconds));
    void reply.send(
      visit.head() +
        unrendered(parts, '<p>Gazette is busy right now; reload this page in a few seconds.</p>'),
    );
    return true;
  }

  /** The page rendered whole with nobody waiting for it (a stale page's fresh copy), as the cache keeps it. */
  private renderWhole(visit: Visit, renderer: Renderer): ReturnType<WholePage> {
    const head = visit.head();
    const url = new URL(visit.request.url, visit.store.origin);
    return (async () => {
      const outcome = await this.requests.run(visit.store, () =>
        renderer.render(new Request(url), {
          deadline: Date.now() + this.options.budgetMs,
          hints: visit.hints,
        }),
      );
      if (outcome.kind === 'redirect') return undefined;
      const html =
        pageInOneGo(head, outcome, visit.parts) ?? (await gatherPage(head, outcome, visit.parts).whole);
      return { page: outcome, html };
    })();
  }

  /** A render in a turn of the gate (undefined: no turn to be had), stopped when the reader leaves. */
  private startRender(visit: Visit, renderer: Renderer) {
    const { request, reply } = visit;
    const abort = new AbortController();
    // The reader left before the page was sent: stop rendering it, and keep nothing of it. (The request also
    // closes after a page went out whole; that is not leaving.)
    request.raw.once('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    const turn = this.gate.enter(abort.signal);
    if (!turn) return undefined;
    const finished = new Promise<void>((resolve) => {
      const done = () => resolve();
      if (reply.raw.destroyed || reply.raw.writableFinished) done();
      else reply.raw.once('close', done);
    });
    void turn.then(
      (release: Release) => finished.then(release),
      () => undefined,
    );
    this.cache.lead(visit.key, finished);
    const webRequest = new Request(new URL(request.url, visit.store.origin), { signal: abort.signal });
    // The data budget starts with the render, not with the wait for a turn.
    const page = turn.then(() =>
      this.requests.run(visit.store, () =>
        renderer.render(webRequest, {
          deadline: Date.now() + this.options.budgetMs,
          hints: visit.hints,
        }),
      ),
    );
    page.catch(() => undefined);
    return { page, abort, finished };
  }

  /**
   * The rendered page on its way out. Quick data decides the status (404 for an unknown story); slow data
   * does not hold up the first byte: past it the head goes out with the status the URL has whatever its data.
   */
  private async sendRendered(visit: Visit, rendering: Rendering, expectedStatus: number): Promise<void> {
    const { request, reply, parts, key } = visit;
    const { abort, finished } = rendering;
    let body: PassThrough | undefined;
    let whole: Promise<Buffer> | undefined;
    const open = (status: number, kept = false, withHead = true) => {
      body = new PassThrough();
      this.headers(visit)(status, this.cache.cacheControl(request, key, kept));
      // A page that may be kept is recorded as it streams (in the pipeline, so nothing flows early).
      let sent: Readable = body;
      if (key !== undefined) {
        const copy = recording();
        whole = copy.whole;
        sent = body.pipe(copy.stream);
      }
      void reply.send(encodedBody(request, reply, sent));
      if (withHead) body.write(visit.head());
      return body;
    };
    const first = await Promise.race([
      rendering.page.then(
        () => 'ready' as const,
        () => 'ready' as const,
      ),
      visit.untilFirstByte(),
    ]);
    if (first === 'late') open(expectedStatus);

    let page: RenderedPage;
    try {
      const outcome = await rendering.page;
      if (outcome.kind === 'redirect') {
        const location = outcome.response.headers.get('location') ?? '/';
        // The page's head already went out (its data was slow): the browser is sent on by the page itself,
        // with or without JavaScript, and a link stands in should it not follow.
        if (body) {
          body.end(onwards(parts, location));
        } else void reply.redirect(location, outcome.response.status);
        return;
      }
      page = outcome;
    } catch (error) {
      // The reader left while the page waited for its turn: nobody to answer.
      if (abort.signal.aborted) {
        body?.end();
        return;
      }
      // Never a 500 page for what the browser can still show: the unrendered app, which renders itself.
      request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
      (body ?? open(expectedStatus)).end(unrendered(parts));
      return;
    }
    if (page.unavailable) {
      // Its data was refused for want of capacity (a 5xx or 429): no error panel where stories belong. Before
      // the first byte, a 503 with the data's Retry-After; after it, the unrendered app, which asks again.
      page.abort();
      if (!body) {
        const asked = page.unavailable.retryAfterSeconds ?? BUSY_RETRY_AFTER_SECONDS;
        this.refuse(visit, Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, asked)));
        return;
      }
      body.end(unrendered(parts));
      return;
    }
    // Listened to only while the page is being sent: the signal outlives the request (the web Request made
    // from it keeps it in undici's finalization registry until collected), and a listener left on it would
    // keep this whole render with it — its page, state and stream (~0.3 MB a page, many per second).
    const stopRendering = () => page.abort();
    abort.signal.addEventListener('abort', stopRendering, { once: true });
    void finished.then(() => abort.signal.removeEventListener('abort', stopRendering));
    const kept = page.complete && (page.status === 200 || page.status === 404);
    if (body) {
      void whole?.then((html) => {
        if (!abort.signal.aborted) this.cache.keep(key!, request.url, page, html);
      });
      writePage(page, body, parts);
      return;
    }
    // The data came before the first byte was due. React writes a page whose data is in at once — in one go
    // when every part's code is in too (decision 0063) — so the page is sent as one buffer, compressed in one
    // go, and kept as it is (decision 0061). Streamed and not whole by the first byte (a part of the app
    // still loading): what there is goes out, then the rest.
    const head = visit.head();
    const inOneGo = pageInOneGo(head, page, parts);
    if (inOneGo) return this.sendWhole(visit, page, inOneGo, kept, abort.signal);
    const gathered = gatherPage(head, page, parts);
    const html = await Promise.race([gathered.whole.catch(() => 'late' as const), visit.untilFirstByte()]);
    if (html !== 'late') return this.sendWhole(visit, page, html, kept, abort.signal);
    gathered.stopGathering();
    const out = open(page.status, kept, false);
    for (const chunk of gathered.chunks) out.write(chunk);
    void whole?.then((html) => {
      if (!abort.signal.aborted) this.cache.keep(key!, request.url, page, html);
    });
    gathered.stream.pipe(out);
  }

  /** A page whole before its first byte: its headers, the page compressed in one go, and kept as it is. */
  private sendWhole(visit: Visit, page: RenderedPage, html: Buffer, kept: boolean, aborted: AbortSignal) {
    const { request, reply, key } = visit;
    this.headers(visit)(page.status, this.cache.cacheControl(request, key, kept));
    void reply.send(encodedWhole(request, reply, html));
    if (key !== undefined && !aborted.aborted) this.cache.keep(key, request.url, page, html);
  }
}
