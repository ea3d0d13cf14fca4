import { type CorrespondenceType, DEFAULT_DAYS_PRIOR } from '@clubline/domain';

/**
 * The product's rules before a branch changes them (spec 2 §9 for the days prior; the texts are
 * ours): every type disabled, with a text staff can send as it is.
 */
export interface DefaultRule {
  daysPrior: number | null;
  smsTitle: string;
  smsMessage: string;
  emailSubject: string;
  htmlTemplate: string;
}

const TEXTS: Record<CorrespondenceType, { title: string; sms: string; subject: string; email: string }> = {
  BIRTHDAY: {
    title: 'Happy birthday',
    sms: 'Happy birthday {{firstName}}! Everyone at {{branchName}} wishes you a great day.',
    subject: 'Happy birthday, {{firstName}}!',
    email: '<p>Hello {{firstName}},</p><p>Everyone at {{branchName}} wishes you a very happy birthday.</p>',
  },
  NEW_JOINER: {
    title: 'Welcome',
    sms: 'Welcome to {{branchName}}, {{firstName}}! Questions? Call us on {{branchContactNumber}}.',
    subject: 'Welcome to {{branchName}}',
    email:
      '<p>Hello {{firstName}},</p><p>Welcome to {{branchName}}. If you have any questions, call us on {{branchContactNumber}} or write to {{branchEmail}}.</p>',
  },
  MEMBERSHIP_ENDING: {
    title: 'Membership ending',
    sms: 'Hi {{firstName}}, your membership at {{branchName}} ends in {{daysPrior}} days.',
    subject: 'Your membership ends in {{daysPrior}} days',
    email:
      '<p>Hello {{firstName}},</p><p>Your membership at {{branchName}} ends in {{daysPrior}} days. Talk to us about staying on: {{branchContactNumber}}.</p>',
  },
  SUSPENSION_STARTING: {
    title: 'Suspension starting',
    sms: 'Hi {{firstName}}, your membership suspension starts in {{daysPrior}} days.',
    subject: 'Your suspension starts soon',
    email:
      '<p>Hello {{firstName}},</p><p>Your membership suspension at {{branchName}} starts in {{daysPrior}} days and ends on {{suspensionEndDate}}.</p>',
  },
  SUSPENSION_ENDING: {
    title: 'Suspension ending',
    sms: 'Hi {{firstName}}, your suspension ends on {{suspensionEndDate}}. See you soon!',
    subject: 'Welcome back soon',
    email:
      '<p>Hello {{firstName}},</p><p>Your suspension ends on {{suspensionEndDate}}. We look forward to seeing you at {{branchName}}.</p>',
  },
  MEMBER_COMING_OFF_SUSPENSION: {
    title: 'Coming off suspension',
    sms: 'Hi {{firstName}}, your suspension at {{branchName}} ends on {{suspensionEndDate}}. See you soon!',
    subject: 'Welcome back soon',
    email: '<p>Hello {{firstName}},</p><p>Your suspension ends on {{suspensionEndDate}}.</p>',
  },
  '3_WEEKS_NON_ATTENDANCE': {
    title: 'We miss you (3 weeks)',
    sms: 'Hi {{firstName}}, we have not seen you at {{branchName}} for 3 weeks. We miss you!',
    subject: 'We miss you, {{firstName}}',
    email:
      '<p>Hello {{firstName}},</p><p>We have not seen you at {{branchName}} for three weeks. Come back soon: we miss you!</p>',
  },
  '6_WEEKS_NON_ATTENDANCE': {
    title: 'We miss you (6 weeks)',
    sms: 'Hi {{firstName}}, it has been 6 weeks since your last visit to {{branchName}}. Need a hand getting back? Call {{branchContactNumber}}.',
    subject: 'It has been six weeks, {{firstName}}',
    email:
      '<p>Hello {{firstName}},</p><p>It has been six weeks since your last visit to {{branchName}}. If you would like a hand getting back into it, call us on {{branchContactNumber}}.</p>',
  },
  UPCOMING_CLASS_BOOKING: {
    title: 'Class reminder',
    sms: 'Hi {{firstName}}, a reminder of {{sessionName}} at {{sessionStart}} ({{sessionDuration}}) at {{branchName}}.',
    subject: 'Reminder: {{sessionName}} at {{sessionStart}}',
    email:
      '<p>Hello {{firstName}},</p><p>A reminder that you are booked into {{sessionName}} at {{sessionStart}} ({{sessionDuration}}) at {{branchName}}.</p>',
  },
  PAYMENT_DISHONOURED: {
    title: 'Payment dishonoured',
    sms: 'Hi {{firstName}}, your latest membership payment to {{branchName}} was dishonoured. Please call {{branchContactNumber}}.',
    subject: 'Your payment was dishonoured',
    email:
      '<p>Hello {{firstName}},</p><p>Your latest membership payment to {{branchName}} was dishonoured by your bank. Please contact us on {{branchContactNumber}} to arrange payment.</p>',
  },
  MEMBER_REMOVED_FROM_WAITLIST: {
    title: 'Removed from waitlist',
    sms: '',
    subject: 'You are off the waitlist for {{sessionName}}',
    email:
      '<p>Hello {{firstName}},</p><p>You are no longer on the waitlist for {{sessionName}} at {{sessionStart}}.</p>',
  },
  MEMBER_ADDED_TO_WAITLIST: {
    title: 'Added to waitlist',
    sms: '',
    subject: 'You are on the waitlist for {{sessionName}}',
    email:
      '<p>Hello {{firstName}},</p><p>You are on the waitlist for {{sessionName}} at {{sessionStart}}.</p>',
  },
  MEMBER_PROMOTED_TO_SESSION: {
    title: 'Promoted from waitlist',
    sms: '',
    subject: 'You are booked into {{sessionName}}',
    email:
      '<p>Hello {{firstName}},</p><p>A place came free: you are booked into {{sessionName}} at {{sessionStart}}.</p>',
  },
};

export function defaultRule(type: CorrespondenceType): DefaultRule {
  const texts = TEXTS[type];
  return {
    daysPrior: DEFAULT_DAYS_PRIOR[type] ?? null,
    smsTitle: texts.title,
    smsMessage: texts.sms,
    emailSubject: texts.subject,
    htmlTemplate: texts.email,
  };
}
