import type { Temporal } from 'temporal-polyfill';
import { isAccessAllowedByAdmin } from './membership-actions.ts';
import { type MembershipStatusSource, membershipStatusOn } from './membership-status.ts';

/** A membership as door access reads it: its status and the admin's Unblock window. */
export interface DoorAccessSource extends MembershipStatusSource {
  readonly allowAccessFrom: string | null;
  readonly allowAccessUntil: string | null;
}

/**
 * Whether this membership keeps its member out on `today` (its branch's calendar): it shows BLOCKED
 * today and no admin allowance (Unblock) is in force today. docs/access-control.md "Blocked
 * members".
 */
export function keepsMemberOut(membership: DoorAccessSource, today: Temporal.PlainDate): boolean {
  return (
    membershipStatusOn(membership, today) === 'BLOCKED' &&
    !isAccessAllowedByAdmin(membership, today.toString())
  );
}
