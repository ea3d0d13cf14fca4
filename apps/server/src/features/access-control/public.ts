/**
 * What other features may use of access control: door access following a person's blocking
 * (memberships' overdue control and Unblock, docs/access-control.md "Blocked members").
 */

export { listPersonsWithRevokedDoorAccess } from './door-access.repository.ts';
export { setDoorAccess } from './door-access.ts';
// The offline doors' wire format (docs/access-control.md "Doors offline"), for the doors' routes.
export {
  ALLOW_LIST_FORMAT,
  ALLOW_LIST_POLL_SECONDS,
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
// The working simulation of a door controller, for the doors' development page (the simulator).
export {
  type CuttableTransport,
  cuttableTransport,
} from './door-controller/door-sandbox/cuttable-transport.ts';
export { demoCards, pickDemoCard } from './door-controller/door-sandbox/demo-cards.ts';
export { DoorRefused } from './door-controller/door-sandbox/door-transport.ts';
export {
  type DoorHttp,
  fetchDoorHttp,
  httpDoorTransport,
} from './door-controller/door-sandbox/http-door-transport.ts';
export { type DoorDecision, SandboxDoor } from './door-controller/door-sandbox/sandbox-door.ts';
export { doors } from './doors.table.ts';
