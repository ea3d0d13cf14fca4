/**
 * What other features may use of memberships: keeping the 'overdue' person tag in step with the
 * ledger (billing calls it after debit outcomes). Nothing here imports code that imports billing's
 * runs, so billing may import it without a cycle.
 */
export { OVERDUE_TAG, refreshOverdueTags } from './overdue.ts';
