import type { Transaction } from '../../../platform/db/client.ts';
import { tenantOf } from '../../../testing/builder-support.ts';
import { makePersons } from '../../../testing/builders.ts';
import { makeClass } from '../../classes/classes.testing.ts';
import { makeBookableSession } from '../bookings/bookings.testing.ts';
import { takePlace } from '../bookings/places.ts';
import { sessionWaitlistEntries } from '../sessions.table.ts';
import { setWaitlistCount } from './offer-fixtures.repository.ts';

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
  await setWaitlistCount(tx, session.id, entries.length);
  return { session, bookingId: taken.bookingId, bookedPersonId: booked.id, entries };
}
