import { resolveTimeZone } from '@clubline/domain';

/** A branch's time zone, or Pacific/Auckland when it has none or one the browser does not know. */
export function branchTimeZone(branch: { timeZone: { id: string } } | null | undefined): string {
  try {
    return resolveTimeZone(branch?.timeZone.id);
  } catch {
    return resolveTimeZone(null);
  }
}
