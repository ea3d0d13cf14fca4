import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Starts downloading the code of every route that `path` matches (their `lazy` modules), without
 * rendering anything: the router, when it gets there, finds the modules already loaded (a module
 * is fetched and evaluated once, whoever imports it first). A failure is left to the router,
 * which imports again and shows its error page.
 */
export function preloadRouteCode(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  }
}
