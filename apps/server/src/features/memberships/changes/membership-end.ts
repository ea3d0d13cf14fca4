import {
  billingDatesFrom,
  type CancellationReason,
  endAvailability,
  endMembershipInputSchemaFor,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import {
  appendLedgerEntries,
  bankingCalendar,
  cancellationFeeWaiverReference,
  chargeKey,
  nextDebits,
} from '../../billing/public.ts';
import { type MembershipRow, updateBillingAccount, updateMembershipRow } from '../memberships.repository.ts';
import { actionMembership } from '../views/action-membership.ts';
import {
  END_DATES_MONTHS_AHEAD,
  endDatesOf,
  horizonDays,
  type MembershipFacts,
  regionOf,
  requestNotSubmitted,
  scheduleContextOf,
  scheduleOf,
  scheduleProviderOf,
  todayAt,
} from '../views/membership-loader.ts';
import { factsForRules } from '../views/membership-rules-facts.ts';
import type { MembershipView } from '../views/membership-views.ts';

export interface EndRequest {
  membershipId: string;
  branchId: string;
  personId: string;
  cancellationDate: string;
  cancellationReason: string;
}

export interface PreparedEnd {
  facts: MembershipFacts;
  view: MembershipView;
  today: Temporal.PlainDate;
  endDate: string;
  reason: CancellationReason;
  /** Cents: the branch billing account's cancellation fee when the term is not served, else 0. */
  cancellationFee: number;
  /** The day the fee is charged: paysmart's next direct debit after today collects it; else today. */
  cancellationFeeDate: string;
  /** Debitsuccess with the request still DDR_PENDING: the End withdraws it (nothing was submitted). */
  withdrawsRequest: boolean;
}

/**
 * A paysmart member who never completed the payment setup page: no direct debit authority and no
 * customer at the provider, so neither a debit nor Pay overdue (which takes arrears by the customer
 * reference) could ever collect a cancellation fee, and the member never accepted the account's
 * terms (they are agreed on that page). The End charges none (docs/billing.md "Ending, changing
 * and paying overdue"), as class fees skip such a membership.
 */
function paymentNeverSetUp(facts: MembershipFacts): boolean {
  return facts.account?.provider === 'PAYSMART' && !facts.account.customerReference;
}

/**
 * Every rule of End (spec 2 §4, §5): offered for a current ACTIVE or PENDING membership whose end
 * has not passed and whose account is not DDR_DELETED; refused for a debitsuccess billing
 * membership whose direct debit is active (removed at the billing company); the form's schema with
 * the billing dates for billing members; the cancellation fee when the fixed or minimum term is not
 * served.
 */
export async function prepareEnd(tx: Transaction, request: EndRequest, lock = false): Promise<PreparedEnd> {
  const { facts, view } = await actionMembership(tx, request, { lock });
  const today = todayAt(facts.branch);
  const { row } = facts;
  // Offered exactly when the details page offers it (the domain's endAvailability, spec 2 §4).
  const availability = endAvailability(factsForRules(view), today.toString());
  if (availability === 'remove-via-provider') throw new DomainError('END_VIA_PROVIDER');
  if (availability === 'hidden') throw new DomainError('MEMBERSHIP_NOT_ENDABLE');
  const billing = view.kind === 'BILLING';
  const parsed = parseInput(
    endMembershipInputSchemaFor({
      today: today.toString(),
      endDate: row.endDate,
      billingActive: billing && view.status === 'ACTIVE',
      billingDates: billing ? endDatesOf(facts, today) : null,
    }),
    { cancellationDate: request.cancellationDate, cancellationReason: request.cancellationReason },
  );
  // A membership ended before it starts ends on its start: it costs nothing (and keeps end ≥ start).
  const endDate = [parsed.cancellationDate, row.startDate].sort().at(-1) ?? row.startDate;
  const termNotServed = view.minimumTermEndDate !== null && endDate < view.minimumTermEndDate;
  const withdrawsRequest = requestNotSubmitted(facts);
  return {
    facts,
    view,
    today,
    endDate,
    reason: parsed.cancellationReason,
    // No fee without a direct debit: under debitsuccess only the provider collects, and it has none;
    // under paysmart a member who never set up payment could be debited for it by no one.
    cancellationFee:
      billing && termNotServed && !withdrawsRequest && !paymentNeverSetUp(facts)
        ? (facts.branchAccount?.cancellationFee ?? 0)
        : 0,
    cancellationFeeDate: cancellationFeeDay(facts, endDate, today).toString(),
    withdrawsRequest,
  };
}

/**
 * Under paysmart we are the billing master: the cancellation fee is charged on the day of the next
 * direct debit after the End (the ended schedule's, else the next billing date, a bank business
 * day), and that debit collects it (billing's held charges), so the member is not overdue for it
 * the moment they leave. Under debitsuccess the provider collects: End is offered only before its
 * request is submitted, which costs no fee (prepareEnd); a non-billing End's fee is 0 anyway.
 */
function cancellationFeeDay(facts: MembershipFacts, endDate: string, today: Temporal.PlainDate) {
  if (scheduleProviderOf(facts) !== 'PAYSMART') return today;
  const tomorrow = today.add({ days: 1 });
  const [next] = nextDebits(scheduleContextOf(facts, { ...facts.row, endDate }), {
    from: tomorrow,
    count: 1,
  });
  if (next) return next.date;
  const [billingDay = tomorrow] = billingDatesFrom('PAYSMART', tomorrow, 1);
  return bankingCalendar(regionOf(facts.branch)).onOrAfter(billingDay);
}

/**
 * Writes an End: the end date and reason, and the cancellation fee (once: its key is fixed). A
 * debitsuccess request still pending is withdrawn: the signup token is used up, so the payment
 * setup page answers 'not valid any more' and never creates the customer at the provider, and the
 * account reads DDR_DELETED / CANCELLED (End is then not offered again).
 */
export async function writeEnd(
  tx: Transaction,
  prepared: PreparedEnd,
  context: { applicationId: string; userId: string | null },
): Promise<MembershipRow> {
  const { facts } = prepared;
  const row = await updateMembershipRow(tx, facts.row.id, {
    endDate: prepared.endDate,
    cancellationReason: prepared.reason,
    cancelledAt: new Date(),
  });
  if (prepared.withdrawsRequest) {
    await updateBillingAccount(tx, row.id, {
      ddrStatus: 'DDR_DELETED',
      accountBillingStatus: 'CANCELLED',
      accountBillingStatusDate: new Date(),
      signupToken: null,
      signupTokenExpiresAt: null,
    });
  }
  // One fee per cancellation: none while one stands (an End moving the date again), a new one
  // (the next sequence) once an End taken back waived the last (membership-updates.service.ts).
  const fees = facts.ledger.filter(
    (entry) => entry.type === 'CHARGE' && entry.chargeKey?.startsWith('CANCELLATION_FEE:') === true,
  );
  const waived = new Set(
    facts.ledger.flatMap((entry) => (entry.type === 'PAYMENT' && entry.reference ? [entry.reference] : [])),
  );
  const standing = fees.some(
    (fee) => !waived.has(cancellationFeeWaiverReference(row.id, fee.chargeKey ?? '')),
  );
  const sequence = fees.length;
  if (prepared.cancellationFee > 0 && !standing) {
    await appendLedgerEntries(tx, [
      {
        applicationId: context.applicationId,
        membershipId: row.id,
        type: 'CHARGE',
        chargeKey: chargeKey('CANCELLATION_FEE', sequence),
        kind: 'CANCELLATION_FEE',
        amount: prepared.cancellationFee,
        date: prepared.cancellationFeeDate,
        createdByUserId: context.userId,
      },
    ]);
  }
  return row;
}

/**
 * The schedule previews read: six debits past the latest end a billing member may choose (six
 * months ahead, or the current end date when later), so the debits an End stops are all listed.
 */
export function upcomingDebits(facts: MembershipFacts, row: MembershipRow, today: Temporal.PlainDate) {
  const ahead = today.add({ months: END_DATES_MONTHS_AHEAD });
  const current = facts.row.endDate ? Temporal.PlainDate.from(facts.row.endDate) : null;
  const from = current && Temporal.PlainDate.compare(current, ahead) > 0 ? current : ahead;
  return scheduleOf(facts, from.add({ days: horizonDays(facts.option, 6, from) }), row);
}
