/**
 * What other features may use of the organisation: finding the application of a domain, and its
 * billing provider inside a tenant transaction (whether branch terms are editable), and the paths
 * of the REST services getRestApiUrl hands out (features serving under them).
 */

export {
  BillingProviderEnum,
  MembershipSettingsRef,
  OverdueAssessmentSettingsRef,
} from './organisation.graphql.ts';
export { findCurrentApplication } from './organisation.repository.ts';
export {
  type BillingProvider,
  billingProviderInTransaction,
  findApplicationByDomain,
  type PublicApplication,
  REST_API_PATHS,
  termsAreEditableUnder,
} from './organisation.service.ts';
