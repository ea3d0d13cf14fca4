import type { PlanType } from '@clubline/domain';
import { allowsOnRead, permittedBranches } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { type BranchRow, loadBranchesByIds } from '../branches/public.ts';
import {
  branchSettingsOf,
  listOptionsOfPlans,
  type MembershipPlanRow,
  type PaymentOptionRow,
  sellingBranchesOf,
} from './plans.repository.ts';
import { planOwners } from './subjects.ts';

export interface BranchSettingView {
  branch: BranchRow;
  branchBillingAccountId: string;
  waiveAdminFee: boolean;
}

/** A payment option as one viewer sees it: only the selling branches they may view. */
export interface PaymentOptionView {
  row: PaymentOptionRow;
  planType: PlanType;
  sellingBranches: BranchRow[];
  branchSettings: BranchSettingView[];
  /** manage-payment-option on every selling branch (seen or not). */
  canManage: boolean;
}

export interface MembershipPlanView {
  row: MembershipPlanRow;
  /** Distinct selling branches of the options shown. */
  branches: BranchRow[];
  paymentOptions: PaymentOptionView[];
  canEdit: boolean;
}

/**
 * Who sees what of plans (docs/plans.md), for pages that read many plans at once: the decisions
 * are authorize's (`allowsOnRead`) on the branches the `membership-plan` and `payment-option`
 * resolvers answer (subjects.ts), computed from what the page read. An option is seen from any
 * branch selling it, a plan from any branch selling one of its options (one no branch sells, at
 * organisation level); both are changed with the operation on every selling branch.
 */
export class PlanAccess {
  /** The branches whose selling and settings an option shows (a list filter). */
  readonly viewable: ReadonlySet<string>;
  private readonly context: RequestContext;
  constructor(context: RequestContext) {
    this.context = context;
    this.viewable = new Set(permittedBranches(context.permissions, 'view-membership-plan'));
  }

  seesOption(sellingBranchIds: readonly string[]): boolean {
    return allowsOnRead(this.context, 'view-membership-plan', 'payment-option', sellingBranchIds, {
      reach: 'see',
    });
  }

  seesPlan(allSellingBranchIds: readonly string[]): boolean {
    return allowsOnRead(this.context, 'view-membership-plan', 'membership-plan', allSellingBranchIds, {
      reach: 'see',
    });
  }

  managesOption(sellingBranchIds: readonly string[]): boolean {
    return allowsOnRead(this.context, 'manage-payment-option', 'payment-option', sellingBranchIds);
  }

  editsPlan(allSellingBranchIds: readonly string[]): boolean {
    const owners = planOwners(allSellingBranchIds, this.context.permissions.allBranchIds);
    return allowsOnRead(this.context, 'manage-membership-plan', 'membership-plan', owners);
  }
}

/**
 * The views of `plans` for the viewer, with four queries whatever the number of plans (options,
 * selling branches, settings, branches). Plans the viewer does not see are left out.
 */
export async function planViews(
  context: RequestContext,
  tx: Transaction,
  plans: readonly MembershipPlanRow[],
  options: { withPaymentOptions: boolean } = { withPaymentOptions: true },
): Promise<MembershipPlanView[]> {
  const access = new PlanAccess(context);
  const optionRows = await listOptionsOfPlans(
    tx,
    plans.map((plan) => plan.id),
  );
  const optionIds = optionRows.map((row) => row.id);
  const selling = await sellingBranchesOf(tx, optionIds);
  const settings = options.withPaymentOptions ? await branchSettingsOf(tx, optionIds) : [];
  const shownBranchIds = new Set([...selling.values()].flat().filter((id) => access.viewable.has(id)));
  const branchById = new Map((await loadBranchesByIds(tx, [...shownBranchIds])).map((b) => [b.id, b]));
  const branchesOf = (ids: readonly string[]) =>
    ids.filter((id) => access.viewable.has(id)).flatMap((id) => branchById.get(id) ?? []);

  const optionsByPlan = new Map<string, PaymentOptionRow[]>();
  for (const row of optionRows) {
    optionsByPlan.set(row.membershipPlanId, [...(optionsByPlan.get(row.membershipPlanId) ?? []), row]);
  }
  const settingsByOption = new Map<string, typeof settings>();
  for (const setting of settings) {
    settingsByOption.set(setting.paymentOptionId, [
      ...(settingsByOption.get(setting.paymentOptionId) ?? []),
      setting,
    ]);
  }

  return plans.flatMap((plan) => {
    const own = optionsByPlan.get(plan.id) ?? [];
    const allSelling = [...new Set(own.flatMap((row) => selling.get(row.id) ?? []))];
    if (!access.seesPlan(allSelling)) return [];
    const shown = own.filter((row) => access.seesOption(selling.get(row.id) ?? []));
    const paymentOptions = shown.map((row): PaymentOptionView => {
      const sellingIds = selling.get(row.id) ?? [];
      return {
        row,
        planType: plan.type,
        sellingBranches: branchesOf(sellingIds),
        branchSettings: (settingsByOption.get(row.id) ?? [])
          .filter((setting) => access.viewable.has(setting.branchId))
          .flatMap((setting) => {
            const branch = branchById.get(setting.branchId);
            return branch
              ? [
                  {
                    branch,
                    branchBillingAccountId: setting.branchBillingAccountId,
                    waiveAdminFee: setting.waiveAdminFee,
                  },
                ]
              : [];
          }),
        canManage: access.managesOption(sellingIds),
      };
    });
    return [
      {
        row: plan,
        branches: branchesOf([...new Set(shown.flatMap((row) => selling.get(row.id) ?? []))]),
        paymentOptions: options.withPaymentOptions ? paymentOptions : [],
        canEdit: access.editsPlan(allSelling),
      },
    ];
  });
}

/** What the MembershipPlan type resolves from: the row, and the rest read when a field asks for it. */
export interface PlanParent {
  row: MembershipPlanRow;
  details(): Promise<Omit<MembershipPlanView, 'row'>>;
}

export function eagerParent(view: MembershipPlanView): PlanParent {
  return { row: view.row, details: () => Promise.resolve(view) };
}

/**
 * Plans a list already filtered by what the viewer sees: their options, branches and edit right
 * are read once for the whole list, and only when a field of the list asks for them (the plan list
 * page asks for none: at 60 plans sold at 200 branches that read is most of the request).
 */
export function lazyParents(
  context: RequestContext,
  plans: readonly MembershipPlanRow[],
  options: { withPaymentOptions: boolean },
): PlanParent[] {
  let all: Promise<Map<string, MembershipPlanView>> | undefined;
  const load = () => {
    all ??= withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
      planViews(context, tx, plans, options),
    ).then((views) => new Map(views.map((view) => [view.row.id, view])));
    return all;
  };
  return plans.map((row) => ({
    row,
    async details() {
      const view = (await load()).get(row.id);
      // Listed because it is sold where the viewer sees it: a plan changed since is shown bare.
      return view ?? { branches: [], paymentOptions: [], canEdit: false };
    },
  }));
}
