import pino from 'pino';
import type { Transaction } from '../../../platform/db/client.ts';
import type { WorkerEnvironment } from '../../../platform/jobs/job-definition.ts';
import { makePersons } from '../../../testing/builders.ts';
import { TEST_PUBLIC_URL, type TestServer } from '../../../testing/test-server.ts';
import { makeClass } from '../../classes/classes.testing.ts';
import { makeMembership, makeWeeklyCatalogue } from '../../memberships/memberships.testing.ts';
import { makeBookableSession } from '../bookings/bookings.testing.ts';
import { releasePlace, takePlace } from '../bookings/places.ts';
import { setWaitlistCount } from '../offers/offer-fixtures.repository.ts';
import { sessionWaitlistEntries } from '../sessions.table.ts';
import { backdateBooking, feeIdOfBooking } from './fee-fixtures.repository.ts';
import { assessCancellation } from './session-fees.ts';

const MINUTE_MS = 60_000;

/** What the offers and fees jobs use of the worker, over a test server's database. */
export function testWorkerEnv(
  server: TestServer,
): Pick<WorkerEnvironment, 'db' | 'logger' | 'ownerPool' | 'publicUrl'> {
  return {
    db: server.deps.db,
    logger: pino({ level: 'silent' }),
    ownerPool: server.db.pools.owner,
    publicUrl: TEST_PUBLIC_URL,
  };
}

/** A booking of a session that has started was made a day before it, as a member books. */
async function bookedBeforeAPastSession(tx: Transaction, bookingId: string, startsAt: Date): Promise<void> {
  if (startsAt.getTime() < Date.now())
    await backdateBooking(tx, bookingId, new Date(startsAt.getTime() - 24 * 60 * MINUTE_MS));
}

/**
 * Test builder: a class at `branchId` with late cancellation fees on ($15.00 inside 2 hours, free
 * waivers as given), a session of it starting `startsInMinutes` from now (an hour long, 10 places
 * unless `capacity` says), and `members` members of the branch (or of `membershipBranchId`), each
 * with a membership there (billing through a `provider` account, paysmart unless told, unless
 * `billing` is false), booked into it (a day before its
 * start when that has passed). With `waiting`, the class's waitlist is ENABLED (hold 2 hours,
 * cut-off 60 minutes) and that many more such members wait on it, in that order.
 */
export async function makeFeeSession(
  tx: Transaction,
  options: {
    branchId: string;
    startsInMinutes: number;
    freeWaivers?: number;
    members?: number;
    /** Whether the members' memberships bill through a provider's account; true unless false. */
    billing?: boolean;
    /** The provider of those accounts; PAYSMART unless told. */
    provider?: 'PAYSMART' | 'DEBITSUCCESS';
    /** The members have not set up payment yet (DDR_PENDING, no customer reference); false unless told. */
    awaitingPaymentSetup?: boolean;
    /** Where the members live and hold their memberships; the session's branch unless told. */
    membershipBranchId?: string;
    capacity?: number;
    waiting?: number;
  },
) {
  const waitingCount = options.waiting ?? 0;
  const feeClass = await makeClass(tx, {
    branchIds: [options.branchId],
    lateCancelEnabled: true,
    lateCancelFeeCents: 1500,
    lateCancelWindowMinutes: 120,
    lateCancelFreeWaivers: options.freeWaivers ?? 0,
    ...(waitingCount > 0
      ? { waitlistStatus: 'ENABLED', waitlistLimit: 10, offerHoldMinutes: 120, offerCutoffMinutes: 60 }
      : {}),
  });
  const startsAt = new Date(Date.now() + options.startsInMinutes * MINUTE_MS);
  const session = await makeBookableSession(tx, {
    branchId: options.branchId,
    classId: feeClass.id,
    capacity: options.capacity ?? 10,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 60 * MINUTE_MS),
  });
  // Not the default account: a branch has one, and every call makes a catalogue of its own.
  const home = options.membershipBranchId ?? options.branchId;
  const catalogue = await makeWeeklyCatalogue(tx, home, { account: { isDefault: false } });
  const memberCount = options.members ?? 1;
  const people = await makePersons(tx, memberCount + waitingCount, { homeBranchId: home });
  const bookings: { personId: string; membershipId: string; bookingId: string }[] = [];
  const waiting: { personId: string; membershipId: string; entryId: string }[] = [];
  for (const [index, person] of people.entries()) {
    const membership = await makeMembership(tx, {
      personId: person.id,
      branchId: home,
      membershipPlanId: catalogue.plan,
      paymentOptionId: catalogue.weekly,
      ...(options.billing === false
        ? {}
        : {
            account: {
              branchBillingAccountId: catalogue.account,
              provider: options.provider ?? 'PAYSMART',
              ...(options.awaitingPaymentSetup
                ? { ddrStatus: 'DDR_PENDING', accountBillingStatus: 'DDR_PENDING' }
                : { customerReference: `PS-FEE-${person.id}` }),
            },
          }),
    });
    if (index >= memberCount) {
      const [entry] = await tx
        .insert(sessionWaitlistEntries)
        .values({
          applicationId: session.applicationId,
          sessionId: session.id,
          personId: person.id,
          joinedAt: new Date(Date.now() - (people.length - index) * MINUTE_MS),
        })
        .returning();
      if (!entry) throw new Error('no waitlist entry');
      waiting.push({ personId: person.id, membershipId: membership.id, entryId: entry.id });
      continue;
    }
    const taken = await takePlace(tx, {
      applicationId: session.applicationId,
      sessionId: session.id,
      personId: person.id,
      membershipId: membership.id,
      source: 'STAFF',
      bookedByUserId: null,
    });
    if (!taken.ok) throw new Error(`no place: ${taken.reason}`);
    await bookedBeforeAPastSession(tx, taken.bookingId, startsAt);
    bookings.push({ personId: person.id, membershipId: membership.id, bookingId: taken.bookingId });
  }
  if (waiting.length > 0) await setWaitlistCount(tx, session.id, waiting.length);
  return { feeClass, session, bookings, waiting };
}

/**
 * Another session of the same class for the same member, booked (a second incident; a day before its
 * start when that has passed).
 */
export async function bookAnotherSession(
  tx: Transaction,
  options: { branchId: string; classId: string; personId: string; startsInMinutes: number },
) {
  const startsAt = new Date(Date.now() + options.startsInMinutes * MINUTE_MS);
  const session = await makeBookableSession(tx, {
    branchId: options.branchId,
    classId: options.classId,
    capacity: 10,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 60 * MINUTE_MS),
  });
  const taken = await takePlace(tx, {
    applicationId: session.applicationId,
    sessionId: session.id,
    personId: options.personId,
    membershipId: null,
    source: 'STAFF',
    bookedByUserId: null,
  });
  if (!taken.ok) throw new Error(`no place: ${taken.reason}`);
  await bookedBeforeAPastSession(tx, taken.bookingId, startsAt);
  return { session, bookingId: taken.bookingId };
}

/** Test builder: a late cancellation fee charged at `branchId` (a member cancels inside the window). */
export async function makeChargedFee(tx: Transaction, branchId: string): Promise<string> {
  const { session, bookings } = await makeFeeSession(tx, { branchId, startsInMinutes: 60 });
  const [booking] = bookings;
  if (!booking) throw new Error('no booking');
  await releasePlace(tx, { bookingId: booking.bookingId, reason: 'MEMBER', cancelledByUserId: null });
  await assessCancellation(tx, session.applicationId, booking.bookingId);
  const id = await feeIdOfBooking(tx, booking.bookingId);
  if (!id) throw new Error('no fee');
  return id;
}
