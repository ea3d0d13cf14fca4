import { Outlet, type RouteObject } from 'react-router';
import { RequireRoute } from '../permissions/guards.tsx';
import type { SlotFill } from './slots.ts';
import type { Area, ModuleRoute, WebModule } from './web-module.ts';

/**
 * The react-router routes the modules add to `area`, in list order, each behind its guard. A
 * route whose sub-pages other features add receives every module's fills.
 */
export function areaRoutes(modules: readonly WebModule[], area: Area): RouteObject[] {
  const fills = modules.flatMap((module) => module.fills ?? []);
  return modules.flatMap((module) => (module.routes[area] ?? []).map((route) => toRouteObject(route, fills)));
}

function toRouteObject(route: ModuleRoute, fills: readonly SlotFill[]): RouteObject {
  const { path, requires, lazy, element } = route;
  const children = typeof route.children === 'function' ? route.children(fills) : route.children;
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
