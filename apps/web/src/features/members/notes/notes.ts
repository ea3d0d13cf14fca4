import { checkFields, noteInputSchema, type SmsInput, smsInputSchema, smsLength } from '@clubline/domain';
import type { FormCheck } from '../../../app/forms/useCheckedForm.ts';
import type { PhoneFormValue } from '../fields/PhoneField.tsx';

/** Spec 2 §9: notes are read again 2 s after an SMS; the list scrolls past 354 px. */
export const SMS_NOTES_REFETCH_DELAY_MS = 2_000;
export const NOTES_LIST_MAX_HEIGHT_PX = 354;

/** Spec 2 §8. */
export const NOTES_MESSAGES = {
  loading: 'Loading notes...',
  loadFailed: 'An error occurred while obtaining notes',
  empty: 'No notes',
  adding: 'Adding note ...',
  editing: 'Editing note ...',
  noMobile: 'The member has no mobile phone number to send an SMS to.',
} as const;

export type NoteFormValues = { contents: string };
export type SmsFormValues = { smsContent: string };

/** The note form: contents trimmed, required, at most 2000 (the domain's note schema). */
export const checkNote: FormCheck<NoteFormValues, { contents: string }> = (values) =>
  checkFields(noteInputSchema, values);

/** The SMS form: the text like a note, sent to the member's mobile (the domain's SMS schema). */
export function checkSms(mobilePhone: PhoneFormValue | null): FormCheck<SmsFormValues, SmsInput> {
  return (values) => {
    const result = checkFields(smsInputSchema, { mobilePhone, smsContent: values.smsContent });
    if (result.ok) return result;
    const { errors } = result;
    // A phone problem is the member's record, not the text: show it on the text.
    const phone = Object.entries(errors).find(([key]) => key.startsWith('mobilePhone'))?.[1];
    return { ok: false, errors: { smsContent: errors.smsContent ?? phone ?? '' } };
  };
}

/** The counter under the SMS text: characters typed and 160-character messages needed. */
export function smsCounterText(text: string): string {
  const { characters, messages } = smsLength(text);
  return `${characters} ${characters === 1 ? 'character' : 'characters'} · ${messages} ${messages === 1 ? 'message' : 'messages'}`;
}

interface NoteLike {
  category: string;
  status: string | null;
  modifiedAt: string;
}

/** Spec 2 §4: failed SMS records are left out; newest first. */
export function visibleNotes<T extends NoteLike>(notes: readonly T[]): T[] {
  return notes
    .filter((note) => !(note.category === 'SMS' && note.status === 'FAILED'))
    .sort((a, b) => Date.parse(b.modifiedAt) - Date.parse(a.modifiedAt));
}
