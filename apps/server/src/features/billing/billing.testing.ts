import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from '../../platform/db/client.ts';
import { tenantOf } from '../../testing/builder-support.ts';
import { makeBranchBillingAccount } from '../billing-accounts/billing-accounts.testing.ts';
import { makeBranch } from '../branches/branches.testing.ts';
import { makePerson } from '../members/persons/persons.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../plans/plans.testing.ts';
import { type BillingMembershipFixture, insertBillingMembership } from './billing-fixtures.repository.ts';

/** What a billing test builds on: a branch with its default billing account and a weekly plan. */
export interface BillingSetup {
  branchId: string;
  branchBillingAccountId: string;
  membershipPlanId: string;
  paymentOptionId: string;
  personId: string;
}

/**
 * Test builder: an NZ branch with a default billing account (establishment fee 4900, reversal fee
 * 1000 unless overridden), an ongoing plan with a published option (weekly $25.00 unless
 * overridden) and a member.
 */
export async function makeBillingSetup(
  tx: Transaction,
  overrides: {
    paymentAmount?: number;
    paymentFrequency?: 'WEEKLY' | 'FORTNIGHTLY' | 'MONTHLY';
    establishmentFee?: number;
    defaultCharge?: number;
    termsAndConditions?: string;
  } = {},
): Promise<BillingSetup> {
  const branch = await makeBranch(tx, { country: 'NZ' });
  const account = await makeBranchBillingAccount(tx, {
    branchId: branch.id,
    isDefault: true,
    ...(overrides.establishmentFee === undefined ? {} : { establishmentFee: overrides.establishmentFee }),
    ...(overrides.defaultCharge === undefined ? {} : { defaultCharge: overrides.defaultCharge }),
    ...(overrides.termsAndConditions === undefined
      ? {}
      : { termsAndConditions: overrides.termsAndConditions }),
  });
  const plan = await makeMembershipPlan(tx, { country: 'NZ' });
  const option = await makePaymentOption(tx, {
    membershipPlanId: plan.id,
    sellingBranchIds: [branch.id],
    status: 'PUBLISHED',
    paymentAmount: overrides.paymentAmount ?? 2500,
    paymentFrequency: overrides.paymentFrequency ?? 'WEEKLY',
  });
  const person = await makePerson(tx, { homeBranchId: branch.id });
  return {
    branchId: branch.id,
    branchBillingAccountId: account.id,
    membershipPlanId: plan.id,
    paymentOptionId: option.id,
    personId: person.id,
  };
}

/**
 * Test builder: a billing membership of `setup` and its billing account. Defaults: PAYSMART,
 * starting 2026-01-07, DDR_PENDING with a signup token valid for 14 days; pass `ddrStatus:
 * 'DDR_ACTIVE'` with a `customerReference` and `nextDebitDate` for one the runs bill.
 */
export async function makeBillingMembership(
  tx: Transaction,
  setup: BillingSetup,
  overrides: Partial<Omit<BillingMembershipFixture, 'applicationId'>> = {},
): Promise<BillingMembershipFixture> {
  const row: BillingMembershipFixture = {
    id: randomUUID(),
    applicationId: await tenantOf(tx),
    personId: setup.personId,
    branchId: setup.branchId,
    membershipPlanId: setup.membershipPlanId,
    paymentOptionId: setup.paymentOptionId,
    startDate: '2026-01-07',
    endDate: null,
    firstPaymentDate: null,
    joinFee: 0,
    waiveAdminFee: false,
    provider: 'PAYSMART',
    branchBillingAccountId: setup.branchBillingAccountId,
    ddrStatus: 'DDR_PENDING',
    customerReference: null,
    nextDebitDate: null,
    signupToken: randomBytes(32).toString('base64url'),
    signupTokenExpiresAt: new Date(Date.now() + 14 * 86_400_000),
    ...overrides,
  };
  await insertBillingMembership(tx, row);
  return row;
}
