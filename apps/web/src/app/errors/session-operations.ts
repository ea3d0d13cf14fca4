import type { ErrorCodeOf } from '@clubline/domain';
import type { CombinedError } from 'urql';
import { type ErrorTexts, listedErrorTextOf } from './error-text.ts';

type SessionErrorCode = ErrorCodeOf<'sessions'>;

/**
 * Spec 2 §8 "Session operations": the codes each operation explains. Adding a member to a session
 * uses the catalogue's texts; adding to the waitlist says the same restrictions ending "...to book
 * this session."; removing from a waitlist explains nothing (its messages are not shown). Any
 * other code is the standard error.
 */
const SESSION_OPERATION_ERRORS = {
  ADD_MEMBER_TO_SESSION_ASYNC: {
    codes: [
      'SESSION_ALDREADY_BOOKED_ERROR',
      'SESSION_FULL_ERROR',
      'SESSION_NOT_FOUND_ERROR',
      'CLASS_NOT_FOUND_ERROR',
      'CASUAL_ONLY_ALLOWED_ERROR',
      'MEMBER_ONLY_ALLOWED_ERROR',
      'NONE_ALLOWED_ERROR',
      'MEMBERSHIP_IS_NOT_ALLOWED_ERROR',
    ],
  },
  REMOVE_MEMBER_FROM_SESSION: { codes: ['SESSION_NOT_FOUND_ERROR', 'CLASS_NOT_FOUND_ERROR'] },
  ADD_MEMBER_TO_WAITLIST: {
    codes: [
      'SESSION_WAITLIST_LIMIT_REACHED_ERROR',
      'SESSION_NOT_FULL_ERROR',
      'CLASS_WAITLIST_DISABLED_ERROR',
      'CASUAL_ONLY_ALLOWED_ERROR',
      'MEMBER_ONLY_ALLOWED_ERROR',
      'NONE_ALLOWED_ERROR',
      'MEMBERSHIP_IS_NOT_ALLOWED_ERROR',
      'SESSION_WAITLIST_ALREADY_ADDED_ERROR',
    ],
    texts: {
      CASUAL_ONLY_ALLOWED_ERROR: 'Only guests are allowed to book this session.',
      MEMBER_ONLY_ALLOWED_ERROR: 'Only members are allowed to book this session.',
      NONE_ALLOWED_ERROR: 'No one is allowed to book this session.',
      // The spec gives only the ending; this says "Booking is restricted by membership" with it.
      MEMBERSHIP_IS_NOT_ALLOWED_ERROR: 'This membership is not allowed to book this session.',
    },
  },
  REMOVE_MEMBER_FROM_WAITLIST: { codes: [] },
  /** Not one of the spec's four keys, but the spec lists these texts for the waitlist settings. */
  UPDATE_WAITLIST_SETTINGS: { codes: ['CLASS_ACTIVE_WAITLIST_ERROR', 'CLASS_WAITLIST_LIMIT_ERROR'] },
} as const satisfies Record<string, { codes: readonly SessionErrorCode[]; texts?: ErrorTexts }>;

export type SessionOperation = keyof typeof SESSION_OPERATION_ERRORS;

/** The error notification's text for a failed session operation. */
export function sessionOperationErrorText(
  operation: SessionOperation,
  error: CombinedError | undefined,
): string {
  const entry: { codes: readonly SessionErrorCode[]; texts?: ErrorTexts } =
    SESSION_OPERATION_ERRORS[operation];
  return listedErrorTextOf(error, entry.codes, entry.texts);
}
