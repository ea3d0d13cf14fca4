import { defineHook } from '../../../platform/modules/hooks.ts';

/**
 * A member's home branch moved (docs/members.md "Transfer"). Members stand on the lowest floor and
 * know nothing of what else belongs to a branch, so the features that own it (memberships and
 * their billing account, access control's door level) move their part in the transfer's own
 * transaction: a handler's failure fails the transfer, and nothing moves halfway.
 */
export interface MemberTransferred {
  applicationId: string;
  personId: string;
  fromBranchId: string;
  toBranchId: string;
}

export const memberTransferred = defineHook<MemberTransferred>('member-transferred');
