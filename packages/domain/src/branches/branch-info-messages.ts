/*
 * Limits and texts of the branch information form (spec 2 §5 "Branch edit"). Kept apart from the
 * form schema so the error catalogue and first screens do not bring zod.
 */

/** Spec 2 §5 "Branch edit": the limits of the branch information form. */
export const BRANCH_NAME_MAX = 80;
export const BRANCH_LEGAL_NAME_MAX = 100;
export const BUSINESS_NUMBER_MAX = 50;
export const BUSINESS_NUMBER_TYPE_MAX = 4;
export const GST_NUMBER_MAX = 50;

/**
 * Spec 2 §5 messages as written; the spec gives only the name's and the email's, the others follow
 * the generic form messages (spec 1 §5.1) or say which check failed (docs/access-control.md
 * "Branch access settings" lists them).
 */
export const branchInfoMessages = {
  nameRequired: 'Branch name is required',
  nameTooLong: 'Branch name must be less than 80 characters',
  nameTaken: 'Another branch of the organisation already has this name',
  legalNameRequired: 'Legal name is required',
  legalNameTooLong: `Legal name must not exceed ${BRANCH_LEGAL_NAME_MAX} characters`,
  businessNumberRequired: 'Business number is required',
  businessNumberTooLong: `Business number must not exceed ${BUSINESS_NUMBER_MAX} characters`,
  businessNumberTypeRequired: 'Business number type is required',
  businessNumberTypeTooLong: `Business number type must not exceed ${BUSINESS_NUMBER_TYPE_MAX} characters`,
  businessNumberTypeUnknown: 'Business number type must be ABN, ACN or NZBN',
  abnInvalid: 'ABN must be 11 digits and pass the ABN check',
  acnInvalid: 'ACN must be 9 digits and pass the ACN check',
  nzbnInvalid: 'NZBN must be 13 digits starting with 94 and pass the NZBN check',
  gstNumberTooLong: `GST number must not exceed ${GST_NUMBER_MAX} characters`,
  gstNumberInvalid: 'GST number must be 8 or 9 digits and a valid IRD number, e.g. 49-091-850',
  gstNeedsAbn: 'A GST registered branch needs an ABN as its business number',
  emailInvalid: 'Email provided is not valid',
  saved: 'Changes have been made',
  loadFailed: 'An error occurred while obtaining the branch details',
} as const;
