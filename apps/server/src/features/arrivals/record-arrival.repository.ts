import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { arrivals } from './arrivals.table.ts';

type ArrivalRow = typeof arrivals.$inferSelect;
export type NewArrival = Omit<typeof arrivals.$inferInsert, 'id' | 'applicationId' | 'receivedAt'>;

/** What follows from a new arrival, in the statement that inserts it. */
export interface ArrivalEffects {
  /** Move the person's last visit at the branch forward (a granted entry of a known person). */
  lastVisit: boolean;
  /** Take one visit off `membershipId`, a visit pass (never below zero). */
  takeVisit: boolean;
  /** Tell every api process's live channel (PostgreSQL delivers the NOTIFY on commit). */
  announce: boolean;
}

/**
 * Inserts the arrival and, only when it is new, its effects, in one statement (a swipe's round
 * trips are its cost at 200 a second): the person's last visit at the branch moves forward on
 * every role they hold there, never back (a swipe an offline door uploads late leaves a later
 * visit in place); the visit it used is taken; the live channel is notified. When the door already
 * sent this swipe id nothing is written and null comes back (a concurrent duplicate waits on the
 * unique index and then finds the first).
 */
export async function insertArrivalOnce(
  tx: Transaction,
  applicationId: string,
  row: NewArrival,
  effects: ArrivalEffects,
): Promise<string | null> {
  const insert = tx
    .insert(arrivals)
    .values({ ...row, applicationId })
    .onConflictDoNothing({
      target: [arrivals.applicationId, arrivals.doorId, arrivals.swipeId],
      where: sql`${arrivals.swipeId} is not null`,
    })
    .returning({ id: arrivals.id });
  const at = (row.arrivedAt ?? new Date()).toISOString();
  const { rows } = await tx.execute<{ id: string }>(sql`
    with inserted as ${insert},
    last_visit as (
      update person_branch_roles set last_visit_at = greatest(last_visit_at, ${at}::timestamptz)
      where ${effects.lastVisit} and person_id = ${row.personId ?? null} and branch_id = ${row.branchId}
        and exists (select 1 from inserted)
      returning 1),
    visit as (
      update memberships set number_of_visits_left = number_of_visits_left - 1, updated_at = now()
      where ${effects.takeVisit} and id = ${row.membershipId ?? null} and number_of_visits_left > 0
        and exists (select 1 from inserted)
      returning 1),
    notified as (
      select pg_notify('arrivals', json_build_object('applicationId', ${applicationId}::text,
                       'branchId', ${row.branchId}::text, 'arrivalId', inserted.id)::text)
      from inserted where ${effects.announce})
    select id, (select count(*) from notified) as notified from inserted`);
  return rows[0]?.id ?? null;
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
