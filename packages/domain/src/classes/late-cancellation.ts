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
 * Whether an incident at `at` is waived free: fewer than `freeWaivers` of the member's incidents
 * were waived free in the 30 days before it, (at − 30 × 24 h, at]. Fees charged do not use up
 * waivers; waivers staff grant by hand do not either (they are not free waivers).
 */
export function isWaivedFree(
  at: Temporal.Instant,
  previousFreeWaivers: readonly Temporal.Instant[],
  settings: LateCancellationSettings,
): boolean {
  const windowStart = at.subtract({ hours: WAIVER_PERIOD_DAYS * 24 });
  const used = previousFreeWaivers.filter((p) => compare(p, windowStart) > 0 && compare(p, at) <= 0).length;
  return used < settings.freeWaivers;
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
  previousFreeWaivers: readonly Temporal.Instant[],
  settings: LateCancellationSettings,
): FeeDecision {
  if (!settings.enabled || settings.feeCents <= 0) return { charge: false, reason: 'OFF' };
  if (isWaivedFree(at, previousFreeWaivers, settings)) return { charge: false, reason: 'WAIVED_FREE' };
  return { charge: true, amountCents: settings.feeCents };
}

/** Staff may waive a charged fee until a day after it was charged (the charge's instant excluded at the end). */
export function canStaffWaive(chargedAt: Temporal.Instant, now: Temporal.Instant): boolean {
  return compare(now, chargedAt) >= 0 && compare(now, chargedAt.add({ hours: STAFF_WAIVE_HOURS })) < 0;
}
