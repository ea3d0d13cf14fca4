import { formMessages, transferListMessages } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  newTransferListValues,
  type TransferListFormValues,
  transferListCheck,
} from './transfer-list-form.ts';

const TODAY = Temporal.PlainDate.from('2026-11-29');
const valid = (): TransferListFormValues => newTransferListValues(TODAY);
const errorsOf = (values: Partial<TransferListFormValues>) => {
  const checked = transferListCheck({ ...valid(), ...values }, TODAY);
  return checked.ok ? {} : checked.errors;
};

// The rules themselves are the domain's (bulk-transfer/transfer-list-params.test.ts); these check
// the form's values go through them as typed.
describe('transfer list form (spec 3 §5, §9)', () => {
  it('starts on the previous calendar month, minimum 51 %, every payment type', () => {
    expect(valid()).toEqual({
      reportFromDate: '2026-10-01',
      reportToDate: '2026-10-31',
      membershipPaymentType: 'ALL',
      minVisits: 1,
      minVisitsPercentage: 51,
      includeOverdue: false,
      includeManualVisits: false,
    });
  });

  it('sends the defaults as they are', () => {
    expect(transferListCheck(valid(), TODAY)).toEqual({
      ok: true,
      value: {
        reportFromDate: '2026-10-01',
        reportToDate: '2026-10-31',
        membershipPaymentType: 'ALL',
        minVisits: 1,
        minVisitsPercentage: 51,
        includeOverdue: false,
        includeManualVisits: false,
      },
    });
  });

  it('requires From and To, and refuses dates in the future', () => {
    expect(errorsOf({ reportFromDate: '', reportToDate: '' })).toEqual({
      reportFromDate: formMessages.validDateRequired,
      reportToDate: formMessages.validDateRequired,
    });
    expect(errorsOf({ reportToDate: '2026-11-30' })).toEqual({ reportToDate: formMessages.dateInFuture });
    expect(errorsOf({ reportFromDate: '2026-11-29', reportToDate: '2026-11-29' })).toEqual({});
  });

  it('refuses To before From, with the date', () => {
    expect(errorsOf({ reportFromDate: '2026-10-10', reportToDate: '2026-10-09' })).toEqual({
      reportToDate: 'Date can be no earlier than 10 Oct 2026',
    });
  });

  it('allows a year at most', () => {
    expect(errorsOf({ reportFromDate: '2025-10-01', reportToDate: '2026-10-01' })).toEqual({});
    expect(errorsOf({ reportFromDate: '2025-10-01', reportToDate: '2026-10-02' })).toEqual({
      reportToDate: transferListMessages.overOneYear,
    });
  });

  it('shows the range message with the other fields’ messages', () => {
    expect(errorsOf({ reportFromDate: '2026-10-10', reportToDate: '2026-10-01', minVisits: '' })).toEqual({
      reportToDate: 'Date can be no earlier than 10 Oct 2026',
      minVisits: transferListMessages.minVisitsRequired,
    });
  });

  it('requires a payment type', () => {
    expect(errorsOf({ membershipPaymentType: '' })).toEqual({
      membershipPaymentType: transferListMessages.paymentTypeRequired,
    });
  });

  it('wants minimum visits as a positive whole number', () => {
    expect(errorsOf({ minVisits: '' })).toEqual({ minVisits: 'Minimum visits is required' });
    expect(errorsOf({ minVisits: '0' })).toEqual({ minVisits: 'Minimum visits must be greater than 0' });
    expect(errorsOf({ minVisits: '2.5' })).toEqual({ minVisits: 'Minimum visits must not have decimals' });
    expect(errorsOf({ minVisits: 'x' })).toEqual({ minVisits: 'Minimum visits must be a number' });
    expect(errorsOf({ minVisits: '10001' })).toEqual({
      minVisits: 'Minimum visits must be less than or equal to 10000',
    });
    expect(errorsOf({ minVisits: '4' })).toEqual({});
  });

  it('wants minimum % over 50 and at most 100', () => {
    const message = transferListMessages.minVisitsPercentage;
    expect(message).toBe('Minimum % must be between 51% and 100%');
    expect(errorsOf({ minVisitsPercentage: '' })).toEqual({ minVisitsPercentage: message });
    expect(errorsOf({ minVisitsPercentage: 50 })).toEqual({ minVisitsPercentage: message });
    expect(errorsOf({ minVisitsPercentage: 101 })).toEqual({ minVisitsPercentage: message });
    expect(errorsOf({ minVisitsPercentage: '75.5' })).toEqual({ minVisitsPercentage: message });
    expect(errorsOf({ minVisitsPercentage: 100 })).toEqual({});
    expect(errorsOf({ minVisitsPercentage: '51' })).toEqual({});
  });
});
