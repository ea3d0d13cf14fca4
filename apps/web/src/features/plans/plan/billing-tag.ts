import type { MantineColor } from '@mantine/core';

interface BillingOf {
  isExternalPayer: boolean;
  sellingBranches: readonly { id: string }[];
  branchSettings: readonly { branch: { id: string }; branchBillingAccountId?: string | null }[];
}

/**
 * The billing tag of a payment option row (spec 3 §2): an external payer is billed elsewhere;
 * otherwise how many of its selling branches (at branch level: whether the branch) have chosen the
 * billing account it bills through. A branch without one bills through its default account.
 */
export function billingTag(
  option: BillingOf,
  branchId: string | null,
): { label: string; color: MantineColor } {
  if (option.isExternalPayer) return { label: 'External payer', color: 'gray' };
  const branches = branchId ? [branchId] : option.sellingBranches.map((branch) => branch.id);
  const set = branches.filter((id) =>
    option.branchSettings.some((setting) => setting.branch.id === id && setting.branchBillingAccountId),
  ).length;
  if (set === 0) return { label: 'Default billing', color: 'gray' };
  if (set === branches.length) return { label: 'Billing set', color: 'blue' };
  return { label: `Billing ${set} of ${branches.length}`, color: 'orange' };
}
