import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { persons } from '../../members/public.ts';
import type { SeriesInsert, SeriesRow, SessionInsert, SessionRow } from '../sessions.repository.ts';
import {
  sessionBookings,
  sessionSeries,
  sessions,
  sessionWaitlistEntries,
  waitlistOffers,
} from '../sessions.table.ts';

/** A live booking (BOOKED or ATTENDED, not cancelled) with the member's name. */
export interface LiveBooking {
  sessionId: string;
  personId: string;
  firstName: string;
  lastName: string;
  status: 'BOOKED' | 'ATTENDED';
  bookedAt: Date;
}

/** The live bookings of these sessions, each session's in the order they were made. */
export async function liveBookingsOf(tx: Transaction, sessionIds: readonly string[]): Promise<LiveBooking[]> {
  if (sessionIds.length === 0) return [];
  return tx
    .select({
      sessionId: sessionBookings.sessionId,
      personId: sessionBookings.personId,
      firstName: persons.firstName,
      lastName: persons.lastName,
      status: sessionBookings.status,
      bookedAt: sessionBookings.bookedAt,
    })
    .from(sessionBookings)
    .innerJoin(persons, eq(persons.id, sessionBookings.personId))
    .where(and(inArray(sessionBookings.sessionId, [...sessionIds]), isNull(sessionBookings.cancelledAt)))
    .orderBy(asc(sessionBookings.sessionId), asc(sessionBookings.bookedAt), asc(sessionBookings.id));
}

/** A series' occurrences on or after a date (removed ones included), by date. */
export async function seriesRowsFrom(
  tx: Transaction,
  seriesId: string,
  date: string,
  options: { lock?: boolean } = {},
): Promise<SessionRow[]> {
  const query = tx
    .select()
    .from(sessions)
    .where(and(eq(sessions.seriesId, seriesId), gte(sessions.date, date)))
    .orderBy(asc(sessions.date));
  return options.lock ? query.for('update') : query;
}

export async function insertSeries(tx: Transaction, row: SeriesInsert): Promise<SeriesRow> {
  const [inserted] = await tx.insert(sessionSeries).values(row).returning();
  if (!inserted) throw new Error('Session series insert returned no row');
  return inserted;
}

export async function updateSeries(
  tx: Transaction,
  id: string,
  fields: Partial<Omit<SeriesInsert, 'id' | 'applicationId'>>,
): Promise<void> {
  await tx
    .update(sessionSeries)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(sessionSeries.id, id));
}

export async function deleteSeries(tx: Transaction, id: string): Promise<void> {
  await tx.delete(sessionSeries).where(eq(sessionSeries.id, id));
}

/** Writes a session's new fields; `bump` moves its sequence on (a change members' calendars see). */
export async function updateSession(
  tx: Transaction,
  id: string,
  fields: Partial<Omit<SessionRow, 'id' | 'applicationId' | 'sequence' | 'createdAt' | 'updatedAt'>>,
  bump: boolean,
): Promise<void> {
  await tx
    .update(sessions)
    .set({
      ...fields,
      ...(bump ? { sequence: sql`${sessions.sequence} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(sessions.id, id));
}

/**
 * Removes sessions: each is kept, cancelled, its sequence moved on (an iCalendar feed says
 * CANCELLED); its bookings are cancelled as SESSION_REMOVED (never a late cancellation), its
 * waitlist entries leave as SESSION_REMOVED and open offers are withdrawn. The counts go to 0 with
 * them, so the table's checks hold for a session nobody holds a place in any more.
 */
export async function cancelSessions(
  tx: Transaction,
  sessionIds: readonly string[],
  byUserId: string | null,
): Promise<void> {
  if (sessionIds.length === 0) return;
  const ids = [...sessionIds];
  await tx
    .update(waitlistOffers)
    .set({ status: 'WITHDRAWN', answeredAt: sql`now()` })
    .where(and(inArray(waitlistOffers.sessionId, ids), eq(waitlistOffers.status, 'OFFERED')));
  await tx
    .update(sessionWaitlistEntries)
    .set({ leftAt: sql`now()`, leftReason: 'SESSION_REMOVED' })
    .where(and(inArray(sessionWaitlistEntries.sessionId, ids), isNull(sessionWaitlistEntries.leftAt)));
  await tx
    .update(sessionBookings)
    .set({ cancelledAt: sql`now()`, cancelReason: 'SESSION_REMOVED', cancelledByUserId: byUserId })
    .where(and(inArray(sessionBookings.sessionId, ids), isNull(sessionBookings.cancelledAt)));
  await tx
    .update(sessions)
    .set({
      cancelledAt: sql`now()`,
      sequence: sql`${sessions.sequence} + 1`,
      bookedCount: 0,
      waitlistCount: 0,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(sessions.id, ids), isNull(sessions.cancelledAt)));
}

/** Writes occurrences; a (series, date) that exists already is skipped. Answers how many were written. */
export async function insertOccurrences(tx: Transaction, values: readonly SessionInsert[]): Promise<number> {
  if (values.length === 0) return 0;
  const inserted = await tx
    .insert(sessions)
    .values([...values])
    .onConflictDoNothing({ target: [sessions.applicationId, sessions.seriesId, sessions.date] })
    .returning({ id: sessions.id });
  return inserted.length;
}

export async function setMaterialisedUntil(tx: Transaction, seriesId: string, date: string): Promise<void> {
  await tx
    .update(sessionSeries)
    .set({ materialisedUntil: date, updatedAt: sql`now()` })
    .where(eq(sessionSeries.id, seriesId));
}

/** Weekly series without an end: the ones the daily top-up continues. */
export async function listOpenSeries(tx: Transaction): Promise<SeriesRow[]> {
  return tx
    .select()
    .from(sessionSeries)
    .where(and(eq(sessionSeries.frequency, 'WEEKLY'), isNull(sessionSeries.endDate)));
}
