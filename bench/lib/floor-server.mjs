// A tiny HTTP server for the floors: it answers the static HTML pages (or a directory of built files)
// itself and forwards every other request to the reference server, so styles, fonts and images come
// from the same server as the app's. It is the benchmark's own, so no server code changes for it.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * @param {{ port: number, upstream?: string, pages?: Map<string, string>, dir?: string }} options
 * `pages` maps a path with its query string to an HTML document; `dir` serves built files (SPA fallback
 * to index.html, API and media forwarded to `upstream`), gzipped when `compress` is set.
 */
export function startFloorServer({ port, upstream, pages = new Map(), dir, compress = false }) {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const html = pages.get(url);
    if (html !== undefined) {
      const body = gzipSync(html);
      res.writeHead(200, {
        'content-type': TYPES['.html'],
        'content-encoding': 'gzip',
        'cache-control': 'no-cache',
        'content-length': body.length,
      });
      return res.end(body);
    }
    const pathname = decodeURIComponent(url.split('?')[0]);
    const reserved = /^\/(?:mediaApi|media|config\.json)(?:[/?]|$)/.test(pathname);
    if (dir && !(reserved && upstream)) {
      let file = normalize(join(dir, pathname));
      if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
        file = join(dir, 'index.html');
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      if (
        compress &&
        /text|javascript|json|svg/.test(type) &&
        /gzip/.test(req.headers['accept-encoding'] ?? '')
      ) {
        const body = gzipSync(readFileSync(file));
        res.writeHead(200, {
          'content-type': type,
          'content-encoding': 'gzip',
          'content-length': body.length,
        });
        return res.end(body);
      }
      res.writeHead(200, { 'content-type': type });
      return createReadStream(file).pipe(res);
    }
    if (!upstream) {
      res.writeHead(404).end();
      return;
    }
    const target = new URL(url, upstream);
    const forward = httpRequest(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
