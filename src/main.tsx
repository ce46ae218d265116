import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { configureApiClient } from '@/api/client';
import { loadConfig, setConfig } from '@/lib/config';
import { setReaderHints } from '@/lib/reader-hints';
import { getSettings } from '@/lib/settings';
import { App } from '@/app/app';
import { queryClient } from '@/app/query-client';
import { createRouter, loadRouteModules } from '@/app/router';
import { readRenderedState } from '@/app/ssr-state';
import './index.css';

const config = await loadConfig();
setConfig(config);
configureApiClient({
  baseUrl: config.apiBaseUrl,
  commonParams: () => {
    const { userId, optOut } = getSettings();
    return { userId, optOut };
  },
});

const container = document.getElementById('root')!;
// The server rendered this page (docs/decisions/0018): take over its HTML with the data it was made from.
const rendered = readRenderedState();
if (rendered) {
  // Until hydrated, the app reads what the server knew of the reader, so its first render is the server's.
  setReaderHints(() => rendered.hints);
  hydrate(queryClient, rendered.queries);
  await loadRouteModules(window.location);
}
const app = (
  <StrictMode>
    <App router={createRouter(rendered?.router)} renderedAt={rendered?.renderedAt} />
  </StrictMode>
);
if (rendered) hydrateRoot(container, app);
else createRoot(container).render(app);
