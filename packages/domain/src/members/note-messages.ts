/*
 * Limits and texts of notes and SMS (spec 2 §5, §8, §9). Kept apart from the form schemas so the
 * error catalogue and first screens do not bring zod.
 */

/** Spec 2 §9: a note (and an SMS) holds at most 2000 characters. */
export const NOTE_MAX_LENGTH = 2000;

/** Spec 2 §5 "Notes and SMS". */
export const noteMessages = {
  contentRequired: 'Content is required',
  contentTooLong: `Content must be no more than ${NOTE_MAX_LENGTH} characters`,
  /** Not in the spec: an SMS record is what was sent, so it cannot be edited. */
  smsReadOnly: 'An SMS record cannot be edited',
  noteNotFound: 'Note not found',
} as const;

/** Spec 2 §8: shown after sendSMS answers success. */
export const SMS_SENT_MESSAGE = "SMS message sent successfully. The member's notes will be updated soon.";
