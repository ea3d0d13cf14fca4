import { Temporal } from 'temporal-polyfill';
import type { Cents } from '../money/money.ts';
import { daysBetween } from './billing-calendar.ts';

/**
 * How a suspension changes a schedule (docs/billing.md "Suspensions"). A suspension pauses the
 * membership's billing clock: the recurring debits are laid out on a calendar from which the
 * suspended days are removed, so every debit after a suspension moves later by its length and no
 * recurring charge is ever due on, or pays for, a suspended day. The weekly suspension fee of the
 * branch billing account is charged instead, one charge per suspended week (pro rata for a last
 * week shorter than seven days), due on the first day of that week.
 */

/** A suspension as the schedule reads it: the days [startDate, endDate) are suspended. */
export interface SuspensionSpan {
  readonly startDate: Temporal.PlainDate;
  /** The resume date: the first day billed again (exclusive end). */
  readonly endDate: Temporal.PlainDate;
  /** The weekly fee copied from the branch billing account when the suspension was made, cents. */
  readonly suspensionFee: Cents;
}

const EPOCH = Temporal.PlainDate.from('1970-01-01');

/** Suspensions in date order without empty ones; overlapping ones are a caller's bug. */
export function orderedSuspensions(spans: readonly SuspensionSpan[]): SuspensionSpan[] {
  return spans
    .filter((span) => daysBetween(span.startDate, span.endDate) > 0)
    .sort((a, b) => Temporal.PlainDate.compare(a.startDate, b.startDate));
}

/** Whether `date` is a suspended day. */
export function isSuspendedDay(spans: readonly SuspensionSpan[], date: Temporal.PlainDate): boolean {
  return spans.some(
    (span) =>
      Temporal.PlainDate.compare(span.startDate, date) <= 0 &&
      Temporal.PlainDate.compare(date, span.endDate) < 0,
  );
}

/**
 * The calendar day of a day on the paused billing clock: each suspension that starts on or before
 * it pushes it on by the suspension's length (the clock equals the calendar before the first one).
 * Never a suspended day.
 */
export function pausedDay(
  ordered: readonly SuspensionSpan[],
  clockDay: Temporal.PlainDate,
): Temporal.PlainDate {
  let day = clockDay;
  for (const span of ordered) {
    if (Temporal.PlainDate.compare(span.startDate, day) <= 0) {
      day = day.add({ days: daysBetween(span.startDate, span.endDate) });
    }
  }
  return day;
}

export interface SuspensionFeeCharge {
  readonly amount: Cents;
  readonly dueDate: Temporal.PlainDate;
  readonly period: { readonly start: Temporal.PlainDate; readonly end: Temporal.PlainDate };
  /** Stable whatever else changes: the week's first day counted in days from 1970-01-01. */
  readonly sequence: number;
}

/** The weekly suspension fee charges of the suspended days before `until` (all when absent). */
export function suspensionFeeCharges(
  spans: readonly SuspensionSpan[],
  until?: Temporal.PlainDate | null,
): SuspensionFeeCharge[] {
  const charges: SuspensionFeeCharge[] = [];
  for (const span of orderedSuspensions(spans)) {
    for (let start = span.startDate; daysBetween(start, span.endDate) > 0; start = start.add({ days: 7 })) {
      if (until && daysBetween(start, until) <= 0) break;
      const weekEnd = start.add({ days: 7 });
      const end = daysBetween(weekEnd, span.endDate) < 0 ? span.endDate : weekEnd;
      const days = daysBetween(start, end);
      const amount = Math.floor((span.suspensionFee * days) / 7);
      if (amount > 0) {
        charges.push({ amount, dueDate: start, period: { start, end }, sequence: daysBetween(EPOCH, start) });
      }
    }
  }
  return charges;
}
