import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { findUsersOfPersons } from '../identity/public.ts';
import { personBranchRoles, persons } from '../members/public.ts';

import type { SessionStaffMember } from './session-views.ts';

/**
 * The active staff of a branch, by first then last name: persons with a StaffMember role there
 * (spec 3 §3 "branches") whose sign-in account, when they have one, is not deactivated. A person
 * without an account (a casual instructor) still teaches.
 */
export async function activeStaffAt(
  tx: Transaction,
  branchId: string,
  onlyPersonIds?: readonly string[],
): Promise<SessionStaffMember[]> {
  const rows = await tx
    .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName })
    .from(personBranchRoles)
    .innerJoin(persons, eq(persons.id, personBranchRoles.personId))
    .where(
      and(
        eq(personBranchRoles.branchId, branchId),
        eq(personBranchRoles.roleType, 'StaffMember'),
        onlyPersonIds ? inArray(personBranchRoles.personId, [...onlyPersonIds]) : undefined,
      ),
    )
    .orderBy(asc(persons.searchFirstName), asc(persons.searchLastName), asc(persons.id));
  const disabled = new Set(
    (
      await findUsersOfPersons(
        tx,
        rows.map((row) => row.id),
      )
    )
      .filter((user) => user.disabledAt !== null)
      .map((user) => user.personId),
  );
  return rows.filter((row) => !disabled.has(row.id));
}
