import { lazy } from 'react';
import type { WebModule } from '../../app/modules/web-module.ts';
import { memberAreaSlot } from '../members/public.ts';
import { prefetchMembershipDetails } from './details/membership-details-query.ts';
import { MEMBERSHIPS_PAGE, TRANSACTIONS_PAGE } from './paths.ts';

/**
 * Spec 2 §2: memberships live in the member area, which members own. This module puts their
 * pages (two tabs and a membership's page) and the overview's memberships widget in the area's
 * slot; members never import memberships.
 */

// Its own chunk: the overview's first render does not wait for the membership rules. The
// overview asks for it while its query is on the way (`preload`).
const loadMembershipsWidget = () => import('./overview/MembershipsWidget.tsx');
const MembershipsWidget = lazy(async () => ({
  default: (await loadMembershipsWidget()).MembershipsWidget,
}));

export const membershipsModule: WebModule = {
  name: 'memberships',
  routes: {},
  fills: [
    memberAreaSlot.fill({
      pages: [
        {
          path: MEMBERSHIPS_PAGE,
          tab: 'Memberships',
          lazy: async () => ({
            Component: (await import('./list/MemberMembershipsPage.tsx')).MemberMembershipsPage,
          }),
        },
        {
          path: TRANSACTIONS_PAGE,
          tab: 'Transactions',
          lazy: async () => ({
            Component: (await import('./transactions/MemberTransactionsPage.tsx')).MemberTransactionsPage,
          }),
        },
        {
          path: `${MEMBERSHIPS_PAGE}/:membershipId`,
          loader: prefetchMembershipDetails,
          lazy: async () => ({
            Component: (await import('./details/MembershipDetailsPage.tsx')).MembershipDetailsPage,
          }),
        },
      ],
      overviewCards: [{ name: 'memberships', Card: MembershipsWidget, preload: loadMembershipsWidget }],
    }),
  ],
};
