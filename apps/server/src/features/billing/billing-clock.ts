import { todayIn } from '@clubline/domain';

/**
 * The billing clock (docs/billing.md "Billing runs"): the day a billing run bills. Tests and the
 * `npm run billing:run -- --date` command pass the date they want; the daily schedule asks the
 * clock, which reads BILLING_CLOCK_DATE (YYYY-MM-DD) when set, so a demo or an e2e server can stand
 * on a chosen day, and otherwise today in the organisation's time zone.
 */
let fixedDate: string | null = null;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const billingClock = {
  today(timeZone: string | null | undefined): string {
    const fixed = fixedDate ?? process.env.BILLING_CLOCK_DATE;
    if (fixed && ISO_DATE.test(fixed)) return fixed;
    return todayIn(timeZone).toString();
  },
  /** Tests: stand on `date` (null: back to the real clock). */
  set(date: string | null): void {
    if (date !== null && !ISO_DATE.test(date)) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
    fixedDate = date;
  },
};
