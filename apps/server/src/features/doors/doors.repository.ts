import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { doors } from '../access-control/public.ts';

export type DoorRow = typeof doors.$inferSelect;

/** A working door found by its key, before any tenant is known. */
export interface AuthenticatedDoor {
  id: string;
  applicationId: string;
  branchId: string;
  name: string;
}

/**
 * The working door whose key hashes to `keyHash`, through the SECURITY DEFINER lookup (migration
 * 0031): the api role sees no door row without a tenant. A revoked key finds nothing.
 */
export async function resolveDoorByKeyHash(db: Database, keyHash: string): Promise<AuthenticatedDoor | null> {
  const result = await db.execute<{ id: string; application_id: string; branch_id: string; name: string }>(
    sql`select id, application_id, branch_id, name from resolve_door_by_key_hash(${keyHash})`,
  );
  const row = result.rows[0];
  return row
    ? { id: row.id, applicationId: row.application_id, branchId: row.branch_id, name: row.name }
    : null;
}

/**
 * In a transaction that has no tenant yet: the working door whose key hashes to `keyHash`, with the
 * transaction's tenant set to the door's organisation by the same statement (what withTenant sets,
 * one round trip fewer a swipe than a lookup followed by withTenant). A key that finds no door
 * returns null and sets no tenant, so the transaction can read nothing.
 */
export async function enterAsDoor(tx: Transaction, keyHash: string): Promise<AuthenticatedDoor | null> {
  const result = await tx.execute<{ id: string; application_id: string; branch_id: string; name: string }>(
    sql`select d.id, d.application_id, d.branch_id, d.name,
               set_config('app.application_id', d.application_id::text, true)
        from resolve_door_by_key_hash(${keyHash}) d`,
  );
  const row = result.rows[0];
  return row
    ? { id: row.id, applicationId: row.application_id, branchId: row.branch_id, name: row.name }
    : null;
}

/**
 * Notes the door's call in its tenant transaction, at most once a minute: at 200 swipes a second
 * a write per swipe would queue every swipe of the door behind one row lock.
 */
export async function touchDoor(tx: Transaction, doorId: string): Promise<void> {
  await tx
    .update(doors)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(doors.id, doorId),
        or(isNull(doors.lastSeenAt), lt(doors.lastSeenAt, sql`now() - interval '1 minute'`)),
      ),
    );
}

/** A branch's doors, working ones first, newest first. */
export async function listDoors(tx: Transaction, branchId: string): Promise<DoorRow[]> {
  return tx
    .select()
    .from(doors)
    .where(eq(doors.branchId, branchId))
    .orderBy(sql`${doors.revokedAt} is not null`, desc(doors.createdAt), desc(doors.id));
}

/** The door of this branch with this id. */
export async function findDoorOfBranch(
  tx: Transaction,
  branchId: string,
  doorId: string,
): Promise<DoorRow | null> {
  const [row] = await tx
    .select()
    .from(doors)
    .where(and(eq(doors.id, doorId), eq(doors.branchId, branchId)))
    .limit(1);
  return row ?? null;
}

/** Whether a working door of the branch has this name already (case-insensitive, as the unique index). */
export async function workingDoorNamed(tx: Transaction, branchId: string, name: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: doors.id })
    .from(doors)
    .where(
      and(eq(doors.branchId, branchId), isNull(doors.revokedAt), sql`lower(${doors.name}) = lower(${name})`),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertDoor(tx: Transaction, row: typeof doors.$inferInsert): Promise<DoorRow> {
  const [inserted] = await tx.insert(doors).values(row).returning();
  if (!inserted) throw new Error('The door insert returned no row');
  return inserted;
}

/** Revokes the door once; a revoked door stays revoked at its first time. */
export async function revokeDoorRow(tx: Transaction, doorId: string): Promise<DoorRow | null> {
  const [row] = await tx
    .update(doors)
    .set({ revokedAt: sql`coalesce(${doors.revokedAt}, now())` })
    .where(eq(doors.id, doorId))
    .returning();
  return row ?? null;
}
