// The server's render in development and in tests: the app's entry loaded through Vite (its current
// source, hot-reloaded), instead of the built dist-ssr/ bundle that production loads.
import type { ViteDevServer } from 'vite';
import { fileURLToPath } from 'node:url';
import type { EntryModule } from './page-renderer';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

export interface ViteEntry {
  vite: ViteDevServer;
  load: () => Promise<EntryModule>;
}

export async function viteEntry({ hmr = false }: { hmr?: boolean } = {}): Promise<ViteEntry> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: REPO_ROOT,
    configFile: `${REPO_ROOT}/vite.config.ts`,
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: hmr ? undefined : false, ws: hmr ? undefined : false },
  });
  return {
    vite,
    load: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<EntryModule>,
  };
}
