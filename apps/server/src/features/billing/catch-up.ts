import type { Debit } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { type BankingRegion, bankingCalendar } from './business-days.ts';

/**
 * Catch-up debits (docs/billing.md "Catch-up debits"): when payment is set up after debits fell
 * due, those debits are taken together in one debit on the next bank business day after the setup
 * day, with any debit due by then. That is when the runs take them: a run bills only on bank
 * business days (billing-run.ts), and the setup day's run ran in the early morning, before the
 * member set up. The payment setup page shows that debit, and debitsuccess is given it.
 */
export interface SetupDebit extends Debit {
  /** It collects debits that fell due before payment was set up. */
  readonly catchUp: boolean;
}

/** The day a payment setup completed on `today` has what is already due taken. */
export function catchUpDay(today: string, region: BankingRegion): Temporal.PlainDate {
  return bankingCalendar(region).onOrAfter(Temporal.PlainDate.from(today).add({ days: 1 }));
}

/**
 * A schedule's debits as they are taken after a payment setup on `today`. Nothing before today:
 * as scheduled. Otherwise every debit dated up to the catch-up day is one debit on that day, then
 * the rest as scheduled.
 */
export function debitsFromSetup(
  debits: readonly Debit[],
  today: string,
  region: BankingRegion,
): SetupDebit[] {
  const day = Temporal.PlainDate.from(today);
  if (!debits.some((debit) => Temporal.PlainDate.compare(debit.date, day) < 0))
    return debits.map((debit) => ({ ...debit, catchUp: false }));
  const takenOn = catchUpDay(today, region);
  const due = debits.filter((debit) => Temporal.PlainDate.compare(debit.date, takenOn) <= 0);
  const later = debits
    .filter((debit) => Temporal.PlainDate.compare(debit.date, takenOn) > 0)
    .map((debit) => ({ ...debit, catchUp: false }));
  return [
    {
      date: takenOn,
      amount: due.reduce((sum, debit) => sum + debit.amount, 0),
      charges: due.flatMap((debit) => debit.charges),
      catchUp: true,
    },
    ...later,
  ];
}
