import type { PromotionResult, WaitlistQueueEntry } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { instantOf } from './pg-instant.ts';

const timestamp = (at: Temporal.Instant): string => at.toString();

/** A session as the offer rules read it, with what its messages say. */
export interface OfferSession {
  id: string;
  branchId: string;
  branchName: string;
  /** The class's name, or the session's own. */
  name: string;
  capacity: number | null;
  bookedCount: number;
  startsAt: Temporal.Instant;
  date: string;
  startTime: string;
  timeZone: string;
  cancelled: boolean;
  /** The class's waitlist is on (a session by name has none). */
  waitlistEnabled: boolean;
  holdMinutes: number;
  cutoffMinutes: number;
}

/**
 * The session, its row locked for the rest of the transaction: the planner, an answer through a
 * link and the expiry job queue on it, so two of them never plan the same free place.
 */
export async function lockOfferSession(
  tx: Transaction,
  sessionId: string,
  options: { lock: boolean } = { lock: true },
): Promise<OfferSession | undefined> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select s.id, s.branch_id, b.name as branch_name, coalesce(c.name, s.name) as name, s.capacity,
      s.booked_count, s.starts_at, s.date::text as date, s.start_time, s.time_zone,
      s.cancelled_at is not null as cancelled, coalesce(c.waitlist_status = 'ENABLED', false) as waitlist_enabled,
      coalesce(c.offer_hold_minutes, 120) as hold_minutes, coalesce(c.offer_cutoff_minutes, 60) as cutoff_minutes
    from sessions s
    join branches b on b.application_id = s.application_id and b.id = s.branch_id
    left join classes c on c.application_id = s.application_id and c.id = s.class_id
    where s.id = ${sessionId}::uuid
    ${options.lock ? sql`for update of s` : sql``}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    branchId: String(row.branch_id),
    branchName: String(row.branch_name),
    name: String(row.name ?? ''),
    capacity: row.capacity === null ? null : Number(row.capacity),
    bookedCount: Number(row.booked_count),
    startsAt: instantOf(row.starts_at),
    date: String(row.date),
    startTime: String(row.start_time),
    timeZone: String(row.time_zone),
    cancelled: row.cancelled === true,
    waitlistEnabled: row.waitlist_enabled === true,
    holdMinutes: Number(row.hold_minutes),
    cutoffMinutes: Number(row.cutoff_minutes),
  };
}

/** A member on the waitlist with their offer, as the domain's rules read it. */
export interface QueueEntry extends WaitlistQueueEntry {
  personId: string;
  offerId: string | null;
}

/** Who is waiting for the session now (not left), with their offer if they had one. */
export async function waitingEntries(tx: Transaction, sessionId: string): Promise<QueueEntry[]> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select e.id, e.person_id, e.joined_at, e.last_promotion_result, o.id as offer_id, o.expires_at
    from session_waitlist_entries e
    left join waitlist_offers o on o.application_id = e.application_id and o.entry_id = e.id
    where e.session_id = ${sessionId}::uuid and e.left_at is null`);
  return result.rows.map((row) => ({
    id: String(row.id),
    personId: String(row.person_id),
    joinedAt: instantOf(row.joined_at),
    offerExpiresAt: row.expires_at === null ? null : instantOf(row.expires_at),
    lastPromotionResult:
      row.last_promotion_result === null ? null : (row.last_promotion_result as PromotionResult),
    offerId: row.offer_id === null ? null : String(row.offer_id),
  }));
}

/** Records offers whose hold ran out unanswered: EXPIRED on the offer and the entry. */
export async function recordExpired(tx: Transaction, entryIds: readonly string[]): Promise<void> {
  if (entryIds.length === 0) return;
  const ids = sql.param([...entryIds]);
  await tx.execute(sql`
    update waitlist_offers set status = 'EXPIRED'
    where entry_id = any(${ids}::uuid[]) and status = 'OFFERED'`);
  await tx.execute(sql`
    update session_waitlist_entries set last_promotion_result = 'EXPIRED'
    where id = any(${ids}::uuid[]) and last_promotion_result = 'OFFERED'`);
}

/** A new offer for the entry and the attempt on the entry; null when it had one already. */
export async function insertOffer(
  tx: Transaction,
  offer: {
    applicationId: string;
    entryId: string;
    sessionId: string;
    personId: string;
    offeredAt: Temporal.Instant;
    expiresAt: Temporal.Instant;
  },
): Promise<string | null> {
  const result = await tx.execute<{ id: string }>(sql`
    insert into waitlist_offers (application_id, entry_id, session_id, person_id, offered_at, expires_at)
    values (${offer.applicationId}::uuid, ${offer.entryId}::uuid, ${offer.sessionId}::uuid,
      ${offer.personId}::uuid, ${timestamp(offer.offeredAt)}::timestamptz, ${timestamp(offer.expiresAt)}::timestamptz)
    on conflict (application_id, entry_id) do nothing
    returning id`);
  const id = result.rows[0]?.id ?? null;
  if (id !== null) await recordAttempt(tx, offer.entryId, 'OFFERED', offer.offeredAt);
  return id;
}

export async function recordAttempt(
  tx: Transaction,
  entryId: string,
  result: PromotionResult,
  at: Temporal.Instant,
): Promise<void> {
  await tx.execute(sql`
    update session_waitlist_entries
    set last_promotion_attempt = ${timestamp(at)}::timestamptz, last_promotion_result = ${result}
    where id = ${entryId}::uuid`);
}

/**
 * The entry leaves the waitlist (booked from it, accepted, declined) with what became of its
 * promotion, and the session's waiting count follows in the same statement. Leaving twice is once.
 */
export async function leaveWaitlist(
  tx: Transaction,
  entry: { id: string; reason: 'PROMOTED' | 'OFFER_ACCEPTED' | 'DECLINED'; result: PromotionResult },
  at: Temporal.Instant,
): Promise<boolean> {
  const result = await tx.execute<{ id: string }>(sql`
    with left_entry as (
      update session_waitlist_entries
      set left_at = ${timestamp(at)}::timestamptz, left_reason = ${entry.reason},
        last_promotion_attempt = ${timestamp(at)}::timestamptz, last_promotion_result = ${entry.result}
      where id = ${entry.id}::uuid and left_at is null
      returning application_id, session_id
    )
    update sessions s set waitlist_count = greatest(s.waitlist_count - 1, 0)
    from left_entry l
    where s.application_id = l.application_id and s.id = l.session_id
    returning s.id`);
  return result.rows.length > 0;
}

/** An offer with its entry, as an answer through the link reads it. */
export interface StoredOffer {
  id: string;
  entryId: string;
  sessionId: string;
  personId: string;
  status: string;
  expiresAt: Temporal.Instant;
  entry: WaitlistQueueEntry;
  entryLeft: boolean;
}

export async function findOffer(tx: Transaction, offerId: string): Promise<StoredOffer | undefined> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select o.id, o.entry_id, o.session_id, o.person_id, o.status, o.expires_at,
      e.joined_at, e.last_promotion_result, e.left_at is not null as entry_left
    from waitlist_offers o
    join session_waitlist_entries e on e.application_id = o.application_id and e.id = o.entry_id
    where o.id = ${offerId}::uuid`);
  const row = result.rows[0];
  if (!row) return undefined;
  const expiresAt = instantOf(row.expires_at);
  return {
    id: String(row.id),
    entryId: String(row.entry_id),
    sessionId: String(row.session_id),
    personId: String(row.person_id),
    status: String(row.status),
    expiresAt,
    entryLeft: row.entry_left === true,
    entry: {
      id: String(row.entry_id),
      joinedAt: instantOf(row.joined_at),
      offerExpiresAt: expiresAt,
      lastPromotionResult:
        row.last_promotion_result === null ? null : (row.last_promotion_result as PromotionResult),
    },
  };
}

export async function answerStoredOffer(
  tx: Transaction,
  offerId: string,
  status: 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN',
  at: Temporal.Instant,
): Promise<void> {
  await tx.execute(sql`
    update waitlist_offers set status = ${status}, answered_at = ${timestamp(at)}::timestamptz
    where id = ${offerId}::uuid and status = 'OFFERED'`);
}

/** Where a batch of sessions with expired offers ends: the next batch starts after it. */
export interface ExpiredOffersCursor {
  sessionId: string;
  /** The session's earliest expired offer's expiry as PostgreSQL wrote it (exact to the microsecond). */
  firstExpiresAt: string;
}

/**
 * Sessions of the transaction's organisation with an offer whose hold ran out by `now`, the one
 * waiting longest first (by its earliest such expiry, then id), after `after` when given. A
 * session's earliest expiry never moves before the cursor while a run reads: an offer made since
 * expires after `now`.
 */
export async function sessionsWithExpiredOffers(
  tx: Transaction,
  now: Temporal.Instant,
  limit: number,
  after: ExpiredOffersCursor | null = null,
): Promise<ExpiredOffersCursor[]> {
  const result = await tx.execute<{ session_id: string; first_expires_at: string }>(sql`
    select session_id, first_expires_at::text as first_expires_at from (
      select session_id, min(expires_at) as first_expires_at from waitlist_offers
      where status = 'OFFERED' and expires_at <= ${timestamp(now)}::timestamptz
      group by session_id
    ) due
    ${after ? sql`where (first_expires_at, session_id) > (${after.firstExpiresAt}::timestamptz, ${after.sessionId}::uuid)` : sql``}
    order by first_expires_at, session_id
    limit ${limit}`);
  return result.rows.map((row) => ({ sessionId: row.session_id, firstExpiresAt: row.first_expires_at }));
}

/** What a member's messages need: their first name, email and mobile number. */
export interface OfferRecipient {
  firstName: string;
  email: string | null;
  mobilePhone: { countryCode: string; number: string } | null;
}

export async function recipientOf(tx: Transaction, personId: string): Promise<OfferRecipient | undefined> {
  const result = await tx.execute<{
    first_name: string | null;
    email: string | null;
    mobile_phone: { countryCode: string; number: string } | null;
  }>(sql`select first_name, email, mobile_phone from persons where id = ${personId}::uuid`);
  const row = result.rows[0];
  if (!row) return undefined;
  const email = row.email?.trim() ?? '';
  return {
    firstName: row.first_name?.trim() || 'there',
    email: email === '' ? null : email,
    mobilePhone: row.mobile_phone ?? null,
  };
}

/** A waitlist entry with its offer, as the SMS job reads it again before texting. */
export async function smsEntryOf(tx: Transaction, entryId: string) {
  const result = await tx.execute<{
    session_id: string;
    person_id: string;
    last_promotion_result: string | null;
    offer_id: string | null;
    offer_status: string | null;
    expires_at: string | null;
  }>(sql`
    select e.session_id, e.person_id, e.last_promotion_result, o.id as offer_id,
      o.status as offer_status, o.expires_at
    from session_waitlist_entries e
    left join waitlist_offers o on o.application_id = e.application_id and o.entry_id = e.id
    where e.id = ${entryId}::uuid`);
  return result.rows[0];
}
