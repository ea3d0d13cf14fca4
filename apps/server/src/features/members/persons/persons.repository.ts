import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { MEMBER_LIKE } from './home-roles.repository.ts';
import { accessCards, personBranchRoles, persons, personTransfers } from './persons.table.ts';

export type PersonRow = typeof persons.$inferSelect;
export type PersonInsert = typeof persons.$inferInsert;
export type PersonRoleRow = typeof personBranchRoles.$inferSelect;
export type PersonRoleInsert = typeof personBranchRoles.$inferInsert;
export type AccessCardInsert = typeof accessCards.$inferInsert;
export type PersonTransferRow = typeof personTransfers.$inferSelect;
export type PersonTransferInsert = typeof personTransfers.$inferInsert;

/** Fields of a person that personal-details updates may change. */
export type PersonDetailsChange = Partial<
  Pick<
    PersonInsert,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'gender'
    | 'dateOfBirth'
    | 'mobilePhone'
    | 'homePhone'
    | 'emergencyContact'
    | 'address'
    | 'emailOptin'
    | 'smsOptin'
    | 'vaccinationCertSightedOn'
    | 'vaccinationPassExpiryDate'
  >
>;

/** Rows per multi-row INSERT: well under PostgreSQL's 65535 parameters for every table here. */
const INSERT_CHUNK = 1000;

async function insertInChunks<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

export async function findPerson(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PersonRow | undefined> {
  const query = tx.select().from(persons).where(eq(persons.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findPersonsByIds(tx: Transaction, ids: readonly string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(persons)
    .where(inArray(persons.id, [...ids]));
}

export async function updateHomeBranch(tx: Transaction, personId: string, branchId: string): Promise<void> {
  await tx
    .update(persons)
    .set({ homeBranchId: branchId, updatedAt: sql`now()` })
    .where(eq(persons.id, personId));
}

/**
 * Adds `tag` to the persons in `withTag` and removes it from those in `withoutTag` (billing keeps
 * 'overdue' in step with the ledger); a person already so is left as is.
 */
export async function setPersonTag(
  tx: Transaction,
  tag: string,
  withTag: readonly string[],
  withoutTag: readonly string[],
): Promise<void> {
  if (withTag.length > 0) {
    await tx
      .update(persons)
      .set({ tags: sql`array_append(${persons.tags}, ${tag})`, updatedAt: sql`now()` })
      .where(and(inArray(persons.id, [...withTag]), sql`not (${tag} = any(${persons.tags}))`));
  }
  if (withoutTag.length > 0) {
    await tx
      .update(persons)
      .set({ tags: sql`array_remove(${persons.tags}, ${tag})`, updatedAt: sql`now()` })
      .where(and(inArray(persons.id, [...withoutTag]), sql`${tag} = any(${persons.tags})`));
  }
}

export async function updatePersonDetails(
  tx: Transaction,
  personId: string,
  change: PersonDetailsChange,
): Promise<PersonRow> {
  const [row] = await tx
    .update(persons)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(persons.id, personId))
    .returning();
  if (!row) throw new Error('Person update returned no row');
  return row;
}

export async function insertPerson(tx: Transaction, row: PersonInsert): Promise<PersonRow> {
  const [inserted] = await tx.insert(persons).values(row).returning();
  if (!inserted) throw new Error('Person insert returned no row');
  return inserted;
}

/** Bulk insert (seed): a few multi-row statements. */
export async function insertPersons(tx: Transaction, rows: readonly PersonInsert[]): Promise<void> {
  await insertInChunks(rows, (chunk) => tx.insert(persons).values(chunk));
}

export async function insertPersonRoles(tx: Transaction, rows: readonly PersonRoleInsert[]): Promise<void> {
  await insertInChunks(rows, (chunk) => tx.insert(personBranchRoles).values(chunk));
}

export async function insertAccessCards(tx: Transaction, rows: readonly AccessCardInsert[]): Promise<void> {
  await insertInChunks(rows, (chunk) => tx.insert(accessCards).values(chunk));
}

export async function insertPersonTransfers(
  tx: Transaction,
  rows: readonly PersonTransferInsert[],
): Promise<void> {
  await insertInChunks(rows, (chunk) => tx.insert(personTransfers).values(chunk));
}

/** The roles of the given persons at every branch. */
export async function findRolesOfPersons(
  tx: Transaction,
  personIds: readonly string[],
): Promise<PersonRoleRow[]> {
  if (personIds.length === 0) return [];
  return tx
    .select()
    .from(personBranchRoles)
    .where(inArray(personBranchRoles.personId, [...personIds]))
    .orderBy(personBranchRoles.joinedAt);
}

/**
 * Moves the person's Member and Prospect roles from one branch to another. A role of the same type
 * the person already holds at the target (a reciprocal one) is kept and the old one dropped.
 *
 * The last visit travels with the member: the role at the target carries the later of the member's
 * last visit at the old home branch and `lastVisitAt` (their last visit at the target), so the
 * profile and the list do not read "No visits yet" for a member who has just visited.
 */
export async function moveMemberRoles(
  tx: Transaction,
  move: { personId: string; fromBranchId: string; toBranchId: string; lastVisitAt: Date | null },
): Promise<void> {
  const memberLike = ['Member', 'Prospect'] as const;
  const atSource = and(
    eq(personBranchRoles.personId, move.personId),
    eq(personBranchRoles.branchId, move.fromBranchId),
    inArray(personBranchRoles.roleType, [...memberLike]),
  );
  const source = await tx
    .select({ lastVisitAt: personBranchRoles.lastVisitAt })
    .from(personBranchRoles)
    .where(atSource);
  const carried = latest([move.lastVisitAt, ...source.map((role) => role.lastVisitAt)]);
  const atTarget = and(
    eq(personBranchRoles.personId, move.personId),
    eq(personBranchRoles.branchId, move.toBranchId),
  );
  const target = await tx
    .select({ roleType: personBranchRoles.roleType })
    .from(personBranchRoles)
    .where(atTarget);
  const heldAtTarget = target.map((role) => role.roleType);
  const movable = memberLike.filter((type) => !heldAtTarget.includes(type));
  const kept = memberLike.filter((type) => heldAtTarget.includes(type));
  if (kept.length > 0 && carried) {
    // greatest() skips a null: a kept role without a visit takes the carried one.
    await tx
      .update(personBranchRoles)
      .set({
        lastVisitAt: sql`greatest(${personBranchRoles.lastVisitAt}, ${carried.toISOString()}::timestamptz)`,
      })
      .where(and(atTarget, inArray(personBranchRoles.roleType, kept)));
  }
  if (movable.length > 0) {
    await tx
      .update(personBranchRoles)
      .set({ branchId: move.toBranchId, lastVisitAt: carried })
      .where(and(atSource, inArray(personBranchRoles.roleType, movable)));
  }
  await tx.delete(personBranchRoles).where(atSource);
}

/** The latest of some instants, or null when there are none. */
function latest(instants: readonly (Date | null)[]): Date | null {
  let found: Date | null = null;
  for (const at of instants) if (at && (!found || at > found)) found = at;
  return found;
}

export async function insertPersonTransfer(
  tx: Transaction,
  row: PersonTransferInsert,
): Promise<PersonTransferRow> {
  const [inserted] = await tx.insert(personTransfers).values(row).returning();
  if (!inserted) throw new Error('Transfer insert returned no row');
  return inserted;
}

/** Whether the person was ever transferred away from the branch (their transfers, person_transfers_person_idx). */
export async function wasTransferredFrom(
  tx: Transaction,
  personId: string,
  branchId: string,
): Promise<boolean> {
  const [found] = await tx
    .select({ id: personTransfers.id })
    .from(personTransfers)
    .where(and(eq(personTransfers.personId, personId), eq(personTransfers.sourceBranchId, branchId)))
    .limit(1);
  return found !== undefined;
}

/**
 * The members of each of the given branches (0 for a branch with none): persons whose home branch it
 * is and who hold a Member or Prospect role there, exactly the people of the branch's My Members
 * list. Staff whose home branch it is are not members of it.
 */
export async function countMembersAtHome(
  tx: Transaction,
  branchIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>(branchIds.map((id) => [id, 0]));
  if (branchIds.length === 0) return counts;
  // Counted on the role rows a trigger marks as held at home (away_from_home, migration 0013),
  // through person_branch_roles_branch_idx: checking each person of the branches for a role at home
  // took 4.3 s for 200 branches of a million persons, this 0.3 s. Distinct: a person may hold
  // both Member and Prospect at home and is one person on the list.
  const rows = await tx
    .select({
      branchId: personBranchRoles.branchId,
      count: sql<number>`count(distinct ${personBranchRoles.personId})::int`,
    })
    .from(personBranchRoles)
    .where(
      and(
        inArray(personBranchRoles.branchId, [...branchIds]),
        inArray(personBranchRoles.roleType, [...MEMBER_LIKE]),
        eq(personBranchRoles.awayFromHome, false),
      ),
    )
    .groupBy(personBranchRoles.branchId);
  for (const row of rows) if (row.branchId) counts.set(row.branchId, row.count);
  return counts;
}
