import { isUuid } from '@clubline/domain';
import type { Transaction } from '../../../platform/db/client.ts';
import { ValidationError } from '../../../platform/errors/errors.ts';
import { branchesOfClasses, findClass } from '../../classes/public.ts';
import { sessionServerMessages } from '../session-messages.ts';
import { activeStaffAt } from '../session-staff.repository.ts';

interface References {
  classId: string | null;
  staffMemberId: string | null;
}

/**
 * Beyond the form: the class must run at the session's branch and the staff member must be active
 * staff there (the lists the form offers). What a session already names is not checked again: a
 * teacher who left keeps the sessions they had until someone changes them. A class id that names
 * no class gets the same answer as a class of another branch, as a staff member's does: an id
 * must not tell whether a class exists at a branch the viewer may not see.
 */
export async function checkReferences(
  tx: Transaction,
  branchId: string,
  wanted: References,
  current: References = { classId: null, staffMemberId: null },
): Promise<void> {
  if (wanted.classId !== null && wanted.classId !== current.classId) {
    const found = isUuid(wanted.classId) && (await findClass(tx, wanted.classId)) !== undefined;
    const branches = found ? ((await branchesOfClasses(tx, [wanted.classId])).get(wanted.classId) ?? []) : [];
    if (!branches.includes(branchId))
      throw new ValidationError({ classId: sessionServerMessages.classNotAtBranch });
  }
  if (wanted.staffMemberId !== null && wanted.staffMemberId !== current.staffMemberId) {
    const found =
      isUuid(wanted.staffMemberId) && (await activeStaffAt(tx, branchId, [wanted.staffMemberId])).length > 0;
    if (!found) throw new ValidationError({ staffMemberId: sessionServerMessages.staffNotAtBranch });
  }
}
