import ical, { ICalEventStatus } from 'ical-generator';
import type { Database } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { feedBookings, findFeedOwner } from './calendar-feed.repository.ts';
import { verifyCalendarFeedToken } from './feed-token.ts';

/** How far back the feed reaches: a member's recent classes stay in their calendar. */
const FEED_DAYS_BACK = 60;
const DAY_MS = 86_400_000;
/** Calendar apps poll a subscription; an hour keeps a change visible the same day. */
const REFRESH_SECONDS = 60 * 60;

/**
 * A member's bookings as an iCalendar feed (RFC 5545; docs/classes.md "Calendar feed"), written
 * by ical-generator. One VEVENT per booking: UID `<booking id>@<host>` (a booking never changes
 * session, so the event is the same one for its whole life), SEQUENCE the session's change counter
 * plus one once the booking itself is cancelled, STATUS:CANCELLED for a cancelled booking or
 * session, start and end as UTC instants (each occurrence is its own event, so no zone rules are
 * needed for it to land at the branch's wall-clock time).
 */
export async function calendarFeed(
  db: Database,
  options: { token: string; uidDomain: string; now?: Date },
): Promise<string | null> {
  const claims = verifyCalendarFeedToken(options.token);
  if (!claims) return null;
  const now = options.now ?? new Date();
  return withTenant(db, claims.applicationId, async (tx) => {
    const owner = await findFeedOwner(tx, claims.personId);
    // An address of another generation was replaced (reset by staff).
    if (!owner || owner.generation !== claims.generation) return null;
    const bookings = await feedBookings(
      tx,
      claims.personId,
      new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS),
    );
    const calendar = ical({
      name: `${owner.organisationName} classes`,
      prodId: { company: 'Clubline', product: 'Class bookings', language: 'EN' },
      ttl: REFRESH_SECONDS,
    });
    for (const booking of bookings) {
      const cancelled = booking.bookingCancelled || booking.sessionCancelled;
      calendar.createEvent({
        id: `${booking.bookingId}@${options.uidDomain}`,
        start: booking.startsAt,
        end: booking.endsAt,
        stamp: now,
        created: booking.bookedAt,
        lastModified: booking.changedAt,
        sequence: booking.sequence + (booking.bookingCancelled ? 1 : 0),
        summary: booking.title,
        location: booking.branchName,
        description: booking.teacherFirstName ? `With ${booking.teacherFirstName}` : null,
        status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      });
    }
    return calendar.toString();
  });
}
