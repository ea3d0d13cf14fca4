import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { issueReceipt } from '../../billing/public.ts';
import { findBranchBillingAccountsByIds } from '../../billing-accounts/public.ts';
import { membershipBillingAccounts, memberships } from '../../membership-records/public.ts';
import { branchSettingsOf, findPlansByIds, listPublishedOptions } from '../../plans/public.ts';
import { membershipSuspensions } from '../suspensions/membership-suspensions.table.ts';
import type { DemoMembershipRows, DemoSaleOption } from './demo-memberships.ts';

/**
 * Every published option of the organisation as sold at each of its branches, with its account:
 * read through the plans' and billing accounts' public reads (a few hundred rows), joined here.
 */
export async function loadDemoSaleOptions(tx: Transaction): Promise<DemoSaleOption[]> {
  const options = await listPublishedOptions(tx);
  const settings = await branchSettingsOf(
    tx,
    options.map((option) => option.id),
  );
  const plans = new Map(
    (await findPlansByIds(tx, [...new Set(options.map((o) => o.membershipPlanId))])).map((p) => [p.id, p]),
  );
  const accounts = new Map(
    (
      await findBranchBillingAccountsByIds(tx, [...new Set(settings.map((s) => s.branchBillingAccountId))])
    ).map((account) => [account.id, account]),
  );
  const optionById = new Map(options.map((option) => [option.id, option]));
  const sales: DemoSaleOption[] = [];
  for (const setting of settings) {
    const option = optionById.get(setting.paymentOptionId);
    const plan = option && plans.get(option.membershipPlanId);
    const account = accounts.get(setting.branchBillingAccountId);
    if (!option || !plan || !account) continue;
    sales.push({
      option,
      planType: plan.type,
      branchId: setting.branchId,
      branchBillingAccountId: setting.branchBillingAccountId,
      waiveAdminFee: setting.waiveAdminFee,
      administrationFee: account.establishmentFee,
      cancellationFee: account.cancellationFee,
      defaultCharge: account.defaultCharge,
      suspensionFee: account.suspensionFee,
    });
  }
  // The order the single query had: by option, then branch, so the seeded choice stays the same.
  return sales.sort(
    (a, b) =>
      (a.option.id < b.option.id ? -1 : a.option.id > b.option.id ? 1 : 0) ||
      (a.branchId < b.branchId ? -1 : a.branchId > b.branchId ? 1 : 0),
  );
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
  if (rows.suspensions.length > 0) await tx.insert(membershipSuspensions).values(rows.suspensions);
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

/**
 * The receipts of the seeded desk payments, issued as the sale and Pay overdue issue them
 * (`issueReceipt`: the branch's legal details and the member copied, numbered per organisation), in
 * the order the money was taken, so receipt numbers follow the payments' days. Every desk payment
 * has its receipt, as docs/billing.md "Receipts" promises: the seeded history is no exception.
 */
export async function issueDemoReceipts(
  tx: Transaction,
  applicationId: string,
  rows: DemoMembershipRows,
): Promise<void> {
  const byId = new Map(rows.memberships.map((membership) => [membership.id, membership]));
  const plans = new Map(
    (await findPlansByIds(tx, [...new Set(rows.memberships.map((m) => m.membershipPlanId))])).map((plan) => [
      plan.id,
      plan.name,
    ]),
  );
  const ordered = rows.receipts
    .map((receipt, index) => ({ receipt, index }))
    .sort((a, b) => a.receipt.issuedOn.localeCompare(b.receipt.issuedOn) || a.index - b.index);
  for (const { receipt } of ordered) {
    const membership = byId.get(receipt.membershipId);
    if (!membership) continue;
    const planName = plans.get(membership.membershipPlanId) ?? '';
    await issueReceipt(tx, {
      applicationId,
      reference: receipt.reference,
      personId: membership.personId,
      branchId: membership.branchId,
      issuedOn: receipt.issuedOn,
      paymentType: receipt.paymentType,
      userId: null,
      lines: receipt.lines.map((line) => ({
        membershipId: receipt.membershipId,
        description: `${line.label} — ${planName}`,
        amountCents: line.amountCents,
      })),
    });
  }
}
