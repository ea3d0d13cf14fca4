import type { CorrespondenceType } from '@clubline/domain';

/** The rules' names in the list and the modal. */
const RULE_LABELS: Record<CorrespondenceType, string> = {
  BIRTHDAY: 'Birthday',
  NEW_JOINER: 'New joiner',
  MEMBERSHIP_ENDING: 'Membership ending',
  SUSPENSION_STARTING: 'Suspension starting',
  SUSPENSION_ENDING: 'Suspension ending',
  MEMBER_COMING_OFF_SUSPENSION: 'Coming off suspension',
  '3_WEEKS_NON_ATTENDANCE': 'We miss you (3 weeks without a visit)',
  '6_WEEKS_NON_ATTENDANCE': 'We miss you (6 weeks without a visit)',
  UPCOMING_CLASS_BOOKING: 'Upcoming class booking',
  PAYMENT_DISHONOURED: 'Payment dishonoured',
  MEMBER_REMOVED_FROM_WAITLIST: 'Removed from waitlist',
  MEMBER_ADDED_TO_WAITLIST: 'Added to waitlist',
  MEMBER_PROMOTED_TO_SESSION: 'Promoted from waitlist',
};

export const ruleLabel = (type: string): string => RULE_LABELS[type as CorrespondenceType] ?? type;
