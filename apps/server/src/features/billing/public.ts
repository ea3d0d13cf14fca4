/**
 * What other features may use of billing: the one schedule of a stored membership and the
 * append-only ledger's repository (memberships write their sale and staff actions through it).
 */
export {
  appendLedgerEntries,
  type LedgerInsert,
  type LedgerRow,
  ledgerOf,
  ledgerOfMembership,
  toLedgerEntry,
} from './ledger.repository.ts';
export {
  chargeKey,
  type MembershipScheduleContext,
  membershipSchedule,
  type ScheduledMembership,
  scheduleOptionOf,
} from './membership-schedule.ts';
