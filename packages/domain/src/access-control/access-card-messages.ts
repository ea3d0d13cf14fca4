/*
 * The access card rules a page shows without its form: limits, texts and timings (spec 3 §5, §8,
 * §9). Kept apart from the form schema so the error catalogue and first screens do not bring zod.
 */

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
