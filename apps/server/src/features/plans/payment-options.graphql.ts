import { z } from 'zod';
import {
  AsyncOperationStatusRef,
  AsyncOperationTicketRef,
} from '../../platform/async-operations/async-operations.graphql.ts';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import {
  addPaymentOption,
  archivePaymentOption,
  duplicatePaymentOption,
  getPaymentOption,
  getPaymentOptionById,
  publishPaymentOption,
  updateBranchSetting,
  updatePaymentOption,
} from './payment-options.service.ts';
import { idArg, PaymentOptionInputRef, PaymentOptionRef } from './plans.graphql.ts';

const BranchSettingInputRef = builder
  .inputType('BranchSettingInput', {
    description: 'The branch billing account amendment of one selling branch.',
    fields: (t) => ({
      branchId: t.id({ required: true, description: 'A branch selling the option.' }),
      branchBillingAccountId: t.id({ required: true, description: "One of that branch's billing accounts." }),
      waiveAdminFee: t.boolean({ required: true, description: 'Waive the administration fee.' }),
    }),
  })
  .validate(z.object({ branchId: idArg, branchBillingAccountId: idArg }).loose());

/** Every change of an option first needs the viewer to see it (unseen, it is not found). */
const SEEN_OPTION = { operation: 'view-membership-plan', subject: 'payment-option', reach: 'see' } as const;

/** The payment option root fields and the option a PAYMENT_OPTION ticket resolves to. */
export function registerPaymentOptionsFields(): void {
  builder.queryFields((t) => ({
    getPaymentOption: t.field({
      type: PaymentOptionRef,
      nullable: true,
      description:
        'One payment option; null ("This payment option was not found") unless a branch the viewer may view sells it.',
      ...requires('view-membership-plan', 'payment-option', { reach: 'see' }),
      args: {
        membershipPlanId: t.arg.id({ required: true, validate: idArg }),
        id: t.arg.id({ required: true, validate: idArg }),
      },
      resolve: (_root, args, context) =>
        getPaymentOption(requestContext(context), String(args.membershipPlanId), String(args.id)),
    }),
  }));

  builder.mutationFields((t) => {
    const ids = () => ({
      membershipPlanId: t.arg.id({ required: true, validate: idArg }),
      id: t.arg.id({ required: true, validate: idArg }),
    });
    return {
      addPaymentOption: t.field({
        type: PaymentOptionRef,
        description: 'Adds a draft payment option to a plan. manage-payment-option on every selling branch.',
        ...requires('manage-payment-option', 'branches', {
          also: [{ operation: 'view-membership-plan', subject: 'membership-plan', reach: 'see' }],
        }),
        args: { input: t.arg({ type: PaymentOptionInputRef, required: true }) },
        resolve: (_root, args, context) => addPaymentOption(requestContext(context), args.input),
      }),
      updatePaymentOption: t.field({
        type: PaymentOptionRef,
        description:
          'Edits a draft or published option (a published one keeps its price and term). manage-payment-option on its selling branches before and after.',
        ...requires('manage-payment-option', 'payment-option', { also: [SEEN_OPTION] }),
        args: { input: t.arg({ type: PaymentOptionInputRef, required: true }) },
        resolve: (_root, args, context) => updatePaymentOption(requestContext(context), args.input),
      }),
      duplicatePaymentOption: t.field({
        type: PaymentOptionRef,
        description:
          'A draft copy "… (copy)" of a published or archived option. manage-payment-option on its selling branches.',
        ...requires('manage-payment-option', 'payment-option', { also: [SEEN_OPTION] }),
        args: ids(),
        resolve: (_root, args, context) =>
          duplicatePaymentOption(requestContext(context), String(args.membershipPlanId), String(args.id)),
      }),
      publishPaymentOption: t.field({
        type: AsyncOperationTicketRef,
        description: 'Starts publishing a draft option; poll the ticket (PAYMENT_OPTION) for the option.',
        ...requires('manage-payment-option', 'payment-option', { also: [SEEN_OPTION] }),
        args: ids(),
        resolve: (_root, args, context) =>
          publishPaymentOption(requestContext(context), String(args.membershipPlanId), String(args.id)),
      }),
      archivePaymentOption: t.field({
        type: AsyncOperationTicketRef,
        description: 'Starts archiving a draft or published option; poll the ticket (PAYMENT_OPTION).',
        ...requires('manage-payment-option', 'payment-option', { also: [SEEN_OPTION] }),
        args: ids(),
        resolve: (_root, args, context) =>
          archivePaymentOption(requestContext(context), String(args.membershipPlanId), String(args.id)),
      }),
      updateBranchSetting: t.field({
        type: PaymentOptionRef,
        description:
          'Chooses the branch billing account (and admin fee waiver) of one selling branch. manage-branch-settings on that branch.',
        ...requires('manage-branch-settings', 'branch', { also: [SEEN_OPTION] }),
        args: {
          membershipPlanId: t.arg.id({ required: true, validate: idArg }),
          paymentOptionId: t.arg.id({ required: true, validate: idArg }),
          branchSettingInput: t.arg({ type: BranchSettingInputRef, required: true }),
        },
        resolve: (_root, args, context) =>
          updateBranchSetting(
            requestContext(context),
            String(args.membershipPlanId),
            String(args.paymentOptionId),
            args.branchSettingInput,
          ),
      }),
    };
  });

  builder.objectField(AsyncOperationStatusRef, 'paymentOption', (t) =>
    t.field({
      type: PaymentOptionRef,
      nullable: true,
      description:
        'The resulting payment option, for PAYMENT_OPTION operations; null when the viewer may not see it.',
      resolve: (status, _args, context) =>
        status.resultType === 'PaymentOption' && status.resultId
          ? getPaymentOptionById(requestContext(context), status.resultId)
          : null,
    }),
  );
}
