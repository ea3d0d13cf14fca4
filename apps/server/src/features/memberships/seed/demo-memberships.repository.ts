import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { ledgerEntries } from '../../billing/ledger.table.ts';
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

export async function insertDemoMemberships(tx: Transaction, rows: DemoMembershipRows): Promise<void> {
  for (let i = 0; i < rows.memberships.length; i += BATCH)
    await tx.insert(memberships).values(rows.memberships.slice(i, i + BATCH));
  for (let i = 0; i < rows.billingAccounts.length; i += BATCH)
    await tx.insert(membershipBillingAccounts).values(rows.billingAccounts.slice(i, i + BATCH));
  for (let i = 0; i < rows.ledger.length; i += BATCH)
    await tx.insert(ledgerEntries).values(rows.ledger.slice(i, i + BATCH));
}
