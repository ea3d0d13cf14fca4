import { ANY_BRANCH } from '@clubline/domain';
import { IconUsers } from '@tabler/icons-react';
import { Navigate, type RouteObject } from 'react-router';
import type { SlotFill } from '../../app/modules/slots.ts';
import {
  CURRENT_BRANCH,
  type LazyPage,
  type ModuleRoute,
  type WebModule,
} from '../../app/modules/web-module.ts';
import { NotFoundPage } from '../../app/pages/NotFoundPage.tsx';
import { prefetchMemberArea } from './area/member-area-query.ts';
import { type MemberAreaExtras, memberAreaSlot } from './member-area-slot.ts';
import { MEMBER_PAGE_LABELS, MEMBER_PAGES, MEMBERS_ROUTE, type MemberPage } from './paths.ts';

/**
 * Spec 1 §2.1, spec 2 §2: the member list and the member area, the same at organisation and
 * branch level; viewing members needs view-member on any branch, or on the branch.
 */

/** One page per member tab of members' own: a tab without its page (or the reverse) does not compile. */
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
};

/**
 * The list, and the member area, which opens on overview; any other sub-path is not found. The
 * pages and cards other features put in the member area's slot join members' own here.
 */
function memberRoutes(fills: readonly SlotFill[]): RouteObject[] {
  const extensions = memberAreaSlot.valuesIn(fills);
  const added = extensions.flatMap((extension) => extension.pages ?? []);
  const extras: MemberAreaExtras = {
    tabs: [
      ...MEMBER_PAGES.map((path) => ({ path, label: MEMBER_PAGE_LABELS[path] })),
      ...added.flatMap(({ path, tab }) => (tab === undefined ? [] : [{ path, label: tab }])),
    ],
    overviewCards: extensions.flatMap((extension) => extension.overviewCards ?? []),
  };
  return [
    {
      index: true,
      // The loader asks the list's first page as soon as the page's code is in, before the shell
      // and the page render (list/member-list-prefetch.ts); a new search on the page is the page's
      // own query, so the loader does not run again for it.
      lazy: async () => {
        const [{ MemberListPage }, { prefetchMemberList }] = await Promise.all([
          import('./list/MemberListPage.tsx'),
          import('./list/member-list-prefetch.ts'),
        ]);
        return { Component: MemberListPage, loader: prefetchMemberList };
      },
      shouldRevalidate: () => false,
    },
    {
      path: ':personId',
      // A static loader runs beside `lazy`, so the member is asked while the area's code loads.
      loader: prefetchMemberArea,
      lazy: async () => {
        const { MemberArea } = await import('./area/MemberArea.tsx');
        return { element: <MemberArea extras={extras} /> };
      },
      children: [
        { index: true, element: <Navigate to="overview" replace /> },
        ...Object.entries(memberPages).map(([path, lazy]) => ({ path, lazy })),
        ...added.map(({ path, lazy, loader }) => ({ path, lazy, loader })),
        { path: '*', element: <NotFoundPage inShell /> },
      ],
    },
  ];
}

const organisationMembers: ModuleRoute<'organisation'> = {
  path: MEMBERS_ROUTE,
  requires: { operation: 'view-member', on: ANY_BRANCH },
  children: memberRoutes,
};

const branchMembers: ModuleRoute<'branch'> = {
  path: MEMBERS_ROUTE,
  requires: { operation: 'view-member', on: CURRENT_BRANCH },
  children: memberRoutes,
};

export const membersModule: WebModule = {
  name: 'members',
  routes: { organisation: [organisationMembers], branch: [branchMembers] },
  navigation: {
    organisation: [{ label: 'Members', icon: IconUsers, route: organisationMembers }],
    branch: [{ label: 'Members', icon: IconUsers, route: branchMembers }],
  },
};
