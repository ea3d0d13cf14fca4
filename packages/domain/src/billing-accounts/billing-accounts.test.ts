import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/error-catalogue.ts';
import {
  BILLING_ACCOUNT_FEE_MAX_CENTS,
  billingAccountMessages,
  TERMS_AND_CONDITIONS_MAX_LENGTH,
} from './billing-account-messages.ts';
import {
  branchBillingAccountEditSchema,
  canChangeDefault,
  termsAndConditionsSchema,
} from './billing-accounts.ts';

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const issuesOf = (result: Result) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

const valid = { cancellationFee: 4900, suspensionFee: 500, isDefault: false };

describe('branch billing account edit (spec 3 §5)', () => {
  it('accepts fees in cents and a default flag', () => {
    expect(branchBillingAccountEditSchema.parse(valid)).toEqual(valid);
    expect(branchBillingAccountEditSchema.parse({ ...valid, cancellationFee: 0, suspensionFee: 0 })).toEqual({
      ...valid,
      cancellationFee: 0,
      suspensionFee: 0,
    });
  });

  it('requires both fees', () => {
    expect(issuesOf(branchBillingAccountEditSchema.safeParse({ isDefault: true }))).toEqual([
      ['cancellationFee', 'Cancellation fee is required'],
      ['suspensionFee', 'Suspension fee is required'],
    ]);
  });

  it('refuses negative fees with the generic message', () => {
    expect(issuesOf(branchBillingAccountEditSchema.safeParse({ ...valid, suspensionFee: -1 }))).toEqual([
      ['suspensionFee', 'Suspension fee must be greater than or equal to 0'],
    ]);
  });

  it('refuses text that is not a number, fractions of a cent and fees above the bound', () => {
    expect(issuesOf(branchBillingAccountEditSchema.safeParse({ ...valid, cancellationFee: 'ten' }))).toEqual([
      ['cancellationFee', 'Cancellation fee must be a number'],
    ]);
    expect(issuesOf(branchBillingAccountEditSchema.safeParse({ ...valid, cancellationFee: 1.5 }))).toEqual([
      ['cancellationFee', 'Cancellation fee must not have decimals'],
    ]);
    expect(
      issuesOf(
        branchBillingAccountEditSchema.safeParse({
          ...valid,
          cancellationFee: BILLING_ACCOUNT_FEE_MAX_CENTS + 1,
        }),
      ),
    ).toEqual([['cancellationFee', 'Cancellation fee cannot exceed $10,000']]);
    expect(
      branchBillingAccountEditSchema.safeParse({ ...valid, cancellationFee: BILLING_ACCOUNT_FEE_MAX_CENTS })
        .success,
    ).toBe(true);
  });

  it('requires isDefault', () => {
    expect(
      issuesOf(branchBillingAccountEditSchema.safeParse({ cancellationFee: 1, suspensionFee: 1 })),
    ).toEqual([['isDefault', 'Default is required']]);
  });

  it('never lets the default account be unset, and lets any account become default', () => {
    expect(canChangeDefault({ isDefault: true }, false)).toBe(false);
    expect(canChangeDefault({ isDefault: true }, true)).toBe(true);
    expect(canChangeDefault({ isDefault: false }, true)).toBe(true);
    expect(canChangeDefault({ isDefault: false }, false)).toBe(true);
    expect(errorText('BRANCH_BILLING_ACCOUNT_DEFAULT_REQUIRED')).toBe(
      'An account already default cannot be unset',
    );
  });
});

describe('terms and conditions (spec 3 §5)', () => {
  it('has the spec text, spelt as the spec spells it', () => {
    expect(billingAccountMessages.termsRequired).toBe('Branch Terms and Conditions connot be blank');
    expect(billingAccountMessages.termsSaved).toBe(
      'Billing account terms and conditions saved successfully.',
    );
    expect(billingAccountMessages.termsSaving).toBe('Updating branch terms and conditions ...');
  });

  it.each([
    ['missing', {}],
    ['empty', { text: '' }],
    ['blank', { text: ' \n\t ' }],
  ])('requires the text (%s)', (_label, input) => {
    expect(issuesOf(termsAndConditionsSchema.safeParse(input))).toEqual([
      ['text', 'Branch Terms and Conditions connot be blank'],
    ]);
  });

  it('keeps lines and trims the ends', () => {
    expect(termsAndConditionsSchema.parse({ text: '  <p>One</p>\n<p>Two</p>\n' })).toEqual({
      text: '<p>One</p>\n<p>Two</p>',
    });
  });

  it('bounds the length', () => {
    const long = 'a'.repeat(TERMS_AND_CONDITIONS_MAX_LENGTH + 1);
    expect(issuesOf(termsAndConditionsSchema.safeParse({ text: long }))).toEqual([
      ['text', `Branch Terms and Conditions must not exceed ${TERMS_AND_CONDITIONS_MAX_LENGTH} characters`],
    ]);
  });
});
