import { can, type Permissions } from '@clubline/domain';
import type { FlagValues } from '../flags/flags.ts';
import { CURRENT_BRANCH, type Requires } from './web-module.ts';

/** What a `requires` is checked against: the session's permissions, the flags, the area's branch. */
export interface Access {
  permissions: Permissions;
  flags: FlagValues;
  /** The branch of the branch area; undefined in the organisation area. */
  branchId?: string | undefined;
}

/**
 * Spec 1 §5.5: a page behind a flag that is off does not exist (not found); a failed permission
 * check is no permission. The route guard shows the verdict and the menus show an entry only
 * when it is 'open', so the two read one answer.
 */
export type Verdict = 'open' | 'not-found' | 'no-permission';

export function verdict(requires: Requires | undefined, access: Access): Verdict {
  if (requires === undefined) return 'open';
  if (requires.flag !== undefined && !access.flags[requires.flag]) return 'not-found';
  if (requires.operation === undefined) return 'open';
  const target = requires.on === CURRENT_BRANCH ? access.branchId : requires.on;
  return target !== undefined && can(access.permissions, requires.operation, target)
    ? 'open'
    : 'no-permission';
}

export const isOpen = (requires: Requires | undefined, access: Access): boolean =>
  verdict(requires, access) === 'open';
