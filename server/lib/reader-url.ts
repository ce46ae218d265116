// Which paths are the reader's own URLs (app-surface.md, `src/lib/paths.ts`). Kept apart from the static-file
// plugin so the renderer's page cache can ask too without an import cycle (plugins/static-app.ts ↔
// render/page-renderer.ts).
import { routePatterns } from '../../src/lib/paths';

const READER_ROUTES = Object.values(routePatterns).map((pattern) => pattern.split('/').filter(Boolean));

/**
 * Whether a path is one of the reader's own URLs (app-surface.md, `src/lib/paths.ts`), matched as React
 * Router does: literal segments case-insensitively, `:param` any one segment, a trailing slash ignored.
 * Anything else still gets the app (it renders its not-found page) but with a 404, not a soft 200.
 */
export function isReaderUrl(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return READER_ROUTES.some(
    (route) =>
      route.length === segments.length &&
      route.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]?.toLowerCase()),
  );
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
