import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import {
  epochMicros,
  type TimeWindow,
  timeWindowCondition,
  timeWindowOrder,
} from '../../../platform/db/time-keyset.ts';
import { classes } from '../../classes/public.ts';
import { sessionBookings, sessions, sessionWaitlistEntries } from '../sessions.table.ts';

/** The session's name: its own, else its class's (a session by name has no class). */
const sessionName = sql<string>`coalesce(${sessions.name}, ${classes.name}, '')`;

const sessionColumns = {
  sessionId: sessions.id,
  name: sessionName,
  className: classes.name,
  date: sessions.date,
  startTime: sessions.startTime,
  endTime: sessions.endTime,
  branchId: sessions.branchId,
  startsAt: sessions.startsAt,
  atMicros: epochMicros(sessions.startsAt),
};

/**
 * A person's live bookings of sessions not removed, placed in time at the session's start, in the
 * window's order (by start, then booking id): upcoming ones are the future bookings.
 */
export function findBookingActivities(tx: Transaction, personId: string, window: TimeWindow) {
  return tx
    .select({ id: sessionBookings.id, status: sessionBookings.status, ...sessionColumns })
    .from(sessionBookings)
    .innerJoin(sessions, eq(sessions.id, sessionBookings.sessionId))
    .leftJoin(classes, eq(classes.id, sessions.classId))
    .where(
      and(
        eq(sessionBookings.personId, personId),
        isNull(sessionBookings.cancelledAt),
        isNull(sessions.cancelledAt),
        timeWindowCondition(sessions.startsAt, sessionBookings.id, window),
      ),
    )
    .orderBy(...timeWindowOrder(sessions.startsAt, sessionBookings.id, window.order))
    .limit(window.limit);
}

/** A person's places on waitlists of sessions not removed, as `findBookingActivities` orders them. */
export function findWaitlistActivities(tx: Transaction, personId: string, window: TimeWindow) {
  return tx
    .select({ id: sessionWaitlistEntries.id, ...sessionColumns })
    .from(sessionWaitlistEntries)
    .innerJoin(sessions, eq(sessions.id, sessionWaitlistEntries.sessionId))
    .leftJoin(classes, eq(classes.id, sessions.classId))
    .where(
      and(
        eq(sessionWaitlistEntries.personId, personId),
        isNull(sessionWaitlistEntries.leftAt),
        isNull(sessions.cancelledAt),
        timeWindowCondition(sessions.startsAt, sessionWaitlistEntries.id, window),
      ),
    )
    .orderBy(...timeWindowOrder(sessions.startsAt, sessionWaitlistEntries.id, window.order))
    .limit(window.limit);
}
