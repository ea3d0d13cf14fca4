import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { instantOf } from './pg-instant.ts';

// What the offer tests set and read back, as stored.

/** A session's waitlist count, set where a test builds its entries row by row. */
export async function setWaitlistCount(tx: Transaction, sessionId: string, count: number): Promise<void> {
  await tx.execute(sql`update sessions set waitlist_count = ${count} where id = ${sessionId}::uuid`);
}

/** The waitlist entries, offers and live bookings of a session, and the emails sent about it. */
export async function offerStateOf(tx: Transaction, sessionId: string) {
  const entries = await tx.execute<{
    id: string;
    person_id: string;
    last_promotion_result: string | null;
    last_promotion_attempt: string | null;
    left_reason: string | null;
  }>(sql`select id, person_id, last_promotion_result, last_promotion_attempt, left_reason
    from session_waitlist_entries where session_id = ${sessionId}::uuid order by joined_at`);
  const offers = await tx.execute<{ id: string; entry_id: string; status: string; expires_at: string }>(
    sql`select id, entry_id, status, expires_at from waitlist_offers where session_id = ${sessionId}::uuid
      order by offered_at`,
  );
  const bookings = await tx.execute<{ person_id: string; source: string }>(
    sql`select person_id, source from session_bookings
      where session_id = ${sessionId}::uuid and cancelled_at is null order by booked_at`,
  );
  const session = await tx.execute<{ booked_count: number; waitlist_count: number }>(
    sql`select booked_count, waitlist_count from sessions where id = ${sessionId}::uuid`,
  );
  return {
    entries: entries.rows.map((row) => ({
      ...row,
      last_promotion_attempt:
        row.last_promotion_attempt === null
          ? null
          : new Date(instantOf(row.last_promotion_attempt).epochMilliseconds),
    })),
    offers: offers.rows.map((row) => ({
      ...row,
      expires_at: new Date(instantOf(row.expires_at).epochMilliseconds),
    })),
    bookings: bookings.rows,
    counts: session.rows[0],
  };
}

/** The emails queued with a reference starting with `prefix`: template, address and text. */
export async function emailsLike(tx: Transaction, prefix: string) {
  const result = await tx.execute<{
    template: string;
    to_address: string;
    text_body: string;
    reference: string;
  }>(
    sql`select template, to_address, text_body, reference from outbound_emails
      where reference like ${`${prefix}%`} order by created_at`,
  );
  return result.rows;
}
