import { IconBuildingStore, IconHome, IconSettings } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import type { ModuleRoute, WebModule } from '../../app/modules/web-module.ts';
import {
  BRANCH_GROUPS_ROUTE,
  BRANCH_LANDING_ROUTE,
  BRANCH_LIST_ROUTE,
  BRANCH_OVERVIEW_ROUTE,
  BRANCH_SETTINGS_ROUTE,
  BRANCHES_ROUTE,
} from './paths.ts';

/** Spec 1 §3: the branch list and branch groups (organisation), and a branch's landing page. */

const branchList: ModuleRoute<'organisation'> = {
  path: BRANCH_LIST_ROUTE,
  lazy: async () => ({ Component: (await import('./BranchListPage.tsx')).BranchListPage }),
};

const branchGroups: ModuleRoute<'organisation'> = {
  path: BRANCH_GROUPS_ROUTE,
  // Not behind the branch-groups flag: the flag gates only create, edit and remove (spec 3 §6).
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./BranchGroupsPage.tsx')).BranchGroupsPage }),
    },
    {
      path: ':branchGroupId',
      lazy: async () => ({
        Component: (await import('./BranchGroupDetailPage.tsx')).BranchGroupDetailPage,
      }),
    },
  ],
};

const branchOverview: ModuleRoute<'branch'> = {
  path: BRANCH_OVERVIEW_ROUTE,
  lazy: async () => ({ Component: (await import('./BranchOverviewPage.tsx')).BranchOverviewPage }),
};

/**
 * Spec 1 §2.1: the branch area's default page is the calendar, which anyone working at the branch
 * may see (only changing sessions is gated). By its path: the calendar is a higher floor.
 */
const branchLanding: ModuleRoute<'branch'> = {
  path: '',
  element: <Navigate to={BRANCH_LANDING_ROUTE} replace />,
};

const branchSettings: ModuleRoute<'branch'> = {
  // Spec 2 §2 "Branch settings": anyone with a role at the branch reads it; the page offers the
  // changes to holders of manage-branch-settings there.
  path: BRANCH_SETTINGS_ROUTE,
  lazy: async () => ({ Component: (await import('./settings/BranchSettingsPage.tsx')).BranchSettingsPage }),
};

export const branchesModule: WebModule = {
  name: 'branches',
  routes: {
    organisation: [
      // The organisation area opens on the branch list.
      { path: '', element: <Navigate to={BRANCHES_ROUTE} replace /> },
      { path: BRANCHES_ROUTE, element: <Navigate to="branch-list" replace /> },
      branchList,
      branchGroups,
    ],
    branch: [branchLanding, branchOverview, branchSettings],
  },
  navigation: {
    organisation: [
      {
        label: 'Branches',
        icon: IconBuildingStore,
        route: branchList,
        children: [
          { label: 'Branch list', route: branchList },
          { label: 'Branch groups', route: branchGroups },
        ],
      },
    ],
    branch: [
      { label: 'Overview', icon: IconHome, route: branchOverview },
      { label: 'Settings', icon: IconSettings, route: branchSettings },
    ],
    settings: [
      { label: 'Branches', route: branchList },
      { label: 'Branch groups', route: branchGroups },
    ],
  },
};
