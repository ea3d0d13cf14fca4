import { ANY_BRANCH } from '@clubline/domain';
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
 * The member pages (spec 1 §2.1, spec 2 §2), the same at organisation and branch level: the list,
 * and the member area, which opens on overview; any other sub-path is not found.
 */
function memberRoutes(): RouteObject[] {
  return [
    {
      index: true,
      lazy: async () => ({
        Component: (await import('../features/members/list/MemberListPage.tsx')).MemberListPage,
      }),
    },
    {
      path: ':personId',
      lazy: async () => ({
        Component: (await import('../features/members/area/MemberArea.tsx')).MemberArea,
      }),
      children: [
        { index: true, element: <Navigate to="overview" replace /> },
        {
          path: 'overview',
          lazy: async () => ({
            Component: (await import('../features/members/overview/MemberOverviewPage.tsx'))
              .MemberOverviewPage,
          }),
        },
        {
          path: 'activities',
          lazy: async () => ({
            Component: (await import('../features/members/activities/MemberActivitiesPage.tsx'))
              .MemberActivitiesPage,
          }),
        },
        {
          path: 'attachments',
          lazy: async () => ({
            Component: (await import('../features/members/attachments/MemberAttachmentsPage.tsx'))
              .MemberAttachmentsPage,
          }),
        },
        { path: '*', element: <NotFoundPage inShell /> },
      ],
    },
  ];
}

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
          {
            path: 'members',
            element: (
              <RequirePermission operation="view-member" on={ANY_BRANCH}>
                <Outlet />
              </RequirePermission>
            ),
            children: memberRoutes(),
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
          {
            path: 'members',
            element: (
              <RequirePermission operation="view-member" on="route-branch">
                <Outlet />
              </RequirePermission>
            ),
            children: memberRoutes(),
          },
          { path: '*', element: <NotFoundPage inShell /> },
        ],
      },
      { path: '*', element: <NotFoundPage inShell /> },
    ],
  },
];
