import { z } from 'zod';
import { trimmedString } from '../forms/fields.ts';
import { phoneSchema } from '../phone/phone-schema.ts';
import { NOTE_MAX_LENGTH, noteMessages } from './note-messages.ts';

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
