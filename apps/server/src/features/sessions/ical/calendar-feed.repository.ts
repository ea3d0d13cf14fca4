import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';

/** A feed is bounded whatever a member books (a year of daily classes fits several times). */
const FEED_MAX_EVENTS = 2_000;

/** One booking of the member as their calendar shows it. */
export interface FeedBookingRow {
  bookingId: string;
  title: string;
  branchName: string;
  teacherFirstName: string | null;
  startsAt: Date;
  endsAt: Date;
  /** The session's change counter (docs/classes.md "Sessions on the server"). */
  sequence: number;
  bookingCancelled: boolean;
  sessionCancelled: boolean;
  bookedAt: Date;
  /** The latest change of the session or of the booking. */
  changedAt: Date;
}

/**
 * The person's first name, the organisation's name and the person's current feed generation (1
 * until staff reset the address), or null when the person does not exist.
 */
export async function findFeedOwner(
  tx: Transaction,
  personId: string,
): Promise<{ firstName: string; organisationName: string; generation: number } | null> {
  const result = await tx.execute<{
    first_name: string;
    organisation_name: string;
    generation: number | null;
  }>(sql`
    select p.first_name, a.name as organisation_name, g.generation
    from persons p join applications a on a.id = p.application_id
    left join calendar_feed_generations g on g.application_id = p.application_id and g.person_id = p.id
    where p.id = ${personId}`);
  const row = result.rows[0];
  return row
    ? { firstName: row.first_name, organisationName: row.organisation_name, generation: row.generation ?? 1 }
    : null;
}

/** The person's current feed generation: 1 until staff reset the address. */
export async function feedGenerationOf(tx: Transaction, personId: string): Promise<number> {
  const result = await tx.execute<{ generation: number }>(sql`
    select generation from calendar_feed_generations where person_id = ${personId}::uuid`);
  return result.rows[0]?.generation ?? 1;
}

/** Moves the person to the next feed generation (the old address stops answering) and returns it. */
export async function nextFeedGeneration(
  tx: Transaction,
  applicationId: string,
  personId: string,
): Promise<number> {
  const result = await tx.execute<{ generation: number }>(sql`
    insert into calendar_feed_generations (application_id, person_id, generation)
    values (${applicationId}::uuid, ${personId}::uuid, 2)
    on conflict (application_id, person_id)
      do update set generation = calendar_feed_generations.generation + 1, updated_at = now()
    returning generation`);
  const generation = result.rows[0]?.generation;
  if (generation === undefined) throw new Error('No feed generation was written');
  return generation;
}

/**
 * The person's bookings of sessions starting at or after `since`, cancelled ones too (a calendar
 * learns of a cancellation only from the event it already holds, marked CANCELLED), by start.
 */
export async function feedBookings(
  tx: Transaction,
  personId: string,
  since: Date,
): Promise<FeedBookingRow[]> {
  const result = await tx.execute<{
    booking_id: string;
    title: string;
    branch_name: string;
    teacher_first_name: string | null;
    starts_at: string;
    ends_at: string;
    sequence: number;
    booking_cancelled: boolean;
    session_cancelled: boolean;
    booked_at: string;
    changed_at: string;
  }>(sql`
    select b.id as booking_id, coalesce(c.name, s.name) as title, br.name as branch_name,
      t.first_name as teacher_first_name, s.starts_at, s.ends_at, s.sequence,
      b.cancelled_at is not null as booking_cancelled, s.cancelled_at is not null as session_cancelled,
      b.booked_at, greatest(s.updated_at, b.booked_at, coalesce(b.cancelled_at, b.booked_at)) as changed_at
    from session_bookings b
    join sessions s on s.id = b.session_id
    join branches br on br.id = s.branch_id
    left join classes c on c.id = s.class_id
    left join persons t on t.id = s.staff_member_id
    where b.person_id = ${personId} and s.starts_at >= ${since.toISOString()}
    order by s.starts_at, b.booked_at, b.id
    limit ${FEED_MAX_EVENTS}`);
  return result.rows.map((row) => ({
    bookingId: row.booking_id,
    title: row.title,
    branchName: row.branch_name,
    teacherFirstName: row.teacher_first_name,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    sequence: row.sequence,
    bookingCancelled: row.booking_cancelled,
    sessionCancelled: row.session_cancelled,
    bookedAt: new Date(row.booked_at),
    changedAt: new Date(row.changed_at),
  }));
}
