import { and, asc, count, eq, exists, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { personBranchRoles, persons } from '../members/public.ts';

/**
 * Staff's SQL over the persons members keeps: a staff member is a person with a StaffMember role
 * at each branch they work for (spec 3 §3 "branches"). Their first branch is their home branch,
 * which owns them as a person.
 */

type PersonRow = typeof persons.$inferSelect;
type PersonInsert = typeof persons.$inferInsert;

/** A staff member works at a branch: a StaffMember role there. */
const worksAt = (branchIds: readonly string[]) =>
  exists(
    sql`(select 1 from ${personBranchRoles} where ${personBranchRoles.personId} = ${persons.id}
      and ${personBranchRoles.roleType} = 'StaffMember'
      and ${inArray(personBranchRoles.branchId, [...branchIds])})`,
  );

// Folded copies with leakproof operators (`^@`, `=`), as the member search (search.repository.ts).
const termCondition = (term: string): SQL | undefined => {
  const words = term.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const [first = '', ...rest] = words;
  if (rest.length > 0) {
    return and(
      sql`${persons.searchFirstName} ^@ search_fold(${first})`,
      sql`${persons.searchLastName} ^@ search_fold(${rest.join(' ')})`,
    );
  }
  return or(
    sql`${persons.searchFirstName} ^@ search_fold(${first})`,
    sql`${persons.searchLastName} ^@ search_fold(${first})`,
    sql`${persons.searchEmail} ^@ lower(${first})`,
  );
};

export interface StaffPageQuery {
  branchIds: readonly string[];
  term: string;
  limit: number;
  offset: number;
}

/** A page of the staff of the given branches, by first then last name, with the total. */
export async function findStaffPage(
  tx: Transaction,
  query: StaffPageQuery,
): Promise<{ rows: PersonRow[]; total: number }> {
  if (query.branchIds.length === 0) return { rows: [], total: 0 };
  const where = and(worksAt(query.branchIds), termCondition(query.term));
  const rows = await tx
    .select()
    .from(persons)
    .where(where)
    .orderBy(asc(persons.searchFirstName), asc(persons.searchLastName), asc(persons.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await tx.select({ total: count() }).from(persons).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** The branches each person works at (StaffMember roles), oldest first: the first is home. */
export async function findStaffBranchesOfPersons(
  tx: Transaction,
  personIds: readonly string[],
): Promise<Map<string, string[]>> {
  const branches = new Map<string, string[]>();
  if (personIds.length === 0) return branches;
  const rows = await tx
    .select({ personId: personBranchRoles.personId, branchId: personBranchRoles.branchId })
    .from(personBranchRoles)
    .where(
      and(inArray(personBranchRoles.personId, [...personIds]), eq(personBranchRoles.roleType, 'StaffMember')),
    )
    .orderBy(asc(personBranchRoles.joinedAt), asc(personBranchRoles.branchId));
  for (const row of rows) branches.set(row.personId, [...(branches.get(row.personId) ?? []), row.branchId]);
  return branches;
}

/** Reads a person; `lock` serialises the changes of one staff member. */
export async function findStaffPerson(
  tx: Transaction,
  personId: string,
  options: { lock?: boolean } = {},
): Promise<PersonRow | undefined> {
  const query = tx.select().from(persons).where(eq(persons.id, personId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** A new staff person with a StaffMember role at each branch; the first is their home branch. */
export async function insertStaffPerson(
  tx: Transaction,
  row: Omit<PersonInsert, 'homeBranchId'>,
  branchIds: readonly string[],
): Promise<PersonRow> {
  const [inserted] = await tx
    .insert(persons)
    .values({ ...row, homeBranchId: branchIds[0] ?? null })
    .returning();
  if (!inserted) throw new Error('Person insert returned no row');
  await insertStaffRoles(tx, inserted.applicationId, inserted.id, branchIds);
  return inserted;
}

async function insertStaffRoles(
  tx: Transaction,
  applicationId: string,
  personId: string,
  branchIds: readonly string[],
): Promise<void> {
  if (branchIds.length === 0) return;
  // One statement, and each branch a moment later than the one before, so the order of the
  // branches as chosen is the order read back (the first is the home branch).
  await tx
    .insert(personBranchRoles)
    .values(
      branchIds.map((branchId, index) => ({
        applicationId,
        personId,
        branchId,
        roleType: 'StaffMember' as const,
        status: 'MEMBER' as const,
        joinedAt: new Date(Date.now() + index),
      })),
    )
    .onConflictDoNothing();
}

export type StaffDetailsChange = Pick<
  PersonInsert,
  'firstName' | 'lastName' | 'email' | 'gender' | 'dateOfBirth' | 'mobilePhone' | 'address'
>;

/**
 * Writes a staff member's details and branches: roles at branches no longer listed go, new ones
 * are added, and the home branch follows the first branch when it is no longer one of theirs.
 */
export async function updateStaffPerson(
  tx: Transaction,
  person: PersonRow,
  change: StaffDetailsChange,
  branchIds: readonly string[],
): Promise<PersonRow> {
  await tx
    .delete(personBranchRoles)
    .where(
      and(
        eq(personBranchRoles.personId, person.id),
        eq(personBranchRoles.roleType, 'StaffMember'),
        notInArray(personBranchRoles.branchId, [...branchIds]),
      ),
    );
  await insertStaffRoles(tx, person.applicationId, person.id, branchIds);
  const homeBranchId =
    person.homeBranchId !== null && branchIds.includes(person.homeBranchId)
      ? person.homeBranchId
      : (branchIds[0] ?? null);
  const [row] = await tx
    .update(persons)
    .set({ ...change, homeBranchId, updatedAt: sql`now()` })
    .where(eq(persons.id, person.id))
    .returning();
  if (!row) throw new Error('Person update returned no row');
  return row;
}
