import { accessCardMessages, CARD_ERROR_TOAST_MS, CARD_SUCCESS_TOAST_MS } from '@clubline/domain';
import type { NotificationData } from '@mantine/notifications';
import { AccessControlError } from './access-control-api.ts';

/** Spec 3 §9: card errors stay 10 s, card success 5 s. */
export const CARD_ERROR_TOAST = { title: 'Error', color: 'red', autoClose: CARD_ERROR_TOAST_MS } as const;

export const CARD_ADDED_TOAST: NotificationData = {
  title: 'Success',
  message: accessCardMessages.cardAdded,
  color: 'teal',
  autoClose: CARD_SUCCESS_TOAST_MS,
};

/** The toast of a failed add (spec 3 §8): Card Exists, Invalid Card Number, or the generic text. */
export function cardErrorToast(error: unknown): NotificationData {
  const code = error instanceof AccessControlError ? error.code : null;
  if (code === 'CARD_EXISTS') {
    return {
      ...CARD_ERROR_TOAST,
      title: accessCardMessages.cardExistsTitle,
      message: accessCardMessages.cardExists,
    };
  }
  if (code === 'VALIDATION_FAILED' && error instanceof AccessControlError) {
    return {
      ...CARD_ERROR_TOAST,
      title: accessCardMessages.invalidCardTitle,
      message: error.message || accessCardMessages.cardNumberFormat,
    };
  }
  return { ...CARD_ERROR_TOAST, message: accessCardMessages.addFailed };
}

/** Spec 3 §8: "Error removing card: Something went wrong while trying to remove the card". */
export const CARD_REMOVE_FAILED_TOAST: NotificationData = {
  ...CARD_ERROR_TOAST,
  title: accessCardMessages.removeFailedTitle,
  message: accessCardMessages.removeFailed,
};
