import { billingAccountMessages } from '../billing-accounts/billing-account-messages.ts';
import { defineError } from './error-definition.ts';

/** Errors of branch billing accounts and their terms (spec 3 §2, §5). */
export const BILLING_ACCOUNT_ERRORS = {
  /** No such account at the branch (or the branch is not the viewer's to see). */
  BRANCH_BILLING_ACCOUNT_NOT_FOUND: defineError({
    category: 'not-found',
    text: () => billingAccountMessages.notFound,
  }),
  /** Spec 3 §5: the default is moved by making another account default, never by unsetting it. */
  BRANCH_BILLING_ACCOUNT_DEFAULT_REQUIRED: defineError({
    category: 'validation',
    text: () => billingAccountMessages.defaultCannotBeUnset,
  }),
  /** The organisation's billing provider owns the terms (isTermsAndConditionsEditable is false). */
  TERMS_AND_CONDITIONS_NOT_EDITABLE: defineError({
    category: 'conflict',
    text: () => billingAccountMessages.termsNotEditable,
  }),
} as const;
