import {
  billingAccountMessages,
  branchBillingAccountEditSchema,
  canChangeDefault,
  isUuid,
  termsAndConditionsSchema,
} from '@clubline/domain';
import { allows, authorize } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError, ValidationError } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { billingProviderInTransaction, termsAreEditableUnder } from '../organisation/public.ts';
import {
  type BranchBillingAccountRow,
  findBranchBillingAccount,
  listBranchBillingAccounts,
  lockBranchBillingAccounts,
  unsetOtherDefaults,
  updateBranchBillingAccountRow,
} from './billing-accounts.repository.ts';
import { sanitiseStoredTerms, sanitiseTerms, termsHaveText } from './terms-sanitiser.ts';

/** Viewing a branch's accounts and terms (docs/billing-accounts.md "Permissions"). */
export const VIEW_BILLING_ACCOUNTS = 'view-membership-plan';
/** Changing an account's fees, its default flag or its terms. */
export const MANAGE_BILLING_ACCOUNTS = 'manage-branch-settings';

/** An account as the API shows it: terms sanitised again on the way out. */
export interface BranchBillingAccountView {
  id: string;
  branchId: string;
  businessAccountId: string;
  name: string;
  establishmentFee: number;
  defaultCharge: number;
  cancellationFee: number;
  suspensionFee: number;
  isDefault: boolean;
  termsAndConditions: { text: string; isEditable: boolean };
  /** The viewer may edit the account (manage-branch-settings on its branch). */
  canEdit: boolean;
}

export interface UpdateBranchBillingAccountInput {
  branchId: string;
  branchBillingAccountId: string;
  cancellationFee: unknown;
  suspensionFee: unknown;
  isDefault: unknown;
}

export interface UpdateTermsInput {
  branchId: string;
  branchBillingAccountId: string;
  termsAndConditions: unknown;
}

async function viewOf(
  context: RequestContext,
  tx: Transaction,
  rows: readonly BranchBillingAccountRow[],
): Promise<BranchBillingAccountView[]> {
  if (rows.length === 0) return [];
  const isEditable = termsAreEditableUnder(await billingProviderInTransaction(tx));
  // The accounts shown are of one branch: asked once per branch, not per account.
  const editable = new Map<string, boolean>();
  for (const branchId of new Set(rows.map((row) => row.branchId))) {
    editable.set(
      branchId,
      await allows(context, tx, MANAGE_BILLING_ACCOUNTS, { kind: 'branch', id: branchId }),
    );
  }
  return rows.map((row) => ({
    id: row.id,
    branchId: row.branchId,
    businessAccountId: row.businessAccountId,
    name: row.name,
    establishmentFee: row.establishmentFee,
    defaultCharge: row.defaultCharge,
    cancellationFee: row.cancellationFee,
    suspensionFee: row.suspensionFee,
    isDefault: row.isDefault,
    termsAndConditions: { text: sanitiseStoredTerms(row.termsAndConditions), isEditable },
    canEdit: editable.get(row.branchId) ?? false,
  }));
}

/** Spec 3 §2: a branch's billing accounts, the default first (the terms page preselects it). */
export async function getBranchBillingAccounts(
  context: RequestContext,
  branchId: string,
): Promise<BranchBillingAccountView[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, VIEW_BILLING_ACCOUNTS, { kind: 'branch', id: branchId });
    return viewOf(context, tx, await listBranchBillingAccounts(tx, branchId));
  });
}

/** One account of a branch; null when the branch has no such account. */
export async function getBranchBillingAccount(
  context: RequestContext,
  branchId: string,
  id: string,
): Promise<BranchBillingAccountView | null> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, VIEW_BILLING_ACCOUNTS, { kind: 'branch', id: branchId });
    const row = isUuid(id) ? await findBranchBillingAccount(tx, branchId, id) : undefined;
    if (!row) return null;
    const [view] = await viewOf(context, tx, [row]);
    return view ?? null;
  });
}

/**
 * Spec 3 §5 "Branch billing account edit": the two fees and the default flag. A branch keeps
 * exactly one default: making an account default unsets the previous one in the same transaction
 * (the partial unique index refuses two), and the default cannot be unset. Saving the same values
 * again changes nothing else, so a retried request is harmless.
 */
export async function updateBranchBillingAccount(
  context: RequestContext,
  input: UpdateBranchBillingAccountInput,
): Promise<BranchBillingAccountView> {
  const edit = parseInput(branchBillingAccountEditSchema, {
    cancellationFee: input.cancellationFee,
    suspensionFee: input.suspensionFee,
    isDefault: input.isDefault,
  });
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, MANAGE_BILLING_ACCOUNTS, { kind: 'branch', id: input.branchId });
    const accounts = await lockBranchBillingAccounts(tx, input.branchId);
    const account = accounts.find((row) => row.id === input.branchBillingAccountId);
    if (!account) throw new DomainError('BRANCH_BILLING_ACCOUNT_NOT_FOUND');
    if (!canChangeDefault(account, edit.isDefault)) {
      throw new DomainError('BRANCH_BILLING_ACCOUNT_DEFAULT_REQUIRED');
    }
    if (edit.isDefault && !account.isDefault) await unsetOtherDefaults(tx, account.branchId, account.id);
    const updated = await updateBranchBillingAccountRow(tx, account.id, edit);
    const [view] = await viewOf(context, tx, [updated]);
    if (!view) throw new Error('An updated account has a view');
    return view;
  });
}

/**
 * Spec 3 §5 "Terms and conditions": the text is required; it is sanitised before it is stored
 * (terms-sanitiser.ts), and a text with nothing left to read is blank. Only when the billing
 * provider lets the organisation edit terms.
 */
export async function updateTermsAndConditions(
  context: RequestContext,
  input: UpdateTermsInput,
): Promise<BranchBillingAccountView> {
  const { text } = parseInput(termsAndConditionsSchema, input.termsAndConditions);
  const sanitised = sanitiseTerms(text);
  if (!termsHaveText(sanitised)) throw new ValidationError({ text: billingAccountMessages.termsRequired });
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, MANAGE_BILLING_ACCOUNTS, { kind: 'branch', id: input.branchId });
    const { branchBillingAccountId: id } = input;
    const account = isUuid(id)
      ? await findBranchBillingAccount(tx, input.branchId, id, { forUpdate: true })
      : undefined;
    if (!account) throw new DomainError('BRANCH_BILLING_ACCOUNT_NOT_FOUND');
    if (!termsAreEditableUnder(await billingProviderInTransaction(tx))) {
      throw new DomainError('TERMS_AND_CONDITIONS_NOT_EDITABLE');
    }
    const updated = await updateBranchBillingAccountRow(tx, account.id, { termsAndConditions: sanitised });
    const [view] = await viewOf(context, tx, [updated]);
    if (!view) throw new Error('An updated account has a view');
    return view;
  });
}
