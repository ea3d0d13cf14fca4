import { Navigate, Outlet, type RouteObject } from 'react-router';
import { FullPageMessage } from '../ui/FullPageMessage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';
import { RequireBranch, RequireFlag, RequirePermission } from './permissions/guards.tsx';
import { FirstBranchRedirect, HomeRedirect } from './permissions/redirects.tsx';
import { START_UP_MESSAGES } from './startup/messages.ts';
import { StartUp } from './startup/StartUp.tsx';

// Shown while the first page's code loads.
const loadingPage = <FullPageMessage message={START_UP_MESSAGES.initialisingApp} />;

/**
 * The route tree (spec 1 §2.1). Pages load on demand; an entry exists only when its page does.
 * /login pages work without a session; everything else goes through the start-up gate.
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
        path: 'organization',
        element: (
          <RequirePermission operation="view-organization-routes" on="ANY_BRANCH">
            <Outlet />
          </RequirePermission>
        ),
        children: [
          { index: true, element: <Navigate to="branches" replace /> },
          {
            path: 'branches',
            children: [
              { index: true, element: <Navigate to="branch-list" replace /> },
              {
                path: 'branch-list',
                lazy: async () => ({
                  Component: (await import('../features/branches/BranchListPage.tsx')).BranchListPage,
                }),
              },
              {
                path: 'branch-groups',
                element: (
                  <RequireFlag flag="branch_groups">
                    <Outlet />
                  </RequireFlag>
                ),
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('../features/branches/BranchGroupsPage.tsx')).BranchGroupsPage,
                    }),
                  },
                  {
                    path: ':branchGroupId',
                    lazy: async () => ({
                      Component: (await import('../features/branches/BranchGroupDetailPage.tsx'))
                        .BranchGroupDetailPage,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: 'branch', element: <FirstBranchRedirect /> },
      {
        path: 'branch/:branchId',
        element: (
          <RequireBranch>
            <Outlet />
          </RequireBranch>
        ),
        children: [
          {
            // Stands in as the branch landing page until the calendar (the spec's default) exists.
            index: true,
            lazy: async () => ({
              Component: (await import('../features/branches/BranchOverviewPage.tsx')).BranchOverviewPage,
            }),
          },
          { path: '*', element: <NotFoundPage inShell /> },
        ],
      },
      { path: '*', element: <NotFoundPage inShell /> },
    ],
  },
];
