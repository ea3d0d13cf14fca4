/** What we ask a door controller to hold or drop: one card or access level of a person. */
export interface DoorCredential {
  applicationId: string;
  itemId: string;
  personId: string;
  kind: 'CARD' | 'LEVEL';
  name: string;
}

/**
 * The door-controller hardware's service (docs/access-control.md). Both calls are idempotent by
 * `itemId`: pushing what it already holds, or dropping what it does not, succeeds. A refusal
 * throws DoorControllerRefusal; anything else thrown is a transport failure. Both are retried.
 */
export interface DoorController {
  grant(credential: DoorCredential): Promise<void>;
  revoke(credential: DoorCredential): Promise<void>;
}

export class DoorControllerRefusal extends Error {
  override name = 'DoorControllerRefusal';
}
