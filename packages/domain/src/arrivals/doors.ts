import { z } from 'zod';
import { CARD_NUMBER_MAX_LENGTH } from '../access-control/access-card-messages.ts';
import { trimmedString } from '../forms/fields.ts';

/** A door's name as staff give it ("Front door", "Pool gate"). */
export const DOOR_NAME_MAX_LENGTH = 100;
/** A door's swipe id: the controller's own id for the swipe, its idempotency key. */
export const SWIPE_ID_MAX_LENGTH = 100;
/**
 * The scheme of a door's key in the `authorization` header: `authorization: Door <key>`
 * (docs/access-control.md "Door decisions").
 */
export const DOOR_AUTH_SCHEME = 'Door';

export const doorMessages = {
  nameRequired: 'Door name is required',
  nameTooLong: `Door name must be ${DOOR_NAME_MAX_LENGTH} characters or less`,
  swipeIdRequired: 'swipeId is required',
  swipeIdFormat: `swipeId must be 1 to ${SWIPE_ID_MAX_LENGTH} letters, digits, '-', '_', '.' or ':'`,
  cardRequired: 'cardNumber or barcode is required',
  cardFormat: `The card number must be letters and digits, up to ${CARD_NUMBER_MAX_LENGTH} characters`,
  atFormat: 'at must be an ISO 8601 date and time with its offset, e.g. 2026-11-20T07:00:00Z',
} as const;

/** The Add door form and addDoor's name. */
export const doorInputSchema = z.object({
  name: trimmedString({
    field: 'name',
    required: true,
    max: DOOR_NAME_MAX_LENGTH,
    requiredMessage: doorMessages.nameRequired,
    maxMessage: doorMessages.nameTooLong,
  }),
});
export type DoorInput = z.infer<typeof doorInputSchema>;

const SWIPE_ID_PATTERN = /^[A-Za-z0-9._:-]+$/;
const CARD_PATTERN = /^[A-Za-z0-9]+$/;
// An instant with its offset: a door's local time without one would be read in the server's zone.
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const card = z
  .string({ error: doorMessages.cardFormat })
  .trim()
  .max(CARD_NUMBER_MAX_LENGTH, doorMessages.cardFormat)
  .regex(CARD_PATTERN, doorMessages.cardFormat)
  .transform((value) => value.toUpperCase());

/**
 * POST {access-control base}/doors/swipes: `{ swipeId, cardNumber | barcode, at? }`. A barcode is
 * the number printed on the member's card (the desk's scanner reads it), so either names the card.
 * `at` is when the person stood at the door; without it, when the server received the swipe.
 */
export const doorSwipeSchema = z
  .object({
    swipeId: z
      .string({ error: doorMessages.swipeIdRequired })
      .min(1, doorMessages.swipeIdRequired)
      .max(SWIPE_ID_MAX_LENGTH, doorMessages.swipeIdFormat)
      .regex(SWIPE_ID_PATTERN, doorMessages.swipeIdFormat),
    cardNumber: card.optional(),
    barcode: card.optional(),
    at: z.string({ error: doorMessages.atFormat }).regex(INSTANT_PATTERN, doorMessages.atFormat).optional(),
  })
  .refine((swipe) => swipe.cardNumber !== undefined || swipe.barcode !== undefined, {
    message: doorMessages.cardRequired,
    path: ['cardNumber'],
  })
  .transform(({ swipeId, cardNumber, barcode, at }) => ({
    swipeId,
    cardNumber: cardNumber ?? barcode ?? '',
    at,
  }));
export type DoorSwipe = z.infer<typeof doorSwipeSchema>;
