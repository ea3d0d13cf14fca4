import type { MantineColor } from '@mantine/core';

interface BillingOf {
  isExternalPayer: boolean;
  sellingBranches: readonly { id: string }[];
  branchSettings: readonly { branch: { id: string }; branchBillingAccountId?: string | null }[];
}

/**
 * The billing tag of a payment option row (spec 3 §2): an external payer is billed elsewhere;
 * otherwise the option bills through each branch's default billing account unless a branch
 * setting chose another one (at branch level, only that branch's setting counts).
 */
export function billingTag(
  option: BillingOf,
  branchId: string | null,
): { label: string; color: MantineColor } {
  if (option.isExternalPayer) return { label: 'External payer', color: 'gray' };
  const branches = branchId ? [branchId] : option.sellingBranches.map((branch) => branch.id);
  const custom = option.branchSettings.some(
    (setting) => branches.includes(setting.branch.id) && setting.branchBillingAccountId,
  );
  return custom ? { label: 'Custom billing', color: 'blue' } : { label: 'Default billing', color: 'gray' };
}
