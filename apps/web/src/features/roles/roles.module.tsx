import { ALL_BRANCHES } from '@clubline/domain';
import { IconSettings } from '@tabler/icons-react';
import type { ModuleRoute, Requires, WebModule } from '../../app/modules/web-module.ts';
import { ROLE_ROUTE, ROLES_ROUTE } from './paths.ts';

/**
 * Spec 3 §2 "Roles": the role list and a role's page, at organisation level. Roles belong to the
 * whole organisation, so both need change-application-settings on every branch, as the server
 * (docs/roles.md). Create, edit, remove and the permission toggles sit behind the
 * roles_create_modify_remove flag inside the pages; the pages themselves do not.
 */
const requires: Requires<'organisation'> = { operation: 'change-application-settings', on: ALL_BRANCHES };

const roleList: ModuleRoute<'organisation'> = {
  path: ROLES_ROUTE,
  requires,
  lazy: async () => ({ Component: (await import('./RolesPage.tsx')).RolesPage }),
};

const role: ModuleRoute<'organisation'> = {
  path: ROLE_ROUTE,
  requires,
  lazy: async () => ({ Component: (await import('./RolePage.tsx')).RolePage }),
};

export const rolesModule: WebModule = {
  name: 'roles',
  routes: { organisation: [roleList, role] },
  navigation: {
    organisation: [
      {
        label: 'Management',
        icon: IconSettings,
        route: roleList,
        children: [{ label: 'Roles', route: roleList }],
      },
    ],
  },
};
