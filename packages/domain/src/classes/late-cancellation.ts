import { Temporal } from 'temporal-polyfill';
import {
  DEFAULT_FREE_WAIVERS,
  DEFAULT_LATE_CANCEL_WINDOW_MINUTES,
  STAFF_WAIVE_HOURS,
  WAIVER_PERIOD_DAYS,
} from './classes-messages.ts';

/*
 * Late cancellation and no-show fees, a class setting, off by default (beyond the spec;
 * docs/classes.md "Late cancellations and no-shows"). Pure rules on instants; the server charges
 * what `feeFor` says to the member's billing account through the ledger, once per booking.
 */

export interface LateCancellationSettings {
  readonly enabled: boolean;
  /** A cancellation less than this many minutes before the start is late. */
  readonly windowMinutes: number;
  /** The fee, in cents (at most LATE_CANCEL_FEE_MAX_CENTS); 0 only while the setting is off. */
  readonly feeCents: number;
  /** Incidents waived free per member in any rolling 30 days. */
  readonly freeWaivers: number;
}

export const DEFAULT_LATE_CANCELLATION_SETTINGS: LateCancellationSettings = {
  enabled: false,
  windowMinutes: DEFAULT_LATE_CANCEL_WINDOW_MINUTES,
  feeCents: 0,
  freeWaivers: DEFAULT_FREE_WAIVERS,
};

const compare = Temporal.Instant.compare;

/**
 * Whether a cancellation at `cancelledAt` is late: after start − window, the window's first
 * instant excluded (cancelling exactly 2 hours before a 2-hour window is in time). A cancellation
 * after the start is late too. Off, nothing is late.
 */
export function isLateCancellation(
  cancelledAt: Temporal.Instant,
  sessionStart: Temporal.Instant,
  settings: LateCancellationSettings,
): boolean {
  if (!settings.enabled) return false;
  return compare(cancelledAt, sessionStart.subtract({ minutes: settings.windowMinutes })) > 0;
}

/** A booking as the late-cancellation rule reads how it came to be. */
export interface BookingOrigin {
  readonly bookedAt: Temporal.Instant;
  /** Booked by the waitlist: an offer accepted, or booked automatically within the cut-off. */
  readonly fromWaitlist: boolean;
}

/**
 * Whether the waitlist booked the member at a moment already inside the window (after
 * start − window, as `isLateCancellation` reads it): cancelling that booking is never late. Within
 * the cut-off (by default inside the window) a member waiting is booked without being asked, so
 * they could never have cancelled in time. A no-show of such a booking is still a no-show: the
 * member was told and did not come.
 */
export function bookedFromWaitlistInWindow(
  booking: BookingOrigin,
  sessionStart: Temporal.Instant,
  settings: LateCancellationSettings,
): boolean {
  return booking.fromWaitlist && isLateCancellation(booking.bookedAt, sessionStart, settings);
}

/** A booking still BOOKED (never checked in) once its session has ended (`now` at or after the end). */
export function isNoShow(
  attendance: 'BOOKED' | 'ATTENDED',
  sessionEnd: Temporal.Instant,
  now: Temporal.Instant,
  settings: LateCancellationSettings,
): boolean {
  return settings.enabled && attendance === 'BOOKED' && compare(now, sessionEnd) >= 0;
}

/**
 * Whether an incident at `at` is waived free: no rolling 30 days holding it would then hold more than
 * `freeWaivers` free waivers. A window is (w − 30 × 24 h, w] for an incident at w: fewer than
 * `freeWaivers` were waived free in the 30 days before `at`, and none of the member's later free
 * waivers (within 30 days after it) would have more than `freeWaivers` in its own 30 days once this
 * one is counted. The later ones matter because incidents are not assessed in the order they
 * happen: a no-show is assessed by a job up to a day after the session ended, a late cancellation
 * within seconds, so one waiver left must not go to both. Fees charged do not use up waivers;
 * waivers staff grant by hand do not either (they are not free waivers).
 */
export function isWaivedFree(
  at: Temporal.Instant,
  freeWaivers: readonly Temporal.Instant[],
  settings: LateCancellationSettings,
): boolean {
  const period = { hours: WAIVER_PERIOD_DAYS * 24 };
  const usedInPeriodEndingAt = (end: Temporal.Instant) => {
    const start = end.subtract(period);
    return freeWaivers.filter((p) => compare(p, start) > 0 && compare(p, end) <= 0).length;
  };
  if (usedInPeriodEndingAt(at) >= settings.freeWaivers) return false;
  const horizon = at.add(period);
  return freeWaivers
    .filter((later) => compare(later, at) > 0 && compare(later, horizon) < 0)
    .every((later) => usedInPeriodEndingAt(later) < settings.freeWaivers);
}

export type IncidentKind = 'LATE_CANCELLATION' | 'NO_SHOW';

export type FeeDecision =
  | { readonly charge: true; readonly amountCents: number }
  | { readonly charge: false; readonly reason: 'OFF' | 'WAIVED_FREE' };

/**
 * What a late cancellation or no-show at `at` costs: nothing when the setting is off (or its fee
 * is 0), nothing when a free waiver is left (the server records it as a free waiver), else the fee.
 */
export function feeFor(
  at: Temporal.Instant,
  freeWaivers: readonly Temporal.Instant[],
  settings: LateCancellationSettings,
): FeeDecision {
  if (!settings.enabled || settings.feeCents <= 0) return { charge: false, reason: 'OFF' };
  if (isWaivedFree(at, freeWaivers, settings)) return { charge: false, reason: 'WAIVED_FREE' };
  return { charge: true, amountCents: settings.feeCents };
}

/** Staff may waive a charged fee until a day after it was charged (the charge's instant excluded at the end). */
export function canStaffWaive(chargedAt: Temporal.Instant, now: Temporal.Instant): boolean {
  return compare(now, chargedAt) >= 0 && compare(now, chargedAt.add({ hours: STAFF_WAIVE_HOURS })) < 0;
}
