import { Temporal } from 'temporal-polyfill';
import { PAYMENT_FREQUENCY_DAYS, type RecurringPaymentFrequency } from '../dates/durations.ts';
import type { FreePeriodFrequency, PaymentFrequency, TermUnit } from '../enums/plans.ts';
import type { Cents } from '../money/money.ts';
import { type BillingProviderId, daysBetween, nextBillingDate } from './billing-calendar.ts';
import {
  orderedSuspensions,
  pausedDay,
  type SuspensionSpan,
  suspensionFeeCharges,
} from './suspension-schedule.ts';

/**
 * THE payment schedule of a membership (docs/billing.md "The schedule"): what is charged,
 * when, for which days, and how it is collected, from the payment option, the dates of the sale and
 * the branch billing account. The first-payment preview, the billing runs, the seed and the tests
 * all take their figures from here, so a preview never promises what a billing day will not debit.
 * Pure: no clock, no database; dates are calendar dates in the branch's time zone.
 */

/** What a charge is for. */
export const CHARGE_KINDS = [
  'PARTIAL',
  'RECURRING',
  'PROMOTION',
  'ONE_OFF',
  'JOIN_FEE',
  'ACCESS_CARD_FEE',
  'ADMINISTRATION_FEE',
  'SUSPENSION_FEE',
] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** How a charge is collected: by the provider's direct debit, or at the front desk at the sale. */
export type Collection = 'DIRECT_DEBIT' | 'IN_BRANCH';

export interface ScheduledCharge {
  readonly kind: ChargeKind;
  /** Integer cents, always more than 0 (nothing is scheduled for a free item). */
  readonly amount: Cents;
  /** When it is collected: the debit date, or the sale's date for what is paid in branch. */
  readonly dueDate: Temporal.PlainDate;
  /** The days a membership charge pays for, [start, end); absent for fees. */
  readonly period?: { readonly start: Temporal.PlainDate; readonly end: Temporal.PlainDate };
  readonly collection: Collection;
  /**
   * Which one of its kind: the n-th recurring (or promotion) payment is n, fees and the partial 0.
   * With the membership and the kind it names a charge for good, so a billing run submits it once.
   */
  readonly sequence: number;
}

/** The fields of a payment option the schedule reads (a stored option has them all). */
export interface ScheduleOption {
  readonly paymentAmount: Cents | null | undefined;
  readonly paymentFrequency: PaymentFrequency;
  readonly joinFee: Cents;
  readonly accessCardFee: Cents;
  readonly ongoing: boolean;
  readonly term: number | null | undefined;
  readonly termType: TermUnit | null | undefined;
  readonly freePeriod: number | null | undefined;
  readonly freePeriodFrequency: FreePeriodFrequency | null | undefined;
  /** YYYY-MM-DD, the last free day. */
  readonly freePeriodUntilDate: string | null | undefined;
  readonly freePromotion: boolean;
  readonly promotion: { readonly termCount: number; readonly paymentAmount: Cents } | null | undefined;
  readonly isExternalPayer: boolean;
  /** Set for a visit pass: paid once, whatever its frequency says. */
  readonly validityPeriod?: number | null | undefined;
}

export interface ScheduleInput {
  readonly option: ScheduleOption;
  readonly provider: BillingProviderId;
  /** The membership's first day. */
  readonly startDate: Temporal.PlainDate;
  /**
   * The first debit. Paysmart: the next billing date on or after the first paid day (leave unset).
   * Debitsuccess: the member's chosen first-payment date option.
   */
  readonly firstPaymentDate?: Temporal.PlainDate | undefined;
  /** The branch billing account's administration (establishment) fee. */
  readonly administrationFee: Cents;
  readonly waiveAdminFee?: boolean | undefined;
  /** The sale's join and access card fees when staff changed them; the option's otherwise. */
  readonly joinFee?: Cents | undefined;
  readonly accessCardFee?: Cents | undefined;
  /** Staff's partial amount (isPartialAmountOverridden); the pro rata amount otherwise. */
  readonly partialPaymentAmount?: Cents | undefined;
  /** What the member paid at the front desk at the sale instead of in the first debit. */
  readonly paidInBranch?: {
    readonly joinFee?: boolean;
    readonly accessCardFee?: boolean;
    readonly partialPayment?: boolean;
  };
  /** How a one-off price is collected: at the desk (default) or by the provider. */
  readonly oneOffCollection?: Collection | undefined;
  /** The membership ends: nothing is charged for this day or later. */
  readonly endDate?: Temporal.PlainDate | null | undefined;
  /** How far to list an open-ended schedule: charges due before this date. */
  readonly until?: Temporal.PlainDate | undefined;
  /** Moves a debit off a weekend or public holiday (the provider's business-day rule). */
  readonly debitDate?: (date: Temporal.PlainDate) => Temporal.PlainDate;
  /**
   * The membership's suspensions (not overlapping): recurring debits pause over them and the weekly
   * suspension fee is charged instead (docs/billing.md "Suspensions").
   */
  readonly suspensions?: readonly SuspensionSpan[] | undefined;
}

export interface PaymentSchedule {
  /** In due-date order; charges due the same day keep the order of CHARGE_KINDS. */
  readonly charges: readonly ScheduledCharge[];
  /** The first paid day: the start, or the day after a free period. */
  readonly paidFrom: Temporal.PlainDate;
  /** The first recurring debit; null for one-off, free and external-payer memberships. */
  readonly firstPaymentDate: Temporal.PlainDate | null;
  /** The end of a fixed term (exclusive): no membership charge covers this day or later. */
  readonly termEndDate: Temporal.PlainDate | null;
}

/** Rejects inputs no stored option or sale can have; a caller's bug, not a member's mistake. */
export class ScheduleInputError extends Error {
  override readonly name = 'ScheduleInputError';
}

/**
 * `amount` for `days` at `amount` per `frequencyDays`, floored to the cent (docs/billing.md): a
 * weekly member starting 13 days before the first billing date pays for 13 days.
 */
export function proRata(amount: Cents, days: number, frequencyDays: number): Cents {
  if (days <= 0) return 0;
  return Math.floor((amount * days) / frequencyDays);
}

/** The n-th payment date from the first: weeks by days, months by calendar (no drift after a 31st). */
export function recurringDate(
  first: Temporal.PlainDate,
  frequency: RecurringPaymentFrequency,
  n: number,
): Temporal.PlainDate {
  return frequency === 'MONTHLY'
    ? first.add({ months: n })
    : first.add({ days: n * PAYMENT_FREQUENCY_DAYS[frequency] });
}

/** The first day after a fixed term of `term` units from `start` (docs/memberships.md "Fixed terms"). */
export function termEnd(start: Temporal.PlainDate, term: number, unit: TermUnit): Temporal.PlainDate {
  switch (unit) {
    case 'DAYS':
      return start.add({ days: term });
    case 'WEEKS':
      return start.add({ weeks: term });
    case 'PERIODS':
      return start.add({ days: term * 14 });
    case 'MONTHS':
      return calendarTermEnd(start, { months: term });
    case 'YEARS':
      return calendarTermEnd(start, { years: term });
  }
}

/**
 * The same date `duration` later; when that month has no such date (30 Nov + 3 months: no 30 Feb)
 * the term runs to the end of that month, so it ends on the 1st of the next. Temporal's constrain
 * rule alone would end it on 28 Feb and take the member's last days of the term away.
 */
function calendarTermEnd(start: Temporal.PlainDate, duration: Temporal.DurationLike): Temporal.PlainDate {
  const same = start.add(duration);
  return same.day < start.day ? same.with({ day: 1 }).add({ months: 1 }) : same;
}

const isBefore = (a: Temporal.PlainDate, b: Temporal.PlainDate) => daysBetween(a, b) > 0;

/** The first paid day: after a free period of N days or weeks, or after its last free day. */
function firstPaidDay(input: ScheduleInput): Temporal.PlainDate {
  const { option, startDate } = input;
  if (option.freePeriod && option.freePeriodUntilDate) {
    throw new ScheduleInputError('A free period has either a length or an until-date, not both');
  }
  if (option.freePeriod && option.freePeriodFrequency) {
    const days = option.freePeriod * (option.freePeriodFrequency === 'WEEKS' ? 7 : 1);
    return startDate.add({ days });
  }
  if (option.freePeriodUntilDate) {
    const dayAfter = Temporal.PlainDate.from(option.freePeriodUntilDate).add({ days: 1 });
    return isBefore(startDate, dayAfter) ? dayAfter : startDate;
  }
  return startDate;
}

function earliest(...dates: (Temporal.PlainDate | null | undefined)[]): Temporal.PlainDate | null {
  let found: Temporal.PlainDate | null = null;
  for (const date of dates) if (date && (found === null || daysBetween(date, found) > 0)) found = date;
  return found;
}

/** The payment schedule of one membership (rules: docs/billing.md "The schedule"). */
export function paymentSchedule(input: ScheduleInput): PaymentSchedule {
  const { option, startDate } = input;
  const debit = input.debitDate ?? ((date: Temporal.PlainDate) => date);
  const inBranch = input.paidInBranch ?? {};
  const charges: ScheduledCharge[] = [];
  const add = (charge: ScheduledCharge) => {
    if (charge.amount < 0 || !Number.isSafeInteger(charge.amount)) {
      throw new ScheduleInputError(`A charge must be whole cents, not ${charge.amount}`);
    }
    if (charge.amount > 0) charges.push(charge);
  };
  const endDate = input.endDate ?? null;
  const paidFrom = firstPaidDay(input);

  // External payers are billed by their payer, outside our ledger (only the reference is kept).
  if (option.isExternalPayer) {
    return { charges: [], paidFrom, firstPaymentDate: null, termEndDate: null };
  }

  const joinFee = input.joinFee ?? option.joinFee;
  const accessCardFee = input.accessCardFee ?? option.accessCardFee;
  const fixedTermEnd =
    !option.ongoing && option.term && option.termType
      ? termEnd(startDate, option.term, option.termType)
      : null;

  const oneOff =
    option.paymentFrequency === 'ONE_OFF' || option.freePromotion || (option.validityPeriod ?? 0) > 0;
  if (oneOff) {
    // Paid once at the sale: the price (none for a free promotion) and the fees with it.
    const collection = input.oneOffCollection ?? 'IN_BRANCH';
    const due = collection === 'DIRECT_DEBIT' ? debit(startDate) : startDate;
    const price = option.freePromotion ? 0 : (option.paymentAmount ?? 0);
    add({ kind: 'ONE_OFF', amount: price, dueDate: due, collection, sequence: 0 });
    add({ kind: 'JOIN_FEE', amount: joinFee, dueDate: due, collection, sequence: 0 });
    add({ kind: 'ACCESS_CARD_FEE', amount: accessCardFee, dueDate: due, collection, sequence: 0 });
    return { charges, paidFrom, firstPaymentDate: null, termEndDate: fixedTermEnd };
  }

  const frequency = option.paymentFrequency as RecurringPaymentFrequency;
  const amount = option.paymentAmount ?? 0;
  const frequencyDays = PAYMENT_FREQUENCY_DAYS[frequency];
  const suspensions = orderedSuspensions(input.suspensions ?? []);
  // Days billed in [from, to): the suspended ones are never paid for.
  const billedDays = (from: Temporal.PlainDate, to: Temporal.PlainDate) => {
    let days = daysBetween(from, to);
    for (const span of suspensions) {
      const a = earliest(span.endDate, to) ?? to;
      const b = isBefore(from, span.startDate) ? span.startDate : from;
      days -= Math.max(0, daysBetween(b, a));
    }
    return Math.max(0, days);
  };
  const clockFirst = input.firstPaymentDate ?? nextBillingDate(input.provider, paidFrom);
  // The n-th payment date on the billing clock paused by the suspensions.
  const paymentDate = (n: number) => pausedDay(suspensions, recurringDate(clockFirst, frequency, n));
  const firstPaymentDate = pausedDay(suspensions, clockFirst);
  if (isBefore(firstPaymentDate, paidFrom)) {
    throw new ScheduleInputError('The first payment cannot be before the first paid day');
  }
  // Nothing covers a day from here on: the membership's end or the fixed term's.
  const stop = earliest(endDate, fixedTermEnd);
  const horizon = stop ?? input.until;
  if (!horizon) throw new ScheduleInputError('An open-ended schedule needs `until`');
  const listUntil = earliest(horizon, input.until) ?? horizon;
  const amountOf = (n: number) =>
    option.promotion && n < option.promotion.termCount ? option.promotion.paymentAmount : amount;

  // A membership over before it starts costs nothing.
  if (stop && !isBefore(startDate, stop)) {
    return { charges: [], paidFrom, firstPaymentDate: null, termEndDate: fixedTermEnd };
  }
  // The first debit; a membership over before its first billing date is debited on its last day.
  const lastDay = stop?.subtract({ days: 1 });
  const firstDebitDue = debit(lastDay && isBefore(lastDay, firstPaymentDate) ? lastDay : firstPaymentDate);

  // The partial payment: the first paid day up to the first debit, pro rata of the first payment.
  const partialEnd = earliest(firstPaymentDate, stop) ?? firstPaymentDate;
  const partialDays = billedDays(paidFrom, partialEnd);
  if (partialDays > 0) {
    const partialInBranch = inBranch.partialPayment === true;
    add({
      kind: 'PARTIAL',
      amount: input.partialPaymentAmount ?? proRata(amountOf(0), partialDays, frequencyDays),
      dueDate: partialInBranch ? startDate : firstDebitDue,
      period: { start: paidFrom, end: partialEnd },
      collection: partialInBranch ? 'IN_BRANCH' : 'DIRECT_DEBIT',
      sequence: 0,
    });
  }

  // Fees: in the first debit, unless paid at the desk (join, card) or waived (administration).
  const fee = (kind: ChargeKind, cents: Cents, paidHere: boolean | undefined) =>
    add({
      kind,
      amount: cents,
      dueDate: paidHere ? startDate : firstDebitDue,
      collection: paidHere ? 'IN_BRANCH' : 'DIRECT_DEBIT',
      sequence: 0,
    });
  fee('JOIN_FEE', joinFee, inBranch.joinFee);
  fee('ACCESS_CARD_FEE', accessCardFee, inBranch.accessCardFee);
  if (!input.waiveAdminFee) fee('ADMINISTRATION_FEE', input.administrationFee, false);

  // Recurring debits in advance, each for its period; the last one of a term or of a membership
  // that ends is pro rata up to the end.
  // A period a suspension starts in keeps its days around the suspension (its end moves on).
  for (let n = 0; ; n++) {
    const start = paymentDate(n);
    if (!isBefore(start, listUntil)) break;
    const next = pausedDay(
      suspensions,
      recurringDate(clockFirst, frequency, n + 1).subtract({ days: 1 }),
    ).add({
      days: 1,
    });
    const cut = stop !== null && isBefore(stop, next);
    const end = cut && stop ? stop : next;
    const promoted =
      option.promotion !== null && option.promotion !== undefined && n < option.promotion.termCount;
    add({
      kind: promoted ? 'PROMOTION' : 'RECURRING',
      amount: cut ? proRata(amountOf(n), billedDays(start, end), frequencyDays) : amountOf(n),
      dueDate: debit(start),
      period: { start, end },
      collection: 'DIRECT_DEBIT',
      sequence: n,
    });
  }

  // The weekly suspension fee instead of the paused debits, for the suspended days before the end.
  for (const fee of suspensionFeeCharges(suspensions, earliest(stop, listUntil))) {
    add({ kind: 'SUSPENSION_FEE', ...fee, dueDate: debit(fee.dueDate), collection: 'DIRECT_DEBIT' });
  }

  return {
    charges: sortCharges(charges),
    paidFrom,
    firstPaymentDate,
    termEndDate: fixedTermEnd,
  };
}

function sortCharges(charges: ScheduledCharge[]): ScheduledCharge[] {
  const rank = (kind: ChargeKind) => CHARGE_KINDS.indexOf(kind);
  return charges
    .map((charge, index) => ({ charge, index }))
    .sort(
      (a, b) =>
        daysBetween(b.charge.dueDate, a.charge.dueDate) ||
        rank(a.charge.kind) - rank(b.charge.kind) ||
        a.index - b.index,
    )
    .map(({ charge }) => charge);
}
