import { z } from 'zod';

/**
 * Correspondence rules (spec 2 §3 "Correspondence rule", §5, §9; docs/correspondence.md): which
 * automated SMS and emails a branch sends, with their templates and days prior.
 */

export const CORRESPONDENCE_CHANNELS = ['SMS', 'EMAIL'] as const;
export type CorrespondenceChannel = (typeof CORRESPONDENCE_CHANNELS)[number];

export const EMAIL_TRIGGER_TYPES = ['AUTOMATION', 'PARTICULAR'] as const;
export type EmailTriggerType = (typeof EMAIL_TRIGGER_TYPES)[number];

/** Every rule type either channel knows; the daily run sends the AUTOMATION ones it can find. */
export const CORRESPONDENCE_TYPES = [
  'BIRTHDAY',
  'NEW_JOINER',
  'MEMBERSHIP_ENDING',
  'SUSPENSION_STARTING',
  'SUSPENSION_ENDING',
  'MEMBER_COMING_OFF_SUSPENSION',
  '3_WEEKS_NON_ATTENDANCE',
  '6_WEEKS_NON_ATTENDANCE',
  'UPCOMING_CLASS_BOOKING',
  'PAYMENT_DISHONOURED',
  'MEMBER_REMOVED_FROM_WAITLIST',
  'MEMBER_ADDED_TO_WAITLIST',
  'MEMBER_PROMOTED_TO_SESSION',
] as const;
export type CorrespondenceType = (typeof CORRESPONDENCE_TYPES)[number];

export const SMS_CORRESPONDENCE_TYPES = [
  'BIRTHDAY',
  'NEW_JOINER',
  '3_WEEKS_NON_ATTENDANCE',
  '6_WEEKS_NON_ATTENDANCE',
  'MEMBER_COMING_OFF_SUSPENSION',
  'UPCOMING_CLASS_BOOKING',
  'PAYMENT_DISHONOURED',
] as const satisfies readonly CorrespondenceType[];

/** Waitlist email types, hidden unless flag 3587 is on (spec 2 §9). */
export const WAITLIST_EMAIL_TYPES = [
  'MEMBER_REMOVED_FROM_WAITLIST',
  'MEMBER_ADDED_TO_WAITLIST',
  'MEMBER_PROMOTED_TO_SESSION',
] as const satisfies readonly CorrespondenceType[];

export const EMAIL_CORRESPONDENCE_TYPES = [
  'BIRTHDAY',
  'NEW_JOINER',
  'MEMBERSHIP_ENDING',
  'SUSPENSION_STARTING',
  'SUSPENSION_ENDING',
  '3_WEEKS_NON_ATTENDANCE',
  '6_WEEKS_NON_ATTENDANCE',
  'UPCOMING_CLASS_BOOKING',
  'PAYMENT_DISHONOURED',
  ...WAITLIST_EMAIL_TYPES,
] as const satisfies readonly CorrespondenceType[];

/** Types whose day is counted back from a date by daysPrior (spec 2 §9; coming off suspension is the SMS of suspension ending). */
export const DATE_BASED_TYPES: readonly CorrespondenceType[] = [
  'BIRTHDAY',
  'SUSPENSION_ENDING',
  'SUSPENSION_STARTING',
  'MEMBERSHIP_ENDING',
  'UPCOMING_CLASS_BOOKING',
  'MEMBER_COMING_OFF_SUSPENSION',
];

/** SMS types whose message staff write (spec 2 §9); the others send the product's fixed text. */
export const EDITABLE_SMS_TYPES: readonly CorrespondenceType[] = [
  'NEW_JOINER',
  '6_WEEKS_NON_ATTENDANCE',
  '3_WEEKS_NON_ATTENDANCE',
  'MEMBER_COMING_OFF_SUSPENSION',
  'UPCOMING_CLASS_BOOKING',
];

/**
 * Service notices the member cannot opt out of (the Acts' "transactional" messages: a dishonoured
 * payment); every other type is marketing and needs the member's opt-in.
 */
export const TRANSACTIONAL_TYPES: readonly CorrespondenceType[] = ['PAYMENT_DISHONOURED'];

export const DAYS_PRIOR_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 7, 14, 21, 30, 60, 90] as const;
export const DAYS_PRIOR_MAX = 99;
export const SMS_MESSAGE_MAX = 2000;
/** A stored template, merge fields included, is bounded too (a field name is at most 40 characters). */
export const SMS_TEMPLATE_STORED_MAX = 8000;
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_TEMPLATE_MAX = 20000;
export const SMS_TITLE_MAX = 100;

export const DEFAULT_DAYS_PRIOR: Partial<Record<CorrespondenceType, number>> = {
  BIRTHDAY: 0,
  SUSPENSION_ENDING: 1,
  SUSPENSION_STARTING: 1,
  UPCOMING_CLASS_BOOKING: 1,
  MEMBERSHIP_ENDING: 7,
  MEMBER_COMING_OFF_SUSPENSION: 1,
};

export const isDateBased = (type: CorrespondenceType): boolean => DATE_BASED_TYPES.includes(type);
export const isTransactional = (type: CorrespondenceType): boolean => TRANSACTIONAL_TYPES.includes(type);

/** Merge fields a template may use, written {{name}} (spec 2 §9). */
export const MERGE_FIELDS = [
  'firstName',
  'lastName',
  'branchName',
  'branchContactNumber',
  'branchEmail',
  'suspensionEndDate',
  'daysPrior',
  'sessionName',
  'sessionStart',
  'sessionDuration',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Partial<Record<MergeField, string>>;

const MERGE_FIELD = /\{\{\s*([A-Za-z]{1,40})\s*\}\}/g;

export const correspondenceMessages = {
  daysPrior: 'Please enter an integer between 0 to 99',
  smsRequired: 'SMS message is a required field',
  smsTooLong: `SMS message cannot exceed ${SMS_MESSAGE_MAX} characters`,
  unknownMergeField: (name: string) => `{{${name}}} is not a merge field`,
  typeRequired: 'Please choose a rule type',
  subjectRequired: 'Email subject is a required field',
  subjectTooLong: `Email subject cannot exceed ${EMAIL_SUBJECT_MAX} characters`,
  templateRequired: 'Email template is a required field',
  templateTooLong: `Email template cannot exceed ${EMAIL_TEMPLATE_MAX} characters`,
} as const;

/** The message's length as the 2000 limit counts it: merge fields left out (spec 2 §5). */
export function lengthWithoutMergeFields(message: string): number {
  return message.replace(MERGE_FIELD, '').length;
}

/** Merge fields the text names that the product does not know. */
export function unknownMergeFields(text: string): string[] {
  const known: readonly string[] = MERGE_FIELDS;
  return [...text.matchAll(MERGE_FIELD)]
    .map((match) => match[1] ?? '')
    .filter((name) => !known.includes(name));
}

/**
 * The text with each {{field}} replaced by its value (an absent value leaves nothing). Only the
 * values' own fields count: `{{constructor}}` or `{{toString}}` in an unsaved preview are not
 * merge fields, and must not print what every object inherits.
 */
export function fillMergeFields(text: string, values: MergeValues): string {
  return text.replace(MERGE_FIELD, (_whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name as MergeField] ?? '') : '',
  );
}

const daysPriorSchema = z
  .number(correspondenceMessages.daysPrior)
  .int(correspondenceMessages.daysPrior)
  .min(0, correspondenceMessages.daysPrior)
  .max(DAYS_PRIOR_MAX, correspondenceMessages.daysPrior);

const mergeFieldsKnown = (text: string | null | undefined, context: z.RefinementCtx, path: string[]) => {
  for (const name of unknownMergeFields(text ?? '')) {
    context.addIssue({ code: 'custom', path, message: correspondenceMessages.unknownMergeField(name) });
  }
};

/** setCorrespondenceStatus's smsSettings (spec 2 §5, §7). */
export const smsSettingsSchema = z
  .object({
    type: z.enum(SMS_CORRESPONDENCE_TYPES, correspondenceMessages.typeRequired),
    enabled: z.boolean(),
    parameters: z.object({ daysPrior: daysPriorSchema.nullish() }).nullish(),
    message: z.string().max(SMS_TEMPLATE_STORED_MAX, correspondenceMessages.smsTooLong).nullish(),
  })
  .superRefine((settings, context) => {
    if (isDateBased(settings.type) && typeof settings.parameters?.daysPrior !== 'number') {
      context.addIssue({
        code: 'custom',
        path: ['parameters', 'daysPrior'],
        message: correspondenceMessages.daysPrior,
      });
    }
    if (!EDITABLE_SMS_TYPES.includes(settings.type)) return;
    const message = settings.message?.trim() ?? '';
    if (message === '') {
      context.addIssue({ code: 'custom', path: ['message'], message: correspondenceMessages.smsRequired });
    } else if (lengthWithoutMergeFields(message) > SMS_MESSAGE_MAX) {
      context.addIssue({ code: 'custom', path: ['message'], message: correspondenceMessages.smsTooLong });
    }
    mergeFieldsKnown(message, context, ['message']);
  });
export type SmsSettingsInput = z.input<typeof smsSettingsSchema>;

/** setEmailStatus's emailSettings (spec 2 §3, §7). */
export const emailSettingsSchema = z
  .object({
    type: z.enum(EMAIL_CORRESPONDENCE_TYPES, correspondenceMessages.typeRequired),
    enabled: z.boolean(),
    parameters: z.object({ daysPrior: daysPriorSchema.nullish() }).nullish(),
    subject: z
      .string()
      .trim()
      .min(1, correspondenceMessages.subjectRequired)
      .max(EMAIL_SUBJECT_MAX, correspondenceMessages.subjectTooLong),
    htmlTemplate: z
      .string()
      .trim()
      .min(1, correspondenceMessages.templateRequired)
      .max(EMAIL_TEMPLATE_MAX, correspondenceMessages.templateTooLong),
  })
  .superRefine((settings, context) => {
    if (isDateBased(settings.type) && typeof settings.parameters?.daysPrior !== 'number') {
      context.addIssue({
        code: 'custom',
        path: ['parameters', 'daysPrior'],
        message: correspondenceMessages.daysPrior,
      });
    }
    mergeFieldsKnown(settings.subject, context, ['subject']);
    mergeFieldsKnown(settings.htmlTemplate, context, ['htmlTemplate']);
  });
export type EmailSettingsInput = z.input<typeof emailSettingsSchema>;
