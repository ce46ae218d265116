import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { configureApiClient, warmContractChecks } from '@/api/client';
import { loadConfig, setConfig } from '@/lib/config';
import { setReaderHints } from '@/lib/reader-hints';
import { getSettings } from '@/lib/settings';
import { App } from '@/app/app';
import { queryClient } from '@/app/query-client';
import { createRouter, loadRouteModules } from '@/app/router';
import { readRenderedState } from '@/app/ssr-state';
import { registerServiceWorker } from '@/app/service-worker';
import { nextTask } from '@/lib/tasks';
import { interfaceLanguage, loadCatalogue, loadWholeCatalogue } from '@/lib/i18n';
import { loadCataloguesAsChunks } from '@/app/catalogues/load';

// Start-up in tasks of its own, each short enough not to block a tap on a slow phone: the evaluation of
// the app's modules (which ends where this line begins), then the configuration and the page's state,
// then the router and hydration. One task for all of it was 90–130 ms on a 4×-slowed phone.
await nextTask();
const config = await loadConfig();
setConfig(config);
configureApiClient({
  baseUrl: config.apiBaseUrl,
  commonParams: () => {
    const { userId, optOut } = getSettings();
    return { userId, optOut };
  },
});

// The page's language only (docs/decisions/0043): the server named its chunk with a modulepreload, so it is
// here or on its way; the first render speaks it, as the server's did.
loadCataloguesAsChunks();
const container = document.getElementById('root')!;
// The server rendered this page (docs/decisions/0018): take over its HTML with the data it was made from.
const rendered = readRenderedState();
if (rendered) {
  // Until hydrated, the app reads what the server knew of the reader, so its first render is the server's.
  setReaderHints(() => rendered.hints);
  hydrate(queryClient, rendered.queries);
  await Promise.all([loadRouteModules(window.location), loadCatalogue(interfaceLanguage())]);
  await nextTask();
} else await loadCatalogue(interfaceLanguage());
const app = (
  <StrictMode>
    <App router={createRouter(rendered?.router)} renderedAt={rendered?.renderedAt} />
  </StrictMode>
);
// Hydration as a transition is time-sliced: it yields to the reader's scrolls and taps instead of holding
// the main thread for the whole page (what Remix and Next.js do).
if (rendered) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
// The client's checks of requests and answers (the contract's rules as plain data, decision 0059), loaded
// while the reader reads: the first page came checked by the server, the reader's next request needs them (decision 0048).
if (typeof requestIdleCallback === 'function') requestIdleCallback(warmContractChecks, { timeout: 5_000 });
else setTimeout(warmContractChecks, 1_000);
// The words of the other pages and of the panels (settings, search suggestions, the Views menu's list), which
// the front page's first screen does not speak (docs/decisions/0051): at the reader's first move toward any of
// them (a pointer over the page, a focus, a key, a touch), so a panel opened then has them at hand. Other
// pages load them before they render (src/app/router.tsx); a panel faster than the fetch waits for it.
const FIRST_MOVES = ['pointerover', 'focusin', 'keydown', 'touchstart'] as const;
const wantWholeCatalogue = () => {
  for (const type of FIRST_MOVES) window.removeEventListener(type, wantWholeCatalogue, true);
  loadWholeCatalogue(interfaceLanguage()).catch(() => {}); // offline: a panel retries when it opens
};
for (const type of FIRST_MOVES)
  window.addEventListener(type, wantWholeCatalogue, { capture: true, passive: true });
// Offline reading and "Reload to update" (docs/decisions/0022); the worker installs after the page's load.
registerServiceWorker();
