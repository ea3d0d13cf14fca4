import { describe, expect, it } from 'vitest';
import {
  DATE_AFTER_TODAY,
  DATE_BEFORE_FROM,
  DATE_INVALID,
  DATE_LOOKS_WRONG,
  DATE_RANGE_TOO_LONG,
  DATE_REQUIRED,
  lastDayOfRange,
} from '../report-dates.ts';
import {
  BRANCH_REQUIRED,
  COUNTRY_REQUIRED,
  checkStandardReport,
  MEMBERSHIP_REQUIRED,
  MIN_VISIT_REQUIRED,
  newStandardReportValues,
  type StandardReportValues,
} from './standard-report-form.ts';
import { type StandardReportName, standardReport } from './standard-reports.ts';

const TODAY = '2026-11-29';

function check(name: StandardReportName, values: Partial<StandardReportValues>, countryFirst = false) {
  return checkStandardReport(
    standardReport(name),
    { ...newStandardReportValues(null), branches: ['akl'], ...values },
    { today: TODAY, countryFirst },
  );
}

const errorsOf = (result: ReturnType<typeof check>) => (result.ok ? {} : result.errors);

describe('standard report form (spec 3 §5 "Standard reports")', () => {
  it('needs From, To and a branch', () => {
    expect(errorsOf(check('membership', { branches: [] }))).toEqual({
      from: DATE_REQUIRED,
      to: DATE_REQUIRED,
      branches: BRANCH_REQUIRED,
    });
  });

  it('refuses text that is not a date and years outside 1900-2200', () => {
    expect(errorsOf(check('membership', { from: 'soon', to: '1850-01-01' }))).toEqual({
      from: DATE_INVALID,
      to: DATE_LOOKS_WRONG,
    });
  });

  it('refuses a To before From, and a range over 12 months', () => {
    expect(errorsOf(check('membership', { from: '2026-05-02', to: '2026-05-01' }))).toEqual({
      to: DATE_BEFORE_FROM,
    });
    expect(errorsOf(check('membership', { from: '2025-01-01', to: '2026-01-02' }))).toEqual({
      to: DATE_RANGE_TOO_LONG,
    });
    expect(check('membership', { from: '2025-01-01', to: '2026-01-01' }).ok).toBe(true);
  });

  it('ends a range from 29 February on 28 February of the next year', () => {
    expect(lastDayOfRange('2024-02-29')).toBe('2025-02-28');
  });

  it('stops at today for the reports that look back, not for the ending reports', () => {
    for (const name of [
      'nonattendance',
      'inbranch',
      'contacttracing',
      'highusage',
      'membervisit',
      'membersignup',
    ] as const) {
      expect(errorsOf(check(name, { from: '2026-11-01', to: '2026-12-01' })).to).toBe(DATE_AFTER_TODAY);
    }
    expect(check('membershipending', { from: '2026-11-01', to: '2027-02-01' }).ok).toBe(true);
    expect(check('suspensionending', { from: '2026-11-01', to: '2027-02-01' }).ok).toBe(true);
  });

  it('asks high usage for a number of visits greater than 0', () => {
    const range = { from: '2026-10-01', to: '2026-10-31' };
    expect(errorsOf(check('highusage', { ...range, minVisit: '' })).minVisit).toBe(MIN_VISIT_REQUIRED);
    expect(errorsOf(check('highusage', { ...range, minVisit: '0' })).minVisit).toBe(MIN_VISIT_REQUIRED);
    expect(errorsOf(check('highusage', { ...range, minVisit: '2.5' })).minVisit).toBe(MIN_VISIT_REQUIRED);
    expect(check('highusage', { ...range, minVisit: '8' })).toEqual({
      ok: true,
      value: { startDate: '2026-10-01', endDate: '2026-10-31', branches: ['akl'], minVisit: 8 },
    });
  });

  it('asks member visit for at least one membership', () => {
    const range = { from: '2026-10-01', to: '2026-10-31' };
    expect(errorsOf(check('membervisit', range)).membershipPlans).toBe(MEMBERSHIP_REQUIRED);
    expect(check('membervisit', { ...range, membershipPlans: ['plan-1'] })).toMatchObject({
      ok: true,
      value: { membershipPlans: ['plan-1'] },
    });
  });

  it('asks in-branch payment at organisation level for a country first, and sends it', () => {
    const range = { from: '2026-10-01', to: '2026-10-31' };
    expect(errorsOf(check('inbranch', range, true)).country).toBe(COUNTRY_REQUIRED);
    expect(check('inbranch', { ...range, country: 'NZ' }, true)).toMatchObject({
      ok: true,
      value: { country: 'NZ', branches: ['akl'] },
    });
    // At a branch the branch decides the country: none is asked or sent.
    expect(check('inbranch', range, false)).toEqual({
      ok: true,
      value: { startDate: '2026-10-01', endDate: '2026-10-31', branches: ['akl'] },
    });
  });

  it("starts a branch user's form on their branch", () => {
    expect(newStandardReportValues('wlg').branches).toEqual(['wlg']);
  });
});
