import { Temporal } from 'temporal-polyfill';

/** The direct-debit providers (spec 1 §3); PAYSMART is the default. */
export const BILLING_PROVIDERS = ['PAYSMART', 'DEBITSUCCESS'] as const;
export type BillingProviderId = (typeof BILLING_PROVIDERS)[number];
export const DEFAULT_BILLING_PROVIDER: BillingProviderId = 'PAYSMART';

/** A billing period: PERIODS = 14 days (spec 1 §9). */
export const BILLING_PERIOD_DAYS = 14;

/**
 * Each provider bills on a fortnightly grid of its own (docs/billing.md): every 14 days from its
 * anchor, forwards and backwards. The anchors are our sandboxes' calendars (a Wednesday for
 * paysmart, a Monday for debitsuccess); a real provider's calendar would replace them.
 */
export const BILLING_GRID_ANCHORS: Readonly<Record<BillingProviderId, string>> = {
  PAYSMART: '2024-01-03',
  DEBITSUCCESS: '2024-01-08',
};

function anchorOf(provider: BillingProviderId): Temporal.PlainDate {
  return Temporal.PlainDate.from(BILLING_GRID_ANCHORS[provider]);
}

/**
 * Days from 1970-01-01 to an ISO date (negative before it), by Howard Hinnant's days-from-civil:
 * integer arithmetic on the proleptic Gregorian calendar, which is the ISO calendar PlainDate uses.
 */
export function epochDay(date: Temporal.PlainDate): number {
  const { year, month, day } = date;
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/**
 * Whole days from `from` to `to` (negative when `to` is earlier). The same answer as
 * `from.until(to, { largestUnit: 'days' }).days`, which built and checked a Duration on every call:
 * schedules compare and sort dates with this, and it was 30% of a schedule's time.
 */
export function daysBetween(from: Temporal.PlainDate, to: Temporal.PlainDate): number {
  return epochDay(to) - epochDay(from);
}

/** Whether `date` is one of the provider's billing dates. */
export function isBillingDate(provider: BillingProviderId, date: Temporal.PlainDate): boolean {
  const offset = daysBetween(anchorOf(provider), date) % BILLING_PERIOD_DAYS;
  return offset === 0;
}

/**
 * The provider's first billing date on or after `from` (spec 2 §7 "next billing date"): paysmart's
 * first payment of a membership starting on `from`.
 */
export function nextBillingDate(provider: BillingProviderId, from: Temporal.PlainDate): Temporal.PlainDate {
  const offset = daysBetween(anchorOf(provider), from) % BILLING_PERIOD_DAYS;
  // JavaScript's % keeps the sign of the dividend: a date before the anchor gives a negative offset.
  const past = (offset + BILLING_PERIOD_DAYS) % BILLING_PERIOD_DAYS;
  return past === 0 ? from : from.add({ days: BILLING_PERIOD_DAYS - past });
}

/** `count` consecutive billing dates, the first on or after `from`. */
export function billingDatesFrom(
  provider: BillingProviderId,
  from: Temporal.PlainDate,
  count: number,
): Temporal.PlainDate[] {
  const first = nextBillingDate(provider, from);
  return Array.from({ length: count }, (_, i) => first.add({ days: i * BILLING_PERIOD_DAYS }));
}
