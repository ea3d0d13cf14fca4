import { END_VIA_PROVIDER_NOTICE, PAY_OVERDUE_ALREADY_PAID } from '../memberships/membership-rules.ts';
import { defineError } from './error-definition.ts';

/** Errors of memberships and billing (spec 2 §5, §8). */
export const MEMBERSHIP_ERRORS = {
  /** Spec 2 §2: 'Membership not found.' (or the viewer may not see the member's memberships). */
  MEMBERSHIP_NOT_FOUND: defineError({ category: 'not-found', text: () => 'Membership not found.' }),
  /** Spec 2 §8: also raised when there is no (known) customer reference. */
  OVERDUE_AMOUNT_UNAVAILABLE: defineError({
    category: 'not-found',
    text: () => 'An error occurred while obtaining the overdue amount',
  }),
  /** Spec 2 §8: the preview could not be made (unknown option, a date it cannot bill). */
  FIRST_PAYMENT_DETAILS_UNAVAILABLE: defineError({
    category: 'validation',
    text: () => 'An error occurred while obtaining the first payment details',
  }),
  /** Ours: the option is not published, not sold at the branch, or outside its sale window (spec 2 §4). */
  PAYMENT_OPTION_NOT_OFFERED: defineError({
    category: 'conflict',
    text: () => 'This payment option is not offered at this branch today.',
  }),
  /** Ours: pay overdue and change are paysmart's (spec 2 §4, §6). */
  MEMBERSHIP_ACTION_NOT_UNDER_PROVIDER: defineError({
    category: 'conflict',
    text: () => 'This action is not available with your billing provider.',
  }),
  /** A debitsuccess direct debit request is active: it is removed at the billing company (spec 2 §4 End). */
  END_VIA_PROVIDER: defineError({ category: 'conflict', text: () => END_VIA_PROVIDER_NOTICE }),
  /** Ours: End on a membership that is over, or in a state End is not offered for. */
  MEMBERSHIP_NOT_ENDABLE: defineError({
    category: 'conflict',
    text: () => 'This membership cannot be ended.',
  }),
  /** Ours: Change is offered only as spec 2 §4 says (active, billing active, no end date, …). */
  MEMBERSHIP_NOT_CHANGEABLE: defineError({
    category: 'conflict',
    text: () => 'This membership cannot be changed.',
  }),
  /** Ours: change only to an ongoing option of the same plan type (spec 2 §4 "Change membership"). */
  CHANGE_OPTION_NOT_ALLOWED: defineError({
    category: 'validation',
    text: () => 'Choose an ongoing payment option of a plan of the same type.',
  }),
  /** Spec 2 §5 Pay overdue: nothing is overdue any more. */
  OVERDUE_ALREADY_PAID: defineError({ category: 'conflict', text: () => PAY_OVERDUE_ALREADY_PAID }),
  /** Ours: the membership's plan does not allow the edit (external payer on another plan type). */
  MEMBERSHIP_EDIT_NOT_ALLOWED: defineError({
    category: 'conflict',
    text: () => 'This change is not available for this membership.',
  }),
  /** Ours: Unblock is offered only for a BLOCKED debitsuccess membership (spec 2 §4). */
  MEMBERSHIP_NOT_UNBLOCKABLE: defineError({
    category: 'conflict',
    text: () => 'This membership is not blocked under a provider that allows unblocking.',
  }),
  /**
   * Ours: a new payment setup link is sent only while no direct debit authority is in place (the
   * request was rejected, or is still waiting for the member) on a membership that is not over.
   */
  PAYMENT_SETUP_LINK_NOT_AVAILABLE: defineError({
    category: 'conflict',
    text: () =>
      'A new payment setup link can be sent only while the direct debit request is rejected or still waiting for the member.',
  }),
  /** Ours: Suspend is offered only as spec 2 §4 says (no suspension in force, not a visit pass, …). */
  MEMBERSHIP_NOT_SUSPENDABLE: defineError({
    category: 'conflict',
    text: () => 'This membership cannot be suspended.',
  }),
  /** Ours: the membership has no such suspension (or it was removed meanwhile). */
  SUSPENSION_NOT_FOUND: defineError({ category: 'not-found', text: () => 'Suspension not found.' }),
  /** Ours: only a current or future suspension is edited, only a future one removed (spec 2 §4). */
  SUSPENSION_NOT_EDITABLE: defineError({
    category: 'conflict',
    text: () => 'This suspension can no longer be changed.',
  }),
  /** Ours: Synchronise is offered only for a debitsuccess billing membership with a customer reference. */
  ACCOUNT_NOT_SYNCHRONISABLE: defineError({
    category: 'conflict',
    text: () => 'This account cannot be synchronised with the billing provider.',
  }),
  /**
   * Spec 1 §6 manage-join-fee: a sale's join fee other than the payment option's needs it on the
   * branch (the form shows the option's fee read-only without it).
   */
  JOIN_FEE_CHANGE_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to change the join fee.",
  }),
  /** Spec 1 §6 manage-access-card-fee: likewise for the access card fee. */
  ACCESS_CARD_FEE_CHANGE_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to change the access card fee.",
  }),
  /**
   * A sale's waiveAdminFee where the payment option's branch setting does not waive it: it takes
   * manage-branch-settings on the branch, the permission that sets the waiver (docs/memberships.md).
   */
  ADMIN_FEE_WAIVER_DENIED: defineError({
    category: 'denied',
    text: () => "You don't have permission to waive the administration fee.",
  }),
  /** Spec 2 §4 "Synchronise flow": the provider could not be reached or answered with an error. */
  SYNC_ACCOUNT_FAILED: defineError({
    category: 'unavailable',
    text: () => 'Synchronized failed, please try again later',
  }),
} as const;
