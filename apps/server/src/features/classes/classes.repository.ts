import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { classBranches, classes, classMembershipPlans } from './classes.table.ts';

export type ClassRow = typeof classes.$inferSelect;
export type ClassInsert = typeof classes.$inferInsert;
/** The class's own columns a save writes (its id and organisation stay). */
export type ClassFields = Omit<ClassInsert, 'id' | 'applicationId' | 'createdAt' | 'updatedAt'>;

/** The classes running at one of these branches, by name. */
export async function listClassesAt(tx: Transaction, branchIds: readonly string[]): Promise<ClassRow[]> {
  if (branchIds.length === 0) return [];
  const at = tx
    .selectDistinct({ classId: classBranches.classId })
    .from(classBranches)
    .where(inArray(classBranches.branchId, [...branchIds]));
  return tx
    .select()
    .from(classes)
    .where(inArray(classes.id, at))
    .orderBy(sql`lower(${classes.name})`, asc(classes.id));
}

export async function findClass(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ClassRow | undefined> {
  const query = tx.select().from(classes).where(eq(classes.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The classes of these ids that exist in the organisation (a page of sessions names them). */
export async function findClassesByIds(tx: Transaction, ids: readonly string[]): Promise<ClassRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(classes)
    .where(inArray(classes.id, [...ids]));
}

/** Each class's branches (an empty list for a class at none). */
export async function branchesOfClasses(
  tx: Transaction,
  classIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byClass = new Map<string, string[]>(classIds.map((id) => [id, []]));
  if (classIds.length === 0) return byClass;
  const rows = await tx
    .select({ classId: classBranches.classId, branchId: classBranches.branchId })
    .from(classBranches)
    .where(inArray(classBranches.classId, [...classIds]));
  for (const row of rows) byClass.get(row.classId)?.push(row.branchId);
  return byClass;
}

/** Each class's booking plans (an empty list when booking by membership is off). */
export async function plansOfClasses(
  tx: Transaction,
  classIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byClass = new Map<string, string[]>(classIds.map((id) => [id, []]));
  if (classIds.length === 0) return byClass;
  const rows = await tx
    .select({ classId: classMembershipPlans.classId, planId: classMembershipPlans.membershipPlanId })
    .from(classMembershipPlans)
    .where(inArray(classMembershipPlans.classId, [...classIds]));
  for (const row of rows) byClass.get(row.classId)?.push(row.planId);
  return byClass;
}

export async function insertClass(tx: Transaction, row: ClassInsert): Promise<ClassRow> {
  const [inserted] = await tx.insert(classes).values(row).returning();
  if (!inserted) throw new Error('Class insert returned no row');
  return inserted;
}

export async function updateClassRow(tx: Transaction, id: string, fields: ClassFields): Promise<void> {
  await tx
    .update(classes)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(classes.id, id));
}

/** Sets the class's branches to exactly `branchIds`. */
export async function replaceClassBranches(
  tx: Transaction,
  applicationId: string,
  classId: string,
  branchIds: readonly string[],
): Promise<void> {
  await tx.delete(classBranches).where(eq(classBranches.classId, classId));
  if (branchIds.length === 0) return;
  await tx.insert(classBranches).values(branchIds.map((branchId) => ({ applicationId, classId, branchId })));
}

/** Sets the class's booking plans to exactly `planIds`. */
export async function replaceClassPlans(
  tx: Transaction,
  applicationId: string,
  classId: string,
  planIds: readonly string[],
): Promise<void> {
  await tx.delete(classMembershipPlans).where(eq(classMembershipPlans.classId, classId));
  if (planIds.length === 0) return;
  await tx
    .insert(classMembershipPlans)
    .values(planIds.map((membershipPlanId) => ({ applicationId, classId, membershipPlanId })));
}

/** Demo seed: classes with their branches in three statements, rows already stamped with ids. */
export async function insertDemoClasses(
  tx: Transaction,
  rows: { classes: ClassInsert[]; branches: (typeof classBranches.$inferInsert)[] },
): Promise<void> {
  if (rows.classes.length === 0) return;
  await tx.insert(classes).values(rows.classes).onConflictDoNothing();
  await tx.insert(classBranches).values(rows.branches).onConflictDoNothing();
}
