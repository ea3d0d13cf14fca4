import {
  BILLING_STATUSES,
  CANCELLATION_REASONS,
  DDR_STATUSES,
  MEMBERSHIP_KINDS,
  MEMBERSHIP_STATUSES,
} from '@clubline/domain';
import { z } from 'zod';
import { builder } from '../../../platform/graphql/builder.ts';
import type {
  BillingLinksView,
  ChargeLineView,
  DebitView,
  FirstPaymentDetailsView,
  MembershipActionPreviewView,
  MembershipView,
} from './membership-views.ts';

/** Ids and texts are bounded here; the services answer not-found for anything that is not theirs. */
export const idArg = z.string().max(100);
export const dateArg = z.string().max(10);
export const referenceArg = z.string().max(100);

export const MembershipStatusEnum = builder.enumType('MembershipStatus', {
  description: 'The status a membership shows (its effective status today, spec 1 §4.2).',
  values: MEMBERSHIP_STATUSES,
});
export const BillingStatusEnum = builder.enumType('BillingStatus', {
  description: 'The account billing status the provider reports (spec 1 §4.2).',
  values: BILLING_STATUSES,
});
export const DdrStatusEnum = builder.enumType('DdrStatus', {
  description: "The state of the member's direct-debit request with the provider.",
  values: DDR_STATUSES,
});
export const CancellationReasonEnum = builder.enumType('CancellationReason', {
  description: 'Why a membership ended (spec 1 §4.2).',
  values: CANCELLATION_REASONS,
});
export const MembershipKindEnum = builder.enumType('MembershipKind', {
  description: 'BILLING: billed by the provider through a billing account; NON_BILLING otherwise.',
  values: MEMBERSHIP_KINDS,
});

const ScheduledChargeLineRef = builder.objectRef<ChargeLineView>('ScheduledChargeLine').implement({
  description: 'One charge of a debit or an action.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'The charge kind (RECURRING, JOIN_FEE, …).' }),
    label: t.exposeString('label', { description: 'What staff read, e.g. "Recurring payment".' }),
    amount: t.exposeInt('amount', { description: 'Cents.' }),
    periodStart: t.exposeString('periodStart', { nullable: true, description: 'First day paid for.' }),
    periodEnd: t.exposeString('periodEnd', {
      nullable: true,
      description: 'Day after the last day paid for (exclusive).',
    }),
  }),
});

export const ScheduledDebitRef = builder.objectRef<DebitView>('ScheduledDebit').implement({
  description: "One day's direct debit: every charge taken that day.",
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD (a business day).' }),
    // A sum: Float (exact up to 2^53), so charges at the 32-bit maximum still add up.
    amount: t.exposeFloat('amount', { description: 'Cents, the sum of the charges; a whole number.' }),
    charges: t.field({
      type: [ScheduledChargeLineRef],
      description: 'Its charges.',
      resolve: (d) => d.charges,
    }),
  }),
});

export const DishonourRef = builder
  .objectRef<{ reason: string; label: string; action: string; date: string }>('Dishonour')
  .implement({
    description: 'The last dishonoured debit not made good.',
    fields: (t) => ({
      reason: t.exposeString('reason', { description: 'The bank’s reason code.' }),
      label: t.exposeString('label', { description: 'The reason for staff.' }),
      action: t.exposeString('action', { description: 'What staff should do.' }),
      date: t.exposeString('date', { description: 'YYYY-MM-DD it was dishonoured.' }),
    }),
  });

export const MembershipRef = builder.objectRef<MembershipView>('Membership');

const EarliestPaymentRef = builder
  .objectRef<NonNullable<FirstPaymentDetailsView['preview']['earliestPayment']>>('EarliestPayment')
  .implement({
    description: 'The first direct debit (spec 2 §3 "First payment preview").',
    fields: (t) => ({
      paymentDate: t.string({ description: 'YYYY-MM-DD.', resolve: (p) => p.paymentDate.toString() }),
      firstPaymentAmountPlusAllFees: t.exposeInt('firstPaymentAmountPlusAllFees', {
        description: 'Everything taken that day, cents.',
      }),
      partialPaymentAmount: t.exposeInt('partialPaymentAmount', { description: 'Cents.' }),
      partialPaymentStartDate: t.string({
        nullable: true,
        description: 'YYYY-MM-DD.',
        resolve: (p) => p.partialPaymentStartDate?.toString() ?? null,
      }),
      partialPaymentEndDate: t.string({
        nullable: true,
        description: 'YYYY-MM-DD (exclusive).',
        resolve: (p) => p.partialPaymentEndDate?.toString() ?? null,
      }),
      firstRecurringPaymentAmount: t.exposeInt('firstRecurringPaymentAmount', { description: 'Cents.' }),
      firstRecurringPaymentStartDate: t.string({
        nullable: true,
        description: 'YYYY-MM-DD.',
        resolve: (p) => p.firstRecurringPaymentStartDate?.toString() ?? null,
      }),
      firstRecurringPaymentEndDate: t.string({
        nullable: true,
        description: 'YYYY-MM-DD (exclusive).',
        resolve: (p) => p.firstRecurringPaymentEndDate?.toString() ?? null,
      }),
    }),
  });

const RecurringPaymentRef = builder
  .objectRef<NonNullable<FirstPaymentDetailsView['preview']['recurringPayment']>>('RecurringPayment')
  .implement({
    description: 'The regular payment once any promotion is over.',
    fields: (t) => ({
      amount: t.exposeInt('amount', { description: 'Cents.' }),
      startDate: t.string({ description: 'YYYY-MM-DD.', resolve: (p) => p.startDate.toString() }),
      endDate: t.string({
        nullable: true,
        description: 'End of a fixed term (exclusive); null when ongoing.',
        resolve: (p) => p.endDate?.toString() ?? null,
      }),
    }),
  });

export const FirstPaymentDetailsRef = builder
  .objectRef<FirstPaymentDetailsView>('FirstPaymentDetails')
  .implement({
    description: 'What a sale will charge (spec 2 §3), from the one schedule.',
    fields: (t) => ({
      earliestPayment: t.field({
        type: EarliestPaymentRef,
        nullable: true,
        description: 'The first direct debit; null when nothing is debited.',
        resolve: (d) => d.preview.earliestPayment,
      }),
      recurringPayment: t.field({
        type: RecurringPaymentRef,
        nullable: true,
        description: 'The regular payment; null without one.',
        resolve: (d) => d.preview.recurringPayment,
      }),
      paidInBranchAmount: t.int({
        description: 'What the member pays at the desk at the sale, cents.',
        resolve: (d) => d.preview.paidInBranchAmount,
      }),
      nextDebits: t.field({
        type: [ScheduledDebitRef],
        description: 'The first six direct debits.',
        resolve: (d) => d.nextDebits,
      }),
    }),
  });

export const MembershipActionPreviewRef = builder
  .objectRef<MembershipActionPreviewView>('MembershipActionPreview')
  .implement({
    description: 'What a money-changing action charges, when, and what stops.',
    fields: (t) => ({
      charges: t.field({
        type: [ScheduledChargeLineRef],
        description: 'One-off charges the action adds now.',
        resolve: (p) => p.charges,
      }),
      debits: t.field({
        type: [ScheduledDebitRef],
        description: 'The next six debits after the action.',
        resolve: (p) => p.debits,
      }),
      stoppedDebits: t.field({
        type: [ScheduledDebitRef],
        description: 'The next six debits that will no longer be taken.',
        resolve: (p) => p.stoppedDebits,
      }),
      endDate: t.string({
        nullable: true,
        description:
          "YYYY-MM-DD, the membership's end date after the action (exclusive); null when it has none. A non-billing membership's suspension or free period moves a fixed end (docs/memberships.md).",
        resolve: (p) => p.endDate ?? null,
      }),
    }),
  });

export const BillingLinksRef = builder.objectRef<BillingLinksView>('BillingLinks').implement({
  description: "Links to the provider's pages about one customer.",
  fields: (t) => ({
    personalDetails: t.exposeString('personalDetails', { nullable: true, description: 'Customer details.' }),
    paymentHistory: t.exposeString('paymentHistory', { nullable: true, description: 'Payment history.' }),
    paymentDetails: t.exposeString('paymentDetails', { nullable: true, description: 'Payment details.' }),
  }),
});
