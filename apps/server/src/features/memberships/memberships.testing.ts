import type { Transaction } from '../../platform/db/client.ts';
import { tenantOf } from '../../testing/builder-support.ts';
import { appendLedgerEntries, type LedgerInsert } from '../billing/public.ts';
import {
  type BranchBillingAccountOverrides,
  makeBranchBillingAccount,
} from '../billing-accounts/billing-accounts.testing.ts';
import {
  makeMembershipPlan,
  makePaymentOption,
  type PaymentOptionOverrides,
} from '../plans/plans.testing.ts';
import {
  insertBillingAccount,
  insertMembership,
  type MembershipBillingAccountInsert,
  type MembershipInsert,
  type MembershipRow,
} from './memberships.repository.ts';

export type MembershipOverrides = Partial<Omit<MembershipInsert, 'applicationId'>> & {
  personId: string;
  branchId: string;
  membershipPlanId: string;
  paymentOptionId: string;
  /** A billing account (provider, branch billing account, states); none for a non-billing membership. */
  account?: Partial<Omit<MembershipBillingAccountInsert, 'applicationId' | 'membershipId'>> & {
    branchBillingAccountId: string;
  };
  /** Ledger rows, in order (type, amount, date, chargeKey/kind, reference, reason). */
  ledger?: readonly Omit<LedgerInsert, 'applicationId' | 'membershipId'>[];
};

/**
 * Test builder: a membership as sold, with its billing account and ledger as given. Defaults:
 * ACTIVE from 2026-01-07, no fees, no end. The account defaults to PAYSMART with DDR_ACTIVE.
 */
export async function makeMembership(
  tx: Transaction,
  overrides: MembershipOverrides,
): Promise<MembershipRow> {
  const applicationId = await tenantOf(tx);
  const { account, ledger, ...columns } = overrides;
  const membership = await insertMembership(tx, {
    ...columns,
    applicationId,
    status: columns.status ?? 'ACTIVE',
    startDate: columns.startDate ?? '2026-01-07',
  });
  if (account) {
    await insertBillingAccount(tx, {
      ...account,
      applicationId,
      membershipId: membership.id,
      provider: account.provider ?? 'PAYSMART',
      ddrStatus: account.ddrStatus ?? 'DDR_ACTIVE',
      accountBillingStatus: account.accountBillingStatus ?? 'ACTIVE',
    });
  }
  if (ledger) {
    await appendLedgerEntries(
      tx,
      ledger.map((row) => ({ ...row, applicationId, membershipId: membership.id })),
    );
  }
  return membership;
}

/** The ids a membership test sells from: the branch's default account, a plan and its weekly option. */
export interface WeeklyCatalogue {
  account: string;
  plan: string;
  weekly: string;
}

/**
 * Test builder: what most membership tests sell from at `branchId`: its default billing account
 * (establishment fee 0 unless overridden) and a new plan with a published weekly $25.00 option sold
 * there; `account` and `option` override either (fees, a term).
 */
export async function makeWeeklyCatalogue(
  tx: Transaction,
  branchId: string,
  overrides: {
    account?: Omit<BranchBillingAccountOverrides, 'branchId'>;
    option?: Omit<PaymentOptionOverrides, 'membershipPlanId' | 'sellingBranchIds'>;
  } = {},
): Promise<WeeklyCatalogue> {
  const account = await makeBranchBillingAccount(tx, {
    branchId,
    isDefault: true,
    establishmentFee: 0,
    ...overrides.account,
  });
  const plan = await makeMembershipPlan(tx);
  const weekly = await makePaymentOption(tx, {
    membershipPlanId: plan.id,
    sellingBranchIds: [branchId],
    status: 'PUBLISHED',
    paymentAmount: 2500,
    paymentFrequency: 'WEEKLY',
    ...overrides.option,
  });
  return { account: account.id, plan: plan.id, weekly: weekly.id };
}
