import type { SeedStep } from '../../platform/modules/demo-plan.ts';
import { insertAssignment, insertRole } from './roles.repository.ts';
import { STANDARD_ROLES } from './standard-roles.ts';

/** The built-in roles of the standard catalogue and each demo staff account's role assignment. */
export const rolesSeed: SeedStep = {
  after: ['identity', 'branches'],
  async run(tx, { organisation: org }) {
    const applicationId = org.id;
    for (const role of STANDARD_ROLES) {
      await insertRole(
        tx,
        { applicationId, id: role.id, name: role.name, description: role.description, type: 'BUILT_IN' },
        role.operations,
      );
    }
    for (const staff of org.staff) {
      if (!staff.scope) continue;
      await insertAssignment(tx, {
        applicationId,
        userId: staff.userId,
        roleId: staff.roleId,
        allBranches: 'allBranches' in staff.scope,
        branchId: 'branchId' in staff.scope ? staff.scope.branchId : null,
        branchGroupId: 'branchGroupId' in staff.scope ? staff.scope.branchGroupId : null,
      });
    }
  },
};
