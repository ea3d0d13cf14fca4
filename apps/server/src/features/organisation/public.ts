/** What other features may use of the organisation: finding the application of a domain. */
export { findApplicationByDomain, type PublicApplication } from './organisation.service.ts';
