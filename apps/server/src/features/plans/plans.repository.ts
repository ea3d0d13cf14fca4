import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import {
  membershipPlans,
  paymentOptionBranchSettings,
  paymentOptionSellingBranches,
  paymentOptions,
} from './plans.table.ts';

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;
export type MembershipPlanInsert = typeof membershipPlans.$inferInsert;
export type PaymentOptionRow = typeof paymentOptions.$inferSelect;
export type PaymentOptionInsert = typeof paymentOptions.$inferInsert;
export type BranchSettingRow = typeof paymentOptionBranchSettings.$inferSelect;

export interface PlanFilter {
  /** Plans with an option sold at one of these branches. */
  readonly branchIds: readonly string[];
  /** Also plans no branch sells (their options' branches were all removed): organisation-level viewers. */
  readonly includeUnsold: boolean;
  /** `branchIds` are all the organisation's branches. */
  readonly allBranches?: boolean;
  readonly term?: string | undefined;
  readonly country?: string | undefined;
  readonly type?: string | undefined;
}

/** `%` and `_` typed in a search are letters, not patterns. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The plans sold at the given branches, by name. The selling-branch index answers "options sold at
 * these branches"; a plan is read once however many of its options match.
 */
export async function listPlans(tx: Transaction, filter: PlanFilter): Promise<MembershipPlanRow[]> {
  if (filter.branchIds.length === 0 && !filter.includeUnsold) return [];
  const soldAt = sql`exists (
    select 1 from ${paymentOptions} po
    join ${paymentOptionSellingBranches} sb
      on sb.application_id = po.application_id and sb.payment_option_id = po.id
    where po.application_id = ${membershipPlans.applicationId} and po.membership_plan_id = ${membershipPlans.id}
      and sb.branch_id in (${
        filter.branchIds.length === 0
          ? sql`null`
          : sql.join(
              filter.branchIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )
      }))`;
  const unsold = sql`not exists (
    select 1 from ${paymentOptions} po
    join ${paymentOptionSellingBranches} sb
      on sb.application_id = po.application_id and sb.payment_option_id = po.id
    where po.application_id = ${membershipPlans.applicationId} and po.membership_plan_id = ${membershipPlans.id})`;
  // Every branch and the unsold plans too: that is every plan, with no per-plan check to make.
  const everyPlan = filter.includeUnsold && filter.allBranches === true;
  const conditions: SQL[] = everyPlan ? [] : [filter.includeUnsold ? sql`(${soldAt} or ${unsold})` : soldAt];
  if (filter.term) {
    const pattern = containsPattern(filter.term);
    conditions.push(
      sql`(lower(${membershipPlans.name}) like ${pattern} or lower(${membershipPlans.description}) like ${pattern})`,
    );
  }
  if (filter.country) conditions.push(eq(membershipPlans.country, filter.country));
  if (filter.type) conditions.push(sql`${membershipPlans.type} = ${filter.type}`);
  return tx
    .select()
    .from(membershipPlans)
    .where(and(...conditions))
    .orderBy(sql`lower(${membershipPlans.name})`, asc(membershipPlans.id));
}

export async function findPlan(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<MembershipPlanRow | undefined> {
  const query = tx.select().from(membershipPlans).where(eq(membershipPlans.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertPlan(tx: Transaction, row: MembershipPlanInsert): Promise<MembershipPlanRow> {
  const [inserted] = await tx.insert(membershipPlans).values(row).returning();
  if (!inserted) throw new Error('Membership plan insert returned no row');
  return inserted;
}

export async function updatePlan(
  tx: Transaction,
  id: string,
  change: Partial<Omit<MembershipPlanInsert, 'id' | 'applicationId'>>,
): Promise<void> {
  await tx
    .update(membershipPlans)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(membershipPlans.id, id));
}

/** The options of these plans, by plan and name. */
export async function listOptionsOfPlans(
  tx: Transaction,
  planIds: readonly string[],
): Promise<PaymentOptionRow[]> {
  if (planIds.length === 0) return [];
  return tx
    .select()
    .from(paymentOptions)
    .where(inArray(paymentOptions.membershipPlanId, [...planIds]))
    .orderBy(
      asc(paymentOptions.membershipPlanId),
      sql`lower(${paymentOptions.name})`,
      asc(paymentOptions.id),
    );
}

export async function findOption(
  tx: Transaction,
  planId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<PaymentOptionRow | undefined> {
  const query = tx
    .select()
    .from(paymentOptions)
    .where(and(eq(paymentOptions.id, id), eq(paymentOptions.membershipPlanId, planId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Plans by id (memberships read what they were sold under, a list at once). */
export async function findPlansByIds(tx: Transaction, ids: readonly string[]): Promise<MembershipPlanRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(membershipPlans)
    .where(inArray(membershipPlans.id, [...ids]));
}

/** Options by id (memberships read what they were sold under, a list at once). */
export async function findOptionsByIds(tx: Transaction, ids: readonly string[]): Promise<PaymentOptionRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(paymentOptions)
    .where(inArray(paymentOptions.id, [...ids]));
}

/** Every published option of the organisation (the demo seed sells from the whole catalogue). */
export async function listPublishedOptions(tx: Transaction): Promise<PaymentOptionRow[]> {
  return tx
    .select()
    .from(paymentOptions)
    .where(eq(paymentOptions.status, 'PUBLISHED'))
    .orderBy(asc(paymentOptions.id));
}

export async function findOptionById(tx: Transaction, id: string): Promise<PaymentOptionRow | undefined> {
  const [row] = await tx.select().from(paymentOptions).where(eq(paymentOptions.id, id));
  return row;
}

export async function insertOption(tx: Transaction, row: PaymentOptionInsert): Promise<PaymentOptionRow> {
  const [inserted] = await tx.insert(paymentOptions).values(row).returning();
  if (!inserted) throw new Error('Payment option insert returned no row');
  return inserted;
}

export async function updateOption(
  tx: Transaction,
  id: string,
  change: Partial<Omit<PaymentOptionInsert, 'id' | 'applicationId' | 'membershipPlanId'>>,
): Promise<void> {
  await tx
    .update(paymentOptions)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(paymentOptions.id, id));
}

/** Selling branch ids per option. */
export async function sellingBranchesOf(
  tx: Transaction,
  optionIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byOption = new Map<string, string[]>(optionIds.map((id) => [id, []]));
  if (optionIds.length === 0) return byOption;
  const rows = await tx
    .select({
      optionId: paymentOptionSellingBranches.paymentOptionId,
      branchId: paymentOptionSellingBranches.branchId,
    })
    .from(paymentOptionSellingBranches)
    .where(inArray(paymentOptionSellingBranches.paymentOptionId, [...optionIds]));
  for (const row of rows) byOption.get(row.optionId)?.push(row.branchId);
  return byOption;
}

/** Every branch selling any option of the plan, or null when there is no such plan. */
export async function sellingBranchesOfPlan(tx: Transaction, planId: string): Promise<string[] | null> {
  if (!(await findPlan(tx, planId))) return null;
  const rows = await tx
    .selectDistinct({ branchId: paymentOptionSellingBranches.branchId })
    .from(paymentOptionSellingBranches)
    .innerJoin(
      paymentOptions,
      and(
        eq(paymentOptions.applicationId, paymentOptionSellingBranches.applicationId),
        eq(paymentOptions.id, paymentOptionSellingBranches.paymentOptionId),
      ),
    )
    .where(eq(paymentOptions.membershipPlanId, planId));
  return rows.map((row) => row.branchId);
}

export async function branchSettingsOf(
  tx: Transaction,
  optionIds: readonly string[],
): Promise<BranchSettingRow[]> {
  if (optionIds.length === 0) return [];
  return tx
    .select()
    .from(paymentOptionBranchSettings)
    .where(inArray(paymentOptionBranchSettings.paymentOptionId, [...optionIds]));
}

/** Makes the option's selling branches exactly `branchIds` (settings of dropped branches go with them). */
export async function replaceSellingBranches(
  tx: Transaction,
  applicationId: string,
  optionId: string,
  branchIds: readonly string[],
): Promise<void> {
  await tx
    .delete(paymentOptionSellingBranches)
    .where(
      and(
        eq(paymentOptionSellingBranches.paymentOptionId, optionId),
        branchIds.length === 0
          ? undefined
          : notInArray(paymentOptionSellingBranches.branchId, [...branchIds]),
      ),
    );
  if (branchIds.length === 0) return;
  await tx
    .insert(paymentOptionSellingBranches)
    .values(branchIds.map((branchId) => ({ applicationId, paymentOptionId: optionId, branchId })))
    .onConflictDoNothing();
}

export async function upsertBranchSetting(
  tx: Transaction,
  row: typeof paymentOptionBranchSettings.$inferInsert,
): Promise<void> {
  await tx
    .insert(paymentOptionBranchSettings)
    .values(row)
    .onConflictDoUpdate({
      target: [
        paymentOptionBranchSettings.applicationId,
        paymentOptionBranchSettings.paymentOptionId,
        paymentOptionBranchSettings.branchId,
      ],
      set: { branchBillingAccountId: row.branchBillingAccountId, waiveAdminFee: row.waiveAdminFee ?? false },
    });
}

/** Bulk inserts for the seed: plans, options, selling branches and settings as given. */
export async function insertCatalogue(
  tx: Transaction,
  rows: {
    plans: readonly MembershipPlanInsert[];
    options: readonly PaymentOptionInsert[];
    selling: readonly (typeof paymentOptionSellingBranches.$inferInsert)[];
    settings: readonly (typeof paymentOptionBranchSettings.$inferInsert)[];
  },
): Promise<void> {
  if (rows.plans.length > 0) await tx.insert(membershipPlans).values([...rows.plans]);
  if (rows.options.length > 0) await tx.insert(paymentOptions).values([...rows.options]);
  if (rows.selling.length > 0) await tx.insert(paymentOptionSellingBranches).values([...rows.selling]);
  if (rows.settings.length > 0) await tx.insert(paymentOptionBranchSettings).values([...rows.settings]);
}
