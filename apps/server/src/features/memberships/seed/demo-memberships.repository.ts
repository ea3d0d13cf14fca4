import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { branchBillingAccounts } from '../../billing-accounts/billing-accounts.table.ts';
import { membershipPlans, paymentOptionBranchSettings, paymentOptions } from '../../plans/plans.table.ts';
import { membershipBillingAccounts, memberships } from '../memberships.table.ts';
import type { DemoMembershipRows, DemoSaleOption } from './demo-memberships.ts';

/** Every published option of the organisation as sold at each of its branches, with its account. */
export async function loadDemoSaleOptions(tx: Transaction): Promise<DemoSaleOption[]> {
  const rows = await tx
    .select({
      option: paymentOptions,
      planType: membershipPlans.type,
      branchId: paymentOptionBranchSettings.branchId,
      branchBillingAccountId: paymentOptionBranchSettings.branchBillingAccountId,
      waiveAdminFee: paymentOptionBranchSettings.waiveAdminFee,
      administrationFee: branchBillingAccounts.establishmentFee,
      cancellationFee: branchBillingAccounts.cancellationFee,
      defaultCharge: branchBillingAccounts.defaultCharge,
    })
    .from(paymentOptions)
    .innerJoin(membershipPlans, eq(membershipPlans.id, paymentOptions.membershipPlanId))
    .innerJoin(
      paymentOptionBranchSettings,
      eq(paymentOptionBranchSettings.paymentOptionId, paymentOptions.id),
    )
    .innerJoin(
      branchBillingAccounts,
      eq(branchBillingAccounts.id, paymentOptionBranchSettings.branchBillingAccountId),
    )
    .where(and(eq(paymentOptions.status, 'PUBLISHED')))
    .orderBy(paymentOptions.id, paymentOptionBranchSettings.branchId);
  return rows;
}

/** Batches keep each statement under PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;
/** Ledger rows per statement: ten arrays, however many rows. */
const LEDGER_BATCH = 25_000;

export async function insertDemoMemberships(tx: Transaction, rows: DemoMembershipRows): Promise<void> {
  for (let i = 0; i < rows.memberships.length; i += BATCH)
    await tx.insert(memberships).values(rows.memberships.slice(i, i + BATCH));
  for (let i = 0; i < rows.billingAccounts.length; i += BATCH)
    await tx.insert(membershipBillingAccounts).values(rows.billingAccounts.slice(i, i + BATCH));
  // The history is most of the seed (about 150,000 rows for the demo organisation): one
  // statement of column arrays per batch instead of a parameter per value is ~5x faster.
  for (let i = 0; i < rows.ledger.length; i += LEDGER_BATCH) {
    const batch = rows.ledger.slice(i, i + LEDGER_BATCH);
    // One parameter per column: drizzle would spread a bare array into a parameter per element.
    const column = <T>(pick: (row: (typeof batch)[number]) => T) => sql.param(batch.map(pick));
    await tx.execute(sql`
      insert into ledger_entries
        (application_id, membership_id, type, charge_key, kind, amount, date, reference, reason, payment_type)
      select * from unnest(
        ${column((r) => r.applicationId)}::uuid[], ${column((r) => r.membershipId)}::uuid[],
        ${column((r) => r.type)}::text[], ${column((r) => r.chargeKey ?? null)}::text[],
        ${column((r) => r.kind ?? null)}::text[], ${column((r) => r.amount ?? null)}::int[],
        ${column((r) => r.date)}::date[], ${column((r) => r.reference ?? null)}::text[],
        ${column((r) => r.reason ?? null)}::text[], ${column((r) => r.paymentType ?? null)}::text[]
      )`);
  }
}
