import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getSettings, subscribeSettings } from '@/lib/settings';
import { queryClient } from './query-client';
import { ReadingExtras } from './story-extras';

const Devtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools })),
    )
  : () => null;

/** Answers depend on who asks and whether they opted out: a change of either starts the cache afresh. */
function useResetCacheOnIdentityChange() {
  useEffect(() => {
    let { userId, optOut } = getSettings();
    return subscribeSettings(() => {
      const next = getSettings();
      if (next.userId === userId && next.optOut === optOut) return;
      ({ userId, optOut } = next);
      void queryClient.resetQueries();
    });
  }, []);
}

export function AppProvider({ children }: { children: ReactNode }) {
  useResetCacheOnIdentityChange();
  return (
    <QueryClientProvider client={queryClient}>
      <ReadingExtras>{children}</ReadingExtras>
      <Suspense fallback={null}>
        <Devtools />
      </Suspense>
    </QueryClientProvider>
  );
}
