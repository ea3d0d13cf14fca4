import { isMembershipDate, resolveTimeZone, todayTextIn } from '@clubline/domain';

/** A branch's time zone, or Pacific/Auckland when it has none or one the browser does not know. */
export function branchTimeZone(branch: { timeZone: { id: string } } | null | undefined): string {
  try {
    return resolveTimeZone(branch?.timeZone.id);
  } catch {
    return resolveTimeZone(null);
  }
}

/**
 * The branch's today by the server's billing clock (Branch.today), the day the server validates
 * membership dates against; the browser's today in the branch's time zone only if none came.
 */
export function branchToday(
  branch: { timeZone: { id: string }; today?: string | null } | null | undefined,
): string {
  const today = branch?.today;
  return today && isMembershipDate(today) ? today : todayTextIn(branchTimeZone(branch));
}
