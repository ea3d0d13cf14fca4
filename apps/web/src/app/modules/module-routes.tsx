import { Outlet, type RouteObject } from 'react-router';
import { RequireRoute } from '../permissions/guards.tsx';
import type { Area, ModuleRoute, WebModule } from './web-module.ts';

/** The react-router routes the modules add to `area`, in list order, each behind its guard. */
export function areaRoutes(modules: readonly WebModule[], area: Area): RouteObject[] {
  return modules.flatMap((module) => (module.routes[area] ?? []).map(toRouteObject));
}

function toRouteObject({ path, requires, lazy, element, children }: ModuleRoute): RouteObject {
  if (requires === undefined) return placed(path, { lazy, element, children });
  // The guard wraps the page as a layout route: react-router takes either an element or a lazy
  // Component on one route, and the page stays lazy behind the guard.
  const page: RouteObject = children ? { lazy, element, children } : { index: true, lazy, element };
  return placed(path, {
    element: (
      <RequireRoute requires={requires}>
        <Outlet />
      </RequireRoute>
    ),
    children: [page],
  });
}

type Placeable = Pick<RouteObject, 'lazy' | 'element'> & { children?: RouteObject[] | undefined };

/** '' is the area's landing page: its index route, or a layout route when it has sub-pages. */
function placed(path: string, route: Placeable): RouteObject {
  if (path !== '') return { ...route, path };
  if (route.children) return route;
  return { index: true, lazy: route.lazy, element: route.element };
}
