import { QueryClient } from '@tanstack/react-query';
import { isBusyForMoment, retryDelay, shouldRetry } from '@/api/client';

/**
 * A cache with the app's rules. The browser makes one for the whole visit (below); the server makes
 * one per request (src/entry-server.tsx), so no reader's answers reach another's page.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // On the server a request's cache is dropped with the request: an unused query there must not
        // set a timer that keeps it, and every answer beside it, for fifteen minutes (TanStack Query's
        // own server default; a finite one kept 0.15–0.3 MB per rendered page alive).
        gcTime: server ? Number.POSITIVE_INFINITY : 15 * 60_000,
        // The server asks once: a failure is rendered as the app's error state with its "Try again",
        // rather than waited out past the page's budget.
        retry: server ? false : shouldRetry,
        retryDelay,
        // A loader's request that failed before its page mounted is not sent again by the mount: the page
        // shows that failure (a 404 or 429 is asked for once). See the cache subscription below.
        retryOnMount: false,
        // Offline, a read fails at once and the page says so (instead of a skeleton that waits
        // silently); back online, every query still without data refetches by itself.
        networkMode: 'always',
        refetchOnReconnect: true,
      },
      mutations: {
        // Follow and unfollow change state: a failure is shown, never silently repeated.
        retry: false,
      },
    },
  });

  // A failure nobody is looking at any more is forgotten, so coming back to the page asks again
  // (with `retryOnMount: false` it would otherwise show the old failure).
  client.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (
      event.type === 'observerRemoved' &&
      query.getObserversCount() === 0 &&
      query.state.status === 'error' &&
      query.state.data === undefined
    ) {
      client.getQueryCache().remove(query);
    }
  });
  return client;
}

/** The browser's one cache; route loaders warm it, components read it. */
export const queryClient = createQueryClient();

/**
 * After hydrating a page the server rendered while the API turned one of its calls away for a moment (a
 * busy 503 or 429 with a short `Retry-After`; the server asks once), those queries start afresh: the page
 * shows its skeleton and then its stories, with the same retries as any other query, instead of keeping
 * the server's error panel (which `retryOnMount: false` would).
 */
export function askAgainWhatWasBusy(client: QueryClient): Promise<void> {
  return client.resetQueries({
    predicate: (query) => query.state.status === 'error' && isBusyForMoment(query.state.error),
  });
}
