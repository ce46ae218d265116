// The server's way into the app (docs/decisions/0018): the same routes, loaders and query options as the
// browser, a router and a query cache per request, the data awaited up to a deadline, then React renders the
// page: in one go when nothing in it waits, else with its stream (docs/decisions/0063).
// Built by `vite build` into dist-ssr/ and loaded by server/render/page-renderer.ts (in development through Vite: server/render/vite-entry.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
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
import { setConfig } from '@/lib/config';
import { RenderStatusContext } from '@/lib/render-status';
import { PageOriginContext } from '@/components/ui/page-meta';
import { configureServerSanitizer } from '@/lib/sanitize';
import { NO_HINTS, setReaderHints, type ReaderHints } from '@/lib/reader-hints';
import { AppProvider } from '@/app/provider';
import { provideAllCatalogues } from '@/app/catalogues/all';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { serializeState, type RenderedState } from '@/app/ssr-state';
import type { RenderContext } from '@/app/warm';
import type { AppConfig } from '@contract/schemas';
import { renderInOneGo } from './render-in-one-go';

export interface RendererOptions {
  config: AppConfig;
  /** How the server's own API is asked (the reference server answers in process). */
  fetch: typeof fetch;
  /** The origin of the page being rendered (article images are judged against it, as in the browser). */
  origin: () => string;
  /** `fetch` answers from this server's own data, checked against the contract as it was serialized. */
  ownAnswers?: boolean;
  /** With `ownAnswers`: this server's data for a read as its handler made it, no JSON between (src/api/client.ts). */
  ownView?: (url: string) => unknown;
}

export interface RenderedPage {
  kind: 'page';
  status: number;
  /** The settled queries and loader data, escaped for `<script type="application/json">`. */
  state: string;
  /** Every query the page asked for was answered (none past the budget, none failed): anyone gets this page. */
  complete: boolean;
  /**
   * A query the server could not answer for want of capacity (a 5xx or a 429): the page would show an error
   * panel where a moment later it shows stories, so the server sends no such page (503 + Retry-After, or the
   * unrendered app, which asks again by itself).
   */
  unavailable?: { status: number; retryAfterSeconds?: number };
  /**
   * The app's HTML whole (what goes inside `<div id="root">`), when React rendered it in one go: every part's
   * data and code were in, so nothing waited. Otherwise undefined, and `pipe` streams it.
   */
  html?: string;
  /** Writes the app's HTML (what goes inside `<div id="root">`). */
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
    },
  ): Promise<RenderOutcome>;
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
    ownView: options.ownView,
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
    render(request, { deadline, hints = NO_HINTS }) {
      return requests.run(hints, () => renderFor(request, deadline, hints));
    },
  };

  async function renderFor(request: Request, deadline: number, hints: ReaderHints): Promise<RenderOutcome> {
    const client = createQueryClient({ server: true });
    const requestContext: RenderContext = { gazetteRender: true, queryClient: client, deadline };
    const context = await handler.query(request, { requestContext });
    if (context instanceof Response) return { kind: 'redirect', response: context };
    // A page whose code failed on the server (not its data: that is the page's own error state) is left
    // to the browser, which loads it again.
    if (context.errors) throw Object.values(context.errors)[0];

    // What the page is rendered from is what the browser will hydrate from: the settled queries, written
    // as JSON once. A request still on its way is left to the browser.
    const renderedAt = Date.now();
    const state = serializeState({
      queries: dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
      router: { loaderData: context.loaderData, actionData: context.actionData },
      renderedAt,
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
    // The page is rendered from the very answers just written into `state` (they are the contract's
    // JSON values, so JSON gives the browser the same): a query still on its way is dropped (and
    // cancelled), as it is not in `state` either; the rest stay as they are, not parsed back into a
    // second cache.
    const cache = client.getQueryCache();
    for (const query of queries) if (query.state.status === 'pending') cache.remove(query);

    let status = context.statusCode;
    const element = page(context, client, {
      renderedAt,
      origin: options.origin(),
      setStatus: (code) => (status = code),
    });
    // The data is in (what is still on its way is left to the browser), and after the first visits every
    // part's code is too: React renders the page in one go, for a fifth to a third less CPU than its stream.
    const html = renderInOneGo(element);
    if (html !== undefined) {
      // Dropped at once: a query with a time of its own to be kept (the feed's 30 minutes) would
      // otherwise hold this request's whole cache with its timer.
      client.clear();
      return {
        kind: 'page',
        status,
        state,
        complete,
        unavailable,
        html,
        pipe: (destination) => {
          destination.end(html);
          return destination;
        },
        abort: () => undefined,
      };
    }
    // A part waited: React's stream renders the page, and sets the status afresh.
    status = context.statusCode;
    return new Promise<RenderOutcome>((resolve, reject) => {
      const stream = renderToPipeableStream(element, {
        // Every Suspense boundary's content inline, where it stands: React would send a large one
        // after the rest with an inline script to move it into place, which the CSP refuses. The
        // boundaries are there for hydration in parts (app/layout.tsx), and the data is in already.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady: () =>
          resolve({
            kind: 'page',
            status,
            state,
            complete,
            unavailable,
            pipe: stream.pipe,
            abort: stream.abort,
          }),
        // The page is rendered (sent or not): its cache is no longer read.
        onAllReady: () => client.clear(),
        onShellError: (error) => {
          client.clear();
          reject(error);
        },
      });
    });
  }
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
