import {
  FREE_PERIOD_FREQUENCIES,
  membershipPlanMessages,
  PAYMENT_FREQUENCIES,
  PAYMENT_OPTION_STATUSES,
  PLAN_COUNTRIES,
  PLAN_TYPES,
  TERM_UNITS,
} from '@clubline/domain';
import { z } from 'zod';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import { BranchRef } from '../branches/public.ts';
import type { BranchSettingView, PaymentOptionView, PlanParent } from './plan-views.ts';
import {
  addMembershipPlan,
  getMembershipPlan,
  getMembershipPlans,
  updateMembershipPlan,
} from './plans.service.ts';

/** Ids are bounded here; the services answer not-found for anything that is not one of theirs. */
export const idArg = z.string().max(100);
const branchesArg = z.array(z.string().max(100)).max(1000);

const MembershipPlanTypeEnum = builder.enumType('MembershipPlanType', {
  description: 'ONGOING (Term/Ongoing), VISITOR_PASS (Visit Pass) or EXTERNAL_PAYER (spec 1 §4.2).',
  values: PLAN_TYPES,
});
const PaymentOptionStatusEnum = builder.enumType('PaymentOptionStatus', {
  description: 'DRAFT → PUBLISHED → ARCHIVED (spec 3 §4).',
  values: PAYMENT_OPTION_STATUSES,
});
export const PaymentFrequencyEnum = builder.enumType('PaymentFrequency', {
  description: 'How often a payment option is paid.',
  values: PAYMENT_FREQUENCIES,
});
const TermUnitEnum = builder.enumType('TermUnit', {
  description: 'A unit of a term; PERIODS are billing periods of 14 days.',
  values: TERM_UNITS,
});
const FreePeriodFrequencyEnum = builder.enumType('FreePeriodFrequency', {
  description: 'The unit of a free period given as a number.',
  values: FREE_PERIOD_FREQUENCIES,
});

const PromotionRef = builder
  .objectRef<{ termCount: number; paymentAmount: number }>('PaymentOptionPromotion')
  .implement({
    description: 'A discounted start: termCount payments of paymentAmount cents.',
    fields: (t) => ({
      termCount: t.exposeInt('termCount', { description: 'How many payments are discounted.' }),
      paymentAmount: t.exposeInt('paymentAmount', { description: 'Each discounted payment, in cents.' }),
    }),
  });

const BranchSettingRef = builder.objectRef<BranchSettingView>('PaymentOptionBranchSetting').implement({
  description: 'How one selling branch bills the option.',
  fields: (t) => ({
    branch: t.field({ type: BranchRef, description: 'The selling branch.', resolve: (s) => s.branch }),
    branchBillingAccountId: t.id({
      nullable: true,
      description: "One of the branch's billing accounts.",
      resolve: (s) => s.branchBillingAccountId,
    }),
    waiveAdminFee: t.exposeBoolean('waiveAdminFee', {
      description: 'Whether the administration fee is waived.',
    }),
  }),
});

const epochMs = (date: Date | null) => (date === null ? null : String(date.getTime()));

export const PaymentOptionRef = builder.objectRef<PaymentOptionView>('PaymentOption').implement({
  description: 'One way to pay for a membership plan (spec 3 §3). Amounts and fees are integer cents.',
  fields: (t) => ({
    id: t.id({ description: 'Payment option id.', resolve: (o) => o.row.id }),
    membershipPlanId: t.id({ description: 'Its plan.', resolve: (o) => o.row.membershipPlanId }),
    name: t.string({ description: 'At most 50 characters.', resolve: (o) => o.row.name }),
    description: t.string({
      nullable: true,
      description: 'At most 200 characters.',
      resolve: (o) => o.row.description,
    }),
    notes: t.string({ nullable: true, description: 'At most 100 characters.', resolve: (o) => o.row.notes }),
    status: t.field({
      type: PaymentOptionStatusEnum,
      description: 'Its status.',
      resolve: (o) => o.row.status,
    }),
    paymentAmount: t.int({
      nullable: true,
      description: 'Cents per payment.',
      resolve: (o) => o.row.paymentAmount,
    }),
    paymentFrequency: t.field({
      type: PaymentFrequencyEnum,
      description: 'How often it is paid.',
      resolve: (o) => PAYMENT_FREQUENCIES.find((f) => f === o.row.paymentFrequency) ?? 'ONE_OFF',
    }),
    joinFee: t.int({ description: 'Cents, charged once.', resolve: (o) => o.row.joinFee }),
    accessCardFee: t.int({ description: 'Cents, charged once.', resolve: (o) => o.row.accessCardFee }),
    suspensionFee: t.int({
      nullable: true,
      description: 'Cents per suspension unit.',
      resolve: (o) => o.row.suspensionFee,
    }),
    suspensionFeeFrequency: t.field({
      type: TermUnitEnum,
      nullable: true,
      description: 'The unit the suspension fee is charged per.',
      resolve: (o) => termUnit(o.row.suspensionFeeFrequency),
    }),
    term: t.int({ nullable: true, description: 'Fixed term length.', resolve: (o) => o.row.term }),
    termType: t.field({
      type: TermUnitEnum,
      nullable: true,
      description: 'Unit of the term.',
      resolve: (o) => termUnit(o.row.termType),
    }),
    ongoing: t.boolean({ description: 'No fixed term.', resolve: (o) => o.row.ongoing }),
    ongoingTermType: t.field({
      type: TermUnitEnum,
      nullable: true,
      description: 'Unit of an ongoing option.',
      resolve: (o) => termUnit(o.row.ongoingTermType),
    }),
    validityPeriod: t.int({
      nullable: true,
      description: 'Visit pass validity.',
      resolve: (o) => o.row.validityPeriod,
    }),
    visitPassTermType: t.field({
      type: TermUnitEnum,
      nullable: true,
      description: 'Unit of the validity period.',
      resolve: (o) => termUnit(o.row.visitPassTermType),
    }),
    freePeriod: t.int({
      nullable: true,
      description: 'Free period length.',
      resolve: (o) => o.row.freePeriod,
    }),
    freePeriodFrequency: t.field({
      type: FreePeriodFrequencyEnum,
      nullable: true,
      description: 'Unit of the free period.',
      resolve: (o) => FREE_PERIOD_FREQUENCIES.find((f) => f === o.row.freePeriodFrequency) ?? null,
    }),
    freePeriodUntilDate: t.string({
      nullable: true,
      description: 'YYYY-MM-DD the free period ends.',
      resolve: (o) => o.row.freePeriodUntilDate,
    }),
    freePromotion: t.boolean({ description: 'A free membership.', resolve: (o) => o.row.freePromotion }),
    promotion: t.field({
      type: PromotionRef,
      nullable: true,
      description: 'A discounted start.',
      resolve: ({ row }) =>
        row.promotionTermCount !== null && row.promotionPaymentAmount !== null
          ? { termCount: row.promotionTermCount, paymentAmount: row.promotionPaymentAmount }
          : null,
    }),
    membershipStartDate: t.string({
      nullable: true,
      description: 'YYYY-MM-DD memberships start on.',
      resolve: (o) => o.row.membershipStartDate,
    }),
    sellingBranches: t.field({
      type: [BranchRef],
      description: 'The branches selling it that the viewer may view.',
      resolve: (o) => o.sellingBranches,
    }),
    saleStartDate: t.string({
      nullable: true,
      description: 'Epoch milliseconds the sale starts.',
      resolve: (o) => epochMs(o.row.saleStartAt),
    }),
    saleEndDate: t.string({
      nullable: true,
      description: 'Epoch milliseconds the sale ends; null: ongoing.',
      resolve: (o) => epochMs(o.row.saleEndAt),
    }),
    isAvailableOnline: t.boolean({
      description: 'Sold on the member website.',
      resolve: (o) => o.row.isAvailableOnline,
    }),
    isExternalPayer: t.boolean({
      description: 'Paid by an external payer (its plan is EXTERNAL_PAYER).',
      resolve: (o) => o.planType === 'EXTERNAL_PAYER',
    }),
    branchSettings: t.field({
      type: [BranchSettingRef],
      description: 'Billing per selling branch (those the viewer may view).',
      resolve: (o) => o.branchSettings,
    }),
    canManage: t.boolean({
      description: 'The viewer holds manage-payment-option on every selling branch.',
      resolve: (o) => o.canManage,
    }),
  }),
});

function termUnit(value: string | null) {
  return TERM_UNITS.find((unit) => unit === value) ?? null;
}

export const MembershipPlanRef = builder.objectRef<PlanParent>('MembershipPlan').implement({
  description: 'What a club sells (spec 3 §3).',
  fields: (t) => ({
    id: t.id({ description: 'Plan id.', resolve: (p) => p.row.id }),
    name: t.string({ description: 'At most 80 characters.', resolve: (p) => p.row.name }),
    description: t.string({ description: 'At most 400 characters.', resolve: (p) => p.row.description }),
    country: t.string({ description: 'AU or NZ.', resolve: (p) => p.row.country }),
    accessType: t.string({ description: 'The access type it grants.', resolve: (p) => p.row.accessType }),
    type: t.field({ type: MembershipPlanTypeEnum, description: 'Its type.', resolve: (p) => p.row.type }),
    isExternalPayer: t.boolean({
      description: 'Paid by an external payer.',
      resolve: (p) => p.row.type === 'EXTERNAL_PAYER',
    }),
    numberOfVisits: t.int({
      nullable: true,
      description: 'Visit passes only.',
      resolve: (p) => p.row.numberOfVisits,
    }),
    branches: t.field({
      type: [BranchRef],
      description: 'Distinct selling branches of its options that the viewer may view.',
      resolve: async (p) => (await p.details()).branches,
    }),
    paymentOptions: t.field({
      type: [PaymentOptionRef],
      description: 'Its options sold at a branch the viewer may view.',
      resolve: async (p) => (await p.details()).paymentOptions,
    }),
    canEdit: t.boolean({
      description: 'The viewer may update the plan (manage-membership-plan on every selling branch).',
      resolve: async (p) => (await p.details()).canEdit,
    }),
  }),
});

const PromotionInputRef = builder.inputType('PaymentOptionPromotionInput', {
  description: 'A discounted start.',
  fields: (t) => ({
    termCount: t.int({ description: 'Discounted payments.' }),
    paymentAmount: t.int({ description: 'Cents per discounted payment.' }),
  }),
});

const BranchSettingsInputRef = builder.inputType('PaymentOptionBranchSettingInput', {
  description: 'Billing at one selling branch.',
  fields: (t) => ({
    branchId: t.id({ required: true, description: 'A selling branch.' }),
    branchBillingAccountId: t.id({ description: "One of the branch's billing accounts." }),
    waiveAdminFee: t.boolean({ description: 'Waive the administration fee.' }),
  }),
});

const text = (max: number) => z.string().max(max).nullish();

export const PaymentOptionInputRef = builder
  .inputType('PaymentOptionInput', {
    description: "A payment option (spec 3 §3); checked with the form's schema (spec 3 §5).",
    fields: (t) => ({
      planType: t.string({ required: true, description: 'ONGOING, VISITOR_PASS or EXTERNAL_PAYER.' }),
      membershipPlanId: t.id({ description: 'Its plan (not for the first option of a new plan).' }),
      id: t.id({ description: 'The option, when updating.' }),
      name: t.string({ required: true, description: 'At most 50 characters.' }),
      description: t.string({ description: 'At most 200 characters.' }),
      notes: t.string({ description: 'At most 100 characters.' }),
      paymentAmount: t.int({ description: 'Cents per payment.' }),
      paymentFrequency: t.field({ type: PaymentFrequencyEnum, description: 'How often it is paid.' }),
      joinFee: t.int({ description: 'Cents.' }),
      accessCardFee: t.int({ description: 'Cents.' }),
      suspensionFee: t.int({ description: 'Cents.' }),
      suspensionFeeFrequency: t.field({
        type: TermUnitEnum,
        description: 'Per what the suspension fee is charged.',
      }),
      term: t.int({ description: 'Fixed term length.' }),
      termType: t.field({ type: TermUnitEnum, description: 'Unit of the term.' }),
      ongoing: t.boolean({ description: 'No fixed term.' }),
      ongoingTermType: t.field({ type: TermUnitEnum, description: 'Unit of an ongoing option.' }),
      validityPeriod: t.int({ description: 'Visit pass validity.' }),
      visitPassTermType: t.field({ type: TermUnitEnum, description: 'Unit of the validity period.' }),
      freePeriod: t.int({ description: 'Free period length.' }),
      freePeriodFrequency: t.field({
        type: FreePeriodFrequencyEnum,
        description: 'Unit of the free period.',
      }),
      freePeriodUntilDate: t.string({ description: 'YYYY-MM-DD, later than today.' }),
      freePromotion: t.boolean({ description: 'A free membership.' }),
      promotion: t.field({ type: PromotionInputRef, description: 'A discounted start.' }),
      membershipStartDate: t.string({ description: 'YYYY-MM-DD.' }),
      sellingBranches: t.idList({ required: true, description: 'At least one branch.' }),
      saleStartDate: t.string({ description: 'Epoch milliseconds.' }),
      saleEndDate: t.string({ description: 'Epoch milliseconds, after the start.' }),
      isAvailableOnline: t.boolean({ description: 'Sold on the member website.' }),
      branchSettings: t.field({ type: [BranchSettingsInputRef], description: 'Billing per selling branch.' }),
    }),
  })
  // Outer bounds only; the domain schema gives the spec's messages in the service.
  .validate(
    z
      .object({
        planType: z.string().max(100),
        membershipPlanId: text(100),
        id: text(100),
        name: z.string().max(1000),
        description: text(4000),
        notes: text(4000),
        freePeriodUntilDate: text(100),
        membershipStartDate: text(100),
        saleStartDate: text(100),
        saleEndDate: text(100),
        sellingBranches: z.array(z.string().max(100)).max(1000),
        branchSettings: z
          .array(z.object({ branchId: z.string().max(100), branchBillingAccountId: text(100) }).loose())
          .max(1000)
          .nullish(),
      })
      .loose(),
  );

const MembershipPlanInputRef = builder
  .inputType('MembershipPlanInput', {
    description: 'A new plan and its first payment option (the two steps of "Create membership plan").',
    fields: (t) => ({
      name: t.string({ required: true, description: 'At most 80 characters.' }),
      description: t.string({ required: true, description: 'At most 400 characters.' }),
      country: t.string({ required: true, description: 'AU or NZ.' }),
      accessType: t.string({ required: true, description: 'An access type.' }),
      type: t.string({ required: true, description: 'ONGOING, VISITOR_PASS or EXTERNAL_PAYER.' }),
      numberOfVisits: t.int({ description: 'Visit passes only.' }),
      firstPaymentOption: t.field({ type: PaymentOptionInputRef, required: true, description: 'Step 2.' }),
    }),
  })
  .validate(
    z
      .object({
        name: z.string().max(1000),
        description: z.string().max(4000),
        country: z.string().max(100),
        accessType: z.string().max(1000),
        type: z.string().max(100),
      })
      .loose(),
  );

const UpdateMembershipPlanInputRef = builder
  .inputType('UpdateMembershipPlanInput', {
    description: "A plan's details; its type stays.",
    fields: (t) => ({
      id: t.id({ required: true, description: 'The plan.' }),
      name: t.string({ required: true, description: 'At most 80 characters.' }),
      description: t.string({ required: true, description: 'At most 400 characters.' }),
      country: t.string({ required: true, description: 'AU or NZ.' }),
      numberOfVisits: t.int({ description: 'Visit passes only.' }),
      accessType: t.string({ required: true, description: 'An access type.' }),
    }),
  })
  .validate(
    z
      .object({
        id: z.string().max(100),
        name: z.string().max(1000),
        description: z.string().max(4000),
        country: z.string().max(100),
        accessType: z.string().max(1000),
      })
      .loose(),
  );

/** The plan root fields. */
export function registerPlansFields(): void {
  builder.queryFields((t) => ({
    getMembershipPlans: t.field({
      type: [MembershipPlanRef],
      description:
        'Plans sold at the given branches (ids, groups or ALL_BRANCHES) where the viewer holds view-membership-plan, by name.',
      ...requires('view-membership-plan', 'any-branch'),
      args: {
        branches: t.arg.idList({ required: true, validate: branchesArg }),
        term: t.arg.string({ validate: z.string().max(200).nullish() }),
        country: t.arg.string({
          validate: z.enum(PLAN_COUNTRIES, { message: membershipPlanMessages.countryRequired }).nullish(),
        }),
        type: t.arg({ type: MembershipPlanTypeEnum }),
      },
      resolve: (_root, args, context) =>
        getMembershipPlans(requestContext(context), {
          branches: args.branches.map(String),
          term: args.term,
          country: PLAN_COUNTRIES.find((code) => code === args.country) ?? null,
          type: args.type,
        }),
    }),
    getMembershipPlansWithoutPaymentOptions: t.field({
      type: [MembershipPlanRef],
      description: 'The plans of getMembershipPlans with their options left out (paymentOptions is empty).',
      ...requires('view-membership-plan', 'any-branch'),
      args: { branches: t.arg.idList({ required: true, validate: branchesArg }) },
      resolve: (_root, args, context) =>
        getMembershipPlans(
          requestContext(context),
          { branches: args.branches.map(String) },
          { withPaymentOptions: false },
        ),
    }),
    getMembershipPlan: t.field({
      type: MembershipPlanRef,
      nullable: true,
      description: 'One plan; null when it does not exist or no branch the viewer may view sells it.',
      ...requires('view-membership-plan', 'membership-plan', { reach: 'see' }),
      args: { id: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) => getMembershipPlan(requestContext(context), String(args.id)),
    }),
  }));

  builder.mutationFields((t) => ({
    addMembershipPlan: t.field({
      type: MembershipPlanRef,
      description:
        'Creates a plan with its first (draft) payment option. manage-membership-plan on ALL_BRANCHES, and manage-payment-option on the selling branches.',
      ...requires('manage-membership-plan', 'organisation', {
        also: [{ operation: 'manage-payment-option', subject: 'branches' }],
      }),
      args: { plan: t.arg({ type: MembershipPlanInputRef, required: true }) },
      resolve: (_root, args, context) => addMembershipPlan(requestContext(context), args.plan),
    }),
    updateMembershipPlan: t.field({
      type: MembershipPlanRef,
      description: "Changes a plan's details. manage-membership-plan on every branch selling it.",
      ...requires('manage-membership-plan', 'membership-plan', {
        also: [{ operation: 'view-membership-plan', subject: 'membership-plan', reach: 'see' }],
      }),
      args: { plan: t.arg({ type: UpdateMembershipPlanInputRef, required: true }) },
      resolve: (_root, args, context) => updateMembershipPlan(requestContext(context), args.plan),
    }),
  }));
}
