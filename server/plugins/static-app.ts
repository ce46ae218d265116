// Serves the built reader (dist/): hashed assets immutable, index.html for reader URLs, a clear 503 before a build;
// as the not-found handler it also answers 405 for non-GET methods on the server's own GET routes.
// Text files (JS, CSS, HTML, SVG, …) are served from memory, compressed once (brotli 11 / gzip 9, off the
// event loop) and chosen per Accept-Encoding; index.html carries the runtime configuration inline.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../contract/schemas';
import { negotiateEncoding, type Encoding } from '../lib/accept-header';
import { errorBody } from '../lib/http-error';
import { CACHE_IMMUTABLE } from './http-caching';
import type { RenderPage } from '../render/page-renderer';
import { appContentSecurityPolicy } from './security-headers';

export interface StaticAppOptions {
  distDir: string;
  /** The runtime configuration (the body of /config.json), inlined into index.html. */
  config?: AppConfig;
  /** Renders a reader URL into index.html on the server (server/render/page-renderer.ts); without it the browser does. */
  render?: RenderPage;
}

/** Paths the server owns; everything else that asks for HTML is a reader URL. */
export const RESERVED = /^\/(?:mediaApi|media|openapi\.json|healthz|config\.json)(?:[/?]|$)/;

/**
 * Files a browser must ask for every time: the service worker (decision 0022), so a new version is found
 * on the next visit and never held back by an HTTP cache.
 */
const NO_CACHE_FILES = new Set(['sw.js']);

/** Files worth compressing, by extension; everything else (images, fonts) goes through sendFile unchanged. */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};
/** Below this, compression saves less than the header costs. */
const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Entry {
  /** Identifies the file version the entry was built from. */
  version: string;
  type: string;
  raw: Buffer;
  etag: string;
  lastModified: string;
  /** Compressed variants, filled in once (undefined until ready, or when compression does not pay). */
  encoded: Partial<Record<Encoding, Buffer>>;
  ready: Promise<void>;
}

// The reader's own URLs are recognised in lib/reader-url.ts (also used by the renderer's page cache).
import { isReaderUrl } from '../lib/reader-url';

export { isCanonicalReaderPath, isReaderUrl } from '../lib/reader-url';

export function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/** The configuration as a non-executable JSON script, placed before </head> (CSP `script-src` does not apply). */
export function injectConfig(html: string, config: AppConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tag = `<script id="gazette-config" type="application/json">${json}</script>`;
  for (const marker of [/<\/head>/i, /<body[\s>]/i]) {
    const match = marker.exec(html);
    if (match) return `${html.slice(0, match.index)}${tag}${html.slice(match.index)}`;
  }
  return `${tag}${html}`;
}

function distFile(distDir: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  // No NUL, and nothing under a dot-named folder or file (a build tool's own files, e.g. Vite's manifest).
  if (decoded.includes('\0') || /(?:^|\/)\./.test(decoded)) return undefined;
  const full = normalize(join(distDir, decoded));
  if (!full.startsWith(distDir + sep)) return undefined;
  try {
    return statSync(full).isFile() ? full.slice(distDir.length + 1) : undefined;
  } catch {
    return undefined;
  }
}

export const staticAppPlugin = fp(async (app: FastifyInstance, options: StaticAppOptions) => {
  const pagePolicy = appContentSecurityPolicy(options.config?.playerOrigins);
  const distDir = normalize(options.distDir);
  await app.register(fastifyStatic, { root: distDir, serve: false });
  const entries = new Map<string, Entry>();

  /** The in-memory entry for a text file of dist/, rebuilt when the file changes; undefined when it is gone. */
  const entryFor = (file: string): Entry | undefined => {
    const full = join(distDir, file);
    let stat;
    try {
      stat = statSync(full);
    } catch {
      return undefined;
    }
    const version = `${stat.size}-${stat.mtimeMs}`;
    const cached = entries.get(file);
    if (cached?.version === version) return cached;
    let raw = readFileSync(full);
    if (file === 'index.html' && options.config)
      raw = Buffer.from(injectConfig(raw.toString('utf8'), options.config));
    const entry: Entry = {
      version,
      type: TEXT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      raw,
      etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
      lastModified: stat.mtime.toUTCString(),
      encoded: {},
      ready: Promise.resolve(),
    };
    if (raw.length >= MIN_COMPRESS_BYTES) {
      // Compressed once per file version, on the libuv pool; a request that arrives first waits for it.
      entry.ready = Promise.all([
        brotli(raw, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: 9 }),
      ]).then(
        ([br, gz]) => {
          if (br.length < raw.length) entry.encoded.br = br;
          if (gz.length < raw.length) entry.encoded.gzip = gz;
        },
        (error: unknown) => app.log.warn({ err: error, file }, 'compressing a static file failed'),
      );
    }
    entries.set(file, entry);
    return entry;
  };

  const sendEntry = async (request: FastifyRequest, reply: FastifyReply, entry: Entry, status = 200) => {
    await entry.ready;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const body = encoding === undefined ? undefined : entry.encoded[encoding];
    reply
      .header('vary', 'Accept-Encoding')
      .header('etag', body === undefined ? entry.etag : `${entry.etag.slice(0, -1)}.${encoding}"`)
      .header('last-modified', entry.lastModified);
    const ifNoneMatch = request.headers['if-none-match'];
    const base = entry.etag.slice(1, -1);
    const fresh =
      ifNoneMatch !== undefined
        ? ifNoneMatch.split(',').some((tag) => {
            const value = tag.trim().replace(/^W\//, '');
            return value === '*' || value.replace(/^"|"$/g, '').replace(/\.(br|gzip)$/, '') === base;
          })
        : request.headers['if-modified-since'] !== undefined &&
          Date.parse(request.headers['if-modified-since']) >= Date.parse(entry.lastModified);
    if (fresh && status === 200) return reply.code(304).send();
    if (body !== undefined) reply.header('content-encoding', encoding);
    reply.code(status).type(entry.type);
    // HEAD: the headers of GET, no body (Node drops it on a socket, but not every transport does).
    if (request.method === 'HEAD') return reply.header('content-length', (body ?? entry.raw).length).send();
    return reply.send(body ?? entry.raw);
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, status = 200, render = false) => {
    const entry = entryFor('index.html');
    if (entry && render && options.render) {
      // The status is passed on: an address that is no reader URL is a 404 even when the page's head goes
      // out before its data is in (a first render after a start is slow), not a 200 (issue 34 §4).
      if (await options.render(request, reply, entry.raw.toString('utf8'), status)) return reply;
    }
    if (!entry) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          'The reader app has not been built yet. Run `npm run build` (or `npm start`, which builds when needed), then reload.\n',
        );
    }
    reply.header('cache-control', 'no-cache').header('content-security-policy', pagePolicy);
    return sendEntry(request, reply, entry, status);
  };

  // Compress the hashed assets in the background once the server is up, so first visitors get them ready.
  app.addHook('onReady', async () => {
    let files: string[];
    try {
      files = readdirSync(join(distDir, 'assets')).map((name) => join('assets', name));
    } catch {
      return;
    }
    for (const file of ['index.html', ...files]) {
      // Source maps are fetched by developer tools only: compressed when first asked for.
      if (TEXT_TYPES[extname(file).toLowerCase()] !== undefined && !file.endsWith('.map')) entryFor(file);
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !RESERVED.test(pathname)) {
      const file = pathname === '/' ? undefined : distFile(distDir, pathname);
      if (file === 'index.html') return sendIndex(request, reply);
      if (file !== undefined) {
        const hashed = file.startsWith(`assets${sep}`);
        reply.header(
          'cache-control',
          hashed
            ? CACHE_IMMUTABLE
            : NO_CACHE_FILES.has(file)
              ? 'no-cache'
              : 'public, max-age=0, must-revalidate',
        );
        if (file.endsWith('.html')) reply.header('content-security-policy', pagePolicy);
        const entry = TEXT_TYPES[extname(file).toLowerCase()] === undefined ? undefined : entryFor(file);
        if (entry) return sendEntry(request, reply, entry);
        return reply.sendFile(file, distDir, { cacheControl: false });
      }
      const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
      if (!lastSegment.includes('.') && acceptsHtml(request))
        return sendIndex(request, reply, isReaderUrl(pathname) ? 200 : 404, true);
      if (acceptsHtml(request) && request.headers.accept?.includes('text/html'))
        return sendIndex(request, reply, 404);
    }
    // Every operation is a GET (the contract's §1); another method on an existing resource is a 405, not a 404.
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      app.findRoute({ method: 'GET', url: pathname }) !== null
    ) {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(errorBody(405, `${request.method} is not allowed here; use GET`));
    }
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(errorBody(404, 'no resource at this address'));
  });
});
