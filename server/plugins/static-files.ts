// The built app's text files (JS, CSS, HTML, SVG, …) served from memory: read once per file version,
// compressed once (brotli 11 / gzip 9, off the event loop), chosen per Accept-Encoding, with ETag,
// Last-Modified, conditional GET and HEAD. Images and fonts are left to @fastify/static's sendFile.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { negotiateEncoding, type Encoding } from '../lib/accept-header';

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

export interface StaticFile {
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

/** A file of dist/ named by a URL path (relative to dist/), or undefined: none, or not one to serve. */
export function distFile(distDir: string, pathname: string): string | undefined {
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

/** Whether the `If-None-Match` (else `If-Modified-Since`) of a request names this file as the client has it. */
function isFresh(request: FastifyRequest, file: StaticFile): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  const base = file.etag.slice(1, -1);
  if (ifNoneMatch !== undefined)
    return ifNoneMatch.split(',').some((tag) => {
      const value = tag.trim().replace(/^W\//, '');
      return value === '*' || value.replace(/^"|"$/g, '').replace(/\.(br|gzip)$/, '') === base;
    });
  const since = request.headers['if-modified-since'];
  return since !== undefined && Date.parse(since) >= Date.parse(file.lastModified);
}

export class StaticFiles {
  private readonly files = new Map<string, StaticFile>();

  constructor(
    private readonly distDir: string,
    private readonly log: FastifyBaseLogger,
    /** Applied to a file's bytes once per version as it is read (index.html's inline configuration). */
    private readonly transform: (file: string, raw: Buffer) => Buffer = (_file, raw) => raw,
  ) {}

  /** Whether a file of dist/ is served from memory (a text type) rather than by sendFile. */
  static isText(file: string): boolean {
    return TEXT_TYPES[extname(file).toLowerCase()] !== undefined;
  }

  /** The in-memory copy of a text file of dist/, rebuilt when the file changes; undefined when it is gone. */
  get(file: string): StaticFile | undefined {
    const full = join(this.distDir, file);
    let stat;
    try {
      stat = statSync(full);
    } catch {
      return undefined;
    }
    const version = `${stat.size}-${stat.mtimeMs}`;
    const cached = this.files.get(file);
    if (cached?.version === version) return cached;
    const raw = this.transform(file, readFileSync(full));
    const encoded: StaticFile['encoded'] = {};
    const entry: StaticFile = {
      version,
      type: TEXT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      raw,
      etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
      lastModified: stat.mtime.toUTCString(),
      encoded,
      ready: raw.length >= MIN_COMPRESS_BYTES ? this.compress(file, raw, encoded) : Promise.resolve(),
    };
    this.files.set(file, entry);
    return entry;
  }

  /** Compresses index.html and the hashed assets in the background, so first visitors get them ready. */
  warm(): void {
    let files: string[];
    try {
      files = readdirSync(join(this.distDir, 'assets')).map((name) => join('assets', name));
    } catch {
      return;
    }
    // Source maps are fetched by developer tools only: compressed when first asked for.
    for (const file of ['index.html', ...files])
      if (StaticFiles.isText(file) && !file.endsWith('.map')) this.get(file);
  }

  async send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
    await file.ready;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const body = encoding === undefined ? undefined : file.encoded[encoding];
    reply
      .header('vary', 'Accept-Encoding')
      .header('etag', body === undefined ? file.etag : `${file.etag.slice(0, -1)}.${encoding}"`)
      .header('last-modified', file.lastModified);
    if (status === 200 && isFresh(request, file)) return reply.code(304).send();
    if (body !== undefined) reply.header('content-encoding', encoding);
    reply.code(status).type(file.type);
    // HEAD: the headers of GET, no body (Node drops it on a socket, but not every transport does).
    if (request.method === 'HEAD') return reply.header('content-length', (body ?? file.raw).length).send();
    return reply.send(body ?? file.raw);
  }

  /** Compressed once per file version, on the libuv pool; a request that arrives first waits for it. */
  private compress(file: string, raw: Buffer, encoded: StaticFile['encoded']): Promise<void> {
    return Promise.all([
      brotli(raw, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzipAsync(raw, { level: 9 }),
    ]).then(
      ([br, gz]) => {
        if (br.length < raw.length) encoded.br = br;
        if (gz.length < raw.length) encoded.gzip = gz;
      },
      (error: unknown) => this.log.warn({ err: error, file }, 'compressing a static file failed'),
    );
  }
}
