import {
  CHANGE_MEMBERSHIP_CANCELLATION_REASON,
  canChange,
  changeMembershipInputSchema,
  nextBillingDate,
  type PaymentFrequency,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import { findPersonInTransaction } from '../../members/public.ts';
import { OVERDUE_TAG } from '../blocking/overdue.ts';
import {
  insertBillingAccount,
  insertMembership,
  type MembershipRow,
  updateBillingAccount,
  updateMembershipRow,
} from '../memberships.repository.ts';
import type { SaleTerms } from '../sale/first-payment.service.ts';
import { type SaleContext, saleContext } from '../sale/sale-context.ts';
import { actionMembership } from '../views/action-membership.ts';
import { horizonDays, type MembershipFacts, scheduleOf, todayAt } from '../views/membership-loader.ts';
import { factsForRules } from '../views/membership-rules-facts.ts';
import type { MembershipView } from '../views/membership-views.ts';

export interface ChangeRequest {
  branchId: string;
  membershipId: string;
  membershipPlanId: string;
  paymentOptionId: string;
  personId: string;
}

export interface PreparedChange {
  facts: MembershipFacts;
  view: MembershipView;
  sale: SaleContext;
  today: Temporal.PlainDate;
  /** The new membership's first day: the old one's next billing date; the old one ends on it. */
  startDate: string;
  terms: SaleTerms;
}

/**
 * The old membership's next billing date after today: where its next paid period starts (periods
 * start on billing dates; the debit itself may move off a holiday). The grid's when none is listed.
 */
function nextPeriodStart(facts: MembershipFacts, today: Temporal.PlainDate): Temporal.PlainDate {
  const schedule = scheduleOf(facts, today.add({ days: horizonDays(facts.option, 2, today) }));
  for (const charge of schedule.charges) {
    if (
      (charge.kind === 'RECURRING' || charge.kind === 'PROMOTION') &&
      charge.period &&
      Temporal.PlainDate.compare(charge.period.start, today) > 0
    ) {
      return charge.period.start;
    }
  }
  return nextBillingDate('PAYSMART', today.add({ days: 1 }));
}

/**
 * Every rule of Change (spec 2 §4): paysmart only; offered as the domain's canChange says (active,
 * billing active-like, no end date, no overdue tag, past the first billing date, no suspension);
 * the new option is an ongoing, recurring option of a plan of the same type, offered at the branch.
 */
export async function prepareChange(
  tx: Transaction,
  request: ChangeRequest,
  lock = false,
): Promise<PreparedChange> {
  parseInput(changeMembershipInputSchema, request);
  const { facts, view } = await actionMembership(tx, request, { lock });
  if (facts.organisationProvider !== 'PAYSMART' || view.provider !== 'PAYSMART') {
    throw new DomainError('MEMBERSHIP_ACTION_NOT_UNDER_PROVIDER');
  }
  const today = todayAt(facts.branch);
  const person = await findPersonInTransaction(tx, facts.row.personId);
  const overdueTag = person?.tags.includes(OVERDUE_TAG) ?? false;
  if (!canChange(factsForRules(view), today.toString(), overdueTag || view.summary.overdueAmount > 0)) {
    throw new DomainError('MEMBERSHIP_NOT_CHANGEABLE');
  }
  const sale = await saleContext(
    tx,
    request.branchId,
    request.membershipPlanId,
    request.paymentOptionId,
    () => new DomainError('PAYMENT_OPTION_NOT_FOUND'),
  );
  const frequency = sale.option.paymentFrequency as PaymentFrequency;
  if (
    !sale.option.ongoing ||
    frequency === 'ONE_OFF' ||
    sale.option.freePromotion ||
    sale.planType !== facts.plan.type ||
    sale.option.id === facts.option.id
  ) {
    throw new DomainError('CHANGE_OPTION_NOT_ALLOWED');
  }
  const startDate = nextPeriodStart(facts, today).toString();
  // The account is carried over: no new join, card or administration fee; the new membership starts
  // on a billing date, so there is no partial period either.
  const terms: SaleTerms = {
    startDate,
    firstPaymentDate: null,
    joinFee: 0,
    accessCardFee: 0,
    partialPaymentAmount: null,
    isPartialAmountOverridden: false,
    joinFeePaidInBranch: false,
    accessCardFeePaidInBranch: false,
    partialPaymentPaidInBranch: false,
    waiveAdminFee: true,
    oneOffPaymentType: null,
  };
  return { facts, view, sale, today, startDate, terms };
}

/**
 * Writes a Change: the old membership ends on the new one's start (its last day is the day before)
 * with the fixed reason; the new one carries the old billing account's customer, token and states.
 */
export async function writeChange(
  tx: Transaction,
  prepared: PreparedChange,
  context: { applicationId: string; userId: string | null },
): Promise<MembershipRow> {
  const { facts, sale, terms } = prepared;
  await updateMembershipRow(tx, facts.row.id, {
    endDate: prepared.startDate,
    cancellationReason: CHANGE_MEMBERSHIP_CANCELLATION_REASON,
    cancelledAt: new Date(),
  });
  const created = await insertMembership(tx, {
    applicationId: context.applicationId,
    personId: facts.row.personId,
    branchId: facts.row.branchId,
    membershipPlanId: sale.plan.id,
    paymentOptionId: sale.option.id,
    status: 'ACTIVE',
    ...terms,
    changedFromMembershipId: facts.row.id,
    createdByUserId: context.userId,
  });
  const old = facts.account;
  if (old) {
    // The signup token is unique: it moves to the new account rather than being copied.
    if (old.signupToken) await updateBillingAccount(tx, old.membershipId, { signupToken: null });
    await insertBillingAccount(tx, {
      membershipId: created.id,
      applicationId: context.applicationId,
      provider: old.provider,
      branchBillingAccountId: sale.branchAccount?.id ?? old.branchBillingAccountId,
      customerReference: old.customerReference,
      signupToken: old.signupToken,
      signupTokenExpiresAt: old.signupTokenExpiresAt,
      ddrStatus: old.ddrStatus,
      accountBillingStatus: old.accountBillingStatus,
      accountBillingStatusReason: old.accountBillingStatusReason,
      paymentMethodToken: old.paymentMethodToken,
      paymentMethodSummary: old.paymentMethodSummary,
      // The runs' cursor is billing's: set by refreshNextDebitDate once the row exists.
      nextDebitDate: null,
    });
  }
  return created;
}
