import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { paymentSchedule } from '../billing/schedule.ts';
import { createSuspensionSchemaFor, editSuspensionSchemaFor } from './suspension-schemas.ts';
import {
  classifySuspension,
  endDateAfterPause,
  freeDaysUntilBilling,
  suspensionMessages as M,
  pausedDays,
  suspensionEndDate,
} from './suspensions.ts';

const today = '2026-03-10';
const billing = { today, billing: true, billingOngoing: true, endDate: null };
const cash = { today, billing: false, billingOngoing: false, endDate: '2026-06-30' };
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('create suspension rules (spec 2 §5)', () => {
  it('forces billing durations to PERIODS, 1 to 13 payments', () => {
    const schema = createSuspensionSchemaFor(billing);
    expect(
      schema.parse({ startDate: '2026-03-12', suspensionDuration: 2, suspensionDurationType: 'DAYS' }),
    ).toEqual({
      startDate: '2026-03-12',
      suspensionDuration: 2,
      suspensionDurationType: 'PERIODS',
    });
    const at = (n: number) =>
      messagesOf(
        schema.safeParse({ startDate: '2026-03-12', suspensionDuration: n, suspensionDurationType: null }),
      );
    expect(at(14)).toEqual([M.paymentsMax]);
    expect(at(0)).toEqual([M.paymentsMin]);
    expect(at(13)).toEqual([]);
  });

  it('keeps the start after today and within 6 months for billing ongoing', () => {
    const schema = createSuspensionSchemaFor(billing);
    const at = (startDate: string) =>
      messagesOf(schema.safeParse({ startDate, suspensionDuration: 1, suspensionDurationType: 'PERIODS' }));
    expect(at('')).toEqual([M.startDateRequired]);
    expect(at(today)).toEqual([M.mustBeInFuture]);
    expect(at('2026-09-10')).toEqual([]);
    expect(at('2026-09-11')).toEqual([M.withinSixMonths]);
  });

  it('limits days to 182, weeks to 26, and the start to the membership', () => {
    const schema = createSuspensionSchemaFor(cash);
    const at = (startDate: string, n: number, type: string | null) =>
      messagesOf(schema.safeParse({ startDate, suspensionDuration: n, suspensionDurationType: type }));
    expect(at('2026-04-01', 183, 'DAYS')).toEqual([M.daysMax]);
    expect(at('2026-04-01', 182, 'DAYS')).toEqual([]);
    expect(at('2026-04-01', 27, 'WEEKS')).toEqual([M.weeksMax]);
    expect(at('2026-04-01', 3, null)).toEqual([M.frequencyRequired]);
    expect(at('2026-07-01', 3, 'WEEKS')).toEqual([M.beforeMembershipEnds]);
  });
});

describe('edit suspension rules (spec 2 §5)', () => {
  const schema = editSuspensionSchemaFor({
    today,
    startDate: '2026-03-01',
    billingCycleInProgressToday: true,
  });
  const at = (endDate: string) => messagesOf(schema.safeParse({ endDate }));
  it('gives each message', () => {
    expect(at('')).toEqual([M.resumeDateRequired]);
    expect(at('2026-03-09')).toEqual([M.resumeNotBeforeToday]);
    expect(at('2027-03-02')).toEqual([M.resumeWithinYear]);
    expect(at(today)).toEqual([M.billingCycleInProgress]);
    expect(at('2027-03-01')).toEqual([]);
  });
});

describe('classification and dates', () => {
  it('is future before the start, current up to the resume date, past from it', () => {
    const s = { startDate: '2026-03-11', endDate: '2026-03-25' };
    expect(classifySuspension(s, '2026-03-10')).toBe('FUTURE');
    expect(classifySuspension(s, '2026-03-11')).toBe('CURRENT');
    expect(classifySuspension(s, '2026-03-24')).toBe('CURRENT');
    expect(classifySuspension(s, '2026-03-25')).toBe('PAST');
  });
  it('counts DAYS 1, WEEKS 7, PERIODS 14', () => {
    expect(suspensionEndDate('2026-03-11', 2, 'PERIODS')).toBe('2026-04-08');
    expect(suspensionEndDate('2026-03-11', 2, 'WEEKS')).toBe('2026-03-25');
    expect(suspensionEndDate('2026-03-11', 2, 'DAYS')).toBe('2026-03-13');
    expect(freeDaysUntilBilling('2026-03-11', '2026-03-16')).toBe(5);
  });
});

describe('a suspension in the schedule (docs/billing.md "Suspensions")', () => {
  it('moves the fortnightly debits by its length and charges the weekly fee instead', () => {
    const d = Temporal.PlainDate.from;
    const schedule = paymentSchedule({
      option: {
        paymentAmount: 4000,
        paymentFrequency: 'FORTNIGHTLY',
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
      },
      provider: 'PAYSMART',
      startDate: d('2026-03-02'),
      firstPaymentDate: d('2026-03-02'),
      administrationFee: 0,
      until: d('2026-05-01'),
      suspensions: [{ startDate: d('2026-03-16'), endDate: d('2026-04-13'), suspensionFee: 500 }],
    });
    const rows = schedule.charges.map((c) => `${c.kind} ${c.dueDate} ${c.amount}`);
    expect(rows).toEqual([
      'RECURRING 2026-03-02 4000',
      'SUSPENSION_FEE 2026-03-16 500',
      'SUSPENSION_FEE 2026-03-23 500',
      'SUSPENSION_FEE 2026-03-30 500',
      'SUSPENSION_FEE 2026-04-06 500',
      'RECURRING 2026-04-13 4000',
      'RECURRING 2026-04-27 4000',
    ]);
  });
});

describe('a pause of a non-billing membership (docs/memberships.md "Suspensions")', () => {
  it('moves a paid-in-full end by the paused days; an ongoing or cancelled one keeps its end', () => {
    const fourWeeks = pausedDays({ startDate: '2026-04-01', endDate: '2026-04-29' });
    expect(fourWeeks).toBe(28);
    const paidInFull = { endDate: '2027-01-01', cancellationReason: null };
    expect(endDateAfterPause(paidInFull, fourWeeks)).toBe('2027-01-29');
    // End now gives the unused days back: the end moves earlier again.
    expect(endDateAfterPause({ ...paidInFull, endDate: '2027-01-29' }, -10)).toBe('2027-01-19');
    expect(endDateAfterPause({ endDate: null, cancellationReason: null }, fourWeeks)).toBeNull();
    expect(endDateAfterPause({ endDate: '2027-01-01', cancellationReason: 'MOVING' }, fourWeeks)).toBe(
      '2027-01-01',
    );
  });
});
