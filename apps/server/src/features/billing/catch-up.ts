import type { Debit } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { type BankingRegion, bankingCalendar } from './business-days.ts';

/**
 * Catch-up debits (docs/billing.md "Catch-up debits"): debits that fell due and were not taken
 * (payment was set up late, or a run has not billed them yet) are taken together in one debit, with
 * any debit due by then. That is when the runs take them: a run bills only on bank business days
 * (billing-run.ts) and takes everything due from the membership's cursor. Without payment set up,
 * the earliest is the next bank business day after a setup today (the setup day's run ran in the
 * early morning, before the member set up); with payment set up, the next run on a business day,
 * today's included. The payment setup page, staff's next payments, the sale's preview and the
 * action previews show that debit (billing's nextDebits), and debitsuccess is given it.
 */
export interface SetupDebit extends Debit {
  /** It collects debits that fell due before today. */
  readonly catchUp: boolean;
}

/**
 * The day debits already due on `today` are taken: with payment set up, the next bank business day
 * on or after today; otherwise the next after today (a payment setup completed today).
 */
function catchUpDay(today: string, region: BankingRegion, paymentSetUp = false): Temporal.PlainDate {
  const day = Temporal.PlainDate.from(today);
  return bankingCalendar(region).onOrAfter(paymentSetUp ? day : day.add({ days: 1 }));
}

/**
 * A schedule's debits as they are taken from `today` (after a payment setup on `today` unless
 * `paymentSetUp`). Nothing before today: as scheduled. Otherwise every debit dated up to the
 * catch-up day is one debit on that day, then the rest as scheduled.
 */
export function debitsFromSetup(
  debits: readonly Debit[],
  today: string,
  region: BankingRegion,
  paymentSetUp = false,
): SetupDebit[] {
  const day = Temporal.PlainDate.from(today);
  if (!debits.some((debit) => Temporal.PlainDate.compare(debit.date, day) < 0))
    return debits.map((debit) => ({ ...debit, catchUp: false }));
  const takenOn = catchUpDay(today, region, paymentSetUp);
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
