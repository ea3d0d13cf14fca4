/**
 * What other features may use of branch billing accounts: the GraphQL type (to add fields to, or
 * to return), reads inside their own tenant transaction, and the demo accounts' fixed ids for
 * their seed steps (`after: ['billing-accounts']`). The table itself is imported by tables only
 * (foreign keys).
 */
export { BranchBillingAccountRef } from './billing-accounts.graphql.ts';
export {
  type BranchBillingAccountRow,
  findBranchBillingAccountById,
  findBranchBillingAccountsByIds,
  listBranchBillingAccounts,
} from './billing-accounts.repository.ts';
export {
  DEMO_ACCESS_TYPES,
  DEMO_BILLING_ACCOUNT_NAMES,
  type DemoBillingAccountName,
  demoBillingAccountId,
} from './billing-accounts.seed.ts';
