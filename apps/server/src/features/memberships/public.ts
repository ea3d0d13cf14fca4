/**
 * What other features may use of memberships: the 'overdue' person tag kept in step with the
 * ledger, overdue control's blocking and unblocking, visit passes' visits left (the arrivals
 * seed), and the transaction row's GraphQL type, to which classes add what a class fee's charge is
 * (sessions/fees/session-fee-views.graphql.ts). Features below memberships never import
 * it: billing announces `billingStatusesChanged` and the organisation settings `overdueSettingsSaved`,
 * and memberships acts on them through its module's hooks (memberships.hooks.ts,
 * overdue-control.jobs.ts).
 */
export { assessOverdueBlocking } from './blocking/membership-blocking.ts';
export { MembershipTransactionRef } from './views/membership-transactions.graphql.ts';
export { setVisitPassesUsed } from './visits/visits-left.repository.ts';
