/** The memberships area's texts (spec 2 §2, §5, §8); the spec's words exactly where it has them. */
export const MEMBERSHIP_MESSAGES = {
  loadMembershipsFailed: 'An error occurred while obtaining the memberships',
  loadMembershipFailed: 'An error occurred while trying to fetch membership details',
  notFound: 'Membership not found.',
  loadPlansFailed: 'An error occurred while obtaining membership plans.',
  loadFirstPaymentFailed: 'An error occurred while obtaining the first payment details',
  loadPaymentDetailsFailed: 'An error occurred while obtaining payment details.',
  loadOverdueFailed: 'An error occurred while obtaining the overdue amount',
  loadDatesFailed: 'Possible dates could not be loaded',
  paymentProcessed: 'Payment has been processed successfully',
  membershipChanged: 'Membership changed successfully',
  changingMembership: 'changing membership ...',
  copied: 'Copied to clipboard',
  datesNote: 'Changing dates here does not change the dates at the billing provider.',
} as const;
