import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '@/api/client';

/** One cache for the whole app; route loaders warm it, components read it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: 15 * 60_000,
      retry: shouldRetry,
    },
    mutations: {
      // Follow and unfollow change state: a failure is shown, never silently repeated.
      retry: false,
    },
  },
});
