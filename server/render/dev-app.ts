// `npm run dev`: the reader served by Vite in middleware mode inside the reference server — reader URLs
// rendered on the server from the current source (Vite's SSR module loader), everything else of the app
// (modules, styles, hot updates over the server's own socket) from Vite. One process, one address.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../contract/schemas';
import { acceptsHtml } from '../lib/accept-header';
import { injectConfig } from '../lib/inline-config';
import { isReaderUrl, RESERVED } from '../lib/reader-url';
import type { RenderPage } from './page-renderer';
import type { ViteEntry } from './vite-entry';

export interface DevAppOptions {
  root: string;
  vite: ViteEntry['vite'];
  config?: AppConfig;
  render?: RenderPage;
}

export const devAppPlugin = fp(async (app: FastifyInstance, options: DevAppOptions) => {
  const { vite } = options;
  app.addHook('onClose', async () => vite.close());

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    const page =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !RESERVED.test(pathname) &&
      !lastSegment.includes('.') &&
      !pathname.startsWith('/@') &&
      acceptsHtml(request);
    if (page) {
      const source = await readFile(join(options.root, 'index.html'), 'utf8');
      let template = await vite.transformIndexHtml(request.url, source);
      if (options.config) template = injectConfig(template, options.config);
      const status = isReaderUrl(pathname) ? 200 : 404;
      if (options.render && (await options.render(request, reply, template, status))) return reply;
      return reply.code(status).type('text/html; charset=utf-8').send(template);
    }
    // Modules, styles, Vite's client: Vite answers; what it does not know is a 404.
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.setHeader('content-type', 'text/plain; charset=utf-8');
      reply.raw.end('Not found\n');
    });
  });
});
