import { classifySuspension, SUSPENSION_CLASSES, SUSPENSION_DURATION_TYPES } from '@clubline/domain';
import { z } from 'zod';
import { AsyncOperationTicketRef } from '../../../platform/async-operations/async-operations.graphql.ts';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { BillingProviderEnum } from '../../organisation/public.ts';
import {
  addMembershipSuspension,
  createMembershipFreePeriod,
  deleteMembershipSuspension,
  updateMembershipSuspensionEndDate,
} from '../membership-actions.service.ts';
import { previewMembershipSuspension } from '../views/membership-previews.service.ts';
import {
  dateArg,
  idArg,
  MembershipActionPreviewRef,
  MembershipRef,
} from '../views/membership-types.graphql.ts';
import type { MembershipView } from '../views/membership-views.ts';
import { editableSuspension, freePeriodsOf, suspensionsOf } from './membership-suspension.ts';

/** A suspension with the day it is read on (today in the home branch's time zone). */
interface SuspensionView {
  row: MembershipView['suspensions'][number];
  today: string;
}

const SuspensionClassEnum = builder.enumType('SuspensionClass', {
  description: 'A suspension by the home branch\'s today (spec 2 §4 "Suspension").',
  values: SUSPENSION_CLASSES,
});

const SuspensionDurationTypeEnum = builder.enumType('SuspensionDurationType', {
  description: 'How a suspension duration is counted: DAYS 1, WEEKS 7, PERIODS 14 days (spec 2 §9).',
  values: SUSPENSION_DURATION_TYPES,
});

const MembershipSuspensionRef = builder.objectRef<SuspensionView>('MembershipSuspension').implement({
  description:
    'A suspension (spec 2 §3): the days from startDate up to the resume date endDate are suspended; the weekly suspension fee is charged instead of the debits (docs/billing.md "Suspensions").',
  fields: (t) => ({
    id: t.id({ description: 'Suspension id.', resolve: (s) => s.row.id }),
    startDate: t.string({
      description: 'YYYY-MM-DD, the first suspended day.',
      resolve: (s) => s.row.startDate,
    }),
    endDate: t.string({
      description: 'YYYY-MM-DD, the resume date: the first day active and billed again.',
      resolve: (s) => s.row.endDate,
    }),
    suspensionFee: t.int({ description: 'Cents per week.', resolve: (s) => s.row.suspensionFee }),
    frequency: t.string({
      description: 'DAYS, WEEKS or PERIODS: how the duration was given.',
      resolve: (s) => s.row.frequency,
    }),
    classification: t.field({
      type: SuspensionClassEnum,
      description: "CURRENT, PAST or FUTURE by the home branch's today.",
      resolve: (s) => classifySuspension(s.row, s.today),
    }),
  }),
});

const MembershipFreePeriodRef = builder.objectRef<SuspensionView>('MembershipFreePeriod').implement({
  description:
    "A free period (spec 2 §3, flag 6800): the days from startDate up to endDate are free (it ends at midnight before endDate in the home branch's time zone); billing pauses over it.",
  fields: (t) => ({
    id: t.id({ description: 'Free period id.', resolve: (s) => s.row.id }),
    startDate: t.string({ description: 'YYYY-MM-DD, the first free day.', resolve: (s) => s.row.startDate }),
    endDate: t.string({
      description: 'YYYY-MM-DD, the first day paid again (exclusive end).',
      resolve: (s) => s.row.endDate,
    }),
    classification: t.field({
      type: SuspensionClassEnum,
      description: "CURRENT, PAST or FUTURE by the home branch's today.",
      resolve: (s) => classifySuspension(s.row, s.today),
    }),
  }),
});

const FreePeriodInputRef = builder
  .inputType('CreateMembershipFreePeriodInput', {
    description:
      'Create free period (spec 2 §5, flag 6800): N days or weeks (payments for billing) from effectiveDate, or a last free day (untilDate), never both.',
    fields: (t) => ({
      membershipId: t.id({ required: true, description: 'The membership.' }),
      personId: t.id({ required: true, description: 'Its member.' }),
      effectiveDate: t.string({ required: true, description: 'YYYY-MM-DD, after today.' }),
      duration: t.int({ description: 'Billing 1-13 payments; days 1-182; weeks 1-26.' }),
      durationType: t.field({
        type: SuspensionDurationTypeEnum,
        description: 'Forced to PERIODS for billing.',
      }),
      untilDate: t.string({ description: 'YYYY-MM-DD, the last free day, instead of a duration.' }),
    }),
  })
  .validate(z.object({ membershipId: idArg, personId: idArg, effectiveDate: z.string().max(100) }).loose());

const SuspensionInputRef = builder
  .inputType('SuspensionInput', {
    description: 'Create suspension (spec 2 §5): billing memberships count in payments (PERIODS).',
    fields: (t) => ({
      membershipId: t.id({ required: true, description: 'The membership.' }),
      personId: t.id({ required: true, description: 'Its member.' }),
      startDate: t.string({ required: true, description: 'YYYY-MM-DD, after today.' }),
      suspensionDuration: t.int({ description: 'Billing 1-13 payments; days 1-182; weeks 1-26.' }),
      suspensionDurationType: t.field({
        type: SuspensionDurationTypeEnum,
        description: 'Forced to PERIODS for billing memberships.',
      }),
    }),
  })
  .validate(z.object({ membershipId: idArg, personId: idArg, startDate: z.string().max(100) }).loose());

const UpdateSuspensionInputRef = builder
  .inputType('UpdateMembershipSuspensionInput', {
    description: 'Edit suspension or End now (spec 2 §5): the new resume date.',
    fields: (t) => ({
      membershipId: t.id({ required: true, description: 'The membership.' }),
      personId: t.id({ required: true, description: 'Its member.' }),
      endDate: t.string({
        required: true,
        description: 'YYYY-MM-DD, not before today; End now sends today.',
      }),
    }),
  })
  .validate(z.object({ membershipId: idArg, personId: idArg, endDate: z.string().max(100) }).loose());

const DeleteSuspensionInputRef = builder
  .inputType('DeleteMembershipSuspensionInput', {
    description: 'Removes the future suspension of a membership.',
    fields: (t) => ({
      membershipId: t.id({ required: true, description: 'The membership.' }),
      personId: t.id({ required: true, description: 'Its member.' }),
      branchId: t.id({ required: true, description: "The member's home branch." }),
    }),
  })
  .validate(z.object({ membershipId: idArg, personId: idArg, branchId: idArg }).loose());

/** Suspension fields of Membership and the three async operations (MEMBERSHIP tickets). */
export function registerSuspensionFields(): void {
  builder.objectFields(MembershipRef, (t) => ({
    organisationBillingProvider: t.field({
      type: BillingProviderEnum,
      description:
        "The organisation's billing provider now: Suspend and Free period follow it for every kind of membership (spec 2 §4); billingProvider is the membership's own (null when not billed).",
      resolve: (m) => m.organisationProvider,
    }),
    suspension: t.field({
      type: MembershipSuspensionRef,
      nullable: true,
      description: 'The current suspension, else the next future one; null when neither.',
      resolve: (m) => {
        const today = m.today.toString();
        const row = editableSuspension(m.suspensions, today);
        return row ? { row, today } : null;
      },
    }),
    suspensionHistory: t.field({
      type: [MembershipSuspensionRef],
      description: 'Every suspension, past, current and future, in start order.',
      resolve: (m) => suspensionsOf(m.suspensions).map((row) => ({ row, today: m.today.toString() })),
    }),
    freePeriod: t.field({
      type: MembershipFreePeriodRef,
      nullable: true,
      description: 'The free period in force or to come (flag 6800); null when none.',
      resolve: (m) => {
        const today = m.today.toString();
        const row = freePeriodsOf(m.suspensions).find((s) => s.endDate > today);
        return row ? { row, today } : null;
      },
    }),
    freePeriodHistory: t.field({
      type: [MembershipFreePeriodRef],
      description: 'Every free period in start order (flag 6800).',
      resolve: (m) => freePeriodsOf(m.suspensions).map((row) => ({ row, today: m.today.toString() })),
    }),
  }));

  builder.queryFields((t) => ({
    previewMembershipSuspension: t.field({
      type: MembershipActionPreviewRef,
      description:
        "What suspending from startDate for the duration does to the next debits (the weekly suspension fee instead, the debits it moves). view-member on the member's home branch; Suspend's rules apply.",
      ...requires('view-member', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: idArg }),
        membershipId: t.arg.id({ required: true, validate: idArg }),
        startDate: t.arg.string({ required: true, validate: dateArg }),
        suspensionDuration: t.arg.int({ required: true }),
        suspensionDurationType: t.arg({ type: SuspensionDurationTypeEnum }),
      },
      resolve: (_root, args, context) =>
        previewMembershipSuspension(requestContext(context), {
          personId: String(args.personId),
          membershipId: String(args.membershipId),
          startDate: args.startDate,
          suspensionDuration: args.suspensionDuration,
          suspensionDurationType: args.suspensionDurationType ?? null,
        }),
    }),
  }));

  builder.mutationFields((t) => ({
    createMembershipFreePeriod: t.field({
      type: AsyncOperationTicketRef,
      description:
        "Gives a free period (MEMBERSHIP:createMembershipFreePeriod, flag 6800). manage-membership on the branch, the member's home branch.",
      ...requires('manage-membership', 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        createMembershipFreePeriodInput: t.arg({ type: FreePeriodInputRef, required: true }),
      },
      resolve: (_root, args, context) => {
        const input = args.createMembershipFreePeriodInput;
        return createMembershipFreePeriod(requestContext(context), {
          branchId: String(args.branchId),
          membershipId: String(input.membershipId),
          personId: String(input.personId),
          effectiveDate: input.effectiveDate,
          duration: typeof input.duration === 'number' ? input.duration : null,
          durationType: typeof input.durationType === 'string' ? input.durationType : null,
          untilDate: typeof input.untilDate === 'string' ? input.untilDate : null,
        });
      },
    }),
    addMembershipSuspension: t.field({
      type: AsyncOperationTicketRef,
      description:
        "Suspends a membership (MEMBERSHIP:addMembershipSuspension). manage-membership on the branch, the member's home branch.",
      ...requires('manage-membership', 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        suspensionInput: t.arg({ type: SuspensionInputRef, required: true }),
      },
      resolve: (_root, args, context) => {
        const input = args.suspensionInput;
        return addMembershipSuspension(requestContext(context), {
          branchId: String(args.branchId),
          membershipId: String(input.membershipId),
          personId: String(input.personId),
          startDate: input.startDate,
          suspensionDuration: typeof input.suspensionDuration === 'number' ? input.suspensionDuration : null,
          suspensionDurationType:
            typeof input.suspensionDurationType === 'string' ? input.suspensionDurationType : null,
        });
      },
    }),
    updateMembershipSuspensionEndDate: t.field({
      type: AsyncOperationTicketRef,
      description:
        "Moves the resume date of the current (or future) suspension; End now sends today (MEMBERSHIP:updateMembershipSuspensionEndDate). manage-membership on the member's home branch.",
      ...requires('manage-membership', 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        updateMembershipSuspensionInput: t.arg({ type: UpdateSuspensionInputRef, required: true }),
      },
      resolve: (_root, args, context) => {
        const input = args.updateMembershipSuspensionInput;
        return updateMembershipSuspensionEndDate(requestContext(context), {
          branchId: String(args.branchId),
          membershipId: String(input.membershipId),
          personId: String(input.personId),
          endDate: input.endDate,
        });
      },
    }),
    deleteMembershipSuspension: t.field({
      type: AsyncOperationTicketRef,
      description:
        "Removes a future suspension (MEMBERSHIP:deleteMembershipSuspension). manage-membership on the member's home branch.",
      ...requires('manage-membership', 'branch'),
      args: { deleteMembershipSuspensionInput: t.arg({ type: DeleteSuspensionInputRef, required: true }) },
      resolve: (_root, args, context) => {
        const input = args.deleteMembershipSuspensionInput;
        return deleteMembershipSuspension(requestContext(context), {
          branchId: String(input.branchId),
          membershipId: String(input.membershipId),
          personId: String(input.personId),
        });
      },
    }),
  }));
}
