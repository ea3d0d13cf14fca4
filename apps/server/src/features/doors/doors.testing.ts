import type { Transaction } from '../../platform/db/client.ts';
import { tenantOf } from '../../testing/builder-support.ts';
import { issueDoorKey } from './door-keys.ts';
import { type DoorRow, insertDoor } from './doors.repository.ts';

/** Test builder: a working door of the branch, with its key (which only the builder and addDoor see). */
export async function makeDoor(
  tx: Transaction,
  overrides: { branchId: string; name?: string; revokedAt?: Date | null },
): Promise<{ door: DoorRow; key: string }> {
  const applicationId = await tenantOf(tx);
  const issued = issueDoorKey();
  const door = await insertDoor(tx, {
    applicationId,
    branchId: overrides.branchId,
    name: overrides.name ?? `Door ${issued.keyPrefix}`,
    keyPrefix: issued.keyPrefix,
    keyHash: issued.keyHash,
    revokedAt: overrides.revokedAt ?? null,
  });
  return { door, key: issued.key };
}
