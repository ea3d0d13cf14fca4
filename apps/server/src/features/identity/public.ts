/** What other features may use of identity: the user accounts, read in their own transaction. */
export type { UserRow } from './identity.repository.ts';
export { findUserInTransaction } from './identity.service.ts';
