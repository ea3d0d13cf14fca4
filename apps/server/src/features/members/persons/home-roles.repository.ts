import type { PersonKind } from '@clubline/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { personBranchRoles, persons } from './persons.table.ts';

/** The role types of the branch member list (spec 2 §2 My Members) and of a branch's memberCount. */
export const MEMBER_LIKE: readonly PersonKind[] = ['Member', 'Prospect'];

/**
 * The person holds one of `roleTypes` at their home branch. Checked per person found (the OFFSET 0
 * keeps PostgreSQL from turning it into a join): nearly every person holds their role at home, but
 * the planner, not knowing the two tables agree, expects a join to keep few of them and so reads
 * and sorts every person of the branch instead of stopping after the page.
 */
export function holdsRoleAtHome(roleTypes: readonly PersonKind[]): SQL {
  const atHome = and(
    eq(personBranchRoles.personId, persons.id),
    eq(personBranchRoles.branchId, persons.homeBranchId),
    inArray(personBranchRoles.roleType, [...roleTypes]),
  );
  return sql`exists (select 1 from ${personBranchRoles} where ${atHome} offset 0)`;
}
