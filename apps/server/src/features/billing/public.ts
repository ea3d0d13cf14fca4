/**
 * What other features may use of billing: the one schedule of a stored membership, the append-only
 * ledger's repository (memberships write their sale and staff actions through it), the runs' cursor
 * and status refreshes (after end, change, edit and pay overdue), billing links, and the payment
 * setup link; and the hook a billing run announces when statuses changed (memberships' overdue tags).
 */

export { reconcileAccount } from './account-sync.ts';
export { billingStatusesChanged } from './billing.jobs.ts';
export { billingClock } from './billing-clock.ts';
export { debitReference, reversalFeeKey } from './billing-engine.ts';
export { billingLinks } from './billing-links.ts';
export { refreshAccountBillingStatus, refreshNextDebitDate } from './billing-run.ts';
export { bankingCalendar } from './business-days.ts';
export {
  appendLedgerEntries,
  type LedgerEntryFields,
  type LedgerInsert,
  type LedgerRow,
  ledgerEntriesJson,
  ledgerOf,
  ledgerOfMembership,
  membershipsInArrears,
  toLedgerEntry,
} from './ledger.repository.ts';
export {
  cancellationFeeWaiverReference,
  chargeKey,
  FEE_WAIVED_PAYMENT_TYPE,
  membershipSchedule,
  type ScheduledMembership,
} from './membership-schedule.ts';
export { nextDebits, takenAsOf } from './next-debits.ts';
export {
  emailPaymentSetupLink,
  newSignupToken,
  paymentSetupLinkEmailedTo,
  renewPaymentSetupToken,
} from './payment-setup/payment-setup-email.ts';
export { type PaymentSetupLinkBase, paymentSetupUrl } from './payment-setup/payment-setup-link.ts';
export type { BillingProviders } from './providers/billing-provider.ts';
export {
  enqueueProviderSchedule,
  PROVIDER_SCHEDULE_DAYS,
  scheduleLinesOf,
  tellProviderSchedule,
} from './providers/provider-schedule.ts';
export { billingProvidersOf } from './providers/providers.ts';
export {
  deleteSandboxDirectDebitRequest,
  importSandboxCustomers,
  type SandboxCustomerImport,
} from './providers/sandbox-billing.repository.ts';
export { issueReceipt } from './receipts/receipts.repository.ts';
