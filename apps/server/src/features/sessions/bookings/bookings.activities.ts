import type { ActivitySource } from '../../../platform/activities/activity-source.ts';
import { findBookingActivities, findWaitlistActivities } from './session-activities.repository.ts';

/**
 * A person's session bookings as member activities (spec 2 §3 "session"), at the session's start:
 * the upcoming ones are the member's future bookings. Cancelled bookings and removed sessions are
 * not listed.
 */
export const sessionActivities: ActivitySource = {
  kind: 'SESSION',
  async list(tx, personId, window) {
    const rows = await findBookingActivities(tx, personId, window);
    return rows.map((row) => ({
      kind: 'SESSION',
      id: row.id,
      at: row.startsAt,
      atMicros: row.atMicros,
      branchId: row.branchId,
      arrivalDepartureDuration: null,
      attendanceStatus: row.status,
      session: {
        id: row.sessionId,
        name: row.name,
        date: row.date,
        startTime: row.startTime,
        endTime: row.endTime,
        branchId: row.branchId,
      },
    }));
  },
};

/** A person's places on session waitlists (spec 2 §3 "waitlistActivity"), at the session's start. */
export const waitlistActivities: ActivitySource = {
  kind: 'WAITLIST_ACTIVITY',
  async list(tx, personId, window) {
    const rows = await findWaitlistActivities(tx, personId, window);
    return rows.map((row) => ({
      kind: 'WAITLIST_ACTIVITY',
      id: row.id,
      at: row.startsAt,
      atMicros: row.atMicros,
      branchId: row.branchId,
      arrivalDepartureDuration: null,
      attendanceStatus: null,
      waitlistActivity: {
        sessionId: row.sessionId,
        name: row.name,
        className: row.className,
        date: row.date,
        sessionTime: row.startTime,
        branchId: row.branchId,
      },
    }));
  },
};
