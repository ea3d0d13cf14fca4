import type { FeatureModule } from '../../platform/modules/feature-module.ts';
import { registerInitialisationFields } from './initialisation.graphql.ts';
import { registerRoleManagementFields } from './role-management.graphql.ts';
import { registerRolesFields } from './roles.graphql.ts';
import { rolesSeed } from './roles.seed.ts';
import { loadAccess } from './roles.service.ts';
import { roleSubject, userSubject } from './subjects.ts';

/** Roles and what they allow (spec 1 §6): the viewer's permissions and the start-up data. */
export const rolesModule: FeatureModule = {
  name: 'roles',
  graphql: () => {
    registerRolesFields();
    registerRoleManagementFields();
    registerInitialisationFields();
  },
  access: loadAccess,
  subjects: { user: userSubject, role: roleSubject },
  seed: rolesSeed,
};
