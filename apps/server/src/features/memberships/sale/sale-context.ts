import { type BillingProviderId, isOptionOnSale, isUuid, type PlanType } from '@clubline/domain';
import type { Transaction } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import {
  type BranchBillingAccountRow,
  findBranchBillingAccountsByIds,
  listBranchBillingAccounts,
} from '../../billing-accounts/public.ts';
import { type BranchRow, findBranchInTransaction } from '../../branches/public.ts';
import { billingProviderInTransaction } from '../../organisation/public.ts';
import {
  branchSettingsOf,
  findOptionsByIds,
  findPlansByIds,
  type MembershipPlanRow,
  type PaymentOptionRow,
  sellingBranchesOf,
} from '../../plans/public.ts';

/** What a sale (or its preview, or a change) at a branch is made under. */
export interface SaleContext {
  branch: BranchRow;
  plan: MembershipPlanRow;
  option: PaymentOptionRow;
  planType: PlanType;
  provider: BillingProviderId;
  /** The option's branch setting's account, else the branch's default; null when the branch has none. */
  branchAccount: BranchBillingAccountRow | null;
  /** The option's branch setting waives the administration fee. */
  settingWaivesAdminFee: boolean;
}

/**
 * The option as sold at `branchId` today (spec 2 §4 "A payment option is offered only when its
 * status is active (published) and the current date lies inside its sale start/end window"), and
 * sold at that branch. Anything else is PAYMENT_OPTION_NOT_OFFERED; an unknown plan or option
 * (or an option of another plan) is `notFound`.
 */
export async function saleContext(
  tx: Transaction,
  branchId: string,
  planId: string,
  optionId: string,
  notFound: () => DomainError,
  now: Date = new Date(),
): Promise<SaleContext> {
  if (!isUuid(planId) || !isUuid(optionId) || !isUuid(branchId)) throw notFound();
  // One after another: a transaction is one connection and runs one query at a time (pg warns of
  // queries sent while another runs, and its next major version refuses them).
  const [plan] = await findPlansByIds(tx, [planId]);
  const [option] = await findOptionsByIds(tx, [optionId]);
  const branch = await findBranchInTransaction(tx, branchId);
  const provider = await billingProviderInTransaction(tx);
  if (!plan || !option || !branch || option.membershipPlanId !== plan.id) throw notFound();
  const selling = (await sellingBranchesOf(tx, [option.id])).get(option.id) ?? [];
  const onSale = isOptionOnSale(
    {
      status: option.status,
      saleStartDate: option.saleStartAt ? String(option.saleStartAt.getTime()) : null,
      saleEndDate: option.saleEndAt ? String(option.saleEndAt.getTime()) : null,
    },
    now.getTime(),
  );
  if (!onSale || !selling.includes(branchId)) throw new DomainError('PAYMENT_OPTION_NOT_OFFERED');

  const setting = (await branchSettingsOf(tx, [option.id])).find((s) => s.branchId === branchId);
  const [fromSetting] = setting
    ? await findBranchBillingAccountsByIds(tx, [setting.branchBillingAccountId])
    : [];
  const branchAccount =
    fromSetting ??
    (await listBranchBillingAccounts(tx, branchId)).find((account) => account.isDefault) ??
    null;
  return {
    branch,
    plan,
    option,
    planType: plan.type,
    provider: provider === 'DEBITSUCCESS' ? 'DEBITSUCCESS' : 'PAYSMART',
    branchAccount,
    settingWaivesAdminFee: setting?.waiveAdminFee ?? false,
  };
}
