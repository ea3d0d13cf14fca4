import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { debitsOf, firstPaymentPreview } from './preview.ts';
import { paymentSchedule, type ScheduleOption } from './schedule.ts';

const date = (text: string) => Temporal.PlainDate.from(text);
const WEEKLY: ScheduleOption = {
  paymentAmount: 2000,
  paymentFrequency: 'WEEKLY',
  joinFee: 4900,
  accessCardFee: 1500,
  ongoing: true,
  term: null,
  termType: null,
  freePeriod: null,
  freePeriodFrequency: null,
  freePeriodUntilDate: null,
  freePromotion: false,
  promotion: { termCount: 2, paymentAmount: 1000 },
  isExternalPayer: false,
};

describe('the first payment preview and the next debits', () => {
  const schedule = paymentSchedule({
    option: WEEKLY,
    provider: 'PAYSMART',
    startDate: date('2024-01-10'),
    administrationFee: 2500,
    paidInBranch: { joinFee: true },
    until: date('2024-03-01'),
  });

  it('sums everything the first debit takes and names its parts', () => {
    const preview = firstPaymentPreview(schedule);
    expect(preview.earliestPayment).toEqual({
      paymentDate: date('2024-01-17'),
      // partial 1000 (7 days of the promotion's 1000) + first payment 1000 + card 1500 + admin 2500
      firstPaymentAmountPlusAllFees: 6000,
      partialPaymentAmount: 1000,
      partialPaymentStartDate: date('2024-01-10'),
      partialPaymentEndDate: date('2024-01-17'),
      firstRecurringPaymentAmount: 1000,
      firstRecurringPaymentStartDate: date('2024-01-17'),
      firstRecurringPaymentEndDate: date('2024-01-24'),
    });
    expect(preview.recurringPayment).toEqual({ amount: 2000, startDate: date('2024-01-31'), endDate: null });
    expect(preview.paidInBranchAmount).toBe(4900);
  });

  it('lists the next debits by day, promotion first', () => {
    expect(debitsOf(schedule, 4).map((d) => `${d.date} ${d.amount}`)).toEqual([
      '2024-01-17 6000',
      '2024-01-24 1000',
      '2024-01-31 2000',
      '2024-02-07 2000',
    ]);
  });

  it('has no debit to preview for a one-off sale paid at the desk', () => {
    const oneOff = paymentSchedule({
      option: { ...WEEKLY, paymentFrequency: 'ONE_OFF', promotion: null },
      provider: 'PAYSMART',
      startDate: date('2024-01-10'),
      administrationFee: 2500,
    });
    const preview = firstPaymentPreview(oneOff);
    expect(preview.earliestPayment).toBeNull();
    expect(preview.recurringPayment).toBeNull();
    expect(preview.paidInBranchAmount).toBe(2000 + 4900 + 1500);
  });
});
