// The origin the reader's pages name themselves by (canonical links, og:url, Atom ids and links): the
// operator's PUBLIC_ORIGIN, or else the address the server listens on. Never the request's Host header,
// which any client sets as it likes (a poisoned Host would otherwise be kept in shared caches and feeds).
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** `https://news.example` (no trailing slash): where this server is reached by readers. */
    publicOrigin: () => string;
  }
}

/** `PUBLIC_ORIGIN` checked: an http(s) origin without path, query or credentials; else a start-up error. */
export function parsePublicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute http(s) URL, got ${value}`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search ||
    url.hash
  )
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://news.example, got ${value}`);
  return url.origin;
}

/** Decorates `app.publicOrigin()`: the configured origin, or the bound address once listening. */
export function decoratePublicOrigin(app: FastifyInstance, configured: string | undefined): void {
  const fixed = configured === undefined ? undefined : parsePublicOrigin(configured);
  app.decorate('publicOrigin', () => {
    if (fixed) return fixed;
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return `http://${host === '0.0.0.0' || host === '[::]' ? 'localhost' : host}:${address.port}`;
    }
    return 'http://localhost';
  });
}
