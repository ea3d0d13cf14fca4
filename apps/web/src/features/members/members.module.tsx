import { ANY_BRANCH } from '@clubline/domain';
import { IconUsers } from '@tabler/icons-react';
import { Navigate, type RouteObject } from 'react-router';
import {
  CURRENT_BRANCH,
  type LazyPage,
  type ModuleRoute,
  type WebModule,
} from '../../app/modules/web-module.ts';
import { NotFoundPage } from '../../app/pages/NotFoundPage.tsx';
import { MEMBERS_ROUTE, type MemberPage } from './paths.ts';

/**
 * Spec 1 §2.1, spec 2 §2: the member list and the member area, the same at organisation and
 * branch level; viewing members needs view-member on any branch, or on the branch.
 */

/** One page per member tab: a tab without its page (or the reverse) does not compile. */
const memberPages: Readonly<Record<MemberPage, LazyPage>> = {
  overview: async () => ({
    Component: (await import('./overview/MemberOverviewPage.tsx')).MemberOverviewPage,
  }),
  activities: async () => ({
    Component: (await import('./activities/MemberActivitiesPage.tsx')).MemberActivitiesPage,
  }),
  attachments: async () => ({
    Component: (await import('./attachments/MemberAttachmentsPage.tsx')).MemberAttachmentsPage,
  }),
  memberships: async () => ({
    Component: (await import('../memberships/list/MemberMembershipsPage.tsx')).MemberMembershipsPage,
  }),
  transactions: async () => ({
    Component: (await import('../memberships/transactions/MemberTransactionsPage.tsx'))
      .MemberTransactionsPage,
  }),
};

/** The list, and the member area, which opens on overview; any other sub-path is not found. */
function memberRoutes(): RouteObject[] {
  return [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./list/MemberListPage.tsx')).MemberListPage }),
    },
    {
      path: ':personId',
      lazy: async () => ({ Component: (await import('./area/MemberArea.tsx')).MemberArea }),
      children: [
        { index: true, element: <Navigate to="overview" replace /> },
        ...Object.entries(memberPages).map(([path, lazy]) => ({ path, lazy })),
        {
          path: 'memberships/:membershipId',
          lazy: async () => ({
            Component: (await import('../memberships/details/MembershipDetailsPage.tsx'))
              .MembershipDetailsPage,
          }),
        },
        { path: '*', element: <NotFoundPage inShell /> },
      ],
    },
  ];
}

const organisationMembers: ModuleRoute<'organisation'> = {
  path: MEMBERS_ROUTE,
  requires: { operation: 'view-member', on: ANY_BRANCH },
  children: memberRoutes(),
};

const branchMembers: ModuleRoute<'branch'> = {
  path: MEMBERS_ROUTE,
  requires: { operation: 'view-member', on: CURRENT_BRANCH },
  children: memberRoutes(),
};

export const membersModule: WebModule = {
  name: 'members',
  routes: { organisation: [organisationMembers], branch: [branchMembers] },
  navigation: {
    organisation: [{ label: 'Members', icon: IconUsers, route: organisationMembers }],
    branch: [{ label: 'Members', icon: IconUsers, route: branchMembers }],
  },
};
