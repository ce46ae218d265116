import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * What the server hands a route loader (React Router's `requestContext`): this request's own cache and
 * the moment its data stops being waited for. In the browser loaders get no such context.
 */
export interface RenderContext {
  gazetteRender: true;
  queryClient: QueryClient;
  /** `Date.now()` past which the page renders with what it has (the rest comes from the browser). */
  deadline: number;
}

export function renderContextOf(context: unknown): RenderContext | undefined {
  return typeof context === 'object' && context !== null && 'gazetteRender' in context
    ? (context as RenderContext)
    : undefined;
}

/** The cache a loader warms: the request's on the server, the visit's in the browser. */
export function loaderClient(context: unknown): QueryClient {
  return renderContextOf(context)?.queryClient ?? queryClient;
}

/** Whether the loader runs in the browser, where the reader's own id and preferences are known. */
export function knowsReader(context: unknown): boolean {
  return renderContextOf(context) === undefined;
}

/**
 * Route loaders warm the cache without holding up navigation (see docs/decisions/0009): in the browser
 * they start `ensureQueryData` and return. On the server the same promises are awaited up to the
 * request's deadline (docs/decisions/0018), so the first screen is in the HTML when the data is quick
 * and the page's own skeleton is when it is not. A failure is the page's to show, from the same query.
 */
export function warm(context: unknown, ...promises: Promise<unknown>[]): Promise<null> | null {
  for (const promise of promises) promise.catch(() => undefined);
  const render = renderContextOf(context);
  if (!render) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, render.deadline - Date.now()));
  });
  return Promise.race([Promise.allSettled(promises), budget]).then(() => {
    clearTimeout(timer);
    return null;
  });
}
