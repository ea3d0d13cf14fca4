import { z } from 'zod';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import type { ReceiptView } from './receipt-view.ts';
import { emailReceipt, getMembershipReceipts, getPersonReceipts, getReceipt } from './receipts.service.ts';
import type { ReceiptLine } from './receipts.table.ts';

const idArg = z.string().max(100);

const ReceiptLineRef = builder.objectRef<ReceiptLine>('ReceiptLine').implement({
  description: 'What one part of a desk payment paid for.',
  fields: (t) => ({
    membershipId: t.exposeID('membershipId', { description: 'The membership it was paid on.' }),
    description: t.exposeString('description', { description: 'E.g. "Join fee — Gold".' }),
    amountCents: t.exposeInt('amountCents', { description: 'Cents, GST inclusive.' }),
  }),
});

const ReceiptRef = builder.objectRef<ReceiptView>('Receipt').implement({
  description:
    'The receipt of money taken at the desk (a sale’s desk payment, Pay overdue): a tax invoice when the branch charges GST. The branch and member details are as they were when it was given.',
  fields: (t) => ({
    id: t.id({ description: 'Its id.', resolve: (r) => r.row.id }),
    number: t.int({ description: 'Numbered per organisation, 1, 2, 3…', resolve: (r) => r.row.number }),
    receiptNumber: t.exposeString('receiptNumber', { description: 'As printed, e.g. "R-000042".' }),
    heading: t.exposeString('heading', { description: '"Tax invoice" or "Receipt".' }),
    issuedOn: t.string({ description: "YYYY-MM-DD, the branch's day.", resolve: (r) => r.row.issuedOn }),
    membershipId: t.id({ description: 'The first membership paid on.', resolve: (r) => r.row.membershipId }),
    personId: t.id({ description: 'Who paid.', resolve: (r) => r.row.personId }),
    branchName: t.string({ description: 'The branch.', resolve: (r) => r.row.issuer.branchName }),
    legalName: t.string({
      description: 'The branch’s registered business name (the branch name when none is on record).',
      resolve: (r) => r.row.issuer.legalName ?? r.row.issuer.branchName,
    }),
    branchAddress: t.string({
      nullable: true,
      description: 'One line.',
      resolve: (r) => r.row.issuer.address,
    }),
    country: t.string({
      description: 'The branch’s country (its currency).',
      resolve: (r) => r.row.issuer.country,
    }),
    taxNumberLabel: t.exposeString('taxNumberLabel', {
      nullable: true,
      description: '"GST number" or "ABN".',
    }),
    taxNumber: t.exposeString('taxNumber', {
      nullable: true,
      description: 'The branch’s GST number or ABN.',
    }),
    recipientName: t.string({ description: 'The member’s name.', resolve: (r) => r.row.recipient.name }),
    recipientEmail: t.string({
      nullable: true,
      description:
        'The member’s email when the payment was taken (NZ: a buyer’s contact detail over $1,000).',
      resolve: (r) => r.row.recipient.email,
    }),
    paymentType: t.string({
      nullable: true,
      description: 'Cash, EFTPOS…',
      resolve: (r) => r.row.paymentType,
    }),
    lines: t.field({
      type: [ReceiptLineRef],
      description: 'What was paid for.',
      resolve: (r) => r.row.lines,
    }),
    totalCents: t.int({ description: 'Cents paid, GST inclusive.', resolve: (r) => r.row.totalCents }),
    gstCents: t.int({ description: 'The GST the total includes, cents.', resolve: (r) => r.row.gstCents }),
    gstStatement: t.exposeString('gstStatement', {
      description: 'E.g. "Total price includes GST of $5.22".',
    }),
  }),
});

const EmailedReceiptRef = builder
  .objectRef<{ receipt: ReceiptView; emailedTo: string; queued: boolean }>('EmailedReceipt')
  .implement({
    description: 'A receipt queued in the email outbox.',
    fields: (t) => ({
      receipt: t.field({ type: ReceiptRef, description: 'The receipt.', resolve: (e) => e.receipt }),
      emailedTo: t.exposeString('emailedTo', { description: 'The member’s address it goes to.' }),
      queued: t.exposeBoolean('queued', {
        description: 'false: it was already queued to this address (nothing is sent twice).',
      }),
    }),
  });

/** Receipts' root fields (docs/billing.md "Receipts"). */
export function registerReceiptFields(): void {
  builder.queryFields((t) => ({
    getReceipt: t.field({
      type: ReceiptRef,
      description: "One receipt. view-member on the membership's branch.",
      ...requires('view-member', 'branch'),
      args: { receiptId: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) => getReceipt(requestContext(context), String(args.receiptId)),
    }),
    getMembershipReceipts: t.field({
      type: [ReceiptRef],
      description:
        "The receipts of payments on a membership, newest first. view-member on the membership's branch.",
      ...requires('view-member', 'branch'),
      args: { membershipId: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) =>
        getMembershipReceipts(requestContext(context), String(args.membershipId)),
    }),
    getPersonReceipts: t.field({
      type: [ReceiptRef],
      description:
        "A person's receipts, newest first. view-member on the person; only receipts of branches where the viewer holds view-member.",
      ...requires('view-member', 'person'),
      args: { personId: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) => getPersonReceipts(requestContext(context), String(args.personId)),
    }),
  }));
  builder.mutationFields((t) => ({
    emailReceipt: t.field({
      type: EmailedReceiptRef,
      description:
        "Emails a receipt to the member's address, through the email outbox; once per receipt and address. manage-membership on the membership's branch.",
      ...requires('manage-membership', 'branch'),
      args: { receiptId: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) => emailReceipt(requestContext(context), String(args.receiptId)),
    }),
  }));
}
