import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RenderedAtContext } from '@/lib/date-text';
import { HydratedProvider, useHydrated } from '@/lib/hydrated';
import { getSettings, subscribeSettings } from '@/lib/settings';
import { InterfaceLanguageProvider, useInterfaceLanguage } from '@/lib/i18n';
import { applyTheme, themeStore } from '@/lib/theme';
import { askAgainWhatWasBusy } from './query-client';
import { ReadingExtras } from './story-extras';

const Devtools =
  import.meta.env.DEV && !import.meta.env.SSR
    ? lazy(() =>
        import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools })),
      )
    : () => null;

/** Answers depend on who asks and whether they opted out: a change of either starts the cache afresh. */
function useResetCacheOnIdentityChange(client: QueryClient) {
  useEffect(() => {
    let { userId, optOut } = getSettings();
    return subscribeSettings(() => {
      const next = getSettings();
      if (next.userId === userId && next.optOut === optOut) return;
      ({ userId, optOut } = next);
      void client.resetQueries();
    });
  }, [client]);
}

/** The app's providers around the router: the browser's one cache, or on the server the request's own. */
export function AppProvider({
  client,
  renderedAt,
  children,
}: {
  client: QueryClient;
  /** When the server rendered the page: set on the server and when the browser hydrates its HTML. */
  renderedAt?: number;
  children: ReactNode;
}) {
  return (
    <HydratedProvider hydrating={renderedAt !== undefined}>
      <InterfaceLanguageProvider>
        <Providers client={client} renderedAt={renderedAt}>
          {children}
        </Providers>
      </InterfaceLanguageProvider>
    </HydratedProvider>
  );
}

function Providers({
  client,
  renderedAt,
  children,
}: {
  client: QueryClient;
  renderedAt?: number;
  children: ReactNode;
}) {
  useResetCacheOnIdentityChange(client);
  const hydrated = useHydrated();
  // Once the server's HTML is the app's: what the server found busy is asked again (and waited out).
  useEffect(() => {
    if (hydrated && renderedAt !== undefined) void askAgainWhatWasBusy(client);
  }, [hydrated, renderedAt, client]);
  const theme = themeStore.use();
  // The server wrote the theme on <html>; the browser keeps it in step with the reader's choice.
  useEffect(() => applyTheme(theme), [theme]);
  // And <html lang> in step with the interface language (set only when it differs: writing even the same
  // value restyles the whole document).
  const language = useInterfaceLanguage();
  useEffect(() => {
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
  }, [language]);
  return (
    <QueryClientProvider client={client}>
      <RenderedAtContext value={renderedAt}>
        <ReadingExtras>{children}</ReadingExtras>
      </RenderedAtContext>
      {hydrated && (
        <Suspense fallback={null}>
          <Devtools />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
