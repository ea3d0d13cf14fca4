import { describe, expect, it } from 'vitest';
import {
  billingAccountFormValues,
  toBillingAccountEdit,
  validateBillingAccount,
} from './billing-account-form.ts';

describe('the billing account edit form', () => {
  it('starts from the stored cents as currency amounts', () => {
    expect(billingAccountFormValues({ cancellationFee: 7550, suspensionFee: 0, isDefault: true })).toEqual({
      cancellationFee: 75.5,
      suspensionFee: 0,
      isDefault: true,
    });
  });

  it('sends cents, floored', () => {
    expect(toBillingAccountEdit({ cancellationFee: '12.999', suspensionFee: 5, isDefault: false })).toEqual({
      cancellationFee: 1299,
      suspensionFee: 500,
      isDefault: false,
    });
  });

  it('shows the spec’s rules under the fields', () => {
    expect(validateBillingAccount({ cancellationFee: '', suspensionFee: -1, isDefault: false })).toEqual({
      cancellationFee: 'Cancellation fee is required',
      suspensionFee: 'Suspension fee must be greater than or equal to 0',
    });
    expect(validateBillingAccount({ cancellationFee: 'abc', suspensionFee: 0, isDefault: true })).toEqual({
      cancellationFee: 'Cancellation fee must be a number',
    });
    expect(validateBillingAccount({ cancellationFee: 10, suspensionFee: 4.5, isDefault: true })).toEqual({});
  });
});
