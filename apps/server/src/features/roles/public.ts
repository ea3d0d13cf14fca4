/**
 * What other features may use of roles: a user's assignments and the catalogue (staff security
 * groups, spec 3 §2 Staff), and the writes of one assignment. The decision who may assign which
 * role where stays with the domain (canAssignRole, spec 1 §6). `loadAccess` reads a user's
 * permissions as a request would (a scheduled report runs with its owner's).
 */
export {
  type AssignmentScope,
  addAssignment,
  removeAssignment,
} from './role-assignments.repository.ts';
export { listRoles, type RoleRow } from './role-management.repository.ts';
export { loadAccess, type RoleAssignment, roleAssignmentsOfUser } from './roles.service.ts';
