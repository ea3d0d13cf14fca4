/*
 * Limits and texts of branch billing accounts (spec 3 §2, §5, §8). Kept apart from the form
 * schemas so the error catalogue and first screens do not bring zod.
 */

/** The largest fee the edit modal accepts: $10,000 (ours; the spec gives no upper bound). */
export const BILLING_ACCOUNT_FEE_MAX_CENTS = 1_000_000;

/**
 * Terms are HTML shown on the payment setup page; 100,000 characters is far beyond any real terms
 * and keeps a request (and the page) bounded. Ours: the spec gives no limit.
 */
export const TERMS_AND_CONDITIONS_MAX_LENGTH = 100_000;

/** Spec 3 §2, §5 and §8 texts (spelling as the spec shows it), and ours where it has none. */
export const billingAccountMessages = {
  termsRequired: 'Branch Terms and Conditions connot be blank',
  termsTooLong: `Branch Terms and Conditions must not exceed ${TERMS_AND_CONDITIONS_MAX_LENGTH} characters`,
  defaultCannotBeUnset: 'An account already default cannot be unset',
  isDefaultRequired: 'Default is required',
  feeTooHigh: (field: string) => `${field} cannot exceed $10,000`,
  notFound: 'Branch billing account not found',
  termsNotEditable: 'The terms and conditions of this billing account cannot be edited',
  listLoadFailed: 'An error occurred while obtaining branch billing accounts',
  loadFailed: 'An error occurred while obtaining branch billing account',
  termsSaved: 'Billing account terms and conditions saved successfully.',
  termsSaving: 'Updating branch terms and conditions ...',
  empty: 'No branch billing account',
  accessTypesLoadFailed: 'Access types could not be loaded',
} as const;
