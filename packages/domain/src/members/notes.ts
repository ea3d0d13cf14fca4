import { z } from 'zod';
import { trimmedString } from '../forms/fields.ts';
import { phoneSchema } from '../phone/phone.ts';

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

/** The contents of a note or an SMS: trimmed, required, at most 2000 characters, several lines. */
export const noteContentsSchema = trimmedString({
  field: 'content',
  required: true,
  multiLine: true,
  max: NOTE_MAX_LENGTH,
  requiredMessage: noteMessages.contentRequired,
  maxMessage: noteMessages.contentTooLong,
});

/** The add/edit note form (spec 2 §7 addNote, updateNote). */
export const noteInputSchema = z.object({ contents: noteContentsSchema });
export type NoteInput = z.infer<typeof noteInputSchema>;

/** The SMS form: the phone is checked per country (spec 1 §5.3), the text like a note. */
export const smsInputSchema = z.object({
  mobilePhone: phoneSchema(),
  smsContent: noteContentsSchema,
});
export type SmsInput = z.infer<typeof smsInputSchema>;
