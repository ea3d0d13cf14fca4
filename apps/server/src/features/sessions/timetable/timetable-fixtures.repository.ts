import { sessionSpan } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { tenantOf } from '../../../testing/builder-support.ts';

export interface PlacedSession {
  id: string;
  seriesId: string;
}

/**
 * Test builder for the member-facing reads (timetable, calendar feed): one session of its own
 * ONCE series, written as the schedule writes it (instants from the wall-clock time in `timeZone`).
 * The counts are given as they stand; a test that books writes its bookings with `placeBooking`.
 */
export async function placeSession(
  tx: Transaction,
  fields: {
    branchId: string;
    timeZone: string;
    date: string;
    startTime: string;
    endTime: string;
    classId?: string | null;
    name?: string | null;
    staffMemberId?: string | null;
    capacity?: number | null;
    bookedCount?: number;
    cancelled?: boolean;
    sequence?: number;
  },
): Promise<PlacedSession> {
  const applicationId = await tenantOf(tx);
  const span = sessionSpan(fields.date, fields.startTime, fields.endTime, fields.timeZone);
  const what = {
    classId: fields.classId ?? null,
    name: fields.name ?? (fields.classId ? null : 'Session'),
    staffMemberId: fields.staffMemberId ?? null,
    capacity: fields.capacity ?? null,
  };
  const series = await tx.execute<{ id: string }>(sql`
    insert into session_series (application_id, branch_id, class_id, name, staff_member_id, capacity,
      frequency, start_date, end_date, start_time, end_time, time_zone, materialised_until)
    values (${applicationId}, ${fields.branchId}, ${what.classId}, ${what.name}, ${what.staffMemberId},
      ${what.capacity}, 'ONCE', ${fields.date}, ${fields.date}, ${fields.startTime}, ${fields.endTime},
      ${fields.timeZone}, ${fields.date})
    returning id`);
  const seriesId = series.rows[0]?.id ?? '';
  const session = await tx.execute<{ id: string }>(sql`
    insert into sessions (application_id, series_id, branch_id, class_id, name, staff_member_id, capacity,
      date, start_time, end_time, time_zone, starts_at, ends_at, booked_count, sequence, cancelled_at)
    values (${applicationId}, ${seriesId}, ${fields.branchId}, ${what.classId}, ${what.name},
      ${what.staffMemberId}, ${what.capacity}, ${fields.date}, ${fields.startTime}, ${fields.endTime},
      ${fields.timeZone}, ${span.start.toString()}, ${span.end.toString()}, ${fields.bookedCount ?? 0},
      ${fields.sequence ?? 0}, ${fields.cancelled ? sql`now()` : null})
    returning id`);
  return { id: session.rows[0]?.id ?? '', seriesId };
}

/** A booking as the booking statements leave it (the session's count is the caller's). */
export async function placeBooking(
  tx: Transaction,
  fields: {
    sessionId: string;
    personId: string;
    status?: 'BOOKED' | 'ATTENDED';
    cancelled?: boolean;
    bookedAt?: Date;
  },
): Promise<string> {
  const applicationId = await tenantOf(tx);
  const status = fields.status ?? 'BOOKED';
  const result = await tx.execute<{ id: string }>(sql`
    insert into session_bookings (application_id, session_id, person_id, status, booked_at, checked_in_at,
      cancelled_at, cancel_reason)
    values (${applicationId}, ${fields.sessionId}, ${fields.personId}, ${status},
      ${(fields.bookedAt ?? new Date()).toISOString()}, ${status === 'ATTENDED' ? sql`now()` : null},
      ${fields.cancelled ? sql`now()` : null}, ${fields.cancelled ? 'MEMBER' : null})
    returning id`);
  return result.rows[0]?.id ?? '';
}
