/** Membership statuses, including the billing-request (DDR) states a membership can show (spec 1 §4.2). */
export const MEMBERSHIP_STATUSES = [
  'PENDING',
  'ACTIVE',
  'ENDED',
  'IN_PROGRESS',
  'EXPIRED',
  'SUSPENDED',
  'BLOCKED',
  'FREE_PERIOD',
  'DDR_PENDING',
  'DDR_REJECTED',
  'DDR_APPROVED',
  'DDR_DELETED',
] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const MEMBERSHIP_STATUS_LABELS: Readonly<Record<MembershipStatus, string>> = {
  PENDING: 'Pending',
  ACTIVE: 'Active',
  ENDED: 'Ended',
  IN_PROGRESS: 'In progress',
  EXPIRED: 'Expired',
  SUSPENDED: 'Suspended',
  BLOCKED: 'Blocked',
  FREE_PERIOD: 'Free period',
  DDR_PENDING: 'Billing request pending',
  DDR_REJECTED: 'Billing request rejected',
  DDR_APPROVED: 'Billing request accepted',
  DDR_DELETED: 'Billing request deleted',
};

/** Account billing statuses reported by the billing provider. */
export const BILLING_STATUSES = [
  'ACTIVE',
  'BLOCKED',
  'CANCELLED',
  'DDR_ACTIVE',
  'DDR_DELETED',
  'DDR_PENDING',
  'DDR_REJECTED',
  'DEBT_COLLECTION',
  'FULLY_PAID',
  'NO_ACTION',
  'OVERDUE',
  'PAYMENT_DECLINED',
  'PAYMENT_ISSUE',
  'SUSPENDED',
  'UNMAPPED_STATUS',
] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** Membership kind: billed through the provider or not. */
export const MEMBERSHIP_KINDS = ['BILLING', 'NON_BILLING'] as const;
export type MembershipKind = (typeof MEMBERSHIP_KINDS)[number];

/** Period filter for membership lists. */
export const PERIOD_FILTERS = ['CURRENT', 'FUTURE', 'PAST'] as const;
export type PeriodFilter = (typeof PERIOD_FILTERS)[number];
