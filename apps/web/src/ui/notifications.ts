import { STANDARD_ERROR_TEXT } from '@clubline/domain';
import { notifications } from '@mantine/notifications';
import { COPIED_NOTIFICATION_TIMEOUT_MS } from '../app/constants.ts';

/** Spec 1 §8: success notifications. */
export const SAVED_SUCCESSFULLY = 'Saved successfully';
export const CHANGES_HAVE_BEEN_MADE = 'Changes have been made';
/** Spec 2 §8 standard error: the catalogue's last fallback. */
const GENERIC_ERROR_NOTIFICATION = STANDARD_ERROR_TEXT;

export function notifySuccess(message: string = SAVED_SUCCESSFULLY): void {
  notifications.show({ title: 'Success', message, color: 'teal' });
}

export function notifyError(message: string = GENERIC_ERROR_NOTIFICATION, title = 'Error'): void {
  notifications.show({ title, message, color: 'red' });
}

export function notifyCopied(): void {
  notifications.show({
    title: 'Success',
    message: 'Copied to clipboard',
    color: 'teal',
    autoClose: COPIED_NOTIFICATION_TIMEOUT_MS,
  });
}
