// The server's way into the app (docs/decisions/0018): the same routes, loaders and query options as the
// browser, a router and a query cache per request, the data awaited up to a deadline, then React's stream
// of the whole document (docs/decisions/0056): its head, the app in its root element, the data beside it.
// Built by `vite build` into dist-ssr/ and loaded by server/render/page-renderer.ts (in development through Vite: server/render/vite-entry.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup, renderToString } from 'react-dom/server';
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { createRequire } from 'node:module';
// A type only (erased): jsdom itself is loaded when a body is first sanitized.
import type { JSDOM as Jsdom } from 'jsdom';
import { ApiError, configureApiClient } from '@/api/client';
import { INLINE_CONFIG_ID, setConfig } from '@/lib/config';
import { RenderStatusContext } from '@/lib/render-status';
import { PageOriginContext } from '@/components/ui/page-meta';
import { configureServerSanitizer } from '@/lib/sanitize';
import { NO_HINTS, setReaderHints, type ReaderHints } from '@/lib/reader-hints';
import { AppProvider } from '@/app/provider';
import { provideAllCatalogues } from '@/app/catalogues/all';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { parseState, serializeState, type RenderedState } from '@/app/ssr-state';
import type { RenderContext } from '@/app/warm';
import type { AppConfig } from '@contract/schemas';

/** The build's files every page names: from Vite's manifest, or in development Vite's client and the source. */
export interface DocumentAssets {
  /** Module scripts (the built entry, src/boot.ts: it loads the app after the first paint). */
  scripts: readonly string[];
  stylesheets: readonly string[];
  /** The entry's own imports, fetched beside it. */
  modulepreloads: readonly string[];
  /** Development only: React Refresh's preamble, an inline module (development sends no CSP). */
  preamble?: string;
}

/** What a page's head says of its request: the interface language, the reader's theme, the chunks it needs. */
export interface PageHead {
  language: string;
  theme?: 'light' | 'dark';
  /** The chunks this page needs early (its language's words, the front page's part it shows). */
  preloads: readonly string[];
}

export interface RendererOptions {
  config: AppConfig;
  /** What every page's head names of the build. */
  assets: DocumentAssets;
  /** How the server's own API is asked (the reference server answers in process). */
  fetch: typeof fetch;
  /** The origin of the page being rendered (article images are judged against it, as in the browser). */
  origin: () => string;
  /** `fetch` answers from this server's own data, checked against the contract as it was serialized. */
  ownAnswers?: boolean;
}

export interface RenderedPage {
  kind: 'page';
  status: number;
  /** Every query the page asked for was answered (none past the budget, none failed): anyone gets this page. */
  complete: boolean;
  /**
   * A query the server could not answer for want of capacity (a 5xx or a 429): the page would show an error
   * panel where a moment later it shows stories, so the server sends no such page (503 + Retry-After, or the
   * unrendered app, which asks again by itself).
   */
  unavailable?: { status: number; retryAfterSeconds?: number };
  /** Writes the page's whole document. */
  pipe: <W extends NodeJS.WritableStream>(destination: W) => W;
  abort: (reason?: unknown) => void;
}

export type RenderOutcome = RenderedPage | { kind: 'redirect'; response: Response };

export interface Renderer {
  render(
    request: Request,
    options: {
      deadline: number;
      /** What the request tells of the reader: its languages and its preferences cookie. */
      hints?: ReaderHints;
      head: PageHead;
    },
  ): Promise<RenderOutcome>;
  /**
   * A document without the page rendered in it: the app the browser renders itself (`note`: what a reader
   * without JavaScript reads meanwhile), or, with `onwards`, a page that sends its reader to that address.
   */
  shell(head: PageHead, options?: { note?: string; onwards?: string }): string;
}

const handler = createStaticHandler(routes);

/**
 * A server-side DOM for DOMPurify (jsdom: about 94 MB of resident memory), loaded only when a body is
 * sanitized at render time — in proxy mode, never for the local server's own data.
 */
function serverWindow(): Window {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof Jsdom };
  return new JSDOM('').window;
}

export function createRenderer(options: RendererOptions): Renderer {
  setConfig(options.config);
  // The server renders what any reader sees: no user id, no opt-out (the browser's own come later).
  configureApiClient({
    baseUrl: '',
    fetch: options.fetch,
    commonParams: () => ({}),
    ownAnswers: options.ownAnswers,
  });
  configureServerSanitizer(
    options.ownAnswers
      ? // This server's own bodies were sanitized where they entered its database (server/db/body-sanitizer.ts).
        { bodiesSanitized: true }
      : // A proxy's upstream bodies are sanitized here, on a DOM loaded the first time one is.
        { window: serverWindow, origin: options.origin },
  );
  // The server renders any reader's language: it holds all three catalogues (a page's browser loads one).
  provideAllCatalogues();

  // Every request renders for its own reader (the stores' server values read these hints).
  const requests = new AsyncLocalStorage<ReaderHints>();
  setReaderHints(() => requests.getStore() ?? NO_HINTS);

  return {
    render(request, { deadline, hints = NO_HINTS, head }) {
      return requests.run(hints, () => renderFor(request, deadline, hints, head));
    },
    shell(head, { note, onwards } = {}) {
      const refresh = onwards && <meta httpEquiv="refresh" content={`0; url=${onwards}`} />;
      const inRoot = onwards ? (
        <p>
          <a href={onwards}>{onwards}</a>
        </p>
      ) : (
        note && <p>{note}</p>
      );
      const document = (
        <PageDocument {...documentOf(head)} extraHead={refresh} defaults>
          {inRoot}
        </PageDocument>
      );
      return `<!DOCTYPE html>${renderToStaticMarkup(document)}`;
    },
  };

  function documentOf(head: PageHead) {
    return { head, assets: options.assets, config: options.config };
  }

  async function renderFor(
    request: Request,
    deadline: number,
    hints: ReaderHints,
    head: PageHead,
  ): Promise<RenderOutcome> {
    const client = createQueryClient({ server: true });
    const requestContext: RenderContext = { gazetteRender: true, queryClient: client, deadline };
    const context = await handler.query(request, { requestContext });
    if (context instanceof Response) return { kind: 'redirect', response: context };
    // A page whose code failed on the server (not its data: that is the page's own error state) is left
    // to the browser, which loads it again.
    if (context.errors) throw Object.values(context.errors)[0];

    // What the page is rendered from is exactly what the browser will hydrate from: the settled
    // queries, through JSON. A request still on its way is left to the browser.
    const state = serializeState({
      queries: dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
      router: { loaderData: context.loaderData, actionData: context.actionData },
      renderedAt: Date.now(),
      hints,
    });
    const queries = client.getQueryCache().getAll();
    const complete = queries.every((query) => query.state.status === 'success');
    const failed = queries
      .map((query) => query.state.error)
      .find(
        (error): error is ApiError =>
          error instanceof ApiError &&
          error.status !== undefined &&
          (error.status >= 500 || error.status === 429),
      );
    const unavailable = failed && { status: failed.status!, retryAfterSeconds: failed.retryAfterSeconds };
    void client.cancelQueries();
    // Its answers are in `state` now. Dropped at once: a query with a time of its own to be kept
    // (the feed's 30 minutes) would otherwise hold this request's whole cache with its timer.
    client.clear();
    const rendered = parseState(state);
    const renderClient = createQueryClient({ server: true });
    hydrate(renderClient, rendered.queries);

    let status = context.statusCode;
    return new Promise<RenderOutcome>((resolve, reject) => {
      const stream = renderToPipeableStream(
        <PageDocument {...documentOf(head)} state={state}>
          {page(context, renderClient, {
            renderedAt: rendered.renderedAt,
            origin: options.origin(),
            setStatus: (code) => (status = code),
          })}
        </PageDocument>,
        {
          // Every Suspense boundary's content inline, where it stands: React would send a large one
          // after the rest with an inline script to move it into place, which the CSP refuses. The
          // boundaries are there for hydration in parts (app/layout.tsx), and the data is in already.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onShellReady: () =>
            resolve({
              kind: 'page',
              status,
              complete,
              unavailable,
              pipe: stream.pipe,
              abort: stream.abort,
            }),
          // The page is rendered (sent or not): its cache is no longer read.
          onAllReady: () => renderClient.clear(),
          onShellError: (error) => {
            renderClient.clear();
            reject(error);
          },
        },
      );
    });
  }
}

/**
 * The page's document. React hoists the page's own title, meta and link tags into its head; the browser
 * hydrates only the root element (src/main.tsx), so what extensions add to the head or body is no mismatch.
 * `defaults`: the site's title and description, for a document without the page's own.
 */
function PageDocument({
  head,
  assets,
  config,
  state,
  extraHead,
  defaults = false,
  children,
}: {
  head: PageHead;
  assets: DocumentAssets;
  config: AppConfig;
  state?: string;
  extraHead?: ReactNode;
  defaults?: boolean;
  children?: ReactNode;
}) {
  const json = (text: string) => ({ __html: text });
  return (
    <html lang={head.language} data-theme={head.theme}>
      <head>
        <meta charSet="UTF-8" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#fbfaf7" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#151412" media="(prefers-color-scheme: dark)" />
        <link rel="alternate" type="application/atom+xml" title="Gazette: latest stories" href="/feed.atom" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {defaults && <title>Gazette</title>}
        {defaults && (
          <meta name="description" content="Gazette: news, the people you follow, and comics by date." />
        )}
        {extraHead}
        {/* A stylesheet with a precedence is React's resource: first in the head after the charset and the
            page's most urgent picture, before the hoisted tags. */}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" precedence="default" crossOrigin="" href={href} />
        ))}
        <script
          id={INLINE_CONFIG_ID}
          type="application/json"
          dangerouslySetInnerHTML={json(JSON.stringify(config).replace(/</g, '\\u003c'))}
        />
        {assets.preamble && <script type="module" dangerouslySetInnerHTML={json(assets.preamble)} />}
        {assets.scripts.map((src) => (
          <script key={src} type="module" fetchPriority="low" crossOrigin="" src={src} />
        ))}
        {[...assets.modulepreloads, ...head.preloads].map((href) => (
          <link key={href} rel="modulepreload" fetchPriority="low" crossOrigin="" href={href} />
        ))}
      </head>
      <body className="bg-paper text-ink">
        <div id="root">{children}</div>
        {state !== undefined && (
          <script type="application/json" id="gazette-state" dangerouslySetInnerHTML={json(state)} />
        )}
      </body>
    </html>
  );
}

/** The page's element tree: the app's routes from the router's answer, over a query cache holding the data. */
function page(
  context: StaticHandlerContext,
  client: QueryClient,
  {
    renderedAt,
    origin,
    setStatus,
  }: { renderedAt: number; origin: string; setStatus: (code: number) => void },
) {
  return (
    <StrictMode>
      <RenderStatusContext value={setStatus}>
        <PageOriginContext value={origin}>
          <AppProvider client={client} renderedAt={renderedAt}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </AppProvider>
        </PageOriginContext>
      </RenderStatusContext>
    </StrictMode>
  );
}

/**
 * The floor of this stack, for the benchmark (bench/render-cost.mjs): React's own `renderToString` of the
 * same element tree from the same data — the page's state as the server sent it, in a query cache the
 * routes' loaders find it in. No fetch, no stream, no page cache; `fetches` counts any request a loader
 * still made (none, when the state holds the page's data).
 */
export function createFloorRenderer(options: Omit<RendererOptions, 'fetch'>) {
  let fetches = 0;
  provideAllCatalogues();
  setConfig(options.config);
  configureApiClient({
    baseUrl: '',
    fetch: () => {
      fetches += 1;
      return Promise.reject(new Error('the floor fetches nothing'));
    },
    commonParams: () => ({}),
  });
  // The same data as the local server's page: bodies sanitized where they entered its database.
  configureServerSanitizer({ bodiesSanitized: true });
  let hints: ReaderHints = NO_HINTS;
  setReaderHints(() => hints);
  return {
    get fetches() {
      return fetches;
    },
    async render(request: Request, state: RenderedState): Promise<string> {
      hints = state.hints;
      const client = createQueryClient({ server: true });
      hydrate(client, state.queries);
      // A deadline far off (Infinity overflows a timer); the loaders find their data at once.
      const requestContext: RenderContext = {
        gazetteRender: true,
        queryClient: client,
        deadline: Date.now() + 60_000,
      };
      const context = await handler.query(request, { requestContext });
      if (context instanceof Response) throw new Error(`the floor's page redirects (${context.status})`);
      const html = renderToString(
        page(context, client, {
          renderedAt: state.renderedAt,
          origin: options.origin(),
          setStatus: () => undefined,
        }),
      );
      client.clear();
      return html;
    },
  };
}
