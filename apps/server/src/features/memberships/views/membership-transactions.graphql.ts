import { z } from 'zod';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import {
  getMembershipTransactionPage,
  type MembershipTransactionPageView,
  type MembershipTransactionView,
  TRANSACTION_KINDS,
} from './membership-transactions.service.ts';
import { dateArg, idArg } from './membership-types.graphql.ts';

const TransactionKindEnum = builder.enumType('TransactionKind', {
  description: 'DEBIT: a direct debit; PAYMENT: money taken at the desk or online; else a charge’s kind.',
  values: TRANSACTION_KINDS,
});

const DebitOutcomeEnum = builder.enumType('DebitOutcome', {
  description: 'Where a direct debit stands: SUBMITTED to the bank, PAID, or DISHONOURED by the bank.',
  values: ['SUBMITTED', 'PAID', 'DISHONOURED'] as const,
});

export const MembershipTransactionRef = builder
  .objectRef<MembershipTransactionView>('MembershipTransaction')
  .implement({
    description: 'One transaction: a charge, a payment, or a direct debit with its outcome.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The row’s key (not for people to read).' }),
      membershipId: t.exposeID('membershipId', { description: 'Its membership.' }),
      membershipName: t.exposeString('membershipName', { description: 'The membership’s plan name.' }),
      country: t.exposeString('country', { description: 'The plan’s country (AU or NZ): the currency.' }),
      kind: t.field({
        type: TransactionKindEnum,
        description: 'DEBIT, PAYMENT or the charge’s kind (the kind filter’s values).',
        resolve: (r) => r.kind as (typeof TRANSACTION_KINDS)[number],
      }),
      label: t.exposeString('label', { description: 'What staff read, e.g. "Join fee", "Direct debit".' }),
      amount: t.exposeInt('amount', { description: 'Cents, positive.' }),
      date: t.exposeString('date', {
        description: 'YYYY-MM-DD: a charge’s due date, a debit’s submission, a payment’s day.',
      }),
      reference: t.exposeString('reference', {
        description: 'Readable: plan name and the n-th debit (DD), payment (PAY) or charge (CH).',
      }),
      outcome: t.field({
        type: DebitOutcomeEnum,
        nullable: true,
        description: 'A direct debit’s outcome; null for charges and payments.',
        resolve: (r) => r.outcome,
      }),
      outcomeDate: t.exposeString('outcomeDate', {
        nullable: true,
        description: 'YYYY-MM-DD a debit was paid or dishonoured.',
      }),
      reason: t.exposeString('reason', { nullable: true, description: 'A dishonour’s reason code.' }),
      reasonLabel: t.exposeString('reasonLabel', {
        nullable: true,
        description: 'The bank’s reason in words.',
      }),
      paymentType: t.exposeString('paymentType', { nullable: true, description: 'How a payment was made.' }),
      // A running sum: Float (exact to 2^53), never past GraphQL's 32-bit Int.
      balance: t.exposeFloat('balance', {
        description: 'Cents owed after this row, oldest first over all rows (negative: in credit).',
      }),
    }),
  });

const MembershipTransactionPageRef = builder
  .objectRef<MembershipTransactionPageView>('MembershipTransactionPage')
  .implement({
    description: 'A page of transactions, newest first, and how many match the filter.',
    fields: (t) => ({
      rows: t.field({
        type: [MembershipTransactionRef],
        description: 'This page’s rows, newest first.',
        resolve: (p) => p.rows,
      }),
      total: t.exposeInt('total', { description: 'Rows matching the filter.' }),
      offset: t.exposeInt('offset', { description: 'Rows skipped.' }),
      limit: t.exposeInt('limit', { description: 'Rows at most on this page.' }),
    }),
  });

/** The transactions page's query (docs/billing.md "Transactions"). */
export function registerMembershipTransactionQueries(): void {
  builder.queryFields((t) => ({
    getMembershipTransactions: t.field({
      type: MembershipTransactionPageRef,
      description:
        "A page of a person's transactions over all their memberships, newest first, filtered by dates (inclusive) and kinds. view-member on their home branch.",
      ...requires('view-member', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: idArg }),
        from: t.arg.string({ description: 'YYYY-MM-DD.', validate: dateArg }),
        to: t.arg.string({ description: 'YYYY-MM-DD.', validate: dateArg }),
        kinds: t.arg({
          type: [TransactionKindEnum],
          description: 'None or empty: every kind.',
          validate: z.array(z.string()).max(TRANSACTION_KINDS.length),
        }),
        offset: t.arg.int({ description: 'Rows to skip (0).' }),
        limit: t.arg.int({ description: 'Rows a page, 1 to 100 (25).' }),
      },
      resolve: (_root, args, context) =>
        getMembershipTransactionPage(requestContext(context), String(args.personId), args),
    }),
  }));
}
