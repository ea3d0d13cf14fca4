import { billingMessages } from '../billing/billing-messages.ts';
import { paymentSetupMessages } from '../billing/payment-setup-messages.ts';
import { defineError } from './error-definition.ts';

/** Errors of the billing engine, the providers and the payment setup page. */
export const BILLING_ERRORS = {
  /** A payment setup link that is unknown, used or expired: nothing else is revealed. */
  SIGNUP_TOKEN_INVALID: defineError({
    category: 'not-found',
    text: () => billingMessages.signupTokenInvalid,
  }),
  /** The payment setup page's POST, tried too often from one address or for one link. */
  PAYMENT_SETUP_RATE_LIMITED: defineError({
    category: 'unavailable',
    text: () => paymentSetupMessages.tooManyAttempts,
  }),
  /** Ours: an unknown receipt, or one of another organisation (row-level security hides it). */
  RECEIPT_NOT_FOUND: defineError({ category: 'not-found', text: () => 'Receipt not found.' }),
  /** Ours: Email receipt for a member with no email address on record. */
  RECEIPT_NO_EMAIL: defineError({
    category: 'validation',
    text: () => 'This member has no email address. Add one to their details, or print the receipt.',
  }),
} as const;
