import { z } from 'zod';
import { trimmedString } from '../forms/fields.ts';

/** Spec 3 §9: a card number holds at most 200 characters. */
export const CARD_NUMBER_MAX_LENGTH = 200;

/** Spec 3 §5 "Access card" and §8 (card add and removal texts). */
export const accessCardMessages = {
  cardNumberRequired: 'Card number is required',
  cardNumberTooLong: `Card number must be ${CARD_NUMBER_MAX_LENGTH} characters or less`,
  /**
   * Spec 3 §8 lists the formats door controllers take (1-8 digits, 1-20 digits, alphanumeric up to
   * 200, 1-200 long); ours (docs/access-control.md) reads letters and digits, up to 200.
   */
  cardNumberFormat: `Card number must be alphanumeric, up to ${CARD_NUMBER_MAX_LENGTH} characters`,
  invalidCardTitle: 'Invalid Card Number',
  cardExistsTitle: 'Card Exists',
  cardExists: 'This card number is already assigned to other member',
  cardAdded: 'Your card has been added successfully',
  addFailed: 'Oops, something went wrong. Please try again',
  removeFailedTitle: 'Error removing card',
  removeFailed: 'Something went wrong while trying to remove the card',
  providerLoadFailed: 'An error occurred getting access control provider information',
  detailsLoadFailed: 'An error occurred while obtaining access card details',
  scannerNotConnected: 'The barcode scanner software is not connected',
} as const;

/** Spec 3 §9: card success toasts close after 5 s, card errors after 10 s. */
export const CARD_SUCCESS_TOAST_MS = 5_000;
export const CARD_ERROR_TOAST_MS = 10_000;

/** Spec 3 §9 and spec 1 §8: the default local port of the barcode scanner software, its blink. */
export const BARCODE_SCANNER_DEFAULT_PORT = 8412;
export const BARCODE_SCANNER_BLINK_MS = 250;

/** Letters and digits only: what our door controller reads off a card. */
const CARD_NUMBER_PATTERN = /^[A-Za-z0-9]+$/;

/**
 * The add-card form and POST {base}/user/{userId}/token body (spec 3 §7): a card number, stored
 * in upper case (member search with `#` reads the number in upper case, spec 2 §6), and its type.
 */
export const accessCardInputSchema = z.object({
  cardNumber: trimmedString({
    field: 'cardNumber',
    required: true,
    max: CARD_NUMBER_MAX_LENGTH,
    requiredMessage: accessCardMessages.cardNumberRequired,
    maxMessage: accessCardMessages.cardNumberTooLong,
  })
    .refine((value) => CARD_NUMBER_PATTERN.test(value), accessCardMessages.cardNumberFormat)
    .transform((value) => value.toUpperCase()),
  type: z.literal('card', { error: 'type must be card' }).default('card'),
});
export type AccessCardInput = z.infer<typeof accessCardInputSchema>;
