import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { DoorCredential } from './door-controller.ts';
import { sandboxDoorCredentials } from './sandbox-door-controller.table.ts';

/** The door-controller sandbox's memory (owner role only: it is not tenant data of ours). */
export interface SandboxDoorStore {
  /** Counts a push of the credential and answers how many came before it. */
  countPush(credential: DoorCredential): Promise<number>;
  setActive(credential: DoorCredential, active: boolean): Promise<void>;
}

export function sandboxDoorStore(ownerPool: pg.Pool): SandboxDoorStore {
  const db = drizzle({ client: ownerPool, casing: 'snake_case' });
  const key = (credential: DoorCredential) =>
    and(
      eq(sandboxDoorCredentials.applicationId, credential.applicationId),
      eq(sandboxDoorCredentials.itemId, credential.itemId),
    );
  return {
    async countPush(credential) {
      const [row] = await db
        .insert(sandboxDoorCredentials)
        .values({ ...credential, active: false, pushes: 1 })
        .onConflictDoUpdate({
          target: [sandboxDoorCredentials.applicationId, sandboxDoorCredentials.itemId],
          set: { pushes: sql`${sandboxDoorCredentials.pushes} + 1`, updatedAt: new Date() },
        })
        .returning({ pushes: sandboxDoorCredentials.pushes });
      return (row?.pushes ?? 1) - 1;
    },
    async setActive(credential, active) {
      await db.update(sandboxDoorCredentials).set({ active, updatedAt: new Date() }).where(key(credential));
    },
  };
}
