import type { PaymentFrequency, ScheduledCharge } from '@clubline/domain';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { membershipSchedule, type ScheduledMembership, type ScheduledOption } from './membership-schedule.ts';

/*
 * Random suspensions over random paysmart schedules (docs/billing.md "Suspensions"), through the one
 * schedule function the billing runs and previews use. Properties:
 * - no recurring debit pays for a suspended day: the recurring periods follow one another from the
 *   first debit without overlap, with only suspended days between two of them, and each weekly or
 *   fortnightly one holds exactly its frequency's days outside suspensions (the billing clock pauses);
 * - no recurring period starts on a suspended day;
 * - the suspension fee is charged exactly for the suspended weeks: its charges cover the suspended
 *   days listed, week by week, and add up to the weekly fee per full week plus a pro rata last week.
 */
const BASE = Temporal.PlainDate.from('2026-01-05');
const FREQUENCY_DAYS: Record<string, number> = { WEEKLY: 7, FORTNIGHTLY: 14 };

interface Case {
  frequency: PaymentFrequency;
  amount: number;
  start: number;
  fee: number;
  suspensions: { gap: number; length: number }[];
}

const cases: fc.Arbitrary<Case> = fc.record({
  frequency: fc.constantFrom<PaymentFrequency>('WEEKLY', 'FORTNIGHTLY', 'MONTHLY'),
  amount: fc.integer({ min: 100, max: 20_000 }),
  start: fc.integer({ min: 0, max: 365 }),
  fee: fc.integer({ min: 0, max: 3000 }),
  suspensions: fc.array(
    fc.record({ gap: fc.integer({ min: 0, max: 60 }), length: fc.integer({ min: 1, max: 182 }) }),
    { maxLength: 4 },
  ),
});

const membership = (
  startDate: string,
  suspensions: ScheduledMembership['suspensions'],
): ScheduledMembership => ({
  startDate,
  endDate: null,
  firstPaymentDate: null,
  joinFee: 0,
  accessCardFee: 0,
  partialPaymentAmount: null,
  isPartialAmountOverridden: false,
  joinFeePaidInBranch: false,
  accessCardFeePaidInBranch: false,
  partialPaymentPaidInBranch: false,
  waiveAdminFee: true,
  oneOffPaymentType: null,
  suspensions,
});

const option = (c: Case): ScheduledOption => ({
  paymentAmount: c.amount,
  paymentFrequency: c.frequency,
  joinFee: 0,
  accessCardFee: 0,
  ongoing: true,
  term: null,
  termType: null,
  freePeriod: null,
  freePeriodFrequency: null,
  freePeriodUntilDate: null,
  freePromotion: false,
  promotionTermCount: null,
  promotionPaymentAmount: null,
  validityPeriod: null,
});

const days = (from: Temporal.PlainDate, to: Temporal.PlainDate) =>
  from.until(to, { largestUnit: 'days' }).days;

describe('suspensions in the schedule (property)', () => {
  it('never bills a suspended day and charges exactly the suspension-fee weeks', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const start = BASE.add({ days: c.start });
        // Suspensions one after another from the start, each after a gap, never overlapping.
        const spans: { startDate: string; endDate: string; suspensionFee: number }[] = [];
        let cursor = start;
        for (const s of c.suspensions) {
          const from = cursor.add({ days: s.gap + 1 });
          const to = from.add({ days: s.length });
          spans.push({ startDate: from.toString(), endDate: to.toString(), suspensionFee: c.fee });
          cursor = to;
        }
        const until = start.add({ days: 400 });
        const schedule = membershipSchedule({
          membership: membership(start.toString(), spans),
          option: option(c),
          planType: 'ONGOING',
          provider: 'PAYSMART',
          administrationFee: 0,
          region: { country: 'NZ', state: null },
          until,
        });
        const suspended = (date: Temporal.PlainDate) =>
          spans.some((s) => s.startDate <= date.toString() && date.toString() < s.endDate);
        const recurring = schedule.charges
          .filter((charge) => charge.kind === 'RECURRING')
          .sort((a, b) => a.sequence - b.sequence);
        const periodOf = (charge: ScheduledCharge) => {
          if (!charge.period) throw new Error('a recurring charge has a period');
          return charge.period;
        };
        // Tiling: each period starts where the last ended, on a day that is not suspended.
        let previousEnd: Temporal.PlainDate | null = null;
        for (const charge of recurring) {
          const period = periodOf(charge);
          expect(suspended(period.start)).toBe(false);
          // Between two periods there are only suspended days (a suspension right after a period).
          for (let d = previousEnd ?? period.start; days(d, period.start) > 0; d = d.add({ days: 1 })) {
            expect(suspended(d)).toBe(true);
          }
          if (previousEnd) expect(days(previousEnd, period.start)).toBeGreaterThanOrEqual(0);
          previousEnd = period.end;
          const frequencyDays = FREQUENCY_DAYS[c.frequency];
          if (frequencyDays) {
            let billed = 0;
            for (let d = period.start; days(d, period.end) > 0; d = d.add({ days: 1 }))
              if (!suspended(d)) billed++;
            expect(billed).toBe(frequencyDays);
          }
          expect(charge.amount).toBe(c.amount);
        }
        // The fee: one charge per suspended week before `until`, pro rata for a short last week.
        const fees = schedule.charges.filter((charge) => charge.kind === 'SUSPENSION_FEE');
        let expectedTotal = 0;
        let expectedCount = 0;
        let coveredDays = 0;
        for (const s of spans) {
          const from = Temporal.PlainDate.from(s.startDate);
          for (
            let week = from;
            days(week, Temporal.PlainDate.from(s.endDate)) > 0;
            week = week.add({ days: 7 })
          ) {
            if (days(week, until) <= 0) break;
            const length = Math.min(7, days(week, Temporal.PlainDate.from(s.endDate)));
            const amount = Math.floor((c.fee * length) / 7);
            if (amount > 0) {
              expectedTotal += amount;
              expectedCount++;
              coveredDays += length;
            }
          }
        }
        expect(fees.length).toBe(expectedCount);
        expect(fees.reduce((sum, fee) => sum + fee.amount, 0)).toBe(expectedTotal);
        let feeDays = 0;
        for (const fee of fees) {
          const period = periodOf(fee);
          for (let d = period.start; days(d, period.end) > 0; d = d.add({ days: 1 })) {
            expect(suspended(d)).toBe(true);
            feeDays++;
          }
        }
        expect(feeDays).toBe(coveredDays);
        expect(new Set(fees.map((fee) => fee.sequence)).size).toBe(fees.length);
      }),
      { numRuns: 300 },
    );
  });
});
