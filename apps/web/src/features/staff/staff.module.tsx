import { ANY_BRANCH } from '@clubline/domain';
import { IconId } from '@tabler/icons-react';
import {
  CURRENT_BRANCH,
  type ModuleRoute,
  type Requires,
  type WebModule,
} from '../../app/modules/web-module.ts';
import { STAFF_MEMBER_ROUTE, STAFF_ROUTE } from './paths.ts';

/**
 * Spec 3 §2 "Staff": the list and a staff member's page, at organisation level (view-staff-member
 * on some branch; the list shows the branches it is held on) and at branch level (on the branch).
 */
const organisation: Requires<'organisation'> = { operation: 'view-staff-member', on: ANY_BRANCH };
const branch: Requires<'branch'> = { operation: 'view-staff-member', on: CURRENT_BRANCH };

const listPage = async () => ({ Component: (await import('./StaffListPage.tsx')).StaffListPage });
const staffPage = async () => ({ Component: (await import('./StaffProfilePage.tsx')).StaffProfilePage });

const organisationList: ModuleRoute<'organisation'> = {
  path: STAFF_ROUTE,
  requires: organisation,
  lazy: listPage,
};
const organisationStaff: ModuleRoute<'organisation'> = {
  path: STAFF_MEMBER_ROUTE,
  requires: organisation,
  lazy: staffPage,
};
const branchList: ModuleRoute<'branch'> = { path: STAFF_ROUTE, requires: branch, lazy: listPage };
const branchStaff: ModuleRoute<'branch'> = { path: STAFF_MEMBER_ROUTE, requires: branch, lazy: staffPage };

export const staffModule: WebModule = {
  name: 'staff',
  routes: { organisation: [organisationList, organisationStaff], branch: [branchList, branchStaff] },
  navigation: {
    organisation: [{ label: 'Staff', icon: IconId, route: organisationList }],
    branch: [{ label: 'Staff', icon: IconId, route: branchList }],
  },
};
