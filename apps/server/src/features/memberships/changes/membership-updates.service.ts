import {
  canEditExternalPayer,
  editMembershipOperation,
  editMembershipSchema,
  externalPayerUpdateSchema,
  isUuid,
} from '@clubline/domain';
import { authorize } from '../../../platform/auth/authorization.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError, ValidationError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import {
  appendLedgerEntries,
  cancellationFeeWaiverReference,
  FEE_WAIVED_PAYMENT_TYPE,
  ledgerOfMembership,
  refreshNextDebitDate,
} from '../../billing/public.ts';
import { requirePersonAccess } from '../../members/public.ts';
import {
  findMembership,
  type MembershipRow,
  updateBillingAccount,
  updateMembershipRow,
} from '../memberships.repository.ts';
import { cancellationFeesNotCollected, loadFacts, viewOf } from '../views/membership-loader.ts';
import { factsForRules } from '../views/membership-rules-facts.ts';
import type { MembershipView } from '../views/membership-views.ts';

/**
 * An End taken back (its end date removed, or moved to the minimum term's end or later) leaves no
 * cancellation inside the term: a cancellation fee it charged that no debit has collected (none
 * sent yet, or the one sent dishonoured) is waived, a PAYMENT of its amount with payment type "Fee waived" (the ledger is append-only, as a
 * class fee's waiver), referenced once per fee, so the billing run no longer holds it for the next
 * debit and the member owes nothing for it. A fee already debited stays paid (a refund is the
 * club's, outside the ledger). docs/billing.md "Ending, changing and paying overdue".
 */
async function waiveCancellationFeesTakenBack(
  tx: Transaction,
  context: RequestContext,
  row: MembershipRow,
  end: string | null,
  view: MembershipView,
): Promise<void> {
  const termServed = end === null || (view.minimumTermEndDate !== null && end >= view.minimumTermEndDate);
  if (!termServed) return;
  const ledger = await ledgerOfMembership(tx, row.id);
  const fees = cancellationFeesNotCollected({ row, ledger });
  await appendLedgerEntries(
    tx,
    fees.map((fee) => ({
      applicationId: context.viewer.applicationId,
      membershipId: row.id,
      type: 'PAYMENT' as const,
      amount: fee.amount ?? 0,
      date: view.today.toString(),
      reference: cancellationFeeWaiverReference(row.id, fee.chargeKey ?? ''),
      paymentType: FEE_WAIVED_PAYMENT_TYPE,
      createdByUserId: context.viewer.userId,
    })),
  );
}

/** Ours: the database keeps an end on or after the start. */
const END_BEFORE_START = 'The end date cannot be before the start date';

async function viewOfRow(
  context: RequestContext,
  tx: Transaction,
  row: MembershipRow,
): Promise<MembershipView> {
  const [facts] = await loadFacts(tx, [row]);
  if (!facts) throw new DomainError('MEMBERSHIP_NOT_FOUND');
  return viewOf(facts, context.deps.publicUrl, context.deps.production === true);
}

async function membershipOf(tx: Transaction, personId: string, membershipId: string): Promise<MembershipRow> {
  const row = isUuid(membershipId) ? await findMembership(tx, membershipId, { lock: true }) : undefined;
  if (!row || row.personId !== personId) throw new DomainError('MEMBERSHIP_NOT_FOUND');
  return row;
}

/**
 * Edit external payer (spec 2 §5): manage-membership on the member's home branch, a current
 * membership of an external-payer plan, the reference required and at most 50 characters.
 */
export async function updateExternalPayer(
  context: RequestContext,
  personId: string,
  input: { membershipId: string | number; externalPayerRefNumber: string },
): Promise<MembershipView> {
  const parsed = parseInput(externalPayerUpdateSchema, {
    externalPayerRefNumber: input.externalPayerRefNumber,
  });
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'manage-membership');
    const row = await membershipOf(tx, personId, String(input.membershipId));
    if (!canEditExternalPayer(factsForRules(await viewOfRow(context, tx, row)))) {
      throw new DomainError('MEMBERSHIP_EDIT_NOT_ALLOWED');
    }
    const updated = await updateMembershipRow(tx, row.id, {
      externalPayerRefNumber: parsed.externalPayerRefNumber,
    });
    return viewOfRow(context, tx, updated);
  });
}

/**
 * Edit membership (spec 2 §5): the end date (null removes it) and the customer reference, only
 * what is present. edit-billing-membership-dates for billing ongoing memberships, else
 * edit-non-billing-membership-dates, on the member's home branch (spec 2 §4). The dates at the
 * billing provider are not changed (the form says so); our schedule follows the new end.
 */
export async function updateMembership(
  context: RequestContext,
  personId: string,
  input: {
    membershipId: string | number;
    newMembershipEndDate?: string | null;
    customerReference?: string | null;
  },
): Promise<MembershipView> {
  const raw: Record<string, unknown> = {};
  if (input.newMembershipEndDate !== undefined) raw.newMembershipEndDate = input.newMembershipEndDate;
  if (input.customerReference !== undefined && input.customerReference !== null) {
    raw.customerReference = input.customerReference;
  }
  const change = parseInput(editMembershipSchema, raw);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'view-member');
    const row = await membershipOf(tx, personId, String(input.membershipId));
    const view = await viewOfRow(context, tx, row);
    const operation = editMembershipOperation(factsForRules(view));
    if (!operation) throw new DomainError('MEMBERSHIP_EDIT_NOT_ALLOWED');
    await authorize(context, tx, operation, { kind: 'person', id: personId });

    if (change.customerReference !== undefined && !view.account) {
      throw new DomainError('MEMBERSHIP_EDIT_NOT_ALLOWED');
    }
    const end = change.newMembershipEndDate;
    if (end !== undefined && end !== null && end < row.startDate) {
      throw new ValidationError({ newMembershipEndDate: END_BEFORE_START });
    }
    let updated = row;
    if (end !== undefined) {
      updated = await updateMembershipRow(tx, row.id, { endDate: end });
      await waiveCancellationFeesTakenBack(tx, context, row, end, view);
      await refreshNextDebitDate(tx, row.id, view.today.toString());
    }
    if (change.customerReference !== undefined) {
      await updateBillingAccount(tx, row.id, { customerReference: change.customerReference });
    }
    return viewOfRow(context, tx, updated);
  });
}
