// Which paths are the reader's own URLs (app-surface.md, `src/lib/paths.ts`), and which the server keeps for
// itself: asked by the static app, the development app and the renderer's page cache alike.
import { matchPath } from 'react-router-dom';
import { routePatterns } from '../../src/lib/paths';

/** Paths the server owns; everything else that asks for HTML is a reader URL. */
export const RESERVED = /^\/(?:mediaApi|media|openapi\.json|healthz|config\.json)(?:[/?]|$)/;

const PATTERNS = Object.values(routePatterns);
const READER_ROUTES = PATTERNS.map((pattern) => pattern.split('/').filter(Boolean));

/**
 * Whether a path is one of the reader's own URLs (app-surface.md, `src/lib/paths.ts`), matched by React
 * Router's own `matchPath` as the app's router matches it (case-insensitive, a trailing slash ignored).
 * Anything else still gets the app (it renders its not-found page) but with a 404, not a soft 200.
 */
export function isReaderUrl(pathname: string): boolean {
  return PATTERNS.some((path) => matchPath({ path, caseSensitive: false, end: true }, pathname) !== null);
}

/**
 * Whether a path is a reader URL spelt as the app spells it: literal segments in their own case, no empty
 * segment or trailing slash, parameters not percent-encoded beyond need. Other spellings of the same page
 * (any number can be made up) are kept by the page cache in a small budget of their own.
 */
export function isCanonicalReaderPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '/';
  if (pathname === '/') return true;
  const segments = pathname.split('/').slice(1);
  return READER_ROUTES.some(
    (route) =>
      route.length === segments.length &&
      route.every((part, i) => {
        const segment = segments[i] ?? '';
        if (!part.startsWith(':')) return part === segment;
        try {
          return segment !== '' && encodeURIComponent(decodeURIComponent(segment)) === segment;
        } catch {
          return false;
        }
      }),
  );
}
