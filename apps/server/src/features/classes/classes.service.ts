import {
  classInputSchema,
  decideWaitlistSettings,
  expandBranchScope,
  isUuid,
  type ValidClassInput,
} from '@clubline/domain';
import { ANY_ROLE, allows, authorize } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError, ValidationError } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { loadBranchesByIds } from '../branches/public.ts';
import { findPlansByIds, sellingBranchesOfPlan } from '../plans/public.ts';
import { classServerMessages } from './class-messages.ts';
import { type ClassView, classViews } from './class-views.ts';
import { activeWaitlistEntries } from './class-waitlists.hook.ts';
import {
  type ClassFields,
  type ClassRow,
  findClass,
  insertClass,
  listClassesAt,
  replaceClassBranches,
  replaceClassPlans,
  updateClassRow,
} from './classes.repository.ts';

const denied = () => new DomainError('CLASS_ACCESS_DENIED');

/**
 * The classes running at the requested branches (ids, groups or ALL_BRANCHES; none: every branch)
 * that the viewer works at, by name. Anyone working at one of a class's branches sees it.
 */
export async function getClasses(
  context: RequestContext,
  requested: readonly string[] | null | undefined,
): Promise<ClassView[]> {
  const { permissions } = context;
  let branchIds = [...permissions.branchIds];
  if (requested) {
    const directory = {
      branches: permissions.allBranchIds.map((id) => ({ id })),
      groups: [...permissions.groups].map(([id, branches]) => ({ id, branches })),
    };
    const wanted = new Set(requested.flatMap((scope) => expandBranchScope(scope, directory)));
    branchIds = branchIds.filter((id) => wanted.has(id));
  }
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) =>
    classViews(context, tx, await listClassesAt(tx, branchIds)),
  );
}

/** One class, or null when it does not exist or the viewer works at none of its branches. */
export async function getClass(context: RequestContext, id: string): Promise<ClassView | null> {
  if (!isUuid(id)) return null;
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const row = await findClass(tx, id);
    if (!row) return null;
    const [view] = await classViews(context, tx, [row]);
    return view ?? null;
  });
}

/**
 * Creates a class (spec 3 §6 "class permission: create for all branches"): manage-classes on
 * every branch it will run at.
 */
export async function addClass(context: RequestContext, raw: unknown): Promise<ClassView> {
  const input = parseInput(classInputSchema, raw);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requireBranches(tx, input.branches);
    await authorize(
      context,
      tx,
      'manage-classes',
      { kind: 'branches', ids: input.branches },
      { refusal: denied },
    );
    await requireBookablePlans(context, tx, input);
    const row = await insertClass(tx, { applicationId: context.viewer.applicationId, ...fieldsOf(input) });
    await saveLinks(tx, row, input);
    return reload(context, tx, row.id);
  });
}

/**
 * Changes a class (spec 3 §6 "edit per class branches"): manage-classes on every branch it runs at
 * now (what it holds decides who may act) and on every branch it will run at. A viewer who works
 * at none of its branches is told it does not exist.
 */
export async function updateClass(context: RequestContext, raw: unknown): Promise<ClassView> {
  const fields = typeof raw === 'object' && raw !== null ? raw : {};
  const given = 'id' in fields ? fields.id : undefined;
  const id = typeof given === 'string' ? given.trim() : '';
  if (!isUuid(id)) throw new DomainError('CLASS_NOT_FOUND_ERROR');
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const current = await findClass(tx, id, { lock: true });
    if (!current) throw new DomainError('CLASS_NOT_FOUND_ERROR');
    await authorize(context, tx, ANY_ROLE, { kind: 'class', id }, { reach: 'see' });
    await authorize(context, tx, 'manage-classes', { kind: 'class', id });
    const input = parseInput(classInputSchema, fields);
    await requireBranches(tx, input.branches);
    await authorize(
      context,
      tx,
      'manage-classes',
      { kind: 'branches', ids: input.branches },
      { refusal: denied },
    );
    // The sessions above answer how many wait for sessions not yet over (class-waitlists.hook.ts).
    const waiting = await activeWaitlistEntries(tx, [id]);
    const waitlist = decideWaitlistSettings(
      { status: current.waitlistStatus, limit: current.waitlistLimit },
      input.sessionWaitlistConfig,
      { futureWaitlistEntries: waiting.get(id) ?? 0 },
    );
    if (!waitlist.ok) throw new DomainError(waitlist.code);
    await requireBookablePlans(context, tx, input);
    await updateClassRow(tx, id, fieldsOf(input));
    await saveLinks(tx, current, input);
    return reload(context, tx, id);
  });
}

function fieldsOf(input: ValidClassInput): ClassFields {
  return {
    name: input.name,
    description: input.description,
    color: input.color,
    allowOnlineBooking: input.allowOnlineBooking,
    allowBookingsFrom: input.allowBookingsFrom,
    bookingByMembership: input.bookingByMembership.isAllowed,
    waitlistStatus: input.sessionWaitlistConfig.status,
    waitlistLimit: input.sessionWaitlistConfig.limit,
    offerHoldMinutes: input.waitlistOffers.holdMinutes,
    offerCutoffMinutes: input.waitlistOffers.cutoffMinutes,
    lateCancelEnabled: input.lateCancellation.enabled,
    lateCancelWindowMinutes: input.lateCancellation.windowMinutes,
    lateCancelFeeCents: input.lateCancellation.feeCents,
    lateCancelFreeWaivers: input.lateCancellation.freeWaivers,
  };
}

async function saveLinks(tx: Transaction, row: ClassRow, input: ValidClassInput): Promise<void> {
  await replaceClassBranches(tx, row.applicationId, row.id, input.branches);
  await replaceClassPlans(tx, row.applicationId, row.id, input.bookingByMembership.membershipPlans);
}

/** Every branch named exists in the organisation (a stale form names one since removed). */
async function requireBranches(tx: Transaction, branchIds: readonly string[]): Promise<void> {
  const known = branchIds.every(isUuid)
    ? new Set((await loadBranchesByIds(tx, branchIds)).map((branch) => branch.id))
    : new Set<string>();
  if (!branchIds.every((id) => known.has(id))) {
    throw new ValidationError({ branches: classServerMessages.branchUnknown });
  }
}

/**
 * With booking by membership: every plan exists in the organisation and is sold (an option of it,
 * whatever its status) at one of the class's branches, so members there can hold it. A plan sold
 * elsewhere is named in the refusal only to a viewer who may see it (view-membership-plan at a
 * branch selling it, as getMembershipPlan); to anyone else it is unknown, as an id that names
 * nothing, so a class form does not tell another branch's plan names.
 */
async function requireBookablePlans(
  context: RequestContext,
  tx: Transaction,
  input: ValidClassInput,
): Promise<void> {
  const planIds = input.bookingByMembership.membershipPlans;
  if (planIds.length === 0) return;
  const path = 'bookingByMembership.membershipPlans';
  const unknown = () => new ValidationError({ [path]: classServerMessages.planUnknown });
  const plans = planIds.every(isUuid) ? await findPlansByIds(tx, planIds) : [];
  if (plans.length !== planIds.length) throw unknown();
  const classBranches = new Set(input.branches);
  for (const plan of plans) {
    const selling = (await sellingBranchesOfPlan(tx, plan.id)) ?? [];
    if (!selling.some((branchId) => classBranches.has(branchId))) {
      const seen = await allows(
        context,
        tx,
        'view-membership-plan',
        { kind: 'membership-plan', id: plan.id },
        { reach: 'see' },
      );
      if (!seen) throw unknown();
      throw new ValidationError({ [path]: classServerMessages.planNotSoldHere(plan.name) });
    }
  }
}

async function reload(context: RequestContext, tx: Transaction, id: string): Promise<ClassView> {
  const row = await findClass(tx, id);
  const [view] = row ? await classViews(context, tx, [row]) : [];
  // The writer holds manage-classes on every branch of the class, so works at them: always seen.
  if (!view) throw new DomainError('CLASS_NOT_FOUND_ERROR');
  return view;
}
