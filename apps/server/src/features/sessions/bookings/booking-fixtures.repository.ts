import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { sessionBookings, sessionSeries, sessions } from '../sessions.table.ts';

type SeriesInsert = typeof sessionSeries.$inferInsert;
type SessionInsert = typeof sessions.$inferInsert;

/**
 * What the booking tests' builder writes (bookings.testing.ts): a series and its one occurrence,
 * straight into the tables (the schedule's own path is the sessions feature's to test).
 */
export async function insertSeriesWithSession(
  tx: Transaction,
  series: SeriesInsert,
  session: Omit<SessionInsert, 'seriesId'>,
) {
  const [seriesRow] = await tx.insert(sessionSeries).values(series).returning();
  if (!seriesRow) throw new Error('no series');
  const [sessionRow] = await tx
    .insert(sessions)
    .values({ ...session, seriesId: seriesRow.id })
    .returning();
  if (!sessionRow) throw new Error('no session');
  return sessionRow;
}

/** A session's stored counts and its bookings, for the tests to compare. */
export async function readPlaces(tx: Transaction, sessionId: string) {
  const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId));
  const bookings = await tx.select().from(sessionBookings).where(eq(sessionBookings.sessionId, sessionId));
  return { session, bookings };
}
