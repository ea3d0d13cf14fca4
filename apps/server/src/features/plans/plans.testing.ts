import type { Transaction } from '../../platform/db/client.ts';
import { given, nextInTenant } from '../../testing/builder-support.ts';
import {
  insertOption,
  insertPlan,
  type MembershipPlanInsert,
  type MembershipPlanRow,
  type PaymentOptionInsert,
  type PaymentOptionRow,
  replaceSellingBranches,
  upsertBranchSetting,
} from './plans.repository.ts';

export type MembershipPlanOverrides = Partial<Omit<MembershipPlanInsert, 'applicationId'>>;

/**
 * Test builder: a membership plan. Defaults: ONGOING `Plan <n>` in NZ with access type "All hours"
 * and no options (add them with makePaymentOption; a plan nobody sells is seen at organisation level
 * only).
 */
export async function makeMembershipPlan(
  tx: Transaction,
  overrides: MembershipPlanOverrides = {},
): Promise<MembershipPlanRow> {
  const { applicationId, n } = await nextInTenant(tx, 'membership-plan');
  const type = overrides.type ?? 'ONGOING';
  return insertPlan(tx, {
    ...overrides,
    applicationId,
    name: overrides.name ?? `Plan ${n}`,
    description: overrides.description ?? `Description of plan ${n}`,
    country: overrides.country ?? 'NZ',
    accessType: overrides.accessType ?? 'All hours',
    type,
    numberOfVisits: given(overrides.numberOfVisits, type === 'VISITOR_PASS' ? 10 : null),
  });
}

export type PaymentOptionOverrides = Partial<
  Omit<PaymentOptionInsert, 'applicationId' | 'membershipPlanId'>
> & {
  membershipPlanId: string;
  /** At least one: an option nobody sells is seen by nobody but the organisation level. */
  sellingBranchIds: readonly string[];
  branchSettings?: readonly { branchId: string; branchBillingAccountId: string; waiveAdminFee?: boolean }[];
};

/**
 * Test builder: a payment option of a plan, sold at `sellingBranchIds`. Defaults: a DRAFT ongoing
 * weekly option `Option <n>` of $25.00 (2500 cents), no fees.
 */
export async function makePaymentOption(
  tx: Transaction,
  overrides: PaymentOptionOverrides,
): Promise<PaymentOptionRow> {
  const { applicationId, n } = await nextInTenant(tx, 'payment-option');
  const { sellingBranchIds, branchSettings, ...columns } = overrides;
  const option = await insertOption(tx, {
    ...columns,
    applicationId,
    name: columns.name ?? `Option ${n}`,
    status: columns.status ?? 'DRAFT',
    paymentAmount: given(columns.paymentAmount, 2500),
    paymentFrequency: columns.paymentFrequency ?? 'WEEKLY',
    ongoing: columns.ongoing ?? true,
  });
  await replaceSellingBranches(tx, applicationId, option.id, sellingBranchIds);
  for (const setting of branchSettings ?? []) {
    await upsertBranchSetting(tx, { applicationId, paymentOptionId: option.id, ...setting });
  }
  return option;
}
