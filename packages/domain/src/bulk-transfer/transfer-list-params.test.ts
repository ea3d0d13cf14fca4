import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { checkFields } from '../forms/field-errors.ts';
import { formMessages } from '../forms/messages.ts';
import {
  previousCalendarMonth,
  TRANSFER_MAX_MIN_VISITS,
  transferListMessages,
  transferListParamsSchema,
} from './transfer-list-params.ts';

const TODAY = Temporal.PlainDate.from('2026-11-29');
const valid = {
  reportFromDate: '2026-10-01',
  reportToDate: '2026-10-31',
  membershipPaymentType: 'ALL',
  minVisits: 1,
  minVisitsPercentage: 51,
  includeOverdue: false,
  includeManualVisits: false,
};
const errorsOf = (changes: Record<string, unknown>) => {
  const checked = checkFields(transferListParamsSchema(TODAY), { ...valid, ...changes });
  return checked.ok ? {} : checked.errors;
};

describe('transfer list parameters (spec 3 §5, §9)', () => {
  it('accepts the defaults and answers them as sent; typed numbers become numbers', () => {
    expect(checkFields(transferListParamsSchema(TODAY), valid)).toEqual({ ok: true, value: valid });
    expect(checkFields(transferListParamsSchema(TODAY), { ...valid, minVisits: ' 4 ' })).toMatchObject({
      ok: true,
      value: { minVisits: 4 },
    });
  });

  it('wants minimum % over 50 and at most 100: 51 is in, 50 is not', () => {
    const message = transferListMessages.minVisitsPercentage;
    expect(message).toBe('Minimum % must be between 51% and 100%');
    expect(errorsOf({ minVisitsPercentage: 51 })).toEqual({});
    expect(errorsOf({ minVisitsPercentage: 100 })).toEqual({});
    expect(errorsOf({ minVisitsPercentage: '51' })).toEqual({});
    for (const wrong of [50, 0, -51, 101, 75.5, '', null])
      expect(errorsOf({ minVisitsPercentage: wrong })).toEqual({ minVisitsPercentage: message });
    expect(errorsOf({ minVisitsPercentage: 'x' })).toEqual({
      minVisitsPercentage: 'Minimum % must be a number',
    });
  });

  it('wants minimum visits a positive whole number, at most 10000', () => {
    expect(errorsOf({ minVisits: TRANSFER_MAX_MIN_VISITS })).toEqual({});
    expect(errorsOf({ minVisits: '' })).toEqual({ minVisits: 'Minimum visits is required' });
    expect(errorsOf({ minVisits: null })).toEqual({ minVisits: 'Minimum visits is required' });
    expect(errorsOf({ minVisits: 0 })).toEqual({ minVisits: 'Minimum visits must be greater than 0' });
    expect(errorsOf({ minVisits: -3 })).toEqual({ minVisits: 'Minimum visits must be greater than 0' });
    expect(errorsOf({ minVisits: 2.5 })).toEqual({ minVisits: 'Minimum visits must not have decimals' });
    expect(errorsOf({ minVisits: 'x' })).toEqual({ minVisits: 'Minimum visits must be a number' });
    expect(errorsOf({ minVisits: TRANSFER_MAX_MIN_VISITS + 1 })).toEqual({
      minVisits: 'Minimum visits must be less than or equal to 10000',
    });
  });

  it('requires real dates, not after today', () => {
    expect(errorsOf({ reportFromDate: '', reportToDate: undefined })).toEqual({
      reportFromDate: formMessages.validDateRequired,
      reportToDate: formMessages.validDateRequired,
    });
    expect(errorsOf({ reportFromDate: '2026-02-30' })).toEqual({
      reportFromDate: formMessages.validDateRequired,
    });
    expect(errorsOf({ reportFromDate: '1899-12-31' })).toEqual({
      reportFromDate: formMessages.dateLooksWrong,
    });
    expect(errorsOf({ reportToDate: '2026-11-30' })).toEqual({ reportToDate: formMessages.dateInFuture });
    expect(errorsOf({ reportFromDate: '2026-11-29', reportToDate: '2026-11-29' })).toEqual({});
  });

  it('wants To from From to a year after it, with From in the message', () => {
    expect(errorsOf({ reportFromDate: '2026-10-10', reportToDate: '2026-10-09' })).toEqual({
      reportToDate: 'Date can be no earlier than 10 Oct 2026',
    });
    expect(errorsOf({ reportFromDate: '2026-10-10', reportToDate: '2026-10-10' })).toEqual({});
    expect(errorsOf({ reportFromDate: '2025-10-01', reportToDate: '2026-10-01' })).toEqual({});
    expect(errorsOf({ reportFromDate: '2025-10-01', reportToDate: '2026-10-02' })).toEqual({
      reportToDate: transferListMessages.overOneYear,
    });
    // 29 February to the next year's 28 February is a year.
    expect(
      checkFields(transferListParamsSchema(Temporal.PlainDate.from('2029-06-01')), {
        ...valid,
        reportFromDate: '2028-02-29',
        reportToDate: '2029-03-01',
      }),
    ).toEqual({ ok: false, errors: { reportToDate: transferListMessages.overOneYear } });
  });

  it('shows the range message beside the other fields’ messages, and not over a bad date', () => {
    expect(errorsOf({ reportFromDate: '2026-10-10', reportToDate: '2026-10-01', minVisits: '' })).toEqual({
      reportToDate: 'Date can be no earlier than 10 Oct 2026',
      minVisits: 'Minimum visits is required',
    });
    expect(errorsOf({ reportFromDate: '2026-10-10', reportToDate: '2026-12-01' })).toEqual({
      reportToDate: formMessages.dateInFuture,
    });
  });

  it('requires a payment type of the three', () => {
    expect(errorsOf({ membershipPaymentType: undefined })).toEqual({
      membershipPaymentType: transferListMessages.paymentTypeRequired,
    });
    expect(errorsOf({ membershipPaymentType: 'CASH' })).toEqual({
      membershipPaymentType: transferListMessages.paymentTypeRequired,
    });
    expect(errorsOf({ membershipPaymentType: 'DIRECT_DEBIT' })).toEqual({});
  });

  it('starts on the previous calendar month', () => {
    expect(previousCalendarMonth(TODAY)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(previousCalendarMonth(Temporal.PlainDate.from('2026-01-15'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(previousCalendarMonth(Temporal.PlainDate.from('2028-03-01'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });
});
