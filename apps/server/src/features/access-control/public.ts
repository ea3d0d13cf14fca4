/**
 * What other features may use of access control: door access following a person's blocking
 * (memberships' overdue control and Unblock, docs/access-control.md "Blocked members").
 */

export {
  listPersonsWithRevokedDoorAccess,
  organisationsWithRevokedDoorAccess,
} from './door-access.repository.ts';
export { setDoorAccess } from './door-access.ts';
// The offline doors' wire format (docs/access-control.md "Doors offline"), for the doors' routes.
export {
  ALLOW_LIST_FORMAT,
  ALLOW_LIST_SIGNATURE_HEADER,
  type AllowList,
  type AllowListEntry,
  OFFLINE_BATCH_MAX,
  type OfflineSwipe,
  type OfflineSwipeResult,
  offlineBatchSchema,
  offlineSwipeSchema,
  signAllowList,
} from './door-controller/door-protocol.ts';
export { doors } from './doors.table.ts';
