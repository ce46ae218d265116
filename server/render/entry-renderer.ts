// The app's renderer (src/entry-server.tsx's `createRenderer`), from the built server bundle — loaded once,
// while the server starts — or, in development, from the module Vite hands back, one renderer per version.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Renderer, RendererOptions } from '../../src/entry-server';

export type EntryModule = { createRenderer(options: RendererOptions): Renderer };

/** The built server bundle (dist-ssr/entry-server.js), or a loader of the module (development: Vite). */
export type Entry = string | (() => Promise<EntryModule>);

/** The renderer for each request; undefined when there is no server bundle (the browser renders then). */
export function entryRenderer(
  app: FastifyInstance,
  entry: Entry,
  options: RendererOptions,
): () => Promise<Renderer | undefined> {
  if (typeof entry === 'function') {
    // Development: one renderer per version of the entry module Vite hands back, a new one after a hot
    // reload. (One per request made a DOM for the sanitizer each time, ~0.4 MB a page, never freed.)
    const renderers = new WeakMap<EntryModule, Renderer>();
    return () =>
      entry().then((module) => {
        let current = renderers.get(module);
        if (!current) {
          current = module.createRenderer(options);
          renderers.set(module, current);
        }
        return current;
      });
  }
  let renderer: Promise<Renderer | undefined> | undefined;
  const built = () =>
    (renderer ??= (async () => {
      if (!existsSync(entry)) {
        app.log.warn({ entry }, 'no server bundle: pages are served unrendered (run `npm run build`)');
        return undefined;
      }
      const module = (await import(pathToFileURL(entry).href)) as EntryModule;
      return module.createRenderer(options);
    })());
  // The server bundle (and the DOM it sanitizes with) loads while the server starts, not on the first visit.
  app.addHook('onReady', async () => {
    await built();
  });
  return built;
}
