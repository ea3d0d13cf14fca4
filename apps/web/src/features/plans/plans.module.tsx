import { ALL_BRANCHES, ANY_BRANCH } from '@clubline/domain';
import { IconSettings } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import {
  CURRENT_BRANCH,
  type LazyPage,
  type ModuleRoute,
  type WebModule,
} from '../../app/modules/web-module.ts';
import { PLAN_ROUTE, PLANS_ROUTE } from './paths.ts';

/**
 * Spec 3 §2 "Membership plans": the plan list, a plan and one of its payment options, at
 * organisation level and, behind the branch-plans flag, at branch level. They need a
 * membership-plan permission; the organisation's list needs it on every branch (the all-branches
 * scope), since it lists the plans of all branches.
 */

const planListPage: LazyPage = async () => ({
  Component: (await import('./list/PlanListPage.tsx')).PlanListPage,
});

/** A plan and its payment options (the same in both areas). */
function planPages(): RouteObject[] {
  return [
    { index: true, lazy: async () => ({ Component: (await import('./plan/PlanPage.tsx')).PlanPage }) },
    {
      path: 'payment-option/:paymentOptionId',
      lazy: async () => ({
        Component: (await import('./option/PaymentOptionPage.tsx')).PaymentOptionPage,
      }),
    },
  ];
}

const organisationPlanList: ModuleRoute<'organisation'> = {
  path: PLANS_ROUTE,
  requires: { operation: 'view-membership-plan', on: ALL_BRANCHES },
  lazy: planListPage,
};

const organisationPlan: ModuleRoute<'organisation'> = {
  path: PLAN_ROUTE,
  requires: { operation: 'view-membership-plan', on: ANY_BRANCH },
  children: planPages(),
};

const branchRequires = {
  operation: 'view-membership-plan',
  on: CURRENT_BRANCH,
  flag: 'branch_membership_plans',
} as const;

const branchPlanList: ModuleRoute<'branch'> = {
  path: PLANS_ROUTE,
  requires: branchRequires,
  lazy: planListPage,
};

const branchPlan: ModuleRoute<'branch'> = {
  path: PLAN_ROUTE,
  requires: branchRequires,
  children: planPages(),
};

export const plansModule: WebModule = {
  name: 'plans',
  routes: { organisation: [organisationPlanList, organisationPlan], branch: [branchPlanList, branchPlan] },
  navigation: {
    organisation: [
      {
        label: 'Management',
        icon: IconSettings,
        route: organisationPlanList,
        children: [{ label: 'Membership plans', route: organisationPlanList }],
      },
    ],
    branch: [
      {
        label: 'Management',
        icon: IconSettings,
        route: branchPlanList,
        children: [{ label: 'Membership plans', route: branchPlanList }],
      },
    ],
  },
};
