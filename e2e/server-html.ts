// The server's page as the browser shows it before the app runs: scripts on (so <noscript> and the
// `noscript:` styles stay out of it, as for every reader whose browser runs scripts), the app's own
// scripts never loaded. Journeys that check what the server rendered, or compare it with the hydrated
// page, read it this way; e2e/no-javascript.spec.ts covers a browser that runs no scripts at all.
import type { BrowserContext, Page } from '@playwright/test';

export async function withoutTheApp(target: Page | BrowserContext): Promise<void> {
  await target.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    (route) => route.abort(),
  );
}
