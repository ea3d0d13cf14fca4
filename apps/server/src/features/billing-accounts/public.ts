/**
 * What other features may use of branch billing accounts: the GraphQL type (to add fields to, or
 * to return), reads inside their own tenant transaction, and the demo accounts' fixed ids for
 * their seed steps (`after: ['billing-accounts']`). The table itself is imported by tables only
 * (foreign keys).
 */

export {
  type BranchBillingAccountRow,
  findBranchBillingAccountById,
  findBranchBillingAccountsByIds,
  listBranchBillingAccounts,
} from './billing-accounts.repository.ts';
export { demoBillingAccountId } from './billing-accounts.seed.ts';
