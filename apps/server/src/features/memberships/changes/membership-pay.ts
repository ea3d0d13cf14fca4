import { isUuid, payOverdueInputSchemaFor } from '@clubline/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import { appendLedgerEntries, issueReceipt, type LedgerInsert } from '../../billing/public.ts';
import { findPersonInTransaction } from '../../members/public.ts';
import { findMembership, findMembershipsByCustomerReference } from '../memberships.repository.ts';
import { loadFacts, type MembershipFacts, todayAt, viewOf } from '../views/membership-loader.ts';
import type { MembershipView } from '../views/membership-views.ts';

export interface PayOverdueRequest {
  branchId: string;
  membershipPlanId: string;
  paymentType: string;
  personId: string;
  paymentInCents: number;
  customerReference: string;
}

export interface PreparedPayment {
  /** The branch whose desk takes the money (the member's home): it reads the receipts too. */
  deskBranchId: string;
  /** The customer's overdue memberships, oldest first: the payment settles the oldest arrears first. */
  overdue: MembershipView[];
  today: Temporal.PlainDate;
  paymentType: string;
  amount: number;
}

/**
 * Whose arrears the desk may take (the domain's canPayOverdue): paysmart's, which are ours; under
 * debitsuccess, whose provider owns the arrears, only a membership overdue control BLOCKED (the
 * block is ours, and the provider never collects a dishonoured debit again).
 */
function payableAtDesk(f: MembershipFacts): boolean {
  if (f.account?.provider === 'PAYSMART') return f.organisationProvider === 'PAYSMART';
  return f.account?.provider === 'DEBITSUCCESS' && f.row.status === 'BLOCKED';
}

/**
 * Pay overdue in branch (spec 2 §5, §7): paysmart, or a blocked debitsuccess membership; the
 * customer reference is the member's, at their home branch, on a membership of the plan; the
 * payment is above 0 and at most the overdue amount of that customer.
 */
export async function preparePayment(
  tx: Transaction,
  request: PayOverdueRequest,
  lock = false,
): Promise<PreparedPayment> {
  const person = isUuid(request.personId) ? await findPersonInTransaction(tx, request.personId) : undefined;
  if (!person) throw new DomainError('MEMBER_NOT_FOUND');
  if (person.homeBranchId !== request.branchId) throw new DomainError('MEMBER_NOT_IN_BRANCH');
  const found = (await findMembershipsByCustomerReference(tx, request.customerReference.trim())).filter(
    ({ membership }) => membership.personId === person.id,
  );
  if (!found.some(({ membership }) => membership.membershipPlanId === request.membershipPlanId)) {
    throw new DomainError('OVERDUE_AMOUNT_UNAVAILABLE');
  }
  // The worker locks them first: two payments of one arrears queue, the second sees the first's.
  if (lock) for (const { membership } of found) await findMembership(tx, membership.id, { lock: true });
  const facts = await loadFacts(
    tx,
    found.map((f) => f.membership),
  );
  if (!facts.every(payableAtDesk)) throw new DomainError('MEMBERSHIP_ACTION_NOT_UNDER_PROVIDER');
  const views = facts.map((f) => viewOf(f, ''));
  const overdue = views.filter((view) => view.summary.overdueAmount > 0);
  const total = overdue.reduce((sum, view) => sum + view.summary.overdueAmount, 0);
  // Part payments where we own the arrears (paysmart); a provider that owns them takes the whole.
  const partPaymentAllowed = facts.every((f) => f.account?.provider === 'PAYSMART');
  const parsed = parseInput(payOverdueInputSchemaFor(total, partPaymentAllowed), {
    paymentType: request.paymentType,
    paymentInCents: request.paymentInCents,
  });
  const today = facts[0] ? todayAt(facts[0].branch) : undefined;
  if (!today) throw new DomainError('OVERDUE_AMOUNT_UNAVAILABLE');
  return {
    deskBranchId: request.branchId,
    overdue,
    today,
    paymentType: parsed.paymentType,
    amount: parsed.paymentInCents,
  };
}

/**
 * The PAYMENT entries: the oldest arrears first, one entry per membership it reaches, referenced by
 * the ticket (`{ticketId}`, then `{ticketId}:2`…), so a ticket that runs again pays nothing twice;
 * and the payment's receipts, one per branch the money reached (each branch is the supplier of its
 * memberships: its legal name and GST number, and its staff read it), referenced by the ledger
 * reference of that branch's first entry, so the ticket's first receipt is referenced by the ticket.
 */
export async function writePayment(
  tx: Transaction,
  prepared: PreparedPayment,
  context: { applicationId: string; userId: string | null; ticketId: string },
): Promise<string> {
  let left = prepared.amount;
  const rows: (LedgerInsert & { membershipId: string; reference: string; amount: number })[] = [];
  for (const view of prepared.overdue) {
    if (left <= 0) break;
    const amount = Math.min(left, view.summary.overdueAmount);
    left -= amount;
    rows.push({
      applicationId: context.applicationId,
      membershipId: view.row.id,
      type: 'PAYMENT',
      amount,
      date: prepared.today.toString(),
      reference: rows.length === 0 ? context.ticketId : `${context.ticketId}:${rows.length + 1}`,
      paymentType: prepared.paymentType,
      createdByUserId: context.userId,
    });
  }
  const first = prepared.overdue[0];
  if (!first) throw new DomainError('OVERDUE_ALREADY_PAID');
  await appendLedgerEntries(tx, rows);
  // The receipts are written with the payment: one per branch, a line per membership reached there.
  const viewOfRow = (membershipId: string) =>
    prepared.overdue.find((view) => view.row.id === membershipId) ?? first;
  const byBranch = new Map<string, typeof rows>();
  for (const row of rows) {
    const branchId = viewOfRow(row.membershipId).row.branchId;
    byBranch.set(branchId, [...(byBranch.get(branchId) ?? []), row]);
  }
  for (const [branchId, branchRows] of byBranch)
    await issueReceipt(tx, {
      applicationId: context.applicationId,
      reference: branchRows[0]?.reference ?? context.ticketId,
      personId: first.row.personId,
      branchId,
      deskBranchId: prepared.deskBranchId,
      issuedOn: prepared.today.toString(),
      paymentType: prepared.paymentType,
      userId: context.userId,
      lines: branchRows.map((row) => ({
        membershipId: row.membershipId,
        description: `Overdue payment — ${viewOfRow(row.membershipId).plan.name}`,
        amountCents: row.amount,
      })),
    });
  return first.row.id;
}
