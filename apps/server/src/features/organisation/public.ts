/**
 * What other features may use of the organisation: finding the application of a domain, and its
 * billing provider inside a tenant transaction (whether branch terms are editable), the paths of
 * the REST services getRestApiUrl hands out (features serving under them), the permission to
 * manage the organisation and how its reads are authorised (the organisation settings use both),
 * and its configuration type, which the organisation settings extend with their own field.
 */

export {
  assertManagesOrganisationSettings,
  ORGANISATION_SETTINGS_OPERATION,
} from './organisation.access.ts';
export { ApplicationConfigSettingsRef, BillingProviderEnum } from './organisation.graphql.ts';
export { findCurrentApplication } from './organisation.repository.ts';
export {
  authorizeOrganisationRead,
  billingProviderInTransaction,
  findApplicationByDomain,
  type PublicApplication,
  REST_API_PATHS,
  termsAreEditableUnder,
} from './organisation.service.ts';
