import { createContext, useContext } from 'react';
import type { MemberAreaExtras } from '../member-area-slot.ts';

/** What every page of the member area knows: who, at which level, and the home branch. */
export interface MemberAreaValue {
  personId: string;
  /** The route's branch at branch level; null at organisation level. */
  branchId: string | null;
  firstName: string;
  lastName: string;
  homeBranchId: string | null;
  /** The home branch's time zone (default Pacific/Auckland). */
  timeZone: string;
  /**
   * Today at the home branch by the server's billing clock (YYYY-MM-DD), the day the server judges
   * membership dates by: forms validate business dates against it, not the browser's clock.
   */
  today: string;
  /** The area's tabs and the overview's cards, members' own and those other features add. */
  extras: MemberAreaExtras;
}

export const MemberAreaContext = createContext<MemberAreaValue | null>(null);

export function useMemberArea(): MemberAreaValue {
  const value = useContext(MemberAreaContext);
  if (!value) throw new Error('useMemberArea needs the member area');
  return value;
}
