/**
 * What other features may use of memberships: keeping the 'overdue' person tag in step with the
 * ledger (billing calls it after debit outcomes), and overdue control's blocking and unblocking
 * (the organisation settings' job), and the overdue demo's choice of member (its seed step). Nothing here imports code that imports billing's runs, so
 * billing may import it without a cycle.
 */
export {
  assessOverdueBlocking,
  BLOCKED_TAG,
  type OverdueAssessment,
} from './blocking/membership-blocking.ts';
export { OVERDUE_TAG, refreshOverdueTags } from './blocking/overdue.ts';
export { findSteadyBillingMembership } from './memberships.repository.ts';
