import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { routePatterns } from '@/lib/paths';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { PageSkeleton } from './page-skeleton';

/** What a page module gives its route (`src/app/routes/*.tsx`). */
type PageModule = Pick<RouteObject, 'Component' | 'loader' | 'shouldRevalidate'>;

/** The pages, each its own lazily loaded module (one chunk each). */
const pageModules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** Where a route's page module is, as the build's manifest names it: the server announces its scripts. */
export interface PageHandle {
  module: string;
}

/** A route's page: its module loaded when the route is first matched. */
function page(name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No page module src/app/routes/${name}.tsx`);
  return { lazy: load, handle: { module: `src/app/routes/${name}.tsx` } satisfies PageHandle };
}

/** The route table of ../shared/app-surface.md; each page is its own lazily loaded module. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    HydrateFallback: PageSkeleton,
    children: [
      { path: routePatterns.home, ...page('home') },
      { path: routePatterns.categories, ...page('categories') },
      { path: routePatterns.category, ...page('category') },
      { path: routePatterns.categoryByName, ...page('category') },
      { path: routePatterns.feed, ...page('feed') },
      { path: routePatterns.article, ...page('article') },
      { path: routePatterns.person, ...page('person') },
      { path: routePatterns.team, ...page('team') },
      { path: routePatterns.profile, ...page('profile') },
      { path: routePatterns.user, ...page('user') },
      { path: routePatterns.comics, ...page('comics') },
      { path: routePatterns.settings, ...page('settings') },
      { path: routePatterns.saved, ...page('saved') },
      { path: routePatterns.views, ...page('views') },
      { path: '*', ...page('not-found') },
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
