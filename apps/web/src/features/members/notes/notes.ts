import { noteInputSchema, type SmsInput, smsInputSchema, smsLength } from '@clubline/domain';
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

const issuesToErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
};

/** The note form: contents trimmed, required, at most 2000 (the domain's note schema). */
export const checkNote: FormCheck<NoteFormValues, { contents: string }> = (values) => {
  const result = noteInputSchema.safeParse(values);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: issuesToErrors(result.error.issues) };
};

/** The SMS form: the text like a note, sent to the member's mobile (the domain's SMS schema). */
export function checkSms(mobilePhone: PhoneFormValue | null): FormCheck<SmsFormValues, SmsInput> {
  return (values) => {
    const result = smsInputSchema.safeParse({ mobilePhone, smsContent: values.smsContent });
    if (result.success) return { ok: true, value: result.data };
    const errors = issuesToErrors(result.error.issues);
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
