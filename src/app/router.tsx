import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { routePatterns } from '@/lib/paths';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { PageSkeleton } from './page-skeleton';

/** The route table of ../shared/app-surface.md; each page is its own lazily loaded module. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    HydrateFallback: PageSkeleton,
    children: [
      { path: routePatterns.home, lazy: () => import('./routes/home') },
      { path: routePatterns.categories, lazy: () => import('./routes/categories') },
      { path: routePatterns.category, lazy: () => import('./routes/category') },
      { path: routePatterns.categoryByName, lazy: () => import('./routes/category') },
      { path: routePatterns.feed, lazy: () => import('./routes/feed') },
      { path: routePatterns.article, lazy: () => import('./routes/article') },
      { path: routePatterns.person, lazy: () => import('./routes/person') },
      { path: routePatterns.team, lazy: () => import('./routes/team') },
      { path: routePatterns.profile, lazy: () => import('./routes/profile') },
      { path: routePatterns.user, lazy: () => import('./routes/user') },
      { path: routePatterns.comics, lazy: () => import('./routes/comics') },
      { path: routePatterns.comicSeries, lazy: () => import('./routes/comic-series') },
      { path: routePatterns.settings, lazy: () => import('./routes/settings') },
      { path: routePatterns.saved, lazy: () => import('./routes/saved') },
      { path: routePatterns.views, lazy: () => import('./routes/views') },
      { path: '*', lazy: () => import('./routes/not-found') },
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
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
