import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  BILLING_PERIOD_DAYS,
  billingDatesFrom,
  daysBetween,
  isBillingDate,
  nextBillingDate,
} from './billing-calendar.ts';
import {
  paymentSchedule,
  proRata,
  type ScheduledCharge,
  type ScheduleInput,
  type ScheduleOption,
} from './schedule.ts';

const date = (text: string) => Temporal.PlainDate.from(text);
const iso = (charges: readonly ScheduledCharge[]) =>
  charges.map((c) => ({
    kind: c.kind,
    amount: c.amount,
    due: c.dueDate.toString(),
    ...(c.period ? { period: `${c.period.start}..${c.period.end}` } : {}),
    collection: c.collection,
  }));

const WEEKLY: ScheduleOption = {
  paymentAmount: 2000,
  paymentFrequency: 'WEEKLY',
  joinFee: 0,
  accessCardFee: 0,
  ongoing: true,
  term: null,
  termType: null,
  freePeriod: null,
  freePeriodFrequency: null,
  freePeriodUntilDate: null,
  freePromotion: false,
  promotion: null,
  isExternalPayer: false,
};
const base = (overrides: Partial<ScheduleInput> = {}): ScheduleInput => ({
  option: WEEKLY,
  provider: 'PAYSMART',
  startDate: date('2024-01-10'),
  administrationFee: 0,
  until: date('2024-02-01'),
  ...overrides,
});

describe('the billing calendar', () => {
  it('bills every 14 days from each provider’s anchor, before it too', () => {
    expect(isBillingDate('PAYSMART', date('2024-01-03'))).toBe(true);
    expect(isBillingDate('PAYSMART', date('2024-01-17'))).toBe(true);
    expect(isBillingDate('PAYSMART', date('2023-12-20'))).toBe(true);
    expect(isBillingDate('PAYSMART', date('2024-01-10'))).toBe(false);
    expect(isBillingDate('DEBITSUCCESS', date('2024-01-22'))).toBe(true);
    expect(nextBillingDate('PAYSMART', date('2024-01-04')).toString()).toBe('2024-01-17');
    expect(nextBillingDate('PAYSMART', date('2024-01-17')).toString()).toBe('2024-01-17');
    expect(nextBillingDate('PAYSMART', date('2023-12-21')).toString()).toBe('2024-01-03');
    expect(billingDatesFrom('DEBITSUCCESS', date('2024-01-09'), 3).map(String)).toEqual([
      '2024-01-22',
      '2024-02-05',
      '2024-02-19',
    ]);
  });

  it('finds the next billing date within one period of any day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20000, max: 20000 }),
        fc.constantFrom('PAYSMART', 'DEBITSUCCESS'),
        (offset, provider) => {
          const from = date('2024-06-01').add({ days: offset });
          const next = nextBillingDate(provider, from);
          const gap = daysBetween(from, next);
          expect(isBillingDate(provider, next)).toBe(true);
          expect(gap).toBeGreaterThanOrEqual(0);
          expect(gap).toBeLessThan(BILLING_PERIOD_DAYS);
        },
      ),
    );
  });
});

describe('paymentSchedule', () => {
  it('charges the days up to the first billing date pro rata, then every week from it', () => {
    const schedule = paymentSchedule(base());
    expect(schedule.firstPaymentDate?.toString()).toBe('2024-01-17');
    expect(iso(schedule.charges)).toEqual([
      {
        kind: 'PARTIAL',
        amount: 2000,
        due: '2024-01-17',
        period: '2024-01-10..2024-01-17',
        collection: 'DIRECT_DEBIT',
      },
      {
        kind: 'RECURRING',
        amount: 2000,
        due: '2024-01-17',
        period: '2024-01-17..2024-01-24',
        collection: 'DIRECT_DEBIT',
      },
      {
        kind: 'RECURRING',
        amount: 2000,
        due: '2024-01-24',
        period: '2024-01-24..2024-01-31',
        collection: 'DIRECT_DEBIT',
      },
      {
        kind: 'RECURRING',
        amount: 2000,
        due: '2024-01-31',
        period: '2024-01-31..2024-02-07',
        collection: 'DIRECT_DEBIT',
      },
    ]);
  });

  it('divides by 7, 14 or 30 days and floors to the cent', () => {
    expect(proRata(2000, 7, 7)).toBe(2000);
    expect(proRata(3000, 7, 14)).toBe(1500);
    expect(proRata(5000, 7, 30)).toBe(1166);
    expect(proRata(5000, 0, 30)).toBe(0);
    expect(proRata(2000, 13, 7)).toBe(3714);
    const monthly = paymentSchedule(
      base({ option: { ...WEEKLY, paymentFrequency: 'MONTHLY', paymentAmount: 5000 } }),
    );
    expect(monthly.charges[0]).toMatchObject({ kind: 'PARTIAL', amount: 1166 });
  });

  it('takes staff’s partial amount when they overrode it', () => {
    const schedule = paymentSchedule(base({ partialPaymentAmount: 150 }));
    expect(schedule.charges[0]).toMatchObject({ kind: 'PARTIAL', amount: 150 });
  });

  it('puts the fees in the first debit unless paid in branch, and leaves out a waived administration fee', () => {
    const option = { ...WEEKLY, joinFee: 4900, accessCardFee: 1500 };
    const inFirstDebit = paymentSchedule(
      base({ option, administrationFee: 2500, until: date('2024-01-18') }),
    );
    expect(iso(inFirstDebit.charges).filter((c) => c.kind.endsWith('FEE'))).toEqual([
      { kind: 'JOIN_FEE', amount: 4900, due: '2024-01-17', collection: 'DIRECT_DEBIT' },
      { kind: 'ACCESS_CARD_FEE', amount: 1500, due: '2024-01-17', collection: 'DIRECT_DEBIT' },
      { kind: 'ADMINISTRATION_FEE', amount: 2500, due: '2024-01-17', collection: 'DIRECT_DEBIT' },
    ]);
    const atTheDesk = paymentSchedule(
      base({
        option,
        administrationFee: 2500,
        waiveAdminFee: true,
        joinFee: 0,
        paidInBranch: { accessCardFee: true, partialPayment: true },
        until: date('2024-01-18'),
      }),
    );
    expect(iso(atTheDesk.charges)).toEqual([
      {
        kind: 'PARTIAL',
        amount: 2000,
        due: '2024-01-10',
        period: '2024-01-10..2024-01-17',
        collection: 'IN_BRANCH',
      },
      { kind: 'ACCESS_CARD_FEE', amount: 1500, due: '2024-01-10', collection: 'IN_BRANCH' },
      {
        kind: 'RECURRING',
        amount: 2000,
        due: '2024-01-17',
        period: '2024-01-17..2024-01-24',
        collection: 'DIRECT_DEBIT',
      },
    ]);
  });

  it('charges the promotion’s amount for its first payments, the partial included', () => {
    const option = { ...WEEKLY, promotion: { termCount: 2, paymentAmount: 1000 } };
    const kinds = iso(paymentSchedule(base({ option })).charges).map((c) => `${c.kind} ${c.amount}`);
    expect(kinds).toEqual(['PARTIAL 1000', 'PROMOTION 1000', 'PROMOTION 1000', 'RECURRING 2000']);
  });

  it('starts paying after a free period of N days or weeks, or after its last free day', () => {
    const twoWeeks = paymentSchedule(
      base({
        startDate: date('2024-01-03'),
        option: { ...WEEKLY, freePeriod: 2, freePeriodFrequency: 'WEEKS' },
      }),
    );
    expect(twoWeeks.paidFrom.toString()).toBe('2024-01-17');
    expect(twoWeeks.charges[0]).toMatchObject({ kind: 'RECURRING', period: { start: date('2024-01-17') } });
    const until = paymentSchedule(base({ option: { ...WEEKLY, freePeriodUntilDate: '2024-01-20' } }));
    expect(until.paidFrom.toString()).toBe('2024-01-21');
    expect(until.firstPaymentDate?.toString()).toBe('2024-01-31');
    expect(until.charges[0]).toMatchObject({ kind: 'PARTIAL', amount: 2857 });
  });

  it('stops a fixed term at its end, the last period pro rata', () => {
    const option = {
      ...WEEKLY,
      paymentFrequency: 'FORTNIGHTLY' as const,
      paymentAmount: 4000,
      ongoing: false,
      term: 3,
      termType: 'MONTHS' as const,
    };
    const schedule = paymentSchedule(base({ option, startDate: date('2024-01-03'), until: undefined }));
    expect(schedule.termEndDate?.toString()).toBe('2024-04-03');
    const charges = iso(schedule.charges);
    expect(charges.map((c) => c.due)).toEqual([
      '2024-01-03',
      '2024-01-17',
      '2024-01-31',
      '2024-02-14',
      '2024-02-28',
      '2024-03-13',
      '2024-03-27',
    ]);
    expect(charges.at(-1)).toMatchObject({ amount: 2000, period: '2024-03-27..2024-04-03' });
  });

  it('debits a membership that ends before its first billing date on its last day, and nothing for one over before it starts', () => {
    const ended = paymentSchedule(base({ endDate: date('2024-01-15') }));
    expect(iso(ended.charges)).toEqual([
      {
        kind: 'PARTIAL',
        amount: 1428,
        due: '2024-01-14',
        period: '2024-01-10..2024-01-15',
        collection: 'DIRECT_DEBIT',
      },
    ]);
    expect(paymentSchedule(base({ endDate: date('2024-01-10') })).charges).toEqual([]);
  });

  it('bills monthly on the same day of the month, without drifting after a short month', () => {
    const option = { ...WEEKLY, paymentFrequency: 'MONTHLY' as const };
    const schedule = paymentSchedule(
      base({
        option,
        startDate: date('2024-01-31'),
        firstPaymentDate: date('2024-01-31'),
        until: date('2024-05-01'),
      }),
    );
    expect(schedule.charges.map((c) => c.dueDate.toString())).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
    ]);
  });

  it('debits on the date the member chose under debitsuccess, moved off a weekend by the provider’s rule', () => {
    const saturday = date('2024-01-20');
    const nextMonday = (d: Temporal.PlainDate) => (d.dayOfWeek >= 6 ? d.add({ days: 8 - d.dayOfWeek }) : d);
    const schedule = paymentSchedule(
      base({
        provider: 'DEBITSUCCESS',
        firstPaymentDate: saturday,
        debitDate: nextMonday,
        until: date('2024-01-28'),
      }),
    );
    expect(iso(schedule.charges).map((c) => `${c.kind} ${c.due} ${c.period}`)).toEqual([
      'PARTIAL 2024-01-22 2024-01-10..2024-01-20',
      'RECURRING 2024-01-22 2024-01-20..2024-01-27',
      'RECURRING 2024-01-29 2024-01-27..2024-02-03',
    ]);
  });

  it('charges a visit pass or one-off option once at the sale, a free promotion only its fees, an external payer nothing', () => {
    const pass = {
      ...WEEKLY,
      paymentFrequency: 'ONE_OFF' as const,
      paymentAmount: 15000,
      joinFee: 2000,
      validityPeriod: 3,
    };
    expect(iso(paymentSchedule(base({ option: pass })).charges)).toEqual([
      { kind: 'ONE_OFF', amount: 15000, due: '2024-01-10', collection: 'IN_BRANCH' },
      { kind: 'JOIN_FEE', amount: 2000, due: '2024-01-10', collection: 'IN_BRANCH' },
    ]);
    const free = { ...pass, freePromotion: true, paymentAmount: null };
    expect(iso(paymentSchedule(base({ option: free })).charges).map((c) => c.kind)).toEqual(['JOIN_FEE']);
    expect(paymentSchedule(base({ option: { ...WEEKLY, isExternalPayer: true } })).charges).toEqual([]);
  });

  it('refuses what no stored option or sale can be', () => {
    expect(() => paymentSchedule(base({ until: undefined }))).toThrow(/needs `until`/);
    expect(() => paymentSchedule(base({ firstPaymentDate: date('2024-01-09') }))).toThrow(
      /before the first paid day/,
    );
    expect(() =>
      paymentSchedule(
        base({
          option: {
            ...WEEKLY,
            freePeriod: 3,
            freePeriodFrequency: 'DAYS',
            freePeriodUntilDate: '2024-02-01',
          },
        }),
      ),
    ).toThrow(/not both/);
  });
});

describe('paymentSchedule, over random options and dates', () => {
  const option = fc.record({
    paymentAmount: fc.integer({ min: 1, max: 100_000 }),
    paymentFrequency: fc.constantFrom('WEEKLY' as const, 'FORTNIGHTLY' as const, 'MONTHLY' as const),
    joinFee: fc.integer({ min: 0, max: 10_000 }),
    accessCardFee: fc.integer({ min: 0, max: 5_000 }),
    term: fc.option(
      fc.record({
        term: fc.integer({ min: 1, max: 24 }),
        termType: fc.constantFrom(
          'DAYS' as const,
          'WEEKS' as const,
          'MONTHS' as const,
          'YEARS' as const,
          'PERIODS' as const,
        ),
      }),
      { nil: null },
    ),
    free: fc.option(
      fc.record({
        freePeriod: fc.integer({ min: 1, max: 99 }),
        freePeriodFrequency: fc.constantFrom('DAYS' as const, 'WEEKS' as const),
      }),
      { nil: null },
    ),
    promotion: fc.option(
      fc.record({
        termCount: fc.integer({ min: 1, max: 6 }),
        paymentAmount: fc.integer({ min: 1, max: 100_000 }),
      }),
      { nil: null },
    ),
  });
  const sale = fc.record({
    option,
    provider: fc.constantFrom('PAYSMART' as const, 'DEBITSUCCESS' as const),
    startOffset: fc.integer({ min: 0, max: 3650 }),
    chosenFirstPaymentOffset: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
    endOffset: fc.option(fc.integer({ min: 0, max: 800 }), { nil: null }),
    administrationFee: fc.integer({ min: 0, max: 5_000 }),
    paidInBranch: fc.record({
      joinFee: fc.boolean(),
      accessCardFee: fc.boolean(),
      partialPayment: fc.boolean(),
    }),
  });

  it('covers each paid day once, up to the end, in whole positive cents, never before the sale', () => {
    fc.assert(
      fc.property(sale, (s) => {
        const startDate = date('2024-01-01').add({ days: s.startOffset });
        const scheduleOption: ScheduleOption = {
          ...WEEKLY,
          paymentAmount: s.option.paymentAmount,
          paymentFrequency: s.option.paymentFrequency,
          joinFee: s.option.joinFee,
          accessCardFee: s.option.accessCardFee,
          ongoing: s.option.term === null,
          term: s.option.term?.term ?? null,
          termType: s.option.term?.termType ?? null,
          freePeriod: s.option.free?.freePeriod ?? null,
          freePeriodFrequency: s.option.free?.freePeriodFrequency ?? null,
          promotion: s.option.promotion,
        };
        const paidFromGuess = s.option.free
          ? startDate.add({
              days: s.option.free.freePeriod * (s.option.free.freePeriodFrequency === 'WEEKS' ? 7 : 1),
            })
          : startDate;
        const endDate = s.endOffset === null ? null : startDate.add({ days: s.endOffset });
        const until = startDate.add({ years: 2 });
        const schedule = paymentSchedule({
          option: scheduleOption,
          provider: s.provider,
          startDate,
          firstPaymentDate:
            s.chosenFirstPaymentOffset === null
              ? undefined
              : paidFromGuess.add({ days: s.chosenFirstPaymentOffset }),
          administrationFee: s.administrationFee,
          paidInBranch: s.paidInBranch,
          endDate,
          until,
        });
        expect(schedule.paidFrom.toString()).toBe(paidFromGuess.toString());
        const stop = [endDate, schedule.termEndDate].filter((d): d is Temporal.PlainDate => d !== null);
        const coverEnd = stop.reduce((a, b) => (daysBetween(a, b) < 0 ? b : a), until.add({ years: 1 }));

        const keys = new Set<string>();
        for (const charge of schedule.charges) {
          expect(Number.isSafeInteger(charge.amount) && charge.amount > 0).toBe(true);
          expect(daysBetween(startDate, charge.dueDate)).toBeGreaterThanOrEqual(0);
          if (charge.collection === 'IN_BRANCH') expect(charge.dueDate.toString()).toBe(startDate.toString());
          const key = `${charge.kind}:${charge.sequence}`;
          expect(keys.has(key)).toBe(false);
          keys.add(key);
        }
        // The membership charges cover [paidFrom, the end or as far as listed) with no gap or overlap.
        const periods = schedule.charges.flatMap((c) => (c.period ? [c.period] : []));
        const first = periods[0];
        if (first) {
          // Only a partial that rounds down to nothing leaves the first days uncharged.
          const uncharged = daysBetween(schedule.paidFrom, first.start);
          const firstAmount = s.option.promotion?.paymentAmount ?? s.option.paymentAmount;
          const perDays = { WEEKLY: 7, FORTNIGHTLY: 14, MONTHLY: 30 }[s.option.paymentFrequency];
          if (uncharged > 0) expect(proRata(firstAmount, uncharged, perDays)).toBe(0);
          else expect(uncharged).toBe(0);
          for (let i = 1; i < periods.length; i++) {
            expect(periods[i]?.start.toString()).toBe(periods[i - 1]?.end.toString());
          }
          const last = periods.at(-1);
          if (last) expect(daysBetween(last.end, coverEnd)).toBeGreaterThanOrEqual(0);
        }
        // A period's charge never exceeds its full payment, and a whole period costs exactly that.
        for (const charge of schedule.charges) {
          if (!charge.period || charge.kind === 'PARTIAL') continue;
          const full =
            charge.kind === 'PROMOTION' ? (s.option.promotion?.paymentAmount ?? 0) : s.option.paymentAmount;
          expect(charge.amount).toBeLessThanOrEqual(full);
        }
      }),
      { numRuns: 400 },
    );
  });
});
