import type { Temporal } from 'temporal-polyfill';
import { parseIsoDate } from '../dates/iso-date.ts';
import { resolveTimeZone } from '../dates/time-zone-id.ts';
import type { PaymentFrequency } from '../enums/plans.ts';

/**
 * The payment option form's rules (spec 3 §4), applied by the form as the user changes a field.
 * The schema refuses what these rules would have changed, so a hand-made request cannot skip them.
 */
export interface FreePromotionFields {
  readonly freePromotion?: boolean | null | undefined;
  readonly paymentFrequency?: PaymentFrequency | string | null | undefined;
  readonly paymentAmount?: number | string | null | undefined;
  readonly isAvailableOnline?: boolean | null | undefined;
  readonly promotion?: unknown;
}

/**
 * A free membership (free promotion) forces the one-off frequency, clears the amount, turns off
 * online availability and clears promotions. Other forms are returned unchanged.
 */
export function applyFreePromotion<Form extends FreePromotionFields>(form: Form): Form {
  if (form.freePromotion !== true) return form;
  return {
    ...form,
    paymentFrequency: 'ONE_OFF',
    paymentAmount: undefined,
    isAvailableOnline: false,
    promotion: undefined,
  };
}

/**
 * Adding a promotion (a discounted period) to a free promotion: the two exclude each other, so the
 * free promotion is switched off and the amount and frequency are the user's to fill in again.
 */
export function applyPromotionAdded<Form extends FreePromotionFields>(form: Form): Form {
  return form.freePromotion === true ? { ...form, freePromotion: false } : form;
}

/** Time slots in the sale window pickers are every 15 minutes (spec 3 §4). */
export const SALE_TIME_SLOT_MINUTES = 15;

/** "00:00", "00:15", … "23:45". */
export function saleTimeSlots(): string[] {
  const slots: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += SALE_TIME_SLOT_MINUTES) {
    slots.push(
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    );
  }
  return slots;
}

function zoned(date: string, timeZone: string | null | undefined): Temporal.ZonedDateTime {
  const day = parseIsoDate(date);
  if (day === undefined) throw new RangeError(`Not a date: ${date}`);
  return day.toZonedDateTime({ timeZone: resolveTimeZone(timeZone) });
}

/** A date-only sale start is the start of that day in the branch's zone, as epoch-ms text (spec 3 §3, §4). */
export function saleStartOf(date: string, timeZone?: string | null): string {
  return String(zoned(date, timeZone).epochMilliseconds);
}

/** A date-only sale end is the end of that day (its last millisecond) in the branch's zone. */
export function saleEndOf(date: string, timeZone?: string | null): string {
  return String(zoned(date, timeZone).add({ days: 1 }).epochMilliseconds - 1);
}

/** Whether an option is on sale at `now`: inside its window (either end may be open). */
export function isWithinSaleWindow(
  window: { readonly saleStartDate?: string | null; readonly saleEndDate?: string | null },
  now: number,
): boolean {
  const start = window.saleStartDate ? Number(window.saleStartDate) : Number.NEGATIVE_INFINITY;
  const end = window.saleEndDate ? Number(window.saleEndDate) : Number.POSITIVE_INFINITY;
  return now >= start && now <= end;
}
