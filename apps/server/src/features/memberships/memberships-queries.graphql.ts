import { z } from 'zod';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import { PaymentFrequencyEnum } from '../plans/public.ts';
import {
  getBillingDates,
  getBillingLinks,
  getFirstPaymentDateOptions,
} from './sale/billing-dates.service.ts';
import { getFirstPaymentDetails } from './sale/first-payment.service.ts';
import { previewChangeMembership, previewEndMembership } from './views/membership-previews.service.ts';
import {
  BillingLinksRef,
  dateArg,
  FirstPaymentDetailsRef,
  idArg,
  MembershipActionPreviewRef,
  MembershipRef,
  referenceArg,
} from './views/membership-types.graphql.ts';
import { getMembership, getMemberships, getOverdueAmount } from './views/memberships.service.ts';

const FirstPaymentDetailsInputRef = builder
  .inputType('FirstPaymentDetailsInput', {
    description:
      'A sale to preview. Price, promotion and free period come from the stored option, never from the browser.',
    fields: (t) => ({
      version: t.string({
        required: true,
        description: '"2.0.0" paysmart, "3.0.0" debitsuccess (needs firstPaymentDate and paymentFrequency).',
      }),
      membershipPlanId: t.id({ required: true, description: 'The plan.' }),
      paymentOptionId: t.id({ required: true, description: 'The payment option.' }),
      membershipStartDate: t.string({ required: true, description: 'YYYY-MM-DD.' }),
      firstPaymentDate: t.string({ description: 'YYYY-MM-DD, debitsuccess only.' }),
      paymentFrequency: t.field({ type: PaymentFrequencyEnum, description: 'Debitsuccess only.' }),
      joinFee: t.int({ description: 'Cents; the option’s when absent.' }),
      accessCardFee: t.int({ description: 'Cents; the option’s when absent.' }),
      overridenPartialPayment: t.int({ description: 'Cents: staff’s partial amount.' }),
      includeJoinFee: t.boolean({ description: 'true: in the first debit (not paid in branch).' }),
      includeAccessCardFee: t.boolean({ description: 'true: in the first debit (not paid in branch).' }),
      includePartialPayment: t.boolean({ description: 'true: in the first debit (not paid in branch).' }),
      waiveAdminFee: t.boolean({ description: 'Waive the administration fee.' }),
    }),
  })
  .validate(
    z
      .object({
        version: z.string().max(10),
        membershipPlanId: idArg,
        paymentOptionId: idArg,
        membershipStartDate: dateArg,
        firstPaymentDate: dateArg.nullish(),
      })
      .loose(),
  );

/** The memberships module's reads. */
export function registerMembershipQueries(): void {
  builder.queryFields((t) => ({
    getMemberships: t.field({
      type: [MembershipRef],
      description:
        "A person's memberships (active first by start, then history). view-member on their home branch.",
      ...requires('view-member', 'person'),
      args: { personId: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) => getMemberships(requestContext(context), String(args.personId)),
    }),
    getMembership: t.field({
      type: MembershipRef,
      nullable: true,
      description:
        "One membership of a person; null: 'Membership not found.'. view-member on their home branch.",
      ...requires('view-member', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: idArg }),
        membershipId: t.arg.id({ required: true, validate: idArg }),
      },
      resolve: (_root, args, context) =>
        getMembership(requestContext(context), String(args.personId), String(args.membershipId)),
    }),
    getOverdueAmount: t.field({
      // A sum over ledgers: Float (exact up to 2^53), never past GraphQL's 32-bit Int.
      type: 'Float',
      description:
        "Cents overdue on the memberships of a customer reference (a whole number). view-member on the branch, which must be the member's home branch.",
      ...requires('view-member', 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        customerReference: t.arg.string({ required: true, validate: referenceArg }),
      },
      resolve: (_root, args, context) =>
        getOverdueAmount(requestContext(context), String(args.branchId), args.customerReference),
    }),
    getFirstPaymentDetails: t.field({
      type: FirstPaymentDetailsRef,
      description:
        'The first payment preview of a sale at the branch (spec 2 §3). manage-membership on the branch.',
      ...requires('manage-membership', 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        input: t.arg({ type: FirstPaymentDetailsInputRef, required: true }),
      },
      resolve: (_root, args, context) =>
        getFirstPaymentDetails(requestContext(context), String(args.branchId), args.input),
    }),
    getFirstPaymentDateOptions: t.field({
      type: ['String'],
      description:
        'Debitsuccess: the first-payment dates a member may choose (4 grid dates on or after the start). manage-membership on the branch.',
      ...requires('manage-membership', 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        paymentFrequency: t.arg({ type: PaymentFrequencyEnum, required: true }),
        startDate: t.arg.string({ required: true, validate: dateArg }),
      },
      resolve: (_root, args, context) =>
        getFirstPaymentDateOptions(
          requestContext(context),
          String(args.branchId),
          args.paymentFrequency,
          args.startDate,
        ),
    }),
    getBillingDates: t.field({
      type: ['String'],
      description:
        "The provider's billing dates on or after startDate (count ≤ 26). view-member on the branch.",
      ...requires('view-member', 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        startDate: t.arg.string({ required: true, validate: dateArg }),
        count: t.arg.int(),
      },
      resolve: (_root, args, context) =>
        getBillingDates(requestContext(context), String(args.branchId), args.startDate, args.count ?? null),
    }),
    previewEndMembership: t.field({
      type: MembershipActionPreviewRef,
      description: 'What ending on cancellationDate charges and stops. view-member on the home branch.',
      ...requires('view-member', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: idArg }),
        membershipId: t.arg.id({ required: true, validate: idArg }),
        cancellationDate: t.arg.string({ required: true, validate: dateArg }),
      },
      resolve: (_root, args, context) =>
        previewEndMembership(
          requestContext(context),
          String(args.personId),
          String(args.membershipId),
          args.cancellationDate,
        ),
    }),
    previewChangeMembership: t.field({
      type: MembershipActionPreviewRef,
      description: 'What changing to another option charges and stops. view-member on the home branch.',
      ...requires('view-member', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: idArg }),
        membershipId: t.arg.id({ required: true, validate: idArg }),
        membershipPlanId: t.arg.id({ required: true, validate: idArg }),
        paymentOptionId: t.arg.id({ required: true, validate: idArg }),
      },
      resolve: (_root, args, context) =>
        previewChangeMembership(requestContext(context), {
          personId: String(args.personId),
          membershipId: String(args.membershipId),
          membershipPlanId: String(args.membershipPlanId),
          paymentOptionId: String(args.paymentOptionId),
        }),
    }),
    getBillingLinks: t.field({
      type: BillingLinksRef,
      description: "The provider's pages for a customer reference. view-member on the member's home branch.",
      ...requires('view-member', 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        customerReference: t.arg.string({ required: true, validate: referenceArg }),
      },
      resolve: (_root, args, context) =>
        getBillingLinks(requestContext(context), String(args.branchId), args.customerReference),
    }),
  }));
}
