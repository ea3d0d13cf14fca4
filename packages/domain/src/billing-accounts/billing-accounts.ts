import { z } from 'zod';
import { numberField, trimmedString } from '../forms/fields.ts';
import type { Cents } from '../money/money.ts';
import {
  BILLING_ACCOUNT_FEE_MAX_CENTS,
  billingAccountMessages,
  TERMS_AND_CONDITIONS_MAX_LENGTH,
} from './billing-account-messages.ts';

/** A branch's account with the billing provider, as the API shows it (spec 3 §3). Fees in cents. */
export interface BranchBillingAccountFees {
  /** The administration fee ("Administration" column): charged once when a membership is set up. */
  readonly establishmentFee: Cents;
  /** Charged when a scheduled payment fails. */
  readonly defaultCharge: Cents;
  readonly cancellationFee: Cents;
  /** Charged per week while a membership is suspended. */
  readonly suspensionFee: Cents;
}

function feeField(field: string) {
  return numberField({
    field,
    required: true,
    integer: true,
    sign: 'nonNegative',
    max: BILLING_ACCOUNT_FEE_MAX_CENTS,
    maxMessage: billingAccountMessages.feeTooHigh(field),
  });
}

/**
 * The billing account edit modal (spec 3 §5 "Branch billing account edit"): the fees in cents
 * (the form converts the amount typed with parseMoneyToCents first), each required and >= 0, and
 * isDefault required. "An account already default cannot be unset" needs the stored account: the
 * server checks it (and the form does not offer it).
 */
export const branchBillingAccountEditSchema = z.object({
  cancellationFee: feeField('Cancellation fee'),
  suspensionFee: feeField('Suspension fee'),
  isDefault: z.boolean({ error: billingAccountMessages.isDefaultRequired }),
});
export type BranchBillingAccountEdit = z.infer<typeof branchBillingAccountEditSchema>;

/**
 * The terms and conditions form (spec 3 §5 "Terms and conditions"): the text is required. It is
 * HTML typed by staff; the server sanitises it and refuses a text with nothing left to read.
 */
export const termsAndConditionsSchema = z.object({
  text: trimmedString({
    field: 'Branch Terms and Conditions',
    required: true,
    multiLine: true,
    max: TERMS_AND_CONDITIONS_MAX_LENGTH,
    requiredMessage: billingAccountMessages.termsRequired,
    maxMessage: billingAccountMessages.termsTooLong,
  }),
});
export type TermsAndConditionsInput = z.infer<typeof termsAndConditionsSchema>;

/**
 * Whether an account may be changed to `isDefault`: a branch always has exactly one default, so
 * the default is moved by making another account default, never by unsetting it.
 */
export function canChangeDefault(account: { readonly isDefault: boolean }, isDefault: boolean): boolean {
  return !(account.isDefault && !isDefault);
}
