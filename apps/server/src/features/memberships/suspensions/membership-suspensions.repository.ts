import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import {
  epochMicros,
  type TimeWindow,
  timeWindowCondition,
  timeWindowOrder,
} from '../../../platform/db/time-keyset.ts';
import { memberships } from '../../membership-records/public.ts';
import { membershipSuspensions } from './membership-suspensions.table.ts';

export type MembershipSuspensionRow = typeof membershipSuspensions.$inferSelect;
export type MembershipSuspensionInsert = typeof membershipSuspensions.$inferInsert;

/** The suspensions of `membershipIds`, by membership, in start order. */
export async function findSuspensionsOf(
  tx: Transaction,
  membershipIds: readonly string[],
): Promise<Map<string, MembershipSuspensionRow[]>> {
  const found = new Map<string, MembershipSuspensionRow[]>();
  if (membershipIds.length === 0) return found;
  const rows = await tx
    .select()
    .from(membershipSuspensions)
    .where(inArray(membershipSuspensions.membershipId, [...membershipIds]))
    .orderBy(asc(membershipSuspensions.membershipId), asc(membershipSuspensions.startDate));
  for (const row of rows) {
    const list = found.get(row.membershipId) ?? [];
    list.push(row);
    found.set(row.membershipId, list);
  }
  return found;
}

export async function insertSuspension(
  tx: Transaction,
  values: MembershipSuspensionInsert,
): Promise<MembershipSuspensionRow> {
  const [row] = await tx.insert(membershipSuspensions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSuspensionEndDate(tx: Transaction, id: string, endDate: string): Promise<void> {
  await tx.update(membershipSuspensions).set({ endDate }).where(eq(membershipSuspensions.id, id));
}

export async function deleteSuspension(tx: Transaction, id: string): Promise<void> {
  await tx.delete(membershipSuspensions).where(eq(membershipSuspensions.id, id));
}

/**
 * Memberships whose SUSPENDED status may have to change around `utcToday` (a day either side covers
 * every branch time zone): those SUSPENDED now and those with a suspension starting or ending then.
 */
export async function membershipsWithSuspensionChange(tx: Transaction, utcToday: string): Promise<string[]> {
  const near = await tx
    .selectDistinct({ id: membershipSuspensions.membershipId })
    .from(membershipSuspensions)
    .where(
      and(
        lte(membershipSuspensions.startDate, sql`${utcToday}::date + 1`),
        gte(membershipSuspensions.endDate, sql`${utcToday}::date - 1`),
      ),
    );
  const suspended = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.status, 'SUSPENDED'));
  return [...new Set([...near, ...suspended].map((row) => row.id))];
}

export interface SuspensionActivityRow {
  id: string;
  membershipId: string;
  branchId: string;
  at: Date;
  atMicros: string;
  action: 'SUSPENDED';
}

/** A person's suspensions made in a window (when staff suspended), as membership activities. */
export async function findSuspensionActivities(
  tx: Transaction,
  personId: string,
  window: TimeWindow,
): Promise<SuspensionActivityRow[]> {
  const rows = await tx
    .select({
      id: membershipSuspensions.id,
      membershipId: membershipSuspensions.membershipId,
      branchId: memberships.branchId,
      at: membershipSuspensions.createdAt,
      atMicros: epochMicros(membershipSuspensions.createdAt),
    })
    .from(membershipSuspensions)
    .innerJoin(memberships, eq(memberships.id, membershipSuspensions.membershipId))
    .where(
      and(
        eq(memberships.personId, personId),
        timeWindowCondition(membershipSuspensions.createdAt, membershipSuspensions.id, window),
      ),
    )
    .orderBy(...timeWindowOrder(membershipSuspensions.createdAt, membershipSuspensions.id, window.order))
    .limit(window.limit);
  return rows.map((row) => ({ ...row, action: 'SUSPENDED' as const }));
}
