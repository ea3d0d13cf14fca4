import { and, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { sessions } from '../sessions.table.ts';

/** Why a member left a waitlist (session_waitlist_entries.left_reason). */
export type WaitlistLeaveReason = 'REMOVED' | 'PROMOTED' | 'OFFER_ACCEPTED' | 'DECLINED' | 'SESSION_REMOVED';

/**
 * Adds a member to a session's waitlist and counts them in `waitlist_count`, in one statement that
 * adds only while the list is under `limit` (the caller decided under the session's lock; this keeps
 * the count true whatever runs beside it). Null when the list was full or the member already waits.
 */
export async function joinWaitlist(
  tx: Transaction,
  entry: {
    applicationId: string;
    sessionId: string;
    personId: string;
    addedByUserId: string | null;
    limit: number;
  },
): Promise<string | null> {
  const { applicationId, sessionId } = entry;
  const { rows } = await tx.execute<{ entry_id: string | null; bumped: boolean }>(sql`
    with bumped as (
      update sessions set waitlist_count = waitlist_count + 1, updated_at = now()
      where application_id = ${applicationId} and id = ${sessionId} and cancelled_at is null
        and waitlist_count < ${entry.limit}
      returning id
    ),
    inserted as (
      insert into session_waitlist_entries (application_id, session_id, person_id, added_by_user_id)
      select ${applicationId}, id, ${entry.personId}, ${entry.addedByUserId} from bumped
      on conflict (application_id, session_id, person_id) where left_at is null do nothing
      returning id
    )
    select (select id from inserted) as entry_id, exists (select 1 from bumped) as bumped
  `);
  const row = rows[0];
  if (row?.entry_id) return row.entry_id;
  if (row?.bumped) {
    await tx.execute(sql`
      update sessions set waitlist_count = waitlist_count - 1
      where application_id = ${applicationId} and id = ${sessionId}
    `);
  }
  return null;
}

/**
 * Takes a member off a session's waitlist (the row is kept with when and why) and out of
 * `waitlist_count`, in one statement; an offer they had not answered is withdrawn with it, so the
 * place it held is free again. A promotion records itself on the entry (lastPromotionAttempt,
 * lastPromotionResult BOOKED). False when they were not waiting.
 */
export async function leaveWaitlist(
  tx: Transaction,
  leave: { entryId: string; reason: WaitlistLeaveReason },
): Promise<boolean> {
  const promoted = leave.reason === 'PROMOTED';
  const { rows } = await tx.execute<{ session_id: string }>(sql`
    with left_list as (
      update session_waitlist_entries
      set left_at = now(), left_reason = ${leave.reason}
        ${promoted ? sql`, last_promotion_attempt = now(), last_promotion_result = 'BOOKED'` : sql``}
      where id = ${leave.entryId} and left_at is null
      returning application_id, session_id
    ),
    counted as (
      update sessions set waitlist_count = waitlist_count - 1, updated_at = now()
      from left_list
      where sessions.application_id = left_list.application_id and sessions.id = left_list.session_id
      returning sessions.id
    ),
    withdrawn as (
      update waitlist_offers set status = 'WITHDRAWN', answered_at = now()
      where entry_id = ${leave.entryId} and status = 'OFFERED'
      returning id
    )
    select counted.id as session_id from counted
  `);
  return rows.length > 0;
}

export interface WaitlistEntryRow {
  id: string;
  sessionId: string;
  personId: string;
  firstName: string;
  lastName: string;
  joinedAt: Date;
  lastPromotionAttempt: Date | null;
  lastPromotionResult: string | null;
  offer: { status: string; offeredAt: Date; expiresAt: Date } | null;
}

interface EntryRecord extends Record<string, unknown> {
  id: string;
  session_id: string;
  person_id: string;
  first_name: string;
  last_name: string;
  joined_at: string;
  last_promotion_attempt: string | null;
  last_promotion_result: string | null;
  offer_status: string | null;
  offered_at: string | null;
  expires_at: string | null;
}

const dateOf = (value: string | null) => (value === null ? null : new Date(value));

/** Members waiting for a session (or one entry), in the order they joined, with any offer made to them. */
export async function listWaitlistEntries(
  tx: Transaction,
  where: { sessionId: string } | { entryId: string },
): Promise<WaitlistEntryRow[]> {
  const condition =
    'entryId' in where
      ? sql`e.id = ${where.entryId}`
      : sql`e.session_id = ${where.sessionId} and e.left_at is null`;
  const { rows } = await tx.execute<EntryRecord>(sql`
    select e.id, e.session_id, e.person_id, p.first_name, p.last_name, e.joined_at,
           e.last_promotion_attempt, e.last_promotion_result,
           o.status as offer_status, o.offered_at, o.expires_at
    from session_waitlist_entries e
    join persons p on p.id = e.person_id
    left join waitlist_offers o on o.entry_id = e.id
    where ${condition}
    order by e.joined_at, e.id
  `);
  return rows.map((row) => ({
    id: row.id,
    sessionId: row.session_id,
    personId: row.person_id,
    firstName: row.first_name,
    lastName: row.last_name,
    joinedAt: new Date(row.joined_at),
    lastPromotionAttempt: dateOf(row.last_promotion_attempt),
    lastPromotionResult: row.last_promotion_result,
    offer:
      row.offer_status === null || row.offered_at === null || row.expires_at === null
        ? null
        : {
            status: row.offer_status,
            offeredAt: new Date(row.offered_at),
            expiresAt: new Date(row.expires_at),
          },
  }));
}

/**
 * Members waiting on the waitlists of each class's sessions not removed and not yet over, from the
 * counts the waitlist statements keep (classes with none are left out).
 */
export async function waitingByClass(
  tx: Transaction,
  classIds: readonly string[],
): Promise<{ classId: string | null; waiting: number }[]> {
  return tx
    .select({ classId: sessions.classId, waiting: sql<number>`sum(${sessions.waitlistCount})::int` })
    .from(sessions)
    .where(
      and(
        inArray(sessions.classId, [...classIds]),
        isNull(sessions.cancelledAt),
        gt(sessions.endsAt, sql`now()`),
        gt(sessions.waitlistCount, 0),
      ),
    )
    .groupBy(sessions.classId);
}
