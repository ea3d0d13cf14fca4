import { expandBranchScope, type HeldRole, isUuid } from '@clubline/domain';
import type { SubjectResolver } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { branchDirectory } from '../branches/public.ts';
import { listRoles, roleAssignmentsOfUser } from '../roles/public.ts';
import { findStaff, type StaffView, staffPlaces } from './staff.service.ts';

/** The staff member's role assignments, each expanded to its branches, with the role's operations. */
async function heldRolesOf(tx: Transaction, staff: StaffView): Promise<HeldRole[]> {
  if (!staff.user) return [];
  const assignments = await roleAssignmentsOfUser(tx, staff.user.id);
  if (assignments.length === 0) return [];
  const directory = await branchDirectory(tx);
  const operations = new Map((await listRoles(tx)).map((role) => [role.id, role.operations]));
  return assignments.flatMap((assignment) => {
    const roleOperations = operations.get(assignment.roleId);
    // A role that no longer exists grants nothing (derivePermissions skips it too).
    if (roleOperations === undefined) return [];
    const branchIds = expandBranchScope(assignment.branchId, directory);
    return [{ roleId: assignment.roleId, operations: roleOperations, branchIds }];
  });
}

/**
 * A staff member (person id). Seen from any branch they work for (`places`; someone who works for
 * none is the organisation's), so a branch-level user sees their branch's staff, even those who
 * also work elsewhere. Managed (edit, photo, Deactivate, Reactivate, Reset password, cards;
 * docs/staff.md "Who may do what") as follows. Managing an account is being able to take
 * it over (change its email, reset its password and read the passcode), so the actor needs the
 * operation on every branch the staff member works for *and* every branch their role assignments
 * cover (an ALL_BRANCHES assignment: every branch), and must have been able to grant each role
 * they hold there (`heldRoles`, the domain's `couldHaveGranted`). A branch manager therefore does
 * not manage the organisation admin who also works at their branch. Someone with neither a
 * branch nor an assignment is the organisation's: every branch.
 */
export const staffMemberSubject: SubjectResolver = {
  async owners(tx, id) {
    const staff = isUuid(id) ? await findStaff(tx, id) : undefined;
    if (!staff) return null;
    const covered = (await heldRolesOf(tx, staff)).flatMap((role) => role.branchIds);
    const owners = new Set([...staff.branchIds, ...covered]);
    if (owners.size > 0) return [...owners];
    return (await branchDirectory(tx)).branches.map((branch) => branch.id);
  },
  async places(tx, id) {
    const staff = isUuid(id) ? await findStaff(tx, id) : undefined;
    return staff ? staffPlaces(staff) : null;
  },
  async heldRoles(tx, id) {
    const staff = isUuid(id) ? await findStaff(tx, id) : undefined;
    return staff ? heldRolesOf(tx, staff) : [];
  },
  notFound: () => new DomainError('STAFF_NOT_FOUND'),
  denied: () => new DomainError('STAFF_ACCESS_DENIED'),
};
