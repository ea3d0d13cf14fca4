import { z } from 'zod';
import { CARD_NUMBER_MAX_LENGTH } from '../access-control/access-card-messages.ts';
import { doorMessages } from './doors.ts';

/**
 * The door simulator's development page (docs/access-control.md "Doors offline"): what it may ask
 * a simulated door to swipe. Development only; the server serves it outside production.
 */

/** The demo cards a simulated door picks from its own allow-list. */
export const DEMO_CARDS = ['valid', 'blocked', 'suspended', 'unknown'] as const;
export type DemoCard = (typeof DEMO_CARDS)[number];

/** Valid cards swiped at once by one burst: enough to see the arrival card fill, no load test. */
export const SIMULATOR_BURST_MAX = 50;
/** The decisions the page shows, newest first. */
export const SIMULATOR_DECISIONS_SHOWN = 50;

export const simulatorMessages = {
  oneAction: 'Send one of card, cardNumber or burst',
  card: `card must be one of ${DEMO_CARDS.join(', ')}`,
  burst: `burst must be a whole number from 1 to ${SIMULATOR_BURST_MAX}`,
  online: 'online must be true or false',
} as const;

const cardNumber = z
  .string({ error: doorMessages.cardFormat })
  .trim()
  .min(1, doorMessages.cardFormat)
  .max(CARD_NUMBER_MAX_LENGTH, doorMessages.cardFormat)
  .regex(/^[A-Za-z0-9]+$/, doorMessages.cardFormat)
  .transform((value) => value.toUpperCase());

/** POST /sandbox/doors/{branchId}/swipes: `{ card }`, `{ cardNumber }` or `{ burst }`, exactly one. */
export const simulatorSwipeSchema = z
  .object({
    card: z.enum(DEMO_CARDS, { error: simulatorMessages.card }).optional(),
    cardNumber: cardNumber.optional(),
    burst: z
      .number({ error: simulatorMessages.burst })
      .int(simulatorMessages.burst)
      .min(1, simulatorMessages.burst)
      .max(SIMULATOR_BURST_MAX, simulatorMessages.burst)
      .optional(),
  })
  .refine(
    (input) =>
      [input.card, input.cardNumber, input.burst].filter((value) => value !== undefined).length === 1,
    { message: simulatorMessages.oneAction, path: ['card'] },
  )
  .transform(
    (input): SimulatorSwipe =>
      input.burst !== undefined
        ? { kind: 'burst', count: input.burst }
        : input.cardNumber !== undefined
          ? { kind: 'card', cardNumber: input.cardNumber }
          : { kind: 'demo', card: input.card ?? 'valid' },
  );

export type SimulatorSwipe =
  | { kind: 'demo'; card: DemoCard }
  | { kind: 'card'; cardNumber: string }
  | { kind: 'burst'; count: number };

/** POST /sandbox/doors/{branchId}/line: `{ online }`, false cuts the door off from the server. */
export const simulatorLineSchema = z.object({
  online: z.boolean({ error: simulatorMessages.online }),
});

/** The card number field of the page: the rule the server applies. */
export const simulatorCardNumberSchema = cardNumber;
