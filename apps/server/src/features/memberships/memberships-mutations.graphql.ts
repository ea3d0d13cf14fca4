import { z } from 'zod';
import { AsyncOperationTicketRef } from '../../platform/async-operations/async-operations.graphql.ts';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import { setAllowAccessByAdmin } from './blocking/membership-unblock.service.ts';
import { updateExternalPayer, updateMembership } from './changes/membership-updates.service.ts';
import {
  attachMembership,
  cancelMembership,
  changeMembership,
  payOverdueInBranch,
} from './membership-actions.service.ts';
import { syncAccountStatus } from './sync/membership-sync.ts';
import {
  CancellationReasonEnum,
  dateArg,
  idArg,
  MembershipRef,
  referenceArg,
} from './views/membership-types.graphql.ts';

const text = (max: number) => z.string().max(max).nullish();

const PaidInBranchInputRef = builder.inputType('PaidInBranchInput', {
  description:
    'What is paid at the desk at the sale. The fee flags are sent inverted: include* = true means "in the first debit", i.e. NOT paid in branch.',
  fields: (t) => ({
    includeAccessCardFee: t.boolean({ description: 'true: the access card fee goes in the first debit.' }),
    includeJoinFee: t.boolean({ description: 'true: the join fee goes in the first debit.' }),
    includePartialPayment: t.boolean({ description: 'true: the partial payment goes in the first debit.' }),
    inBranchPaymentType: t.string({ description: 'How the desk was paid (cash, EFTPOS, card…).' }),
  }),
});

const MembershipInputRef = builder
  .inputType('MembershipInput', {
    description: 'A sale (spec 2 §7 Attach membership); checked with the add form’s schema (spec 2 §5).',
    fields: (t) => ({
      personId: t.id({ required: true, description: 'The member.' }),
      membershipPlanId: t.id({ required: true, description: 'The plan.' }),
      paymentOptionId: t.id({ required: true, description: 'A published option sold at the branch.' }),
      startDate: t.string({ required: true, description: 'YYYY-MM-DD.' }),
      firstPaymentDate: t.string({ description: 'YYYY-MM-DD, debitsuccess only.' }),
      joinFee: t.int({ description: 'Cents.' }),
      accessCardFee: t.int({ description: 'Cents.' }),
      partialPaymentAmount: t.int({ description: 'Cents, when overridden.' }),
      isPartialAmountOverridden: t.boolean({ description: 'Staff changed the partial amount.' }),
      externalPayerRefNumber: t.string({ description: 'External payer plans: the payer’s reference.' }),
      paidInBranch: t.field({ type: PaidInBranchInputRef, description: 'What is paid at the desk.' }),
      waiveAdminFee: t.boolean({ description: 'Waive the administration fee.' }),
      oneOffPaymentType: t.string({ description: 'One-off and visit pass options: how the price is paid.' }),
      oneOffPaymentAmount: t.int({ description: 'Cents paid for a one-off.' }),
      pointOfSaleAmount: t.int({ description: 'Cents taken at the point of sale.' }),
    }),
  })
  .validate(
    z
      .object({
        personId: idArg,
        membershipPlanId: idArg,
        paymentOptionId: idArg,
        startDate: dateArg,
        firstPaymentDate: dateArg.nullish(),
        externalPayerRefNumber: text(200),
        oneOffPaymentType: text(100),
      })
      .loose(),
  );

const CancelMembershipInputRef = builder
  .inputType('CancelMembershipInput', {
    description: 'Ending a membership (spec 2 §5 End membership).',
    fields: (t) => ({
      membershipId: t.id({ required: true, description: 'The membership.' }),
      branchId: t.id({ required: true, description: "The member's home branch." }),
      personId: t.id({ required: true, description: 'The member.' }),
      cancellationDate: t.string({ required: true, description: 'YYYY-MM-DD: the new end date.' }),
      cancellationReason: t.field({ type: CancellationReasonEnum, required: true, description: 'Why.' }),
    }),
  })
  .validate(
    z.object({ membershipId: idArg, branchId: idArg, personId: idArg, cancellationDate: dateArg }).loose(),
  );

const ChangeMembershipInputRef = builder
  .inputType('ChangeMembershipInput', {
    description: 'Changing a membership to another ongoing option of the same plan type (paysmart only).',
    fields: (t) => ({
      membershipId: t.id({ required: true, description: 'The membership to replace.' }),
      membershipPlanId: t.id({ required: true, description: 'The new plan.' }),
      paymentOptionId: t.id({ required: true, description: 'The new option.' }),
      cancellationReason: t.field({
        type: CancellationReasonEnum,
        required: true,
        description: 'Recorded on the old membership; the server keeps UPGRADE_DOWNGRADE.',
      }),
      personId: t.id({ required: true, description: 'The member.' }),
    }),
  })
  .validate(
    z
      .object({ membershipId: idArg, membershipPlanId: idArg, paymentOptionId: idArg, personId: idArg })
      .loose(),
  );

const ExternalPayerUpdateInputRef = builder
  .inputType('ExternalPayerUpdateInput', {
    description: 'A new external payer reference (spec 2 §5 Edit external payer).',
    fields: (t) => ({
      membershipId: t.id({ required: true, description: 'The membership.' }),
      externalPayerRefNumber: t.string({ required: true, description: 'At most 50 characters.' }),
    }),
  })
  .validate(z.object({ membershipId: idArg, externalPayerRefNumber: z.string().max(200) }).loose());

const MembershipUpdateRef = builder
  .inputType('MembershipUpdate', {
    description: 'Edit membership (spec 2 §5): absent = unchanged; a null end date removes it.',
    fields: (t) => ({
      membershipId: t.id({ required: true, description: 'The membership.' }),
      newMembershipEndDate: t.string({ description: 'YYYY-MM-DD; null removes the end date.' }),
      customerReference: t.string({ description: "The provider's customer reference." }),
    }),
  })
  .validate(
    z
      .object({ membershipId: idArg, newMembershipEndDate: dateArg.nullish(), customerReference: text(100) })
      .loose(),
  );

/** The memberships module's changes: money-changing ones are async tickets (MEMBERSHIP). */
export function registerMembershipMutations(): void {
  builder.mutationFields((t) => ({
    attachMembership: t.field({
      type: AsyncOperationTicketRef,
      description:
        "Sells a membership (MEMBERSHIP:attachMembership); poll the ticket for it. manage-membership on the branch, the member's home branch.",
      ...requires('manage-membership', 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        membershipInput: t.arg({ type: MembershipInputRef, required: true }),
      },
      resolve: (_root, args, context) =>
        attachMembership(requestContext(context), String(args.branchId), args.membershipInput),
    }),
    cancelMembership: t.field({
      type: AsyncOperationTicketRef,
      description:
        "Ends a membership (MEMBERSHIP:cancelMembership). manage-membership on the branch, the member's home branch.",
      ...requires('manage-membership', 'branch'),
      args: { cancelMembershipInput: t.arg({ type: CancelMembershipInputRef, required: true }) },
      resolve: (_root, args, context) => {
        const input = args.cancelMembershipInput;
        return cancelMembership(requestContext(context), {
          membershipId: String(input.membershipId),
          branchId: String(input.branchId),
          personId: String(input.personId),
          cancellationDate: input.cancellationDate,
          cancellationReason: String(input.cancellationReason),
        });
      },
    }),
    changeMembership: t.field({
      type: AsyncOperationTicketRef,
      description:
        "Changes a membership to another option (MEMBERSHIP:changeMembership; paysmart only). manage-membership on the member's home branch.",
      ...requires('manage-membership', 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        changeMembershipInput: t.arg({ type: ChangeMembershipInputRef, required: true }),
      },
      resolve: (_root, args, context) =>
        changeMembership(requestContext(context), String(args.branchId), args.changeMembershipInput),
    }),
    payOverdueInBranch: t.field({
      type: AsyncOperationTicketRef,
      description:
        "Records an overdue amount paid at the desk (MEMBERSHIP:payOverdueInBranch; paysmart only). manage-membership on the member's home branch.",
      ...requires('manage-membership', 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        membershipPlanId: t.arg.id({ required: true, validate: idArg }),
        paymentType: t.arg.string({ required: true, validate: z.string().max(100) }),
        personId: t.arg.id({ required: true, validate: idArg }),
        paymentInCents: t.arg.int({ required: true }),
        customerReference: t.arg.string({ required: true, validate: referenceArg }),
      },
      resolve: (_root, args, context) =>
        payOverdueInBranch(requestContext(context), {
          branchId: String(args.branchId),
          membershipPlanId: String(args.membershipPlanId),
          paymentType: args.paymentType,
          personId: String(args.personId),
          paymentInCents: args.paymentInCents,
          customerReference: args.customerReference,
        }),
    }),
    syncAccountStatus: t.field({
      type: AsyncOperationTicketRef,
      description:
        "Synchronise (MEMBERSHIP:syncAccountStatus; spec 2 §7 Sync account): the provider's view of the account made ours (debits it took, outcomes the bank gave, the DDR). Only for a debitsuccess billing membership with this customer reference whose member's home branch is branchId. manage-membership on the branch.",
      ...requires('manage-membership', 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        customerReference: t.arg.string({ required: true, validate: referenceArg }),
      },
      resolve: (_root, args, context) =>
        syncAccountStatus(requestContext(context), {
          branchId: String(args.branchId),
          customerReference: args.customerReference,
        }),
    }),
    setAllowAccessByAdmin: t.field({
      type: MembershipRef,
      description:
        "Unblock (spec 2 §5): lets a BLOCKED debitsuccess member in from today through allowAccessUntil (YYYY-MM-DD, not before today, within 1 month, the home branch's calendar); it lapses by itself. manage-membership on the member's home branch.",
      ...requires('manage-membership', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: idArg }),
        membershipId: t.arg.id({ required: true, validate: idArg }),
        allowAccessUntil: t.arg.string({ validate: dateArg.nullish() }),
      },
      resolve: (_root, args, context) =>
        setAllowAccessByAdmin(requestContext(context), {
          personId: String(args.personId),
          membershipId: String(args.membershipId),
          allowAccessUntil: args.allowAccessUntil ?? null,
        }),
    }),
    updateExternalPayer: t.field({
      type: MembershipRef,
      description: "Changes an external payer reference. manage-membership on the member's home branch.",
      ...requires('manage-membership', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: idArg }),
        externalPayerUpdateInput: t.arg({ type: ExternalPayerUpdateInputRef, required: true }),
      },
      resolve: (_root, args, context) =>
        updateExternalPayer(requestContext(context), String(args.personId), args.externalPayerUpdateInput),
    }),
    updateMembership: t.field({
      type: MembershipRef,
      description:
        "Edits a membership's end date or customer reference: edit-billing-membership-dates for billing ongoing memberships, else edit-non-billing-membership-dates, on the home branch (checked in the service).",
      ...requires('view-member', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: idArg }),
        membershipUpdate: t.arg({ type: MembershipUpdateRef, required: true }),
      },
      resolve: (_root, args, context) =>
        updateMembership(requestContext(context), String(args.personId), args.membershipUpdate),
    }),
  }));
}
