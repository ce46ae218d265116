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

/**
 * Whether the server's HTML names `path` (a built chunk's address; a full URL is read for its path) with a
 * `<link rel="modulepreload">`, whatever the order and spelling of the tag's attributes (React writes the
 * document, docs/decisions/0056), so the browser fetches it beside the app rather than one step after it.
 */
export function namesModulePreload(html: string, path: string | undefined): boolean {
  if (path === undefined) return false;
  const href = path.startsWith('/') ? path : new URL(path).pathname;
  return [...html.matchAll(/<link\b[^>]*>/g)].some(
    ([tag]) => /\brel="modulepreload"/.test(tag) && tag.includes(`href="${href}"`),
  );
}
