import {
  isUuid,
  membershipPlanInputSchema,
  membershipPlanMessages,
  type PlanCountry,
  type PlanType,
  updateMembershipPlanInputSchema,
} from '@clubline/domain';
import { allowsWithoutRead, authorize, permittedBranches } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError, ValidationError } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { createOption } from './payment-options.service.ts';
import {
  eagerParent,
  lazyParents,
  type MembershipPlanView,
  type PlanParent,
  planViews,
} from './plan-views.ts';
import { findPlan, insertPlan, listPlans, updatePlan } from './plans.repository.ts';

export interface PlanListArgs {
  branches: readonly string[];
  term?: string | null | undefined;
  country?: PlanCountry | null | undefined;
  type?: PlanType | null | undefined;
}

/**
 * The plans sold at the requested branches (ids, groups or ALL_BRANCHES) that the viewer may view,
 * by name, filtered by a search term (name or description), country and type.
 */
export async function getMembershipPlans(
  context: RequestContext,
  args: PlanListArgs,
  options: { withPaymentOptions: boolean } = { withPaymentOptions: true },
): Promise<PlanParent[]> {
  if (args.branches.length === 0) {
    throw new ValidationError({ branches: membershipPlanMessages.branchesRequired });
  }
  const branchIds = permittedBranches(context.permissions, 'view-membership-plan', args.branches);
  // Plans no branch sells belong to the whole organisation: shown with the whole organisation, to
  // whoever sees them (the `membership-plan` subject at no place: every branch).
  const organisationLevel = allowsWithoutRead(context, 'view-membership-plan', { kind: 'organisation' });
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const everyBranch = branchIds.length === context.permissions.allBranchIds.length;
    const rows = await listPlans(tx, {
      branchIds,
      includeUnsold: organisationLevel && everyBranch,
      allBranches: everyBranch,
      term: args.term?.trim() || undefined,
      country: args.country ?? undefined,
      type: args.type ?? undefined,
    });
    return lazyParents(context, rows, options);
  });
}

/** One plan, or null when it does not exist or the viewer sees none of its options. */
export async function getMembershipPlan(context: RequestContext, id: string): Promise<PlanParent | null> {
  if (!isUuid(id)) return null;
  const view = await withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
    visiblePlan(context, tx, id),
  );
  return view ? eagerParent(view) : null;
}

async function visiblePlan(
  context: RequestContext,
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<MembershipPlanView | null> {
  const plan = await findPlan(tx, id, options);
  if (!plan) return null;
  const [view] = await planViews(context, tx, [plan]);
  return view ?? null;
}

/**
 * Creates a plan with its first payment option (a draft), in one transaction. Creating a plan is
 * an organisation-level act (a plan nobody sells yet is the organisation's):
 * manage-membership-plan on the organisation; the option also needs manage-payment-option on its
 * selling branches.
 */
export async function addMembershipPlan(context: RequestContext, raw: unknown): Promise<PlanParent> {
  const input = parseInput(membershipPlanInputSchema, raw);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(
      context,
      tx,
      'manage-membership-plan',
      { kind: 'organisation' },
      { refusal: () => new DomainError('MEMBERSHIP_PLAN_ACCESS_DENIED') },
    );
    const plan = await insertPlan(tx, {
      applicationId: context.viewer.applicationId,
      name: input.name,
      description: input.description,
      country: input.country,
      accessType: input.accessType,
      type: input.type,
      numberOfVisits: input.numberOfVisits ?? null,
    });
    await createOption(context, tx, plan, input.firstPaymentOption, 'firstPaymentOption.');
    return eagerParent(await reloadPlan(context, tx, plan.id));
  });
}

/**
 * Changes a plan's details (its type stays). Needs manage-membership-plan on every branch that sells
 * one of its options; a viewer who sees none of them is told the plan does not exist.
 */
export async function updateMembershipPlan(context: RequestContext, raw: unknown): Promise<PlanParent> {
  const fields = typeof raw === 'object' && raw !== null ? raw : {};
  const given = 'id' in fields ? fields.id : undefined;
  const id = typeof given === 'string' ? given.trim() : '';
  if (!isUuid(id)) throw new DomainError('MEMBERSHIP_PLAN_NOT_FOUND');
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const view = await visiblePlan(context, tx, id, { lock: true });
    if (!view) throw new DomainError('MEMBERSHIP_PLAN_NOT_FOUND');
    await authorize(context, tx, 'manage-membership-plan', { kind: 'membership-plan', id });
    // The type is not editable: the stored one decides whether visits apply.
    const input = parseInput(updateMembershipPlanInputSchema, { ...fields, type: view.row.type });
    await updatePlan(tx, id, {
      name: input.name,
      description: input.description,
      country: input.country,
      accessType: input.accessType,
      numberOfVisits: input.numberOfVisits ?? null,
    });
    return eagerParent(await reloadPlan(context, tx, id));
  });
}

async function reloadPlan(context: RequestContext, tx: Transaction, id: string): Promise<MembershipPlanView> {
  const view = await visiblePlan(context, tx, id);
  // The writer may sell at branches they cannot view (manage without view): answer not found then.
  if (!view) throw new DomainError('MEMBERSHIP_PLAN_NOT_FOUND');
  return view;
}
