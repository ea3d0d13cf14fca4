import { CHANGE_MEMBERSHIP_CANCELLATION_REASON } from '@clubline/domain';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import {
  epochMicros,
  type TimeWindow,
  timeWindowCondition,
  timeWindowOrder,
} from '../../platform/db/time-keyset.ts';
import { membershipBillingAccounts, memberships } from '../membership-records/public.ts';

export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipInsert = typeof memberships.$inferInsert;
export type MembershipBillingAccountRow = typeof membershipBillingAccounts.$inferSelect;
export type MembershipBillingAccountInsert = typeof membershipBillingAccounts.$inferInsert;

/** A person's memberships, oldest start first. */
export async function findMembershipsOfPersons(
  tx: Transaction,
  personIds: readonly string[],
): Promise<MembershipRow[]> {
  if (personIds.length === 0) return [];
  return tx
    .select()
    .from(memberships)
    .where(inArray(memberships.personId, [...personIds]))
    .orderBy(asc(memberships.personId), asc(memberships.startDate), asc(memberships.createdAt));
}

export async function findMembership(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<MembershipRow | undefined> {
  const query = tx.select().from(memberships).where(eq(memberships.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findMembershipsByIds(
  tx: Transaction,
  ids: readonly string[],
): Promise<MembershipRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(memberships)
    .where(inArray(memberships.id, [...ids]));
}

export async function insertMembership(tx: Transaction, row: MembershipInsert): Promise<MembershipRow> {
  const [inserted] = await tx.insert(memberships).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export async function updateMembershipRow(
  tx: Transaction,
  id: string,
  change: Partial<MembershipInsert>,
): Promise<MembershipRow> {
  const [row] = await tx
    .update(memberships)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(memberships.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function findBillingAccounts(
  tx: Transaction,
  membershipIds: readonly string[],
): Promise<Map<string, MembershipBillingAccountRow>> {
  if (membershipIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(membershipBillingAccounts)
    .where(inArray(membershipBillingAccounts.membershipId, [...membershipIds]));
  return new Map(rows.map((row) => [row.membershipId, row]));
}

export async function insertBillingAccount(
  tx: Transaction,
  row: MembershipBillingAccountInsert,
): Promise<MembershipBillingAccountRow> {
  const [inserted] = await tx.insert(membershipBillingAccounts).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export async function updateBillingAccount(
  tx: Transaction,
  membershipId: string,
  change: Partial<MembershipBillingAccountInsert>,
): Promise<void> {
  await tx
    .update(membershipBillingAccounts)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(membershipBillingAccounts.membershipId, membershipId));
}

/** The memberships whose billing account has this customer reference (a change keeps it). */
export async function findMembershipsByCustomerReference(
  tx: Transaction,
  customerReference: string,
): Promise<{ membership: MembershipRow; account: MembershipBillingAccountRow }[]> {
  return tx
    .select({ membership: memberships, account: membershipBillingAccounts })
    .from(membershipBillingAccounts)
    .innerJoin(memberships, eq(memberships.id, membershipBillingAccounts.membershipId))
    .where(
      and(
        eq(membershipBillingAccounts.customerReference, customerReference),
        isNotNull(membershipBillingAccounts.customerReference),
      ),
    )
    .orderBy(asc(memberships.startDate));
}

export interface MembershipActivityRow {
  id: string;
  branchId: string;
  at: Date;
  atMicros: string;
  action: 'ADDED' | 'ENDED' | 'CHANGED';
}

/**
 * A person's membership changes in a window: each sale (CHANGED when it replaced another) at its
 * creation, and each End at its cancellation (a Change's old membership is shown by the new one).
 * Two keyset reads on the stored instants, merged in the window's order.
 */
export async function findMembershipActivities(
  tx: Transaction,
  personId: string,
  window: TimeWindow,
): Promise<MembershipActivityRow[]> {
  const added = await tx
    .select({
      id: memberships.id,
      branchId: memberships.branchId,
      at: memberships.createdAt,
      atMicros: epochMicros(memberships.createdAt),
      changedFrom: memberships.changedFromMembershipId,
    })
    .from(memberships)
    .where(
      and(
        eq(memberships.personId, personId),
        timeWindowCondition(memberships.createdAt, memberships.id, window),
      ),
    )
    .orderBy(...timeWindowOrder(memberships.createdAt, memberships.id, window.order))
    .limit(window.limit);
  const ended = await tx
    .select({
      id: memberships.id,
      branchId: memberships.branchId,
      at: memberships.cancelledAt,
      atMicros: epochMicros(memberships.cancelledAt),
    })
    .from(memberships)
    .where(
      and(
        eq(memberships.personId, personId),
        isNotNull(memberships.cancelledAt),
        sql`${memberships.cancellationReason} is distinct from ${CHANGE_MEMBERSHIP_CANCELLATION_REASON}`,
        timeWindowCondition(memberships.cancelledAt, memberships.id, window),
      ),
    )
    .orderBy(...timeWindowOrder(memberships.cancelledAt, memberships.id, window.order))
    .limit(window.limit);
  const rows: MembershipActivityRow[] = [
    ...added.map((row) => ({
      id: row.id,
      branchId: row.branchId,
      at: row.at,
      atMicros: row.atMicros,
      action: row.changedFrom ? ('CHANGED' as const) : ('ADDED' as const),
    })),
    ...ended.flatMap((row) =>
      row.at
        ? [
            {
              id: row.id,
              branchId: row.branchId,
              at: row.at,
              atMicros: row.atMicros,
              action: 'ENDED' as const,
            },
          ]
        : [],
    ),
  ];
  const sign = window.order === 'desc' ? -1 : 1;
  rows.sort(
    (a, b) => sign * (compareMicros(a.atMicros, b.atMicros) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  );
  return rows.slice(0, window.limit);
}

/** Decimal microsecond texts compared as numbers (they are too large for a JS number to keep exact). */
function compareMicros(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The debitsuccess direct debit requests the hourly check watches for deletion at the billing
 * company: submitted (a customer reference) and not already DDR_DELETED.
 */
export async function findWatchedDebitsuccessRequests(
  tx: Transaction,
): Promise<{ membershipId: string; customerReference: string | null }[]> {
  return tx
    .select({
      membershipId: membershipBillingAccounts.membershipId,
      customerReference: membershipBillingAccounts.customerReference,
    })
    .from(membershipBillingAccounts)
    .where(
      and(
        eq(membershipBillingAccounts.provider, 'DEBITSUCCESS'),
        ne(membershipBillingAccounts.ddrStatus, 'DDR_DELETED'),
        isNotNull(membershipBillingAccounts.customerReference),
      ),
    );
}
