import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { type DoorController, DoorControllerRefusal, type DoorCredential } from './door-controller.ts';
import { sandboxDoorCredentials } from './sandbox-door-controller.table.ts';

/**
 * Card numbers the sandbox refuses (docs/access-control.md "Test numbers"): FAIL… is refused on
 * every push, so the card ends FAILED after the retries; FLAKY… is refused on its first push only,
 * so it shows RETRYING and then SUCCEEDED. Removals are always accepted.
 */
export const ALWAYS_REFUSED_PREFIX = 'FAIL';
export const REFUSED_ONCE_PREFIX = 'FLAKY';

/**
 * A door controller that keeps its credentials in PostgreSQL (owner role only), as the real one
 * keeps them in its own memory. Used outside production and by the tests.
 */
export function sandboxDoorController(ownerPool: pg.Pool): DoorController {
  const db = drizzle({ client: ownerPool, casing: 'snake_case' });
  /** Counts the push and answers how many came before it. */
  async function countPush(credential: DoorCredential): Promise<number> {
    const [row] = await db
      .insert(sandboxDoorCredentials)
      .values({ ...credential, active: false, pushes: 1 })
      .onConflictDoUpdate({
        target: [sandboxDoorCredentials.applicationId, sandboxDoorCredentials.itemId],
        set: { pushes: sql`${sandboxDoorCredentials.pushes} + 1`, updatedAt: new Date() },
      })
      .returning({ pushes: sandboxDoorCredentials.pushes });
    return (row?.pushes ?? 1) - 1;
  }
  async function setActive(credential: DoorCredential, active: boolean): Promise<void> {
    await db
      .update(sandboxDoorCredentials)
      .set({ active, updatedAt: new Date() })
      .where(
        and(
          eq(sandboxDoorCredentials.applicationId, credential.applicationId),
          eq(sandboxDoorCredentials.itemId, credential.itemId),
        ),
      );
  }
  return {
    async grant(credential) {
      const earlier = await countPush(credential);
      if (credential.name.startsWith(ALWAYS_REFUSED_PREFIX)) {
        throw new DoorControllerRefusal(`The controller refused ${credential.name} (test number)`);
      }
      if (credential.name.startsWith(REFUSED_ONCE_PREFIX) && earlier === 0) {
        throw new DoorControllerRefusal(`The controller was busy with ${credential.name} (test number)`);
      }
      await setActive(credential, true);
    },
    async revoke(credential) {
      await countPush(credential);
      await setActive(credential, false);
    },
  };
}
