import { accessCardMessages } from '../access-control/access-card-messages.ts';
import { branchAccessMessages } from '../access-control/branch-access-settings-messages.ts';
import { defineError } from './error-definition.ts';

/** Errors of the access-control service (spec 3 §5, §8). */
export const ACCESS_CONTROL_ERRORS = {
  /** Spec 3 §8 "Card Exists": another person of the organisation holds the card. */
  CARD_EXISTS: defineError({ category: 'conflict', text: () => accessCardMessages.cardExists }),
  /** Ours: a token id that is not one of this person's cards. */
  ACCESS_CARD_NOT_FOUND: defineError({
    category: 'not-found',
    text: () => accessCardMessages.detailsLoadFailed,
  }),
  /**
   * Spec 2 §8: the branch has no working door (none issued, or all revoked), so a vaccination rule
   * would change nothing at its doors (docs/access-control.md "Branch access settings").
   */
  ACCESS_CONTROL_NOT_CONFIGURED: defineError({
    category: 'conflict',
    text: () => branchAccessMessages.notConfigured,
  }),
} as const;
