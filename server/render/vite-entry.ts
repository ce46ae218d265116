// The server's render in development and in tests: the app's entry loaded through Vite (its current
// source, hot-reloaded), instead of the built dist-ssr/ bundle that production loads.
import type { Server as HttpServer } from 'node:http';
import type { ViteDevServer } from 'vite';
import { REPO_ROOT } from '../repo-root';
import type { EntryModule } from './entry-renderer';

export interface ViteEntry {
  vite: ViteDevServer;
  load: () => Promise<EntryModule>;
}

/** Vite for the server's render; with `hmrServer`, hot updates travel over that HTTP server's socket. */
export async function viteEntry({ hmrServer }: { hmrServer?: HttpServer } = {}): Promise<ViteEntry> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: REPO_ROOT,
    configFile: `${REPO_ROOT}/vite.config.ts`,
    appType: 'custom',
    logLevel: 'warn',
    server: {
      middlewareMode: true,
      hmr: hmrServer ? { server: hmrServer } : false,
      ws: hmrServer ? undefined : false,
      // Without hot reload (tests) nothing watches the files: a build writing dist*/ meanwhile (npm test
      // builds beside Vitest) would otherwise have this server reload what it had loaded. With it, the
      // builds' output is still not the source.
      watch: hmrServer ? { ignored: ['**/dist/**', '**/dist-ssr/**', '**/dist-server/**'] } : null,
    },
  });
  return {
    vite,
    load: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<EntryModule>,
  };
}
