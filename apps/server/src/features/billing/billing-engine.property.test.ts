import {
  dueOn,
  type LedgerEntry,
  ledgerSummary,
  paymentSchedule,
  type ScheduleOption,
} from '@clubline/domain';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { debitReference, directDebitCharges, reversalFeeKey } from './billing-engine.ts';
import { bankingCalendar } from './business-days.ts';

/*
 * Random lifecycles of 10,000 paysmart memberships through the engine's pure steps, as billing-run.ts
 * drives them (the DB test, billing-run.test.ts, covers the same steps over PostgreSQL): sale,
 * billing days (some run twice), debits that settle or bounce with a reversal fee, payments of
 * the overdue amount at the desk, and an end date set part-way. Properties:
 * - no charge is written or submitted twice, and every written charge is in exactly one debit;
 * - nothing is billed for a day on or after the end date;
 * - the balance is charges − settled debits − payments, and no cent is created or lost (submitted
 *   = settled + dishonoured + pending).
 */
const calendar = bankingCalendar({ country: 'NZ' });
const HORIZON_DAYS = 40;
const REVERSAL_FEE = 1000;

interface Lifecycle {
  option: ScheduleOption;
  start: number;
  days: number;
  endAfter: number | null;
  /** Per debit, in order: true = the bank dishonours it. */
  declines: boolean[];
  /** Days (from the start) on which the overdue amount is paid at the desk. */
  payDays: number[];
  /** Days the run is repeated (a retried job). */
  repeatDays: number[];
  settlementDays: number;
}

const lifecycle: fc.Arbitrary<Lifecycle> = fc.record({
  option: fc.record({
    paymentAmount: fc.integer({ min: 100, max: 20_000 }),
    paymentFrequency: fc.constantFrom('WEEKLY', 'FORTNIGHTLY', 'MONTHLY'),
    joinFee: fc.integer({ min: 0, max: 5000 }),
    accessCardFee: fc.integer({ min: 0, max: 2000 }),
    ongoing: fc.constant(true),
    term: fc.constant(null),
    termType: fc.constant(null),
    freePeriod: fc.constant(null),
    freePeriodFrequency: fc.constant(null),
    freePeriodUntilDate: fc.constant(null),
    freePromotion: fc.constant(false),
    promotion: fc.option(
      fc.record({
        termCount: fc.integer({ min: 1, max: 4 }),
        paymentAmount: fc.integer({ min: 50, max: 5000 }),
      }),
      { nil: null },
    ),
    isExternalPayer: fc.constant(false),
  }),
  start: fc.integer({ min: 0, max: 365 }),
  days: fc.integer({ min: 20, max: 120 }),
  endAfter: fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }),
  declines: fc.array(fc.boolean(), { maxLength: 30 }),
  payDays: fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 3 }),
  repeatDays: fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 5 }),
  settlementDays: fc.integer({ min: 0, max: 4 }),
});

const BASE = Temporal.PlainDate.from('2026-01-01');

/** Runs one lifecycle; returns the ledger and what the test knows independently. */
function simulate(life: Lifecycle) {
  const start = BASE.add({ days: life.start });
  const entries: LedgerEntry[] = [];
  const keys = new Set<string>();
  const debited = new Map<string, string>();
  const submitted = new Map<string, { amount: number; settles: string; declined: boolean }>();
  const outcomes = new Set<string>();
  let cursor: string | null = null;
  let endDate: Temporal.PlainDate | null = null;
  let debitCount = 0;
  const periods: { key: string; start: string }[] = [];

  const runDay = (day: Temporal.PlainDate) => {
    const date = day.toString();
    // Settlements first reported for debits whose day has come (billing-run.ts step 4).
    for (const [reference, debit] of submitted) {
      if (outcomes.has(reference) || debit.settles > date) continue;
      outcomes.add(reference);
      if (debit.declined) {
        entries.push({ type: 'DEBIT_DISHONOURED', reference, reason: 'INSUFFICIENT_FUNDS', date: day });
        const key = reversalFeeKey(reference);
        if (!keys.has(key)) {
          keys.add(key);
          entries.push({ type: 'CHARGE', key, kind: 'REVERSAL_FEE', amount: REVERSAL_FEE, dueDate: day });
        }
      } else entries.push({ type: 'DEBIT_SETTLED', reference, date: day });
    }
    if (cursor === null || cursor > date) return;
    const horizon = day.add({ days: HORIZON_DAYS });
    const schedule = paymentSchedule({
      option: life.option,
      provider: 'PAYSMART',
      startDate: start,
      administrationFee: 4900,
      endDate,
      until: horizon,
      debitDate: (d) => calendar.onOrAfter(d),
    });
    const due = dueOn(directDebitCharges(schedule), cursor, date, horizon.toString(), endDate === null);
    let amount = 0;
    const reference = debitReference('m', date);
    for (const charge of due.charges) {
      // The ledger's unique key: a charge already there is skipped (appendLedgerEntries).
      if (keys.has(charge.key)) continue;
      keys.add(charge.key);
      entries.push({
        type: 'CHARGE',
        key: charge.key,
        kind: charge.kind,
        amount: charge.amount,
        dueDate: Temporal.PlainDate.from(charge.dueDate),
      });
      const scheduled = schedule.charges.find((c) => `${c.kind}:${c.sequence}` === charge.key);
      if (scheduled?.period) periods.push({ key: charge.key, start: scheduled.period.start.toString() });
      debited.set(charge.key, reference);
      amount += charge.amount;
    }
    if (amount > 0 && !submitted.has(reference)) {
      const declined = life.declines[debitCount] ?? false;
      debitCount += 1;
      submitted.set(reference, {
        amount,
        settles: day.add({ days: life.settlementDays }).toString(),
        declined,
      });
      entries.push({ type: 'DEBIT_SUBMITTED', reference, amount, date: day });
    }
    cursor = due.nextDebitDate;
  };

  // The sale: setup completes at once, the cursor at the first direct debit.
  const first = paymentSchedule({
    option: life.option,
    provider: 'PAYSMART',
    startDate: start,
    administrationFee: 4900,
    until: start.add({ days: HORIZON_DAYS }),
    debitDate: (d) => calendar.onOrAfter(d),
  }).charges.find((charge) => charge.collection === 'DIRECT_DEBIT');
  cursor = first ? first.dueDate.toString() : null;

  for (let n = 0; n <= life.days; n++) {
    const day = start.add({ days: n });
    if (life.endAfter !== null && n === life.endAfter) endDate = day.add({ days: 1 });
    runDay(day);
    if (life.repeatDays.includes(n)) runDay(day);
    if (life.payDays.includes(n)) {
      const overdue = ledgerSummary(entries, day).overdueAmount;
      if (overdue > 0) entries.push({ type: 'PAYMENT', reference: `pay:${n}`, amount: overdue, date: day });
    }
  }
  return { entries, debited, submitted, outcomes, endDate, periods, last: start.add({ days: life.days }) };
}

describe('billing engine properties (10,000 random lifecycles)', () => {
  it('submits each charge once, bills nothing from the end date, and loses no cent', () => {
    fc.assert(
      fc.property(lifecycle, (life) => {
        const run = simulate(life);
        // ledgerSummary throws on a charge key or debit reference written twice.
        const summary = ledgerSummary(run.entries, run.last);
        const charges = run.entries.filter((e) => e.type === 'CHARGE');
        const charged = charges.reduce((sum, e) => sum + e.amount, 0);
        // Every direct-debit charge is in exactly one debit, and debits hold nothing else.
        const debitable = charges.filter((e) => e.kind !== 'REVERSAL_FEE');
        expect(debitable.every((e) => run.debited.has(e.key))).toBe(true);
        const submittedTotal = [...run.submitted.values()].reduce((sum, d) => sum + d.amount, 0);
        expect(submittedTotal).toBe(debitable.reduce((sum, e) => sum + e.amount, 0));
        // Nothing covers a day on or after the end date.
        if (run.endDate) {
          const end = run.endDate.toString();
          expect(run.periods.filter((p) => p.start >= end)).toEqual([]);
        }
        // Balance and money conservation, computed independently of ledgerSummary.
        let settled = 0;
        let dishonoured = 0;
        let pending = 0;
        for (const [reference, debit] of run.submitted) {
          if (!run.outcomes.has(reference)) pending += debit.amount;
          else if (debit.declined) dishonoured += debit.amount;
          else settled += debit.amount;
        }
        const payments = run.entries.reduce((sum, e) => sum + (e.type === 'PAYMENT' ? e.amount : 0), 0);
        expect(summary.charged).toBe(charged);
        expect(summary.paid).toBe(settled + payments);
        expect(summary.pending).toBe(pending);
        expect(summary.balance).toBe(charged - settled - payments);
        expect(settled + dishonoured + pending).toBe(submittedTotal);
        expect(summary.overdueAmount).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 10_000, seed: Number(process.env.FUZZ_SEED ?? 14) },
    );
  }, 120_000);
});
