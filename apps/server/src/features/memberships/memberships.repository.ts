import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { membershipBillingAccounts, memberships } from './memberships.table.ts';

export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipInsert = typeof memberships.$inferInsert;
export type MembershipBillingAccountRow = typeof membershipBillingAccounts.$inferSelect;
export type MembershipBillingAccountInsert = typeof membershipBillingAccounts.$inferInsert;

/** A person's memberships, oldest start first. */
export async function findMembershipsOfPersons(
  tx: Transaction,
  personIds: readonly string[],
): Promise<MembershipRow[]> {
  if (personIds.length === 0) return [];
  return tx
    .select()
    .from(memberships)
    .where(inArray(memberships.personId, [...personIds]))
    .orderBy(asc(memberships.personId), asc(memberships.startDate), asc(memberships.createdAt));
}

export async function findMembership(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<MembershipRow | undefined> {
  const query = tx.select().from(memberships).where(eq(memberships.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findMembershipsByIds(
  tx: Transaction,
  ids: readonly string[],
): Promise<MembershipRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(memberships)
    .where(inArray(memberships.id, [...ids]));
}

export async function insertMembership(tx: Transaction, row: MembershipInsert): Promise<MembershipRow> {
  const [inserted] = await tx.insert(memberships).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export async function updateMembershipRow(
  tx: Transaction,
  id: string,
  change: Partial<MembershipInsert>,
): Promise<MembershipRow> {
  const [row] = await tx
    .update(memberships)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(memberships.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function findBillingAccounts(
  tx: Transaction,
  membershipIds: readonly string[],
): Promise<Map<string, MembershipBillingAccountRow>> {
  if (membershipIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(membershipBillingAccounts)
    .where(inArray(membershipBillingAccounts.membershipId, [...membershipIds]));
  return new Map(rows.map((row) => [row.membershipId, row]));
}

export async function insertBillingAccount(
  tx: Transaction,
  row: MembershipBillingAccountInsert,
): Promise<MembershipBillingAccountRow> {
  const [inserted] = await tx.insert(membershipBillingAccounts).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export async function updateBillingAccount(
  tx: Transaction,
  membershipId: string,
  change: Partial<MembershipBillingAccountInsert>,
): Promise<void> {
  await tx
    .update(membershipBillingAccounts)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(membershipBillingAccounts.membershipId, membershipId));
}

/** The memberships whose billing account has this customer reference (a change keeps it). */
export async function findMembershipsByCustomerReference(
  tx: Transaction,
  customerReference: string,
): Promise<{ membership: MembershipRow; account: MembershipBillingAccountRow }[]> {
  return tx
    .select({ membership: memberships, account: membershipBillingAccounts })
    .from(membershipBillingAccounts)
    .innerJoin(memberships, eq(memberships.id, membershipBillingAccounts.membershipId))
    .where(
      and(
        eq(membershipBillingAccounts.customerReference, customerReference),
        isNotNull(membershipBillingAccounts.customerReference),
      ),
    )
    .orderBy(asc(memberships.startDate));
}
