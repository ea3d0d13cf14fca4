import { z } from 'zod';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import {
  type BranchBillingAccountView,
  getBranchBillingAccount,
  getBranchBillingAccounts,
  MANAGE_BILLING_ACCOUNTS,
  updateBranchBillingAccount,
  updateTermsAndConditions,
  VIEW_BILLING_ACCOUNTS,
} from './billing-accounts.service.ts';

/** Ids reach SQL only as UUIDs (the branch's resolver and the service check); this bounds them. */
const idArg = z.string().max(100);
/** Generous outer bound; the domain schema gives the spec's message and its own limit. */
const termsTextArg = z.string().max(200_000);

const TermsAndConditionsRef = builder
  .objectRef<BranchBillingAccountView['termsAndConditions']>('TermsAndConditions')
  .implement({
    description: "A branch billing account's terms and conditions.",
    fields: (t) => ({
      text: t.exposeString('text', {
        description:
          'Sanitised HTML (text formatting and links only), as members see it on the payment setup page.',
      }),
      isEditable: t.exposeBoolean('isEditable', {
        description: "Whether the organisation's billing provider lets staff edit the terms (paysmart).",
      }),
    }),
  });

const BranchBillingAccountRef = builder
  .objectRef<BranchBillingAccountView>('BranchBillingAccount')
  .implement({
    description: "A branch's account with the billing provider (spec 3 §3). Fees are integer cents.",
    fields: (t) => ({
      branchBillingAccountId: t.exposeID('id', { description: 'Account id.' }),
      branchId: t.exposeID('branchId', { description: 'The branch the account belongs to.' }),
      businessAccountId: t.exposeString('businessAccountId', {
        description: "The billing provider's id of the account.",
      }),
      name: t.exposeString('name', { description: 'Account name, e.g. Main account.' }),
      establishmentFee: t.exposeInt('establishmentFee', {
        description: 'Administration fee in cents, charged once when a membership is set up.',
      }),
      defaultCharge: t.exposeInt('defaultCharge', {
        description: 'Charged in cents when a scheduled payment fails.',
      }),
      cancellationFee: t.exposeInt('cancellationFee', { description: 'Cancellation fee in cents.' }),
      suspensionFee: t.exposeInt('suspensionFee', {
        description: 'Suspension fee in cents, per week of suspension.',
      }),
      isDefault: t.exposeBoolean('isDefault', {
        description: "The branch's default account; each branch has exactly one.",
      }),
      termsAndConditions: t.field({
        type: TermsAndConditionsRef,
        description: 'The terms and conditions members agree to with this account.',
        resolve: (account) => account.termsAndConditions,
      }),
      canEdit: t.exposeBoolean('canEdit', {
        description: 'The viewer holds manage-branch-settings on the branch.',
      }),
    }),
  });

const UpdateBranchBillingAccountInputRef = builder.inputType('UpdateBranchBillingAccountInput', {
  description: 'The billing account edit modal: the two fees in cents and the default flag.',
  fields: (t) => ({
    branchId: t.id({ required: true, validate: idArg }),
    branchBillingAccountId: t.id({ required: true, validate: idArg }),
    cancellationFee: t.int({ required: true, description: 'Cents, at least 0.' }),
    suspensionFee: t.int({ required: true, description: 'Cents per week, at least 0.' }),
    isDefault: t.boolean({
      required: true,
      description:
        'True makes this the default (the previous default is unset); the default cannot be unset.',
    }),
  }),
});

const TermsAndConditionsInputRef = builder.inputType('TermsAndConditionsInput', {
  description: 'Terms as typed: HTML, or plain text (paragraphs at blank lines). Sanitised on save.',
  fields: (t) => ({ text: t.string({ required: true, validate: termsTextArg }) }),
});

const UpdateTermsInputRef = builder.inputType('UpdateBranchBillingAccountTermsAndConditionsInput', {
  description: "A billing account's new terms and conditions.",
  fields: (t) => ({
    branchId: t.id({ required: true, validate: idArg }),
    branchBillingAccountId: t.id({ required: true, validate: idArg }),
    termsAndConditions: t.field({ type: TermsAndConditionsInputRef, required: true }),
  }),
});

/** Adds the root fields of branch billing accounts to the schema. */
export function registerBillingAccountsFields(): void {
  builder.queryFields((t) => ({
    getBranchBillingAccounts: t.field({
      type: [BranchBillingAccountRef],
      description: `A branch's billing accounts, the default first, then by name. Needs ${VIEW_BILLING_ACCOUNTS} on the branch.`,
      ...requires(VIEW_BILLING_ACCOUNTS, 'branch'),
      args: { branchId: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) =>
        getBranchBillingAccounts(requestContext(context), String(args.branchId)),
    }),
    getBranchBillingAccount: t.field({
      type: BranchBillingAccountRef,
      nullable: true,
      description: `One billing account of a branch, null when the branch has none with that id. Needs ${VIEW_BILLING_ACCOUNTS} on the branch.`,
      ...requires(VIEW_BILLING_ACCOUNTS, 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        branchBillingAccountId: t.arg.id({ required: true, validate: idArg }),
      },
      resolve: (_root, args, context) =>
        getBranchBillingAccount(
          requestContext(context),
          String(args.branchId),
          String(args.branchBillingAccountId),
        ),
    }),
  }));

  builder.mutationFields((t) => ({
    updateBranchBillingAccount: t.field({
      type: BranchBillingAccountRef,
      description: `Changes an account's cancellation and suspension fees and makes it the default. Needs ${MANAGE_BILLING_ACCOUNTS} on the branch.`,
      ...requires(MANAGE_BILLING_ACCOUNTS, 'branch'),
      args: { input: t.arg({ type: UpdateBranchBillingAccountInputRef, required: true }) },
      resolve: (_root, { input }, context) =>
        updateBranchBillingAccount(requestContext(context), {
          ...input,
          branchId: String(input.branchId),
          branchBillingAccountId: String(input.branchBillingAccountId),
        }),
    }),
    updateBranchBillingAccountTermsAndConditions: t.field({
      type: BranchBillingAccountRef,
      description: `Replaces an account's terms and conditions (sanitised), when the billing provider lets the organisation edit them. Needs ${MANAGE_BILLING_ACCOUNTS} on the branch.`,
      ...requires(MANAGE_BILLING_ACCOUNTS, 'branch'),
      args: { input: t.arg({ type: UpdateTermsInputRef, required: true }) },
      resolve: (_root, { input }, context) =>
        updateTermsAndConditions(requestContext(context), {
          branchId: String(input.branchId),
          branchBillingAccountId: String(input.branchBillingAccountId),
          termsAndConditions: input.termsAndConditions,
        }),
    }),
  }));
}
