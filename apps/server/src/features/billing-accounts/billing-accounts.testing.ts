import type { Transaction } from '../../platform/db/client.ts';
import { given, nextInTenant } from '../../testing/builder-support.ts';
import {
  type AccessTypeRow,
  type BranchBillingAccountInsert,
  type BranchBillingAccountRow,
  insertAccessTypes,
  insertBranchBillingAccounts,
  listAccessTypes,
} from './billing-accounts.repository.ts';

export type BranchBillingAccountOverrides = Partial<Omit<BranchBillingAccountInsert, 'applicationId'>> & {
  branchId: string;
};

/**
 * Test builder: a billing account of a branch. Defaults: `Account <n>`, not the default, fees
 * establishment 4900, default charge 1000, cancellation 7500, suspension 500 (cents), short terms.
 * A branch may hold one default only: pass `isDefault: true` for one account per branch.
 */
export async function makeBranchBillingAccount(
  tx: Transaction,
  overrides: BranchBillingAccountOverrides,
): Promise<BranchBillingAccountRow> {
  const { applicationId, n } = await nextInTenant(tx, 'branch-billing-account');
  const [row] = await insertBranchBillingAccounts(tx, [
    {
      ...overrides,
      applicationId,
      businessAccountId: overrides.businessAccountId ?? `BA-${n}`,
      name: overrides.name ?? `Account ${n}`,
      establishmentFee: given(overrides.establishmentFee, 4900),
      defaultCharge: given(overrides.defaultCharge, 1000),
      cancellationFee: given(overrides.cancellationFee, 7500),
      suspensionFee: given(overrides.suspensionFee, 500),
      isDefault: given(overrides.isDefault, false),
      termsAndConditions: given(overrides.termsAndConditions, `<p>Terms of account ${n}.</p>`),
    },
  ]);
  if (!row) throw new Error('Billing account insert returned no row');
  return row;
}

/** Test builder: the organisation's access types, in the order given. */
export async function makeAccessTypes(tx: Transaction, names: readonly string[]): Promise<AccessTypeRow[]> {
  const { applicationId } = await nextInTenant(tx, 'access-type');
  await insertAccessTypes(
    tx,
    names.map((name, index) => ({ applicationId, name, sortOrder: index + 1 })),
  );
  return listAccessTypes(tx);
}
