/**
 * What other features may use of access control: door access following a person's blocking
 * (memberships' overdue control and Unblock, docs/access-control.md "Blocked members").
 */

export {
  listPersonsWithRevokedDoorAccess,
  organisationsWithRevokedDoorAccess,
} from './door-access.repository.ts';
export { setDoorAccess } from './door-access.ts';
export { doors } from './doors.table.ts';
