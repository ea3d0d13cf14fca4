import { describe, expect, it } from 'vitest';
import { AccessControlError } from './access-control-api.ts';
import { CARD_ADDED_TOAST, CARD_REMOVE_FAILED_TOAST, cardErrorToast } from './card-toasts.ts';

describe('card toasts (spec 3 §8, §9)', () => {
  it('shows success for 5 s and errors for 10 s', () => {
    expect(CARD_ADDED_TOAST).toMatchObject({
      message: 'Your card has been added successfully',
      autoClose: 5000,
    });
    expect(CARD_REMOVE_FAILED_TOAST).toMatchObject({
      title: 'Error removing card',
      message: 'Something went wrong while trying to remove the card',
      autoClose: 10_000,
    });
  });

  it('names Card Exists, Invalid Card Number, and otherwise the generic failure', () => {
    expect(cardErrorToast(new AccessControlError(409, 'CARD_EXISTS', 'x'))).toMatchObject({
      title: 'Card Exists',
      message: 'This card number is already assigned to other member',
      autoClose: 10_000,
    });
    expect(
      cardErrorToast(
        new AccessControlError(400, 'VALIDATION_FAILED', 'Card number must be 200 characters or less'),
      ),
    ).toMatchObject({ title: 'Invalid Card Number', message: 'Card number must be 200 characters or less' });
    expect(cardErrorToast(new AccessControlError(500, 'INTERNAL', ''))).toMatchObject({
      message: 'Oops, something went wrong. Please try again',
      autoClose: 10_000,
    });
    expect(cardErrorToast(new TypeError('Failed to fetch'))).toMatchObject({
      message: 'Oops, something went wrong. Please try again',
    });
  });
});
