import { and, eq, gt, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { personBranchRoles } from '../members/public.ts';
import { memberships } from '../membership-records/public.ts';
import { arrivals } from './arrivals.table.ts';

export type ArrivalRow = typeof arrivals.$inferSelect;
export type NewArrival = Omit<typeof arrivals.$inferInsert, 'id' | 'applicationId' | 'receivedAt'>;

/**
 * Inserts the arrival unless the door already sent this swipe id: then nothing is written and
 * null comes back (a concurrent duplicate waits on the unique index and then finds the first).
 */
export async function insertArrivalOnce(
  tx: Transaction,
  applicationId: string,
  row: NewArrival,
): Promise<string | null> {
  const [inserted] = await tx
    .insert(arrivals)
    .values({ ...row, applicationId })
    .onConflictDoNothing({
      target: [arrivals.applicationId, arrivals.doorId, arrivals.swipeId],
      where: sql`${arrivals.swipeId} is not null`,
    })
    .returning({ id: arrivals.id });
  return inserted?.id ?? null;
}

/** The arrival a door recorded for its swipe id, if any. */
export async function findSwipe(
  tx: Transaction,
  doorId: string,
  swipeId: string,
): Promise<ArrivalRow | null> {
  const [row] = await tx
    .select()
    .from(arrivals)
    .where(and(eq(arrivals.doorId, doorId), eq(arrivals.swipeId, swipeId)))
    .limit(1);
  return row ?? null;
}

/**
 * Moves the person's last visit at the branch forward to `at` on every role they hold there;
 * never back, so a swipe uploaded late by a door that was offline leaves a later visit in place.
 */
export async function moveLastVisit(
  tx: Transaction,
  personId: string,
  branchId: string,
  at: Date,
): Promise<void> {
  await tx
    .update(personBranchRoles)
    .set({ lastVisitAt: sql`greatest(${personBranchRoles.lastVisitAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(personBranchRoles.personId, personId), eq(personBranchRoles.branchId, branchId)));
}

/** Takes one visit off a visit pass; never below zero. */
export async function takeVisit(tx: Transaction, membershipId: string): Promise<void> {
  await tx
    .update(memberships)
    .set({ numberOfVisitsLeft: sql`${memberships.numberOfVisitsLeft} - 1`, updatedAt: sql`now()` })
    .where(and(eq(memberships.id, membershipId), gt(memberships.numberOfVisitsLeft, 0)));
}

/** Tells every api process's live channel, when the transaction commits (PostgreSQL holds NOTIFY until then). */
export async function notifyArrival(
  tx: Transaction,
  notice: { applicationId: string; branchId: string; arrivalId: string },
): Promise<void> {
  await tx.execute(sql`select pg_notify('arrivals', ${JSON.stringify(notice)})`);
}
