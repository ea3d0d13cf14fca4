/**
 * What other features may use of roles: a user's assignments and the catalogue (staff security
 * groups, spec 3 §2 Staff), and the writes of one assignment. The decision who may assign which
 * role where stays with the domain (canAssignRole, spec 1 §6).
 */
export {
  type AssignmentScope,
  addAssignment,
  removeAssignment,
} from './role-assignments.repository.ts';
export { listRoles, type RoleRow } from './role-management.repository.ts';
export { type RoleAssignment, roleAssignmentsOfUser } from './roles.service.ts';
