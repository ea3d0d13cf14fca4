import { type DoorInput, doorInputSchema, isUuid } from '@clubline/domain';
import { authorize } from '../../platform/auth/authorization.ts';
import { isUniqueViolation } from '../../platform/db/constraint-errors.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError, withFieldErrors } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { issueDoorKey } from './door-keys.ts';
import {
  type DoorRow,
  findDoorOfBranch,
  insertDoor,
  listDoors,
  revokeDoorRow,
  workingDoorNamed,
} from './doors.repository.ts';

/**
 * Door keys open the branch's doors to whoever holds them: listing, issuing and revoking them is
 * the branch settings' permission (spec 2 §6 "manage-branch-settings"), on the door's branch.
 */
export const MANAGE_DOORS = 'manage-branch-settings';

export type DoorView = DoorRow;

export interface IssuedDoor {
  door: DoorView;
  /** The door's key, shown this once: only its hash is kept. */
  key: string;
}

function requireBranchId(branchId: string): void {
  // Not a UUID names no branch (and must not reach PostgreSQL's uuid cast).
  if (!isUuid(branchId)) throw new DomainError('BRANCH_NOT_FOUND');
}

/** The branch's doors, working ones first (docs/access-control.md "Door decisions"). */
export async function getDoors(context: RequestContext, branchId: string): Promise<DoorView[]> {
  requireBranchId(branchId);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, MANAGE_DOORS, { kind: 'branch', id: branchId });
    return listDoors(tx, branchId);
  });
}

/** Adds a door to the branch with a new key, returned this once. */
export async function addDoor(context: RequestContext, branchId: string, name: unknown): Promise<IssuedDoor> {
  requireBranchId(branchId);
  const input: DoorInput = parseInput(doorInputSchema, { name });
  const { applicationId, userId } = context.viewer;
  return withTenant(context.deps.db, applicationId, async (tx) => {
    await authorize(context, tx, MANAGE_DOORS, { kind: 'branch', id: branchId });
    // The partial unique index decides between two concurrent adds; this gives the first its message.
    if (await workingDoorNamed(tx, branchId, input.name)) throw nameTaken();
    const issued = issueDoorKey();
    try {
      const door = await insertDoor(tx, {
        applicationId,
        branchId,
        name: input.name,
        keyPrefix: issued.keyPrefix,
        keyHash: issued.keyHash,
        createdByUserId: userId,
      });
      return { door, key: issued.key };
    } catch (error) {
      if (isUniqueViolation(error, 'doors_branch_name_idx')) throw nameTaken();
      throw error;
    }
  });
}

/** Revokes the door's key at once: its next call is refused. Revoking again changes nothing. */
export async function revokeDoor(
  context: RequestContext,
  branchId: string,
  doorId: string,
): Promise<DoorView> {
  requireBranchId(branchId);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, MANAGE_DOORS, { kind: 'branch', id: branchId });
    const door = isUuid(doorId) ? await findDoorOfBranch(tx, branchId, doorId) : null;
    if (door === null) throw new DomainError('DOOR_NOT_FOUND');
    const revoked = await revokeDoorRow(tx, door.id);
    if (revoked === null) throw new DomainError('DOOR_NOT_FOUND');
    return revoked;
  });
}

const nameTaken = () =>
  withFieldErrors(new DomainError('DOOR_NAME_TAKEN'), {
    name: 'This branch already has a door with this name',
  });
