import { BOOKING_AUDIENCES, WAITLIST_STATUSES } from '@clubline/domain';
import { z } from 'zod';
import { ANY_ROLE } from '../../platform/auth/authorization.ts';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import { BranchRef } from '../branches/public.ts';
import type { ClassView } from './class-views.ts';
import { addClass, getClass, getClasses, updateClass } from './classes.service.ts';

/** Outer bounds only: the domain's schema gives the spec's messages in the service. */
const idArg = z.string().max(100);
const idsArg = z.array(idArg).max(1000);
const textArg = (max: number) => z.string().max(max).nullish();

const BookingAudienceEnum = builder.enumType('BookingAudience', {
  description: 'Who can book a class (spec 3 §4): "Members & Staff" and "Guests" combined.',
  values: BOOKING_AUDIENCES,
});
const WaitlistStatusEnum = builder.enumType('WaitlistStatus', {
  description: "A class's session waitlists: ENABLED or DISABLED (the default).",
  values: WAITLIST_STATUSES,
});

const BookingByMembershipRef = builder
  .objectRef<{ isAllowed: boolean; membershipPlans: string[] }>('ClassBookingByMembership')
  .implement({
    description: 'For CASUAL and NONE classes: members holding one of these plans may book too.',
    fields: (t) => ({
      isAllowed: t.exposeBoolean('isAllowed', { description: 'Booking by membership plans is on.' }),
      membershipPlans: t.exposeIDList('membershipPlans', { description: 'The plans (ids).' }),
    }),
  });

const WaitlistConfigRef = builder
  .objectRef<{ status: (typeof WAITLIST_STATUSES)[number]; limit: number | null }>('SessionWaitlistConfig')
  .implement({
    description: "The class's session waitlists (spec 2 §3).",
    fields: (t) => ({
      status: t.field({ type: WaitlistStatusEnum, description: 'On or off.', resolve: (c) => c.status }),
      limit: t.exposeInt('limit', {
        nullable: true,
        description: 'Places on each waitlist (1–999); kept while DISABLED.',
      }),
    }),
  });

const WaitlistOffersRef = builder
  .objectRef<{ holdMinutes: number; cutoffMinutes: number }>('ClassWaitlistOffers')
  .implement({
    description: 'How a freed place is offered to the first waiting (docs/classes.md "Waitlist offers").',
    fields: (t) => ({
      holdMinutes: t.exposeInt('holdMinutes', { description: 'How long an offered place is held.' }),
      cutoffMinutes: t.exposeInt('cutoffMinutes', {
        description: 'Within this many minutes of the start the first waiting is booked directly.',
      }),
    }),
  });

const LateCancellationRef = builder
  .objectRef<{ enabled: boolean; windowMinutes: number; feeCents: number; freeWaivers: number }>(
    'ClassLateCancellation',
  )
  .implement({
    description: 'Late cancellation and no-show fees (docs/classes.md), off by default.',
    fields: (t) => ({
      enabled: t.exposeBoolean('enabled', { description: 'Fees are charged.' }),
      windowMinutes: t.exposeInt('windowMinutes', {
        description: 'A cancellation this close to the start is late.',
      }),
      feeCents: t.exposeInt('feeCents', { description: 'The fee in cents (at most $10,000).' }),
      freeWaivers: t.exposeInt('freeWaivers', {
        description: 'Free waivers per member per rolling 30 days.',
      }),
    }),
  });

export const ClassRef = builder.objectRef<ClassView>('Class').implement({
  description: 'A class a branch runs (spec 2 §3, spec 3 §5).',
  fields: (t) => ({
    id: t.id({ description: 'Class id.', resolve: (c) => c.row.id }),
    name: t.string({ description: 'At most 30 characters.', resolve: (c) => c.row.name }),
    description: t.string({
      nullable: true,
      description: 'At most 400 characters.',
      resolve: (c) => c.row.description,
    }),
    color: t.string({ description: 'A palette colour, e.g. #1971C2.', resolve: (c) => c.row.color }),
    allowOnlineBooking: t.boolean({
      description: 'Members may book online.',
      resolve: (c) => c.row.allowOnlineBooking,
    }),
    allowBookingsFrom: t.field({
      type: BookingAudienceEnum,
      description: 'Who can book.',
      resolve: (c) => c.row.allowBookingsFrom,
    }),
    bookingByMembership: t.field({
      type: BookingByMembershipRef,
      description: 'Booking by membership plans (CASUAL and NONE only).',
      resolve: (c) => ({ isAllowed: c.row.bookingByMembership, membershipPlans: c.planIds }),
    }),
    sessionWaitlistConfig: t.field({
      type: WaitlistConfigRef,
      description: 'Its session waitlists.',
      resolve: (c) => ({ status: c.row.waitlistStatus, limit: c.row.waitlistLimit }),
    }),
    hasActiveSessionWaitlist: t.boolean({
      description: 'Sessions not yet over hold waitlist entries (then the waitlist cannot be disabled).',
      resolve: (c) => c.hasActiveSessionWaitlist,
    }),
    waitlistOffers: t.field({
      type: WaitlistOffersRef,
      description: 'How freed places are offered.',
      resolve: (c) => ({ holdMinutes: c.row.offerHoldMinutes, cutoffMinutes: c.row.offerCutoffMinutes }),
    }),
    lateCancellation: t.field({
      type: LateCancellationRef,
      description: 'Late cancellation and no-show fees.',
      resolve: ({ row }) => ({
        enabled: row.lateCancelEnabled,
        windowMinutes: row.lateCancelWindowMinutes,
        feeCents: row.lateCancelFeeCents,
        freeWaivers: row.lateCancelFreeWaivers,
      }),
    }),
    branches: t.field({
      type: [BranchRef],
      description: 'The branches it runs at that the viewer works at.',
      resolve: (c) => c.branches,
    }),
    canEdit: t.boolean({
      description: 'The viewer holds manage-classes on every branch it runs at.',
      resolve: (c) => c.canEdit,
    }),
  }),
});

const BookingByMembershipInputRef = builder.inputType('ClassBookingByMembershipInput', {
  description: 'Booking by membership plans.',
  fields: (t) => ({
    isAllowed: t.boolean({ description: 'On or off (only for CASUAL and NONE).' }),
    membershipPlans: t.idList({
      description: 'Plans sold at one of the class branches.',
      validate: idsArg.nullish(),
    }),
  }),
});

const WaitlistConfigInputRef = builder.inputType('SessionWaitlistConfigInput', {
  description: 'The session waitlists.',
  fields: (t) => ({
    status: t.field({ type: WaitlistStatusEnum, required: true, description: 'On or off.' }),
    limit: t.int({ description: 'Required when ENABLED: 1 to 999.' }),
  }),
});

const WaitlistOffersInputRef = builder.inputType('ClassWaitlistOffersInput', {
  description: 'How freed places are offered; absent: 120 and 60 minutes.',
  fields: (t) => ({
    holdMinutes: t.int({ description: '15 minutes to 48 hours.' }),
    cutoffMinutes: t.int({ description: '0 to 24 hours.' }),
  }),
});

const LateCancellationInputRef = builder.inputType('ClassLateCancellationInput', {
  description: 'Late cancellation and no-show fees; absent: off.',
  fields: (t) => ({
    enabled: t.boolean({ description: 'Charge fees.' }),
    windowMinutes: t.int({ description: '15 minutes to 48 hours.' }),
    feeCents: t.int({ description: 'Cents, above 0 when on, at most 1,000,000.' }),
    freeWaivers: t.int({ description: '0 to 10.' }),
  }),
});

/** The class fields of spec 2 §3, shared by add and update. */
const classFields = {
  name: { description: 'Required, at most 30 characters.', validate: textArg(1000) },
  description: { description: 'At most 400 characters.', validate: textArg(4000) },
  color: { description: 'One of the palette colours.', validate: textArg(100) },
} as const;

const ClassInputRef = builder.inputType('ClassInput', {
  description: "A new class; checked with the form's schema (spec 3 §5).",
  fields: (t) => ({
    name: t.string(classFields.name),
    description: t.string(classFields.description),
    color: t.string(classFields.color),
    allowOnlineBooking: t.boolean({ description: 'Members may book online.' }),
    allowBookingsFrom: t.field({ type: BookingAudienceEnum, description: 'Who can book; default ALL.' }),
    bookingByMembership: t.field({ type: BookingByMembershipInputRef, description: 'CASUAL and NONE only.' }),
    sessionWaitlistConfig: t.field({ type: WaitlistConfigInputRef, description: 'Default DISABLED.' }),
    branches: t.idList({ required: true, description: 'At least one branch.', validate: idsArg }),
    waitlistOffers: t.field({ type: WaitlistOffersInputRef, description: 'Ours; absent: the defaults.' }),
    lateCancellation: t.field({ type: LateCancellationInputRef, description: 'Ours; absent: off.' }),
  }),
});

const UpdateClassInputRef = builder.inputType('UpdateClassInput', {
  description: 'A class changed: every field of ClassInput and its id.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The class.', validate: idArg }),
    name: t.string(classFields.name),
    description: t.string(classFields.description),
    color: t.string(classFields.color),
    allowOnlineBooking: t.boolean({ description: 'Members may book online.' }),
    allowBookingsFrom: t.field({ type: BookingAudienceEnum, description: 'Who can book; default ALL.' }),
    bookingByMembership: t.field({ type: BookingByMembershipInputRef, description: 'CASUAL and NONE only.' }),
    sessionWaitlistConfig: t.field({ type: WaitlistConfigInputRef, description: 'Default DISABLED.' }),
    branches: t.idList({ required: true, description: 'At least one branch.', validate: idsArg }),
    waitlistOffers: t.field({ type: WaitlistOffersInputRef, description: 'Ours; absent: the defaults.' }),
    lateCancellation: t.field({ type: LateCancellationInputRef, description: 'Ours; absent: off.' }),
  }),
});

/**
 * GraphQL leaves an omitted input field out of its object, where the domain's schema reads a
 * nested number as present-or-null: the nested settings are passed with null for what was left
 * out (the schema's own messages then say what is missing).
 */
function withNulls<T extends object>(input: T): T {
  const nested = (value: unknown, keys: readonly string[]) =>
    value && typeof value === 'object'
      ? Object.fromEntries(keys.map((key) => [key, (value as Record<string, unknown>)[key] ?? null]))
      : value;
  const fields = input as Record<string, unknown>;
  return {
    ...input,
    sessionWaitlistConfig: nested(fields.sessionWaitlistConfig, ['status', 'limit']),
    bookingByMembership: nested(fields.bookingByMembership, ['isAllowed', 'membershipPlans']),
    waitlistOffers: nested(fields.waitlistOffers, ['holdMinutes', 'cutoffMinutes']),
    lateCancellation: nested(fields.lateCancellation, [
      'enabled',
      'windowMinutes',
      'feeCents',
      'freeWaivers',
    ]),
  };
}

/** The class root fields (spec 2 §7, spec 3 §7 "Classes (management)"). */
export function registerClassesFields(): void {
  builder.queryFields((t) => ({
    getClasses: t.field({
      type: [ClassRef],
      description:
        'Classes running at the given branches (ids, groups or ALL_BRANCHES; none: all) that the viewer works at, by name.',
      ...requires(ANY_ROLE, 'any-branch'),
      args: { branches: t.arg.idList({ validate: idsArg.nullish() }) },
      resolve: (_root, args, context) =>
        getClasses(requestContext(context), args.branches ? args.branches.map(String) : null),
    }),
    getClass: t.field({
      type: ClassRef,
      nullable: true,
      description: 'One class; null when it does not exist or the viewer works at none of its branches.',
      ...requires(ANY_ROLE, 'class', { reach: 'see' }),
      args: { id: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) => getClass(requestContext(context), String(args.id)),
    }),
  }));

  builder.mutationFields((t) => ({
    addClass: t.field({
      type: ClassRef,
      description: 'Creates a class. manage-classes on every branch it will run at.',
      ...requires('manage-classes', 'branches'),
      args: { input: t.arg({ type: ClassInputRef, required: true }) },
      resolve: (_root, args, context) => addClass(requestContext(context), withNulls(args.input)),
    }),
    updateClass: t.field({
      type: ClassRef,
      description:
        'Changes a class. manage-classes on every branch it runs at now and every branch it will run at.',
      ...requires('manage-classes', 'class', {
        also: [
          { operation: ANY_ROLE, subject: 'class', reach: 'see' },
          { operation: 'manage-classes', subject: 'branches' },
        ],
      }),
      args: { input: t.arg({ type: UpdateClassInputRef, required: true }) },
      resolve: (_root, args, context) => updateClass(requestContext(context), withNulls(args.input)),
    }),
  }));
}
