import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { type LedgerEntry, ledgerSummary } from './ledger.ts';

const day = (n: number) => Temporal.PlainDate.from('2024-01-01').add({ days: n });
const charge = (key: string, amount: number, due: number): LedgerEntry => ({
  type: 'CHARGE',
  key,
  kind: 'RECURRING',
  amount,
  dueDate: day(due),
});

describe('ledgerSummary', () => {
  const weekOne: LedgerEntry[] = [
    charge('m1:RECURRING:0', 2000, 0),
    charge('m1:JOIN_FEE:0', 4900, 0),
    { type: 'DEBIT_SUBMITTED', reference: 'd1', amount: 6900, date: day(0) },
    charge('m1:RECURRING:1', 2000, 7),
  ];

  it('counts a submitted debit as on its way: owed, not overdue', () => {
    const summary = ledgerSummary(weekOne, day(3));
    expect(summary).toMatchObject({ charged: 8900, paid: 0, pending: 6900, balance: 8900, overdueAmount: 0 });
  });

  it('makes a settled debit paid, and the next charge owed but not due', () => {
    const summary = ledgerSummary(
      [...weekOne, { type: 'DEBIT_SETTLED', reference: 'd1', date: day(3) }],
      day(4),
    );
    expect(summary).toMatchObject({
      paid: 6900,
      pending: 0,
      balance: 2000,
      overdueAmount: 0,
      overdueSince: null,
    });
  });

  it('makes a dishonoured debit overdue from its oldest charge, with the bank’s reason and the reversal fee', () => {
    const bounced: LedgerEntry[] = [
      ...weekOne,
      { type: 'DEBIT_DISHONOURED', reference: 'd1', reason: 'INSUFFICIENT_FUNDS', date: day(3) },
      { type: 'CHARGE', key: 'm1:REVERSAL_FEE:d1', kind: 'REVERSAL_FEE', amount: 950, dueDate: day(3) },
    ];
    const summary = ledgerSummary(bounced, day(8));
    expect(summary).toMatchObject({
      paid: 0,
      pending: 0,
      overdueAmount: 2000 + 4900 + 950 + 2000,
      lastDishonour: { reason: 'INSUFFICIENT_FUNDS' },
    });
    expect(summary.overdueSince?.toString()).toBe(day(0).toString());
    expect(summary.lastDishonour?.date.toString()).toBe(day(3).toString());
    // Paid at the desk: the oldest charges are covered first, and the dishonour is history.
    const paidInBranch = ledgerSummary(
      [...bounced, { type: 'PAYMENT', reference: 'p1', amount: 7850, date: day(8) }],
      day(8),
    );
    expect(paidInBranch).toMatchObject({ overdueAmount: 2000, balance: 2000 });
    expect(paidInBranch.overdueSince?.toString()).toBe(day(7).toString());
    const cleared = ledgerSummary(
      [...bounced, { type: 'PAYMENT', reference: 'p1', amount: 9850, date: day(8) }],
      day(8),
    );
    expect(cleared).toMatchObject({ overdueAmount: 0, overdueSince: null, lastDishonour: null, balance: 0 });
  });

  it('keeps a bounced week the oldest unpaid while later debits pay their own weeks', () => {
    // Weekly $25: the first debit bounces (with its $10 fee), the next two settle. Before, each later
    // debit was taken to the oldest charge, so the arrears read as last week's and never aged.
    const weeks: LedgerEntry[] = [
      charge('m:RECURRING:0', 2500, 0),
      { type: 'DEBIT_SUBMITTED', reference: 'd0', amount: 2500, date: day(0) },
      { type: 'DEBIT_DISHONOURED', reference: 'd0', reason: 'INSUFFICIENT_FUNDS', date: day(2) },
      { type: 'CHARGE', key: 'm:REVERSAL_FEE:d0', kind: 'REVERSAL_FEE', amount: 1000, dueDate: day(2) },
      charge('m:RECURRING:1', 2500, 7),
      { type: 'DEBIT_SUBMITTED', reference: 'd7', amount: 2500, date: day(7) },
      { type: 'DEBIT_SETTLED', reference: 'd7', date: day(9) },
      charge('m:RECURRING:2', 2500, 14),
      { type: 'DEBIT_SUBMITTED', reference: 'd14', amount: 2500, date: day(14) },
    ];
    // (Dates as text: toMatchObject sees no fields on a Temporal date, so any date would match.)
    const bounced = ledgerSummary(weeks, day(15));
    expect([bounced.overdueAmount, bounced.overdueSince?.toString()]).toEqual([3500, day(0).toString()]);
    // A class fee no debit collects stays owed from its day the same way.
    const fee: LedgerEntry[] = [
      charge('m:RECURRING:0', 2500, 0),
      { type: 'DEBIT_SUBMITTED', reference: 'd0', amount: 2500, date: day(0) },
      { type: 'CHARGE', key: 'm:SESSION_FEE:b1', kind: 'NO_SHOW_FEE', amount: 1000, dueDate: day(3) },
      charge('m:RECURRING:1', 2500, 7),
      { type: 'DEBIT_SUBMITTED', reference: 'd7', amount: 2500, date: day(7) },
      charge('m:RECURRING:2', 2500, 14),
      { type: 'DEBIT_SUBMITTED', reference: 'd14', amount: 2500, date: day(14) },
    ];
    const owed = ledgerSummary(fee, day(17));
    expect([owed.overdueAmount, owed.overdueSince?.toString()]).toEqual([1000, day(3).toString()]);
    // Paid at the desk: nothing is overdue.
    const paid = [...fee, { type: 'PAYMENT', reference: 'p', amount: 1000, date: day(17) } as const];
    expect(ledgerSummary(paid, day(17))).toMatchObject({ overdueAmount: 0, overdueSince: null });
  });

  it('refuses a ledger no engine should write', () => {
    expect(() => ledgerSummary([charge('a', 1, 0), charge('a', 1, 1)], day(2))).toThrow(/twice/);
    expect(() => ledgerSummary([{ type: 'DEBIT_SETTLED', reference: 'x', date: day(0) }], day(0))).toThrow(
      /never submitted/,
    );
    expect(() =>
      ledgerSummary(
        [
          { type: 'DEBIT_SUBMITTED', reference: 'x', amount: 5, date: day(0) },
          { type: 'DEBIT_SETTLED', reference: 'x', date: day(1) },
          { type: 'DEBIT_DISHONOURED', reference: 'x', reason: 'ACCOUNT_CLOSED', date: day(2) },
        ],
        day(3),
      ),
    ).toThrow(/two outcomes/);
  });

  it('over random billing lives: no cent created or lost, overdue is what is due and not covered', () => {
    // Each day: charges fall due; the engine debits what is due and not yet covered; debits settle
    // or bounce two days later (a bounce adds a reversal fee); now and then the member pays in branch.
    const life = fc.record({
      weekly: fc.integer({ min: 100, max: 20_000 }),
      days: fc.integer({ min: 1, max: 120 }),
      outcomes: fc.array(fc.boolean(), { minLength: 200, maxLength: 200 }),
      payments: fc.array(fc.option(fc.integer({ min: 1, max: 30_000 }), { nil: null, freq: 5 }), {
        minLength: 200,
        maxLength: 200,
      }),
    });
    fc.assert(
      fc.property(life, ({ weekly, days, outcomes, payments }) => {
        const entries: LedgerEntry[] = [];
        const inFlight: { reference: string; amount: number; settlesOn: number; ok: boolean }[] = [];
        let bankTook = 0;
        let n = 0;
        for (let d = 0; d <= days; d++) {
          if (d % 7 === 0) entries.push(charge(`m:RECURRING:${d / 7}`, weekly, d));
          for (const debit of inFlight.filter((x) => x.settlesOn === d)) {
            if (debit.ok) {
              entries.push({ type: 'DEBIT_SETTLED', reference: debit.reference, date: day(d) });
              bankTook += debit.amount;
            } else {
              entries.push({
                type: 'DEBIT_DISHONOURED',
                reference: debit.reference,
                reason: 'INSUFFICIENT_FUNDS',
                date: day(d),
              });
              entries.push({
                type: 'CHARGE',
                key: `m:REVERSAL_FEE:${debit.reference}`,
                kind: 'REVERSAL_FEE',
                amount: 950,
                dueDate: day(d),
              });
            }
          }
          const payment = payments[d] ?? null;
          if (payment !== null) {
            entries.push({ type: 'PAYMENT', reference: `p${d}`, amount: payment, date: day(d) });
            bankTook += payment;
          }
          const today = ledgerSummary(entries, day(d));
          // However the money is taken to the charges, the amount is what is due (every charge so
          // far falls due on the day it is written) less the money.
          expect(today.overdueAmount).toBe(Math.max(0, today.charged - today.paid - today.pending));
          expect(today.overdueSince === null).toBe(today.overdueAmount === 0);
          const due = today.overdueAmount;
          if (due > 0) {
            const reference = `d${n}`;
            entries.push({ type: 'DEBIT_SUBMITTED', reference, amount: due, date: day(d) });
            inFlight.push({
              reference,
              amount: due,
              settlesOn: d + 2,
              ok: outcomes[n % outcomes.length] ?? true,
            });
            n++;
          }
        }
        const summary = ledgerSummary(entries, day(days));
        const charged = entries.reduce((sum, e) => sum + (e.type === 'CHARGE' ? e.amount : 0), 0);
        expect(summary.paid).toBe(bankTook);
        expect(summary.charged).toBe(charged);
        expect(summary.balance).toBe(charged - bankTook);
        expect(summary.overdueAmount).toBeGreaterThanOrEqual(0);
        expect(summary.overdueAmount).toBeLessThanOrEqual(Math.max(0, summary.balance - summary.pending));
        // The engine debits whatever is overdue the same day, so at the end of a day nothing is.
        expect(summary.overdueAmount).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
