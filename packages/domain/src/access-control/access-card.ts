import { z } from 'zod';
import { trimmedString } from '../forms/fields.ts';
import { accessCardMessages, CARD_NUMBER_MAX_LENGTH } from './access-card-messages.ts';

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
