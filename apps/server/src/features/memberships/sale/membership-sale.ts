import {
  type AddMembershipInput,
  addMembershipInputSchemaFor,
  addMembershipStepOneSchema,
  amountTooHigh,
  chargeKindLabel,
  isBillingMembership,
  isUuid,
  membershipMessages,
  type PaymentFrequency,
  partialPaymentTooHigh,
  RECEIPT_MAX_CENTS,
  ScheduleInputError,
  type TermUnit,
  termEnd,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { authorize } from '../../../platform/auth/authorization.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { DomainError, ValidationError, withFieldErrors } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import {
  appendLedgerEntries,
  chargeKey,
  emailPaymentSetupLink,
  issueReceipt,
  type LedgerInsert,
  newSignupToken,
  type PaymentSetupLinkBase,
} from '../../billing/public.ts';
import { findPersonInTransaction } from '../../members/public.ts';
import { insertBillingAccount, insertMembership, type MembershipRow } from '../memberships.repository.ts';
import { todayAt } from '../views/membership-loader.ts';
import { firstPaymentDateOptionsFrom } from './billing-dates.service.ts';
import { periodCost, type SaleTerms, saleSchedule } from './first-payment.service.ts';
import { type SaleContext, saleContext } from './sale-context.ts';

export interface PreparedSale {
  sale: SaleContext;
  input: AddMembershipInput;
  billing: boolean;
}

/** Paid once: one-off options, visit passes and free promotions need a payment type (spec 2 §5). */
function paidOnce(sale: SaleContext): boolean {
  return (
    sale.option.paymentFrequency === 'ONE_OFF' ||
    sale.option.freePromotion ||
    sale.planType === 'VISITOR_PASS'
  );
}

/**
 * Every rule of a sale the server decides (spec 2 §4, §5): the member's home branch is the branch,
 * the option is offered there today, the add form's schema for the chosen plan (payer reference,
 * payment type, 'Credit card ONLINE' only for one-off, every amount under its maximum, a start at
 * most 28 days before the billing clock's today), a debitsuccess first payment date that is one of
 * the dates offered, an overridden partial no more than those days cost. Run at the request (so the
 * form gets its field errors at once) and again by the worker (the option may have been archived
 * since).
 */
export async function prepareSale(tx: Transaction, branchId: string, raw: unknown): Promise<PreparedSale> {
  // Step 1's own messages first ('Please choose a membership plan' …), before anything is looked up.
  parseInput(addMembershipStepOneSchema, raw);
  const personId = typeof raw === 'object' && raw !== null && 'personId' in raw ? String(raw.personId) : '';
  const person = isUuid(personId) ? await findPersonInTransaction(tx, personId) : undefined;
  if (!person) throw new DomainError('MEMBER_NOT_FOUND');
  if (person.homeBranchId !== branchId) throw new DomainError('MEMBER_NOT_IN_BRANCH');
  const ids = raw as { membershipPlanId?: unknown; paymentOptionId?: unknown };
  const sale = await saleContext(
    tx,
    branchId,
    String(ids.membershipPlanId ?? ''),
    String(ids.paymentOptionId ?? ''),
    () => new DomainError('PAYMENT_OPTION_NOT_FOUND'),
  );
  const input = parseInput(
    addMembershipInputSchemaFor({
      planType: sale.planType,
      paidOnce: paidOnce(sale),
      paymentFrequency: sale.option.paymentFrequency,
      today: todayAt(sale.branch).toString(),
    }),
    raw,
  );
  const billing = isBillingMembership({
    planType: sale.planType,
    paymentFrequency: sale.option.paymentFrequency as PaymentFrequency,
    freePromotion: sale.option.freePromotion,
    oneOffPaymentType: input.oneOffPaymentType,
  });
  if (billing && sale.provider === 'DEBITSUCCESS' && input.firstPaymentDate) {
    checkFirstPaymentDate(input.startDate, input.firstPaymentDate);
  }
  if (billing && !sale.branchAccount) throw new DomainError('PAYMENT_OPTION_NOT_OFFERED');
  const terms = termsOf({ sale, input, billing });
  try {
    const { charges } = saleSchedule(sale, terms, endDateOf(sale, input.startDate));
    const partialError = partialPaymentTooHigh(terms.partialPaymentAmount, periodCost(sale, terms));
    if (partialError) throw new ValidationError({ partialPaymentAmount: partialError });
    // What the desk takes is one payment with one receipt, which totals at most RECEIPT_MAX_CENTS
    // (the receipts table checks it): a partial paid in branch of a price near the maximum could
    // pass it, and the worker would then fail on the receipt. The partial goes in the first debit.
    const desk = charges.reduce((sum, c) => sum + (c.collection === 'IN_BRANCH' ? c.amount : 0), 0);
    if (desk > RECEIPT_MAX_CENTS)
      throw new ValidationError({
        partialPaymentAmount: amountTooHigh('Payment in branch', RECEIPT_MAX_CENTS),
      });
  } catch (error) {
    if (error instanceof ScheduleInputError) throw new DomainError('FIRST_PAYMENT_DETAILS_UNAVAILABLE');
    throw error;
  }
  return { sale, input, billing };
}

/**
 * Debitsuccess bills on the dates it offers (getFirstPaymentDateOptions): a first payment date off
 * its calendar, or further out than the options, is refused, whatever the option's frequency.
 */
function checkFirstPaymentDate(startDate: string, firstPaymentDate: string): void {
  if (firstPaymentDate < startDate) {
    throw new ValidationError({ firstPaymentDate: membershipMessages.firstPaymentBeforeStart });
  }
  const offered = firstPaymentDateOptionsFrom('DEBITSUCCESS', Temporal.PlainDate.from(startDate));
  if (!offered.includes(firstPaymentDate)) {
    throw new ValidationError({ firstPaymentDate: membershipMessages.firstPaymentDateNotOffered });
  }
}

/**
 * Spec 1 §6 manage-join-fee and manage-access-card-fee: a fee other than the option's needs the
 * permission on the branch; without it the form shows the option's fee read-only, and a changed
 * fee sent anyway is refused with a sentence naming the fee (not ignored: staff would believe the
 * member was charged what they typed). Checked at the request, where the staff member is known.
 */
export async function authorizeSaleFees(
  context: RequestContext,
  tx: Transaction,
  { sale, input }: PreparedSale,
): Promise<void> {
  const changes = [
    { field: 'joinFee', sent: input.joinFee, option: sale.option.joinFee },
    { field: 'accessCardFee', sent: input.accessCardFee, option: sale.option.accessCardFee },
  ] as const;
  for (const change of changes) {
    if (change.sent === null || change.sent === undefined || change.sent === change.option) continue;
    const operation = change.field === 'joinFee' ? 'manage-join-fee' : 'manage-access-card-fee';
    try {
      await authorize(context, tx, operation, { kind: 'branch', id: sale.branch.id });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'BRANCH_ACCESS_DENIED') throw error;
      const refusal = new DomainError(
        change.field === 'joinFee' ? 'JOIN_FEE_CHANGE_DENIED' : 'ACCESS_CARD_FEE_CHANGE_DENIED',
      );
      throw withFieldErrors(refusal, { [change.field]: refusal.message });
    }
  }
  // The option's branch setting decides the admin fee waiver (spec 3 "branchSettings"); waiving
  // it on one sale is changing that setting for one member, so it takes what the setting takes.
  if (input.waiveAdminFee === true && !sale.settingWaivesAdminFee) {
    try {
      await authorize(context, tx, 'manage-branch-settings', { kind: 'branch', id: sale.branch.id });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'BRANCH_ACCESS_DENIED') throw error;
      throw new DomainError('ADMIN_FEE_WAIVER_DENIED');
    }
  }
}

/** The sale as the membership row stores it. */
function termsOf({ sale, input, billing }: PreparedSale): SaleTerms {
  const inBranch = input.paidInBranch ?? {};
  const overridden = input.isPartialAmountOverridden === true && input.partialPaymentAmount != null;
  return {
    startDate: input.startDate,
    firstPaymentDate: billing && sale.provider === 'DEBITSUCCESS' ? (input.firstPaymentDate ?? null) : null,
    joinFee: input.joinFee ?? sale.option.joinFee,
    accessCardFee: input.accessCardFee ?? sale.option.accessCardFee,
    partialPaymentAmount: overridden ? (input.partialPaymentAmount ?? 0) : null,
    isPartialAmountOverridden: overridden,
    // Inverted on the wire: include* = true means "in the first debit".
    joinFeePaidInBranch: inBranch.includeJoinFee === false,
    accessCardFeePaidInBranch: inBranch.includeAccessCardFee === false,
    partialPaymentPaidInBranch: inBranch.includePartialPayment === false,
    waiveAdminFee: (input.waiveAdminFee ?? false) || sale.settingWaivesAdminFee,
    oneOffPaymentType: input.oneOffPaymentType ?? null,
  };
}

/** A fixed term's end, or a visit pass's validity; null for ongoing options. */
function endDateOf(sale: SaleContext, startDate: string): string | null {
  const start = Temporal.PlainDate.from(startDate);
  const { option } = sale;
  if (sale.planType === 'VISITOR_PASS') {
    const unit = (option.visitPassTermType ?? 'DAYS') as TermUnit;
    return option.validityPeriod ? termEnd(start, option.validityPeriod, unit).toString() : null;
  }
  if (!option.ongoing && option.term && option.termType) {
    return termEnd(start, option.term, option.termType as TermUnit).toString();
  }
  return null;
}

/**
 * Writes a prepared sale in the worker's transaction: the membership, its billing account for a
 * billing membership (DDR_PENDING with a signup token, emailed to the member; the member sets up
 * payment on the page), and
 * what is paid at the desk: its charges and one PAYMENT for them, at once.
 */
export async function writeSale(
  tx: Transaction,
  prepared: PreparedSale,
  context: {
    applicationId: string;
    userId: string | null;
    today: Temporal.PlainDate;
    changedFrom?: string;
    /** Where the payment setup link leads; given, the link is emailed to the member. */
    paymentSetupLinks?: PaymentSetupLinkBase;
  },
): Promise<MembershipRow> {
  const { sale, input, billing } = prepared;
  const terms = termsOf(prepared);
  const endDate = endDateOf(sale, input.startDate);
  const membership = await insertMembership(tx, {
    applicationId: context.applicationId,
    personId: input.personId,
    branchId: sale.branch.id,
    membershipPlanId: sale.plan.id,
    paymentOptionId: sale.option.id,
    status: 'ACTIVE',
    ...terms,
    endDate,
    inBranchPaymentType: input.paidInBranch?.inBranchPaymentType ?? null,
    oneOffPaymentAmount: input.oneOffPaymentAmount ?? null,
    externalPayerRefNumber:
      sale.planType === 'EXTERNAL_PAYER' ? (input.externalPayerRefNumber ?? null) : null,
    numberOfVisitsLeft: sale.planType === 'VISITOR_PASS' ? (sale.plan.numberOfVisits ?? null) : null,
    changedFromMembershipId: context.changedFrom ?? null,
    createdByUserId: context.userId,
  });
  if (billing && sale.branchAccount) {
    await insertBillingAccount(tx, {
      membershipId: membership.id,
      applicationId: context.applicationId,
      provider: sale.provider,
      branchBillingAccountId: sale.branchAccount.id,
      ...newSignupToken(),
      ddrStatus: 'DDR_PENDING',
      accountBillingStatus: 'DDR_PENDING',
      nextDebitDate: null,
    });
    // The member gets the link by email in the sale's transaction (once: the outbox's reference
    // names the link), so a sale that rolls back sends nothing.
    if (context.paymentSetupLinks)
      await emailPaymentSetupLink(tx, context.paymentSetupLinks, {
        applicationId: context.applicationId,
        membershipId: membership.id,
      });
  }
  await writeDeskPayment(tx, membership, saleSchedule(sale, terms, endDate).charges, {
    ...context,
    paymentType: input.paidInBranch?.inBranchPaymentType ?? input.oneOffPaymentType ?? null,
    planName: sale.plan.name,
  });
  return membership;
}

/**
 * The IN_BRANCH charges of a sale, the one payment that settles them and its receipt (one line per
 * charge), written together.
 */
async function writeDeskPayment(
  tx: Transaction,
  membership: MembershipRow,
  charges: ReturnType<typeof saleSchedule>['charges'],
  context: {
    applicationId: string;
    userId: string | null;
    today: Temporal.PlainDate;
    paymentType: string | null;
    planName: string;
  },
): Promise<void> {
  const desk = charges.filter((charge) => charge.collection === 'IN_BRANCH');
  if (desk.length === 0) return;
  const rows: LedgerInsert[] = desk.map((charge) => ({
    applicationId: context.applicationId,
    membershipId: membership.id,
    type: 'CHARGE',
    chargeKey: chargeKey(charge.kind, charge.sequence),
    kind: charge.kind,
    amount: charge.amount,
    date: charge.dueDate.toString(),
    createdByUserId: context.userId,
  }));
  const reference = `SALE:${membership.id}`;
  rows.push({
    applicationId: context.applicationId,
    membershipId: membership.id,
    type: 'PAYMENT',
    amount: desk.reduce((sum, charge) => sum + charge.amount, 0),
    date: context.today.toString(),
    reference,
    paymentType: context.paymentType,
    createdByUserId: context.userId,
  });
  await appendLedgerEntries(tx, rows);
  await issueReceipt(tx, {
    applicationId: context.applicationId,
    reference,
    personId: membership.personId,
    branchId: membership.branchId,
    issuedOn: context.today.toString(),
    paymentType: context.paymentType,
    userId: context.userId,
    lines: desk.map((charge) => ({
      membershipId: membership.id,
      description: `${chargeKindLabel(charge.kind)} — ${context.planName}`,
      amountCents: charge.amount,
    })),
  });
}
