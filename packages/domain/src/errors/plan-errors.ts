import { INVALID_MEMBERSHIP_PLAN_TYPE } from '../enums/plans.ts';
import { defineError } from './error-definition.ts';

/** Spec 3 §8 "Payment option missing". */
const PAYMENT_OPTION_NOT_FOUND_TEXT = 'This payment option was not found';

/** Errors of membership plans and payment options (spec 3 §2, §4, §5, §8). */
export const PLAN_ERRORS = {
  /** Not in the spec (the plan page shows not-found): no such plan, or none the viewer may see. */
  MEMBERSHIP_PLAN_NOT_FOUND: defineError({
    category: 'not-found',
    text: () => 'This membership plan was not found',
  }),
  PAYMENT_OPTION_NOT_FOUND: defineError({ category: 'not-found', text: () => PAYMENT_OPTION_NOT_FOUND_TEXT }),
  /** The plan permission is needed at organisation level, or on every branch selling the plan. */
  MEMBERSHIP_PLAN_ACCESS_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to change membership plans sold at these branches.",
  }),
  /** The payment option permission is needed on every branch selling the option. */
  PAYMENT_OPTION_ACCESS_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to change payment options sold at these branches.",
  }),
  /** Spec 3 §4: the action is not one the option's status offers (e.g. editing an archived option). */
  PAYMENT_OPTION_ACTION_NOT_ALLOWED: defineError({
    category: 'conflict',
    params: { action: 'string', status: 'string' },
    text: ({ action, status }) => `This payment option is ${status} and cannot be ${action}.`,
  }),
  /**
   * Not in the spec (docs/plans.md): members will have bought a published option at its price, so
   * its price and term stay as published; a new price is a duplicate, published, and the old archived.
   */
  PUBLISHED_PAYMENT_OPTION_PRICE_LOCKED: defineError({
    category: 'conflict',
    text: () =>
      'The price and term of a published payment option cannot change. Duplicate it to sell it at a new price.',
  }),
  /** Spec 3 §7: an option's plan type that is not its plan's (or not a type at all). */
  INVALID_MEMBERSHIP_PLAN_TYPE: defineError({
    category: 'validation',
    text: () => INVALID_MEMBERSHIP_PLAN_TYPE,
  }),
  /** A branch setting for a branch that does not sell the option. */
  PAYMENT_OPTION_NOT_SOLD_AT_BRANCH: defineError({
    category: 'validation',
    text: () => 'This payment option is not sold at this branch',
  }),
} as const;
