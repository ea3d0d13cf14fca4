import type { CountryCode } from '../enums/geography.ts';
import {
  NO_FIXED_TERM_LABEL,
  PAYMENT_FREQUENCY_LABELS,
  type PaymentFrequency,
  type TermUnit,
} from '../enums/plans.ts';
import { formatPrice } from '../money/money.ts';

/**
 * Frequency labels with the "new frequency labels" flag (spec 2 flag 8000, spec 3 §6). The spec
 * does not give the new texts; ours read as a rate ("every 2 weeks") so they can follow a price.
 * Off: the enumeration's labels (Weekly, Fortnightly, Monthly, One-off).
 */
export const NEW_PAYMENT_FREQUENCY_LABELS: Readonly<Record<PaymentFrequency, string>> = {
  WEEKLY: 'Every week',
  FORTNIGHTLY: 'Every 2 weeks',
  MONTHLY: 'Every month',
  ONE_OFF: 'One-off payment',
};

export function frequencyLabel(frequency: PaymentFrequency, newLabels: boolean): string {
  return (newLabels ? NEW_PAYMENT_FREQUENCY_LABELS : PAYMENT_FREQUENCY_LABELS)[frequency];
}

/** The special label of a one-day term (spec 3 §2 "A one-day term shows a special label"). */
export const ONE_DAY_TERM_LABEL = 'Single day';

const UNIT_NAMES: Readonly<Record<TermUnit, readonly [singular: string, plural: string]>> = {
  DAYS: ['day', 'days'],
  WEEKS: ['week', 'weeks'],
  MONTHS: ['month', 'months'],
  YEARS: ['year', 'years'],
  PERIODS: ['payment', 'payments'],
};

/** "1 month", "12 months", "10 payments". */
export function durationLabel(count: number, unit: TermUnit): string {
  const [singular, plural] = UNIT_NAMES[unit];
  return `${count} ${count === 1 ? singular : plural}`;
}

export interface TermOfOption {
  readonly ongoing: boolean;
  readonly term?: number | null | undefined;
  readonly termType?: TermUnit | null | undefined;
  readonly validityPeriod?: number | null | undefined;
  readonly visitPassTermType?: TermUnit | null | undefined;
}

/**
 * The term of a payment option as the DETAILS section and the tables show it: a visit pass's
 * validity period, a fixed term, "No fixed term" for an ongoing option (or one without a term), and
 * "Single day" for a one-day term or validity.
 */
export function termLabel(option: TermOfOption): string {
  const [count, unit] =
    option.validityPeriod !== null && option.validityPeriod !== undefined
      ? [option.validityPeriod, option.visitPassTermType]
      : [option.term, option.termType];
  if (option.ongoing || count === null || count === undefined || unit === null || unit === undefined) {
    return NO_FIXED_TERM_LABEL;
  }
  if (count === 1 && unit === 'DAYS') return ONE_DAY_TERM_LABEL;
  return durationLabel(count, unit);
}

export interface PriceOfOption {
  readonly paymentAmount?: number | null | undefined;
  readonly paymentFrequency: PaymentFrequency;
  readonly freePromotion?: boolean | null | undefined;
}

/**
 * The price column: the amount in the country's currency and the frequency, "$25.00 Weekly"
 * ("$25.00 every week" with the new labels); a zero, missing or free-promotion amount is "Free".
 */
export function priceWithFrequency(option: PriceOfOption, country?: CountryCode, newLabels = false): string {
  const amount = option.freePromotion === true ? null : option.paymentAmount;
  const price = formatPrice(amount, country);
  if (amount === null || amount === undefined || amount === 0) return price;
  const label = frequencyLabel(option.paymentFrequency, newLabels);
  return `${price} ${newLabels ? label.toLowerCase() : label}`;
}
