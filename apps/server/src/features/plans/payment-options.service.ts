import {
  branchSettingInputSchema,
  isPaymentOptionActionAllowed,
  isUuid,
  type PaymentOptionAction,
  type PaymentOptionStatus,
  paymentOptionInputSchema,
  paymentOptionMessages,
  type ValidBranchSetting,
  type ValidPaymentOptionInput,
} from '@clubline/domain';
import type { AsyncOperationTicket } from '../../platform/async-operations/async-operation.ts';
import { startAsyncOperation } from '../../platform/async-operations/async-operations.service.ts';
import { allowsOnRead, authorize } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError, ValidationError, withFieldErrors } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { findBranchBillingAccountById } from '../billing-accounts/public.ts';
import { loadBranchesByIds } from '../branches/public.ts';
import {
  archivePaymentOptionOperation,
  type PaymentOptionStatusOperation,
  publishPaymentOptionOperation,
} from './payment-options.operation.ts';
import { type PaymentOptionView, planViews } from './plan-views.ts';
import {
  branchSettingsOf,
  findOption,
  findOptionById,
  findPlan,
  insertOption,
  type MembershipPlanRow,
  type PaymentOptionInsert,
  type PaymentOptionRow,
  replaceSellingBranches,
  sellingBranchesOf,
  updateOption,
  upsertBranchSetting,
} from './plans.repository.ts';

/** What each action reads as in PAYMENT_OPTION_ACTION_NOT_ALLOWED ("cannot be edited"). */
const ACTION_PAST: Readonly<Record<PaymentOptionAction, string>> = {
  EDIT: 'edited',
  PUBLISH: 'published',
  ARCHIVE: 'archived',
  DUPLICATE: 'duplicated',
};

function assertActionAllowed(status: PaymentOptionStatus, action: PaymentOptionAction): void {
  if (!isPaymentOptionActionAllowed(status, action)) {
    throw new DomainError('PAYMENT_OPTION_ACTION_NOT_ALLOWED', {
      action: ACTION_PAST[action],
      status: status.toLowerCase(),
    });
  }
}

/** The stored columns of a valid input. */
function optionColumns(input: ValidPaymentOptionInput) {
  return {
    name: input.name,
    description: input.description ?? null,
    notes: input.notes ?? null,
    paymentAmount: input.paymentAmount ?? null,
    paymentFrequency: input.paymentFrequency,
    joinFee: input.joinFee,
    accessCardFee: input.accessCardFee,
    suspensionFee: input.suspensionFee ?? null,
    suspensionFeeFrequency: input.suspensionFeeFrequency ?? null,
    term: input.term ?? null,
    termType: input.termType ?? null,
    ongoing: input.ongoing,
    ongoingTermType: input.ongoingTermType ?? null,
    validityPeriod: input.validityPeriod ?? null,
    visitPassTermType: input.visitPassTermType ?? null,
    freePeriod: input.freePeriod ?? null,
    freePeriodFrequency: input.freePeriodFrequency ?? null,
    freePeriodUntilDate: input.freePeriodUntilDate ?? null,
    freePromotion: input.freePromotion,
    promotionTermCount: input.promotion?.termCount ?? null,
    promotionPaymentAmount: input.promotion?.paymentAmount ?? null,
    membershipStartDate: input.membershipStartDate ?? null,
    saleStartAt: input.saleStartDate === undefined ? null : new Date(input.saleStartDate),
    saleEndAt: input.saleEndDate === undefined ? null : new Date(input.saleEndDate),
    isAvailableOnline: input.isAvailableOnline,
  } satisfies Partial<PaymentOptionInsert>;
}

type OptionColumns = ReturnType<typeof optionColumns>;

/**
 * What a published option keeps (docs/plans.md): what a member agreed to pay and for how long. The
 * rest (texts, fees, free period, sale window, branches, online, billing) stays editable.
 */
const PRICE_AND_TERM: readonly (keyof OptionColumns)[] = [
  'paymentAmount',
  'paymentFrequency',
  'term',
  'termType',
  'ongoing',
  'ongoingTermType',
  'validityPeriod',
  'visitPassTermType',
  'freePromotion',
  'promotionTermCount',
  'promotionPaymentAmount',
];

function priceChanged(row: PaymentOptionRow, next: OptionColumns): string | undefined {
  return PRICE_AND_TERM.find((key) => row[key] !== next[key]);
}

/** The selling branches exist in the organisation, and the viewer manages payment options on each. */
async function requireSellingBranches(
  context: RequestContext,
  tx: Transaction,
  branchIds: readonly string[],
  field: string,
): Promise<void> {
  const known = branchIds.every(isUuid) ? await loadBranchesByIds(tx, branchIds) : [];
  if (known.length !== branchIds.length) {
    throw withFieldErrors(new DomainError('BRANCH_NOT_FOUND'), {
      [`${field}sellingBranches`]: 'Branch not found',
    });
  }
  // The branches were just read: the `branches` subject is decided on them without reading again.
  if (!allowsOnRead(context, 'manage-payment-option', 'branches', branchIds))
    throw new DomainError('PAYMENT_OPTION_ACCESS_DENIED');
}

/**
 * A setting names a branch that sells the option and one of that branch's billing accounts; a new
 * or changed setting needs manage-branch-settings on its branch (the branch billing amendment).
 */
async function checkBranchSetting(
  context: RequestContext,
  tx: Transaction,
  setting: ValidBranchSetting,
  sellingBranches: readonly string[],
  path: string,
): Promise<void> {
  if (!sellingBranches.includes(setting.branchId)) {
    throw withFieldErrors(new DomainError('PAYMENT_OPTION_NOT_SOLD_AT_BRANCH'), {
      [`${path}branchId`]: 'This payment option is not sold at this branch',
    });
  }
  await authorize(context, tx, 'manage-branch-settings', { kind: 'branch', id: setting.branchId });
  const account = isUuid(setting.branchBillingAccountId)
    ? await findBranchBillingAccountById(tx, setting.branchBillingAccountId)
    : undefined;
  if (!account || account.branchId !== setting.branchId) {
    throw new ValidationError({
      [`${path}branchBillingAccountId`]: paymentOptionMessages.branchBillingAccountRequired,
    });
  }
}

async function saveBranchSettings(
  context: RequestContext,
  tx: Transaction,
  optionId: string,
  settings: readonly ValidBranchSetting[],
  sellingBranches: readonly string[],
  field: string,
): Promise<void> {
  const stored = await branchSettingsOf(tx, [optionId]);
  for (const [index, setting] of settings.entries()) {
    const same = stored.find(
      (row) =>
        row.branchId === setting.branchId &&
        row.branchBillingAccountId === setting.branchBillingAccountId &&
        row.waiveAdminFee === setting.waiveAdminFee,
    );
    if (same) continue;
    await checkBranchSetting(context, tx, setting, sellingBranches, `${field}branchSettings.${index}.`);
    await upsertBranchSetting(tx, {
      applicationId: context.viewer.applicationId,
      paymentOptionId: optionId,
      ...setting,
    });
  }
}

function requirePlanType(plan: MembershipPlanRow, input: ValidPaymentOptionInput, field: string): void {
  if (input.planType !== plan.type) {
    throw withFieldErrors(new DomainError('INVALID_MEMBERSHIP_PLAN_TYPE'), {
      [`${field}planType`]: paymentOptionMessages.invalidPlanType,
    });
  }
}

/** Adds a DRAFT option to `plan` (inside the caller's transaction). `field` prefixes field errors. */
export async function createOption(
  context: RequestContext,
  tx: Transaction,
  plan: MembershipPlanRow,
  input: ValidPaymentOptionInput,
  field = '',
): Promise<PaymentOptionRow> {
  requirePlanType(plan, input, field);
  await requireSellingBranches(context, tx, input.sellingBranches, field);
  const option = await insertOption(tx, {
    applicationId: context.viewer.applicationId,
    membershipPlanId: plan.id,
    status: 'DRAFT',
    ...optionColumns(input),
  });
  await replaceSellingBranches(tx, context.viewer.applicationId, option.id, input.sellingBranches);
  await saveBranchSettings(context, tx, option.id, input.branchSettings, input.sellingBranches, field);
  return option;
}

/** The option as the viewer sees it, or null (no such option in that plan, or sold elsewhere only). */
async function visibleOption(
  context: RequestContext,
  tx: Transaction,
  planId: string,
  id: string,
): Promise<PaymentOptionView | null> {
  if (!isUuid(planId) || !isUuid(id)) return null;
  const plan = await findPlan(tx, planId);
  if (!plan) return null;
  const [view] = await planViews(context, tx, [plan]);
  return view?.paymentOptions.find((option) => option.row.id === id) ?? null;
}

export async function getPaymentOption(
  context: RequestContext,
  planId: string,
  id: string,
): Promise<PaymentOptionView | null> {
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
    visibleOption(context, tx, planId, id),
  );
}

/** The resulting option of a PAYMENT_OPTION ticket, when the viewer may see it. */
export async function getPaymentOptionById(
  context: RequestContext,
  id: string,
): Promise<PaymentOptionView | null> {
  if (!isUuid(id)) return null;
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const row = await findOptionById(tx, id);
    return row ? visibleOption(context, tx, row.membershipPlanId, id) : null;
  });
}

/** An option the viewer does not see reads as missing: its id tells nothing of other branches. */
const unseenOption = { reach: 'see', refusal: () => new DomainError('PAYMENT_OPTION_NOT_FOUND') } as const;

/** Locks the option for a change; not found unless the viewer sees it; denied unless they manage it. */
async function lockManagedOption(
  context: RequestContext,
  tx: Transaction,
  planId: string,
  id: string,
): Promise<{ row: PaymentOptionRow; plan: MembershipPlanRow; selling: string[] }> {
  const row = isUuid(planId) && isUuid(id) ? await findOption(tx, planId, id, { lock: true }) : undefined;
  const plan = row ? await findPlan(tx, planId) : undefined;
  if (!row || !plan) throw new DomainError('PAYMENT_OPTION_NOT_FOUND');
  const subject = { kind: 'payment-option', id } as const;
  await authorize(context, tx, 'view-membership-plan', subject, unseenOption);
  await authorize(context, tx, 'manage-payment-option', subject);
  return { row, plan, selling: (await sellingBranchesOf(tx, [id])).get(id) ?? [] };
}

async function reloadOption(
  context: RequestContext,
  tx: Transaction,
  planId: string,
  id: string,
): Promise<PaymentOptionView> {
  const view = await visibleOption(context, tx, planId, id);
  if (!view) throw new DomainError('PAYMENT_OPTION_NOT_FOUND');
  return view;
}

function idsOf(input: ValidPaymentOptionInput, needId: boolean): { planId: string; id: string } {
  const errors: Record<string, string> = {};
  if (!input.membershipPlanId) errors.membershipPlanId = 'Membership plan is required';
  if (needId && !input.id) errors.id = 'Payment option is required';
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { planId: input.membershipPlanId ?? '', id: input.id ?? '' };
}

/** Adds a DRAFT option to a plan the viewer sees; manage-payment-option on every selling branch. */
export async function addPaymentOption(context: RequestContext, raw: unknown): Promise<PaymentOptionView> {
  const input = parseInput(paymentOptionInputSchema, raw);
  const { planId } = idsOf(input, false);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const plan = isUuid(planId) ? await findPlan(tx, planId, { lock: true }) : undefined;
    if (!plan) throw new DomainError('MEMBERSHIP_PLAN_NOT_FOUND');
    await authorize(
      context,
      tx,
      'view-membership-plan',
      { kind: 'membership-plan', id: plan.id },
      { reach: 'see', refusal: () => new DomainError('MEMBERSHIP_PLAN_NOT_FOUND') },
    );
    const option = await createOption(context, tx, plan, input);
    return reloadOption(context, tx, plan.id, option.id);
  });
}

/**
 * Edits a DRAFT or PUBLISHED option: manage-payment-option on its selling branches before and after.
 * A published option keeps its price and term (PUBLISHED_PAYMENT_OPTION_PRICE_LOCKED).
 */
export async function updatePaymentOption(context: RequestContext, raw: unknown): Promise<PaymentOptionView> {
  const input = parseInput(paymentOptionInputSchema, raw);
  const { planId, id } = idsOf(input, true);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const { row, plan } = await lockManagedOption(context, tx, planId, id);
    assertActionAllowed(row.status, 'EDIT');
    requirePlanType(plan, input, '');
    await requireSellingBranches(context, tx, input.sellingBranches, '');
    const columns = optionColumns(input);
    const locked = row.status === 'PUBLISHED' ? priceChanged(row, columns) : undefined;
    if (locked) {
      throw withFieldErrors(new DomainError('PUBLISHED_PAYMENT_OPTION_PRICE_LOCKED'), {
        [locked.startsWith('promotion') ? 'promotion' : locked]:
          'The price and term of a published payment option cannot change',
      });
    }
    await updateOption(tx, id, columns);
    await replaceSellingBranches(tx, context.viewer.applicationId, id, input.sellingBranches);
    await saveBranchSettings(context, tx, id, input.branchSettings, input.sellingBranches, '');
    return reloadOption(context, tx, planId, id);
  });
}

const COPY_SUFFIX = ' (copy)';

/** A DRAFT copy of a published or archived option, named "… (copy)", sold at the same branches. */
export async function duplicatePaymentOption(
  context: RequestContext,
  planId: string,
  id: string,
): Promise<PaymentOptionView> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const { row, plan, selling } = await lockManagedOption(context, tx, planId, id);
    assertActionAllowed(row.status, 'DUPLICATE');
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copied } = row;
    const copy = await insertOption(tx, {
      ...copied,
      name: `${row.name.slice(0, 50 - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
      status: 'DRAFT',
    });
    await replaceSellingBranches(tx, context.viewer.applicationId, copy.id, selling);
    for (const setting of await branchSettingsOf(tx, [row.id])) {
      await upsertBranchSetting(tx, { ...setting, paymentOptionId: copy.id });
    }
    return reloadOption(context, tx, plan.id, copy.id);
  });
}

async function startStatusChange(
  context: RequestContext,
  planId: string,
  id: string,
  action: PaymentOptionStatusOperation['action'],
): Promise<AsyncOperationTicket> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const { row } = await lockManagedOption(context, tx, planId, id);
    // Refused now when the status does not allow it; the worker checks again against a race.
    assertActionAllowed(row.status, action);
    const operation = action === 'PUBLISH' ? publishPaymentOptionOperation : archivePaymentOptionOperation;
    return startAsyncOperation(tx, context.deps.jobs, operation, {
      applicationId: context.viewer.applicationId,
      userId: context.viewer.userId,
      input: { membershipPlanId: planId, id, action },
    });
  });
}

export const publishPaymentOption = (context: RequestContext, planId: string, id: string) =>
  startStatusChange(context, planId, id, 'PUBLISH');

export const archivePaymentOption = (context: RequestContext, planId: string, id: string) =>
  startStatusChange(context, planId, id, 'ARCHIVE');

/**
 * The branch billing account amendment (spec 3 §2, branch level): which of the branch's accounts
 * bills the option there, and whether the administration fee is waived. manage-branch-settings on
 * the branch, which must sell the option; an archived option is not changed any more.
 */
export async function updateBranchSetting(
  context: RequestContext,
  planId: string,
  optionId: string,
  raw: unknown,
): Promise<PaymentOptionView> {
  const setting = parseInput(branchSettingInputSchema, raw);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const row =
      isUuid(planId) && isUuid(optionId) ? await findOption(tx, planId, optionId, { lock: true }) : undefined;
    if (!row) throw new DomainError('PAYMENT_OPTION_NOT_FOUND');
    await authorize(
      context,
      tx,
      'view-membership-plan',
      { kind: 'payment-option', id: optionId },
      unseenOption,
    );
    const selling = (await sellingBranchesOf(tx, [optionId])).get(optionId) ?? [];
    assertActionAllowed(row.status, 'EDIT');
    await checkBranchSetting(context, tx, setting, selling, 'branchSettingInput.');
    await upsertBranchSetting(tx, {
      applicationId: context.viewer.applicationId,
      paymentOptionId: optionId,
      ...setting,
    });
    return reloadOption(context, tx, planId, optionId);
  });
}
