import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { tenantOf } from '../../../testing/builder-support.ts';
import { makePersons } from '../../../testing/builders.ts';
import { makeClass } from '../../classes/classes.testing.ts';
import { makeBookableSession } from '../bookings/bookings.testing.ts';
import { takePlace } from '../bookings/places.ts';
import { sessionWaitlistEntries } from '../sessions.table.ts';
import { instantOf } from './pg-instant.ts';

const MINUTE_MS = 60_000;

/**
 * Test builder: a session of a class with its waitlist ENABLED (hold 2 hours, cut-off 60
 * minutes) starting `startsInMinutes` from now, with one place, booked by one member, and
 * `waiting` members on its waitlist in that order (each with an email address and a mobile).
 */
export async function makeFullSessionWithWaitlist(
  tx: Transaction,
  options: {
    branchId: string;
    startsInMinutes: number;
    waiting: number;
    /** Who may book (default ALL). */
    audience?: 'ALL' | 'MEMBER';
  },
) {
  const applicationId = await tenantOf(tx);
  const waitlistClass = await makeClass(tx, {
    branchIds: [options.branchId],
    allowBookingsFrom: options.audience ?? 'ALL',
    waitlistStatus: 'ENABLED',
    waitlistLimit: 10,
    offerHoldMinutes: 120,
    offerCutoffMinutes: 60,
  });
  const startsAt = new Date(Date.now() + options.startsInMinutes * MINUTE_MS);
  const session = await makeBookableSession(tx, {
    branchId: options.branchId,
    classId: waitlistClass.id,
    capacity: 1,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 60 * MINUTE_MS),
  });
  const [booked, ...waiting] = await makePersons(tx, 1 + options.waiting, () => ({
    homeBranchId: options.branchId,
    mobilePhone: { countryCode: 'NZ', number: '0211234567' },
  }));
  if (!booked) throw new Error('no member');
  const taken = await takePlace(tx, {
    applicationId,
    sessionId: session.id,
    personId: booked.id,
    membershipId: null,
    source: 'STAFF',
    bookedByUserId: null,
  });
  if (!taken.ok) throw new Error(`no place: ${taken.reason}`);
  const entries: { id: string; personId: string }[] = [];
  for (const [index, person] of waiting.entries()) {
    const [entry] = await tx
      .insert(sessionWaitlistEntries)
      .values({
        applicationId,
        sessionId: session.id,
        personId: person.id,
        joinedAt: new Date(Date.now() - (options.waiting - index) * MINUTE_MS),
      })
      .returning();
    if (!entry) throw new Error('no entry');
    entries.push({ id: entry.id, personId: person.id });
  }
  await tx.execute(
    sql`update sessions set waitlist_count = ${entries.length} where id = ${session.id}::uuid`,
  );
  return { session, bookingId: taken.bookingId, bookedPersonId: booked.id, entries };
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
