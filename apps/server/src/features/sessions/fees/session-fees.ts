import {
  bookedFromWaitlistInWindow,
  feeFor,
  type IncidentKind,
  isLateCancellation,
  isNoShow,
  type LedgerChargeKind,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { appendLedgerEntries } from '../../billing/public.ts';
import {
  type BookingFeeFacts,
  billingMembershipFor,
  bookingFeeFacts,
  feeRecorded,
  freeWaiversAround,
  insertSessionFee,
  lockMemberFees,
} from './session-fees.repository.ts';

/*
 * Late cancellation and no-show fees (docs/classes.md "Late cancellations and no-shows",
 * docs/billing.md "Class fees"): the domain decides (late-cancellation.ts); here the incident is
 * recorded once per booking (session_fees' unique booking) and, when charged, written to the
 * ledger as a CHARGE keyed by the booking, in the same transaction: a job that runs twice or dies
 * midway records and charges exactly once.
 */

/** What assessing one booking came to (the job logs it). */
export type FeeAssessment =
  | 'charged'
  | 'free'
  | 'not-late'
  | 'booked-from-waitlist-in-window'
  | 'off'
  | 'already-assessed'
  | 'not-an-incident'
  | 'no-billing-account'
  | 'unknown-booking';

const LEDGER_KIND: Readonly<Record<IncidentKind, LedgerChargeKind>> = {
  LATE_CANCELLATION: 'LATE_CANCELLATION_FEE',
  NO_SHOW: 'NO_SHOW_FEE',
};

/** Cancellations the club caused (the session removed or changed) are never late. */
const CLUB_CANCEL_REASONS: readonly string[] = ['SESSION_REMOVED', 'SESSION_CHANGED'];

/**
 * A booking made once the session had ended records who came (staff add members to a past session
 * to check them in, docs/classes.md): it held no place anyone else could have had, so it is neither
 * a no-show nor, taken off again, a late cancellation.
 */
const recordedAfterTheEnd = (facts: BookingFeeFacts): boolean =>
  Temporal.Instant.compare(facts.bookedAt, facts.endsAt) >= 0;

/**
 * Places the waitlist gave: an offer accepted, or booked automatically within the cut-off. Not a
 * staff promotion (WAITLIST_PROMOTION): staff chose to book the member then, and may waive a fee.
 */
const WAITLIST_SOURCES: readonly string[] = ['WAITLIST_OFFER', 'WAITLIST_AUTO'];

/** What a class fee's ledger charge key starts with; the booking's id follows. */
export const SESSION_FEE_CHARGE_KEY_PREFIX = 'SESSION_FEE:';
/** The ledger's charge key of a booking's fee: one charge per booking and membership, ever. */
const sessionFeeChargeKey = (bookingId: string): string => `${SESSION_FEE_CHARGE_KEY_PREFIX}${bookingId}`;

/** The local day of an instant in the session's zone: the charge's due date. */
const dayIn = (at: Temporal.Instant, timeZone: string): string =>
  at.toZonedDateTimeISO(timeZone).toPlainDate().toString();

/** A cancelled booking, just freed: a fee when the cancellation was late. */
export async function assessCancellation(
  tx: Transaction,
  applicationId: string,
  bookingId: string,
): Promise<FeeAssessment> {
  const facts = await bookingFeeFacts(tx, bookingId);
  if (!facts) return 'unknown-booking';
  // A session the club cancelled since (before this job, or its retry, ran) lost the club nothing.
  if (
    facts.cancelledAt === null ||
    facts.sessionCancelled ||
    CLUB_CANCEL_REASONS.includes(facts.cancelReason ?? '') ||
    recordedAfterTheEnd(facts)
  )
    return 'not-an-incident';
  if (!facts.settings?.enabled) return 'off';
  if (!isLateCancellation(facts.cancelledAt, facts.startsAt, facts.settings)) return 'not-late';
  // Booked by the waitlist once cancelling in time was no longer possible: never late.
  const origin = { bookedAt: facts.bookedAt, fromWaitlist: WAITLIST_SOURCES.includes(facts.source) };
  if (bookedFromWaitlistInWindow(origin, facts.startsAt, facts.settings))
    return 'booked-from-waitlist-in-window';
  return recordIncident(tx, applicationId, facts, 'LATE_CANCELLATION', facts.cancelledAt);
}

/** A booking of an ended session: a fee when it is still BOOKED (never checked in). */
export async function assessNoShow(
  tx: Transaction,
  applicationId: string,
  bookingId: string,
  now: Temporal.Instant,
): Promise<FeeAssessment> {
  const facts = await bookingFeeFacts(tx, bookingId);
  if (!facts) return 'unknown-booking';
  if (facts.cancelledAt !== null || facts.sessionCancelled || recordedAfterTheEnd(facts))
    return 'not-an-incident';
  if (!facts.settings?.enabled) return 'off';
  if (!isNoShow(facts.status, facts.endsAt, now, facts.settings)) return 'not-an-incident';
  return recordIncident(tx, applicationId, facts, 'NO_SHOW', facts.endsAt);
}

async function recordIncident(
  tx: Transaction,
  applicationId: string,
  facts: BookingFeeFacts,
  kind: IncidentKind,
  at: Temporal.Instant,
): Promise<FeeAssessment> {
  const settings = facts.settings;
  if (!settings) return 'off';
  await lockMemberFees(tx, facts.personId);
  if (await feeRecorded(tx, facts.bookingId)) return 'already-assessed';
  const membershipId = await billingMembershipFor(tx, facts);
  // A guest, or a member with no billing account that could collect the fee, is not charged: nothing
  // is recorded, so no free waiver is used up either (it would go on an incident that costs nothing).
  if (membershipId === null) return 'no-billing-account';
  const decision = feeFor(at, await freeWaiversAround(tx, facts.personId, at), settings);
  if (!decision.charge) {
    if (decision.reason === 'OFF') return 'off';
    await insertSessionFee(tx, {
      applicationId,
      bookingId: facts.bookingId,
      personId: facts.personId,
      kind,
      outcome: 'FREE',
      amountCents: settings.feeCents,
      membershipId: null,
      incidentAt: new Date(at.epochMilliseconds),
    });
    return 'free';
  }
  const fee = await insertSessionFee(tx, {
    applicationId,
    bookingId: facts.bookingId,
    personId: facts.personId,
    kind,
    outcome: 'CHARGED',
    amountCents: decision.amountCents,
    membershipId,
    incidentAt: new Date(at.epochMilliseconds),
  });
  if (!fee) return 'already-assessed';
  await appendLedgerEntries(tx, [
    {
      applicationId,
      membershipId,
      type: 'CHARGE',
      chargeKey: sessionFeeChargeKey(facts.bookingId),
      kind: LEDGER_KIND[kind],
      amount: decision.amountCents,
      date: dayIn(at, facts.timeZone),
    },
  ]);
  return 'charged';
}
