import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { interfaceLanguage, loadWholeCatalogue } from '@/lib/i18n';
import { routePatterns } from '@/lib/paths';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { PageSkeleton } from './page-skeleton';

/**
 * A page other than the front page: its module, and its language's words beyond the front page's (the
 * front page's first screen loads only its own part of the catalogue; docs/decisions/0051).
 */
function page<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadWholeCatalogue(interfaceLanguage())]))[0];
}

/** The route table of ../shared/app-surface.md; each page is its own lazily loaded module. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    HydrateFallback: PageSkeleton,
    children: [
      { path: routePatterns.home, lazy: () => import('./routes/home') },
      { path: routePatterns.categories, lazy: page(() => import('./routes/categories')) },
      { path: routePatterns.category, lazy: page(() => import('./routes/category')) },
      { path: routePatterns.categoryByName, lazy: page(() => import('./routes/category')) },
      { path: routePatterns.feed, lazy: page(() => import('./routes/feed')) },
      { path: routePatterns.article, lazy: page(() => import('./routes/article')) },
      { path: routePatterns.person, lazy: page(() => import('./routes/person')) },
      { path: routePatterns.team, lazy: page(() => import('./routes/team')) },
      { path: routePatterns.profile, lazy: page(() => import('./routes/profile')) },
      { path: routePatterns.user, lazy: page(() => import('./routes/user')) },
      { path: routePatterns.comics, lazy: page(() => import('./routes/comics')) },
      { path: routePatterns.comicSeries, lazy: page(() => import('./routes/comic-series')) },
      { path: routePatterns.settings, lazy: page(() => import('./routes/settings')) },
      { path: routePatterns.saved, lazy: page(() => import('./routes/saved')) },
      { path: routePatterns.views, lazy: page(() => import('./routes/views')) },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
];

/**
 * The browser's router. Hydrating the server's HTML, it starts from the server's loader data and the
 * page modules of the URL already loaded (`loadRouteModules`), so its first render is the server's.
 */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}

/** Loads the lazily loaded page modules a URL matches, in place, so the router needs no fallback for them. */
export async function loadRouteModules(location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const { beforeHydration, ...module } = (await route.lazy()) as RouteObject & {
        beforeHydration?: (search: string) => Promise<unknown> | undefined;
      };
      // What the page's first render needs beyond its module (the front page's Following tab).
      await beforeHydration?.(location.search);
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
