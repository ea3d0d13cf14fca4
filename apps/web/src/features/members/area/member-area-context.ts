import { createContext, useContext } from 'react';

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
}

export const MemberAreaContext = createContext<MemberAreaValue | null>(null);

export function useMemberArea(): MemberAreaValue {
  const value = useContext(MemberAreaContext);
  if (!value) throw new Error('useMemberArea needs the member area');
  return value;
}
