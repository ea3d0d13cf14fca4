import type { LateCancellationSettings } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { instantOf } from '../offers/pg-instant.ts';
import { sessionFees } from '../sessions.table.ts';

export type SessionFeeRow = typeof sessionFees.$inferSelect;
export type SessionFeeInsert = typeof sessionFees.$inferInsert;

/** A booking as the fee rules read it: its session's times and its class's setting. */
export interface BookingFeeFacts {
  bookingId: string;
  personId: string;
  /** The membership it was booked with (null: a guest or staff). */
  membershipId: string | null;
  status: 'BOOKED' | 'ATTENDED';
  bookedAt: Temporal.Instant;
  /** How the place was taken (session_bookings.source: STAFF, WAITLIST_PROMOTION, WAITLIST_OFFER, …). */
  source: string;
  cancelledAt: Temporal.Instant | null;
  cancelReason: string | null;
  branchId: string;
  sessionDate: string;
  startsAt: Temporal.Instant;
  endsAt: Temporal.Instant;
  timeZone: string;
  sessionCancelled: boolean;
  /** Null for a session made by name: it has no fees. */
  settings: LateCancellationSettings | null;
}

/**
 * The booking with its session and class, or undefined when it names nothing here. The session's
 * row is locked (shared) for the rest of the transaction: a removal of the session (which locks it
 * for update) either committed before, and the session reads cancelled, or waits for the fee to
 * commit and then waives it. Unlocked, an assessment racing a removal read the session before the
 * removal committed and charged a fee the removal never saw.
 */
export async function bookingFeeFacts(
  tx: Transaction,
  bookingId: string,
): Promise<BookingFeeFacts | undefined> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select b.id, b.person_id, b.membership_id, b.status, b.booked_at, b.cancelled_at, b.cancel_reason,
      b.source, s.branch_id, s.date::text as session_date, s.starts_at, s.ends_at, s.time_zone,
      s.cancelled_at is not null as session_cancelled,
      c.id as class_id, c.late_cancel_enabled, c.late_cancel_window_minutes,
      c.late_cancel_fee_cents, c.late_cancel_free_waivers
    from session_bookings b
    join sessions s on s.application_id = b.application_id and s.id = b.session_id
    left join classes c on c.application_id = s.application_id and c.id = s.class_id
    where b.id = ${bookingId}::uuid
    for share of s`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    bookingId: String(row.id),
    personId: String(row.person_id),
    membershipId: row.membership_id === null ? null : String(row.membership_id),
    status: row.status === 'ATTENDED' ? 'ATTENDED' : 'BOOKED',
    bookedAt: instantOf(row.booked_at),
    source: String(row.source),
    cancelledAt: row.cancelled_at === null ? null : instantOf(row.cancelled_at),
    cancelReason: row.cancel_reason === null ? null : String(row.cancel_reason),
    branchId: String(row.branch_id),
    sessionDate: String(row.session_date),
    startsAt: instantOf(row.starts_at),
    endsAt: instantOf(row.ends_at),
    timeZone: String(row.time_zone),
    sessionCancelled: row.session_cancelled === true,
    settings:
      row.class_id === null
        ? null
        : {
            enabled: row.late_cancel_enabled === true,
            windowMinutes: Number(row.late_cancel_window_minutes),
            feeCents: Number(row.late_cancel_fee_cents),
            freeWaivers: Number(row.late_cancel_free_waivers),
          },
  };
}

/**
 * Serialises the fee decisions of one member for the rest of the transaction: two incidents
 * assessed at once would otherwise both see the one free waiver left and both use it.
 */
export async function lockMemberFees(tx: Transaction, personId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`session-fees:${personId}`}, 0))`);
}

/** Whether the booking's incident is already recorded (one fee per booking, whatever runs twice). */
export async function feeRecorded(tx: Transaction, bookingId: string): Promise<boolean> {
  const result = await tx.execute(sql`select 1 from session_fees where booking_id = ${bookingId}::uuid`);
  return result.rows.length > 0;
}

/**
 * When the member's free waivers were used, in the 30 days either side of `at` (the rule's window,
 * with margin): later ones count too, since incidents are not assessed in the order they happen.
 * One used on a session the club removed since does not count: the class did not happen, so the
 * member has it back (as a fee charged for it is waived).
 */
export async function freeWaiversAround(
  tx: Transaction,
  personId: string,
  at: Temporal.Instant,
): Promise<Temporal.Instant[]> {
  const result = await tx.execute<{ incident_at: unknown }>(sql`
    select f.incident_at from session_fees f
    join session_bookings b on b.application_id = f.application_id and b.id = f.booking_id
    join sessions s on s.application_id = b.application_id and s.id = b.session_id
    where f.person_id = ${personId}::uuid and f.outcome = 'FREE' and s.cancelled_at is null
      and f.incident_at > ${at.toString()}::timestamptz - interval '31 days'
      and f.incident_at < ${at.toString()}::timestamptz + interval '31 days'`);
  return result.rows.map((row) => instantOf(row.incident_at));
}

/**
 * The membership whose billing account a fee is charged to, or null when the member has none that
 * can collect it. Only a membership with a billing account: the fee is arrears that Pay overdue
 * (by the account's customer reference) or the provider collects, and a membership without one
 * (paid at the desk, a pass) has neither, so a charge there could never be paid. Only paysmart's:
 * under debitsuccess the billing company debits its own schedule and owns the arrears (spec 2 §4,
 * Pay overdue is not offered), so a fee there would be owed and never collected. Nor one whose
 * payment is not set up (no customer reference yet: the member never completed the payment setup
 * page): Pay overdue takes arrears by that reference, so no desk could take the fee, and a member
 * who never set up would owe it, tagged 'overdue', for good. Nor one over on
 * the session's day (an end date is exclusive, as booking reads it): the member has left. The
 * booking's own membership first, then the member's at the session's branch, one in force on the
 * session's day first, then the latest started.
 */
export async function billingMembershipFor(
  tx: Transaction,
  facts: { personId: string; membershipId: string | null; branchId: string; sessionDate: string },
): Promise<string | null> {
  const day = facts.sessionDate;
  const result = await tx.execute<{ id: string }>(sql`
    select m.id from memberships m
    join membership_billing_accounts a on a.application_id = m.application_id and a.membership_id = m.id
      and a.provider = 'PAYSMART' and a.customer_reference is not null
    where m.person_id = ${facts.personId}::uuid
      and (m.branch_id = ${facts.branchId}::uuid or m.id is not distinct from ${facts.membershipId}::uuid)
      and (m.end_date is null or m.end_date > ${day}::date)
    order by m.id is not distinct from ${facts.membershipId}::uuid desc,
      (m.start_date <= ${day}::date) desc, m.start_date desc, m.id
    limit 1`);
  return result.rows[0]?.id ?? null;
}

/** Records the incident; undefined when the booking's fee was recorded meanwhile. */
export async function insertSessionFee(
  tx: Transaction,
  row: SessionFeeInsert,
): Promise<SessionFeeRow | undefined> {
  const [inserted] = await tx
    .insert(sessionFees)
    .values(row)
    .onConflictDoNothing({ target: [sessionFees.applicationId, sessionFees.bookingId] })
    .returning();
  return inserted;
}

/** A fee with the branch that answers for it (its membership's) and the session's zone, locked. */
export interface FeeForWaiver {
  fee: SessionFeeRow;
  branchId: string;
  timeZone: string;
}

export async function lockFeeForWaiver(tx: Transaction, feeId: string): Promise<FeeForWaiver | undefined> {
  // Whose money it is decides who waives it: the charged membership's branch (a guest's or a free
  // fee charged nothing; the session's branch then, and nothing to waive).
  const result = await tx.execute<{ branch_id: string; time_zone: string }>(sql`
    select coalesce(m.branch_id, s.branch_id) as branch_id, s.time_zone
    from session_fees f
    join session_bookings b on b.application_id = f.application_id and b.id = f.booking_id
    join sessions s on s.application_id = b.application_id and s.id = b.session_id
    left join memberships m on m.application_id = f.application_id and m.id = f.membership_id
    where f.id = ${feeId}::uuid
    for update of f`);
  const place = result.rows[0];
  if (!place) return undefined;
  const [fee] = await tx.select().from(sessionFees).where(sql`${sessionFees.id} = ${feeId}::uuid`);
  if (!fee) return undefined;
  return { fee, branchId: place.branch_id, timeZone: place.time_zone };
}

/**
 * The fees charged (and not waived) for bookings of these sessions, locked, with the session's zone:
 * what the club's removal of the sessions waives.
 */
export async function chargedFeesOfSessions(
  tx: Transaction,
  sessionIds: readonly string[],
): Promise<{ fee: SessionFeeRow; timeZone: string }[]> {
  if (sessionIds.length === 0) return [];
  const result = await tx.execute<{ id: string; time_zone: string }>(sql`
    select f.id, s.time_zone
    from session_fees f
    join session_bookings b on b.application_id = f.application_id and b.id = f.booking_id
    join sessions s on s.application_id = b.application_id and s.id = b.session_id
    where b.session_id = any(${`{${sessionIds.join(',')}}`}::uuid[]) and f.outcome = 'CHARGED'
    order by f.incident_at, f.id
    for update of f`);
  if (result.rows.length === 0) return [];
  const zones = new Map(result.rows.map((row) => [row.id, row.time_zone]));
  const fees = await tx
    .select()
    .from(sessionFees)
    .where(sql`${sessionFees.id} = any(${`{${[...zones.keys()].join(',')}}`}::uuid[])`);
  return fees.map((fee) => ({ fee, timeZone: zones.get(fee.id) ?? 'UTC' }));
}

export async function markFeeWaived(
  tx: Transaction,
  feeId: string,
  waived: { at: Date; userId: string | null },
): Promise<void> {
  await tx
    .update(sessionFees)
    .set({ outcome: 'WAIVED', waivedAt: waived.at, waivedByUserId: waived.userId })
    .where(sql`${sessionFees.id} = ${feeId}::uuid`);
}

/** Where a batch of no-shows to assess ends: the next batch starts after it. */
export interface NoShowCursor {
  bookingId: string;
  /** The session's end as PostgreSQL wrote it (exact to the microsecond). */
  endsAt: string;
}

/**
 * Bookings of the transaction's organisation that are no-shows to assess at `now`: made before and
 * still BOOKED in a session of a class with fees on that ended in the 24 hours before `now`, with
 * no fee yet,
 * by the session's end and then id, after `after` when given. Older sessions are left alone:
 * switching fees on must not charge last month's no-shows.
 */
export async function noShowsToAssess(
  tx: Transaction,
  now: Temporal.Instant,
  limit: number,
  after: NoShowCursor | null = null,
): Promise<NoShowCursor[]> {
  const at = now.toString();
  const result = await tx.execute<{ id: string; ends_at: string }>(sql`
    select b.id, s.ends_at::text as ends_at
    from sessions s
    join classes c on c.application_id = s.application_id and c.id = s.class_id
    join session_bookings b on b.application_id = s.application_id and b.session_id = s.id
    where c.late_cancel_enabled and s.cancelled_at is null
      and s.starts_at > ${at}::timestamptz - interval '48 hours' and s.starts_at < ${at}::timestamptz
      and s.ends_at <= ${at}::timestamptz and s.ends_at > ${at}::timestamptz - interval '24 hours'
      and b.status = 'BOOKED' and b.cancelled_at is null and b.booked_at < s.ends_at
      and not exists (select 1 from session_fees f
        where f.application_id = b.application_id and f.booking_id = b.id)
      ${after ? sql`and (s.ends_at, b.id) > (${after.endsAt}::timestamptz, ${after.bookingId}::uuid)` : sql``}
    order by s.ends_at, b.id
    limit ${limit}`);
  return result.rows.map((row) => ({ bookingId: row.id, endsAt: row.ends_at }));
}
