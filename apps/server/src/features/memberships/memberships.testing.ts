import type { Transaction } from '../../platform/db/client.ts';
import { tenantOf } from '../../testing/builder-support.ts';
import { appendLedgerEntries, type LedgerInsert } from '../billing/public.ts';
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
