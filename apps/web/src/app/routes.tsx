import { Outlet, type RouteObject } from 'react-router';
import { WEB_MODULES } from '../features.ts';
import { FullPageMessage } from '../ui/FullPageMessage.tsx';
import { ORGANISATION_AREA_REQUIRES, ORGANISATION_ROUTE } from './modules/areas.ts';
import { areaRoutes } from './modules/module-routes.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';
import { RequireBranch, RequireRoute } from './permissions/guards.tsx';
import { FirstBranchRedirect, HomeRedirect } from './permissions/redirects.tsx';
import { START_UP_MESSAGES } from './startup/messages.ts';
import { StartUp } from './startup/StartUp.tsx';

// Shown while the first page's code loads.
const loadingPage = <FullPageMessage message={START_UP_MESSAGES.initialisingApp} />;

/**
 * The route tree (spec 1 §2.1). Pages load on demand; an entry exists only when its page does.
 * /login pages work without a session; everything else goes through the start-up gate. The
 * organisation and branch areas hold the pages of the feature modules (src/features.ts).
 */
export const routes: RouteObject[] = [
  {
    path: '/login',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: loadingPage,
    children: [
      {
        path: 'callback',
        lazy: async () => ({ Component: (await import('./login/CallbackPage.tsx')).CallbackPage }),
      },
      {
        path: 'logout',
        lazy: async () => ({ Component: (await import('./login/LogoutPage.tsx')).LogoutPage }),
      },
      {
        path: 'force-domain',
        lazy: async () => ({ Component: (await import('./login/ForceDomainPage.tsx')).ForceDomainPage }),
      },
      {
        path: 'debug',
        lazy: async () => ({ Component: (await import('./login/DebugPage.tsx')).DebugPage }),
      },
      { index: true, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/',
    element: <StartUp />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: loadingPage,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: ORGANISATION_ROUTE,
        element: (
          <RequireRoute requires={ORGANISATION_AREA_REQUIRES}>
            <Outlet />
          </RequireRoute>
        ),
        children: areaRoutes(WEB_MODULES, 'organisation'),
      },
      // Development: what the email and SMS sandboxes sent (the server serves it outside production only).
      {
        path: 'outbox',
        lazy: async () => ({ Component: (await import('./outbox/OutboxPage.tsx')).OutboxPage }),
      },
      // Development: a simulated door at a branch (the server serves it outside production only).
      {
        path: 'door-simulator',
        lazy: async () => ({
          Component: (await import('./door-simulator/DoorSimulatorPage.tsx')).DoorSimulatorPage,
        }),
      },
      { path: 'branch', element: <FirstBranchRedirect /> },
      {
        path: 'branch/:branchId',
        element: (
          <RequireBranch>
            <Outlet />
          </RequireBranch>
        ),
        children: [...areaRoutes(WEB_MODULES, 'branch'), { path: '*', element: <NotFoundPage inShell /> }],
      },
      { path: '*', element: <NotFoundPage inShell /> },
    ],
  },
];
