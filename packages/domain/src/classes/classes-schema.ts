import { z } from 'zod';
import { isMembershipDate } from '../dates/calendar-date.ts';
import { SESSION_TIME_OPTIONS } from '../dates/session-times.ts';
import { SESSION_REPEATS } from '../enums/calendar.ts';
import { booleanField, numberField, trimmedString } from '../forms/fields.ts';
import { formMessages } from '../forms/messages.ts';
import {
  allowsBookingByMembership,
  BOOKING_AUDIENCES,
  CLASS_COLOURS,
  CLASS_DESCRIPTION_MAX,
  CLASS_NAME_MAX,
  classMessages,
  DEFAULT_BOOKING_AUDIENCE,
  DEFAULT_FREE_WAIVERS,
  DEFAULT_LATE_CANCEL_WINDOW_MINUTES,
  DEFAULT_OFFER_CUTOFF_MINUTES,
  DEFAULT_OFFER_HOLD_MINUTES,
  DEFAULT_WAITLIST_STATUS,
  FREE_WAIVERS_MAX,
  LATE_CANCEL_FEE_MAX_CENTS,
  LATE_CANCEL_WINDOW_MINUTES_MAX,
  LATE_CANCEL_WINDOW_MINUTES_MIN,
  lateCancellationMessages,
  OFFER_CUTOFF_MINUTES_MAX,
  OFFER_HOLD_MINUTES_MAX,
  OFFER_HOLD_MINUTES_MIN,
  SESSION_CAPACITY_MAX,
  SESSION_NAME_MAX,
  sessionMessages,
  WAITLIST_LIMIT_MAX,
  WAITLIST_STATUSES,
  waitlistOfferMessages,
} from './classes-messages.ts';
import { parseWallClock } from './wall-clock.ts';

const ID_MAX = 100;
const ids = (message: string) =>
  z
    .array(z.string().trim().min(1).max(ID_MAX), { error: message })
    .min(1, message)
    .transform((list) => [...new Set(list)]);

/** Whether a colour is one of the palette's (any letter case). */
export function isClassColour(colour: string): boolean {
  return (CLASS_COLOURS as readonly string[]).includes(colour.toUpperCase());
}

const waitlistLimit = numberField({
  field: 'Capacity',
  integer: true,
  sign: 'positive',
  max: WAITLIST_LIMIT_MAX,
  integerMessage: classMessages.waitlistCapacityInteger,
  signMessage: classMessages.waitlistCapacityInteger,
  maxMessage: classMessages.waitlistCapacityTooHigh,
});

/** A whole number from `min` to `max`, one message for every way of missing it. */
const wholeInRange = (field: string, min: number, max: number, message: string) =>
  numberField({ field, required: true, integer: true, integerMessage: message }).refine(
    (value) => value >= min && value <= max,
    message,
  );

/** The class's waitlist offer settings (waitlist-offers.ts); absent: the defaults. */
const waitlistOffersSchema = z
  .object({
    holdMinutes: wholeInRange(
      'Hold',
      OFFER_HOLD_MINUTES_MIN,
      OFFER_HOLD_MINUTES_MAX,
      waitlistOfferMessages.holdOutOfRange,
    ),
    cutoffMinutes: wholeInRange(
      'Cut-off',
      0,
      OFFER_CUTOFF_MINUTES_MAX,
      waitlistOfferMessages.cutoffOutOfRange,
    ),
  })
  .nullish()
  .transform(
    (settings) =>
      settings ?? { holdMinutes: DEFAULT_OFFER_HOLD_MINUTES, cutoffMinutes: DEFAULT_OFFER_CUTOFF_MINUTES },
  );

/**
 * The class's late cancellation and no-show fee (late-cancellation.ts); absent: off. The fee is
 * whole cents, at most $10,000, and required (above 0) when the setting is on.
 */
const lateCancellationSchema = z
  .object({
    enabled: booleanField(),
    windowMinutes: wholeInRange(
      'Window',
      LATE_CANCEL_WINDOW_MINUTES_MIN,
      LATE_CANCEL_WINDOW_MINUTES_MAX,
      lateCancellationMessages.windowOutOfRange,
    ),
    feeCents: numberField({
      field: 'Fee',
      integer: true,
      sign: 'nonNegative',
      max: LATE_CANCEL_FEE_MAX_CENTS,
      integerMessage: lateCancellationMessages.feeNotCents,
      maxMessage: lateCancellationMessages.feeTooHigh,
    }).transform((cents) => cents ?? 0),
    freeWaivers: wholeInRange(
      'Free waivers',
      0,
      FREE_WAIVERS_MAX,
      lateCancellationMessages.freeWaiversOutOfRange,
    ),
  })
  .nullish()
  .transform(
    (settings) =>
      settings ?? {
        enabled: false,
        windowMinutes: DEFAULT_LATE_CANCEL_WINDOW_MINUTES,
        feeCents: 0,
        freeWaivers: DEFAULT_FREE_WAIVERS,
      },
  )
  .superRefine((settings, ctx) => {
    if (settings.enabled && settings.feeCents <= 0) {
      ctx.addIssue({ code: 'custom', message: lateCancellationMessages.feeRequired, path: ['feeCents'] });
    }
  });

/**
 * The class form and the add/update class input (spec 3 §5 "Class", §4 "Who can book" and
 * "Waitlist"; spec 2 §5 "Class waitlist settings"). What it normalises, so the server stores one
 * meaning per class:
 * - booking by membership plans only applies to CASUAL and NONE (the form disables it for MEMBER
 *   and ALL, where every member books anyway): for those it is stored as not allowed, no plans;
 * - plans are required when it is allowed ('Please select memberships');
 * - the colour is stored in upper case, and must be one of the palette's;
 * - a waitlist limit is required when the waitlist is ENABLED ('Please enter capacity number');
 *   a DISABLED waitlist keeps a valid limit it was given, so switching it on again shows it;
 * - our settings, absent from the spec: waitlist offers (hold, cut-off) and the late cancellation
 *   fee, each defaulting when absent (2 h, 60 min; off).
 */
export const classInputSchema = z
  .object({
    name: trimmedString({
      field: 'Name',
      required: true,
      requiredMessage: classMessages.nameRequired,
      max: CLASS_NAME_MAX,
    }),
    description: trimmedString({
      field: 'Description',
      max: CLASS_DESCRIPTION_MAX,
      multiLine: true,
    }).transform((text) => text ?? null),
    color: z
      .string({ error: classMessages.colourRequired })
      .trim()
      .min(1, classMessages.colourRequired)
      .refine((colour) => colour === '' || isClassColour(colour), classMessages.colourNotInPalette)
      .transform((colour) => colour.toUpperCase()),
    allowOnlineBooking: booleanField(),
    allowBookingsFrom: z
      .enum(BOOKING_AUDIENCES)
      .nullish()
      .transform((audience) => audience ?? DEFAULT_BOOKING_AUDIENCE),
    bookingByMembership: z
      .object({
        isAllowed: booleanField(),
        membershipPlans: z
          .array(z.string().trim().min(1).max(ID_MAX))
          .nullish()
          .transform((plans) => [...new Set(plans ?? [])]),
      })
      .nullish(),
    sessionWaitlistConfig: z
      .object({
        status: z.enum(WAITLIST_STATUSES),
        limit: waitlistLimit,
      })
      .nullish(),
    branches: ids(classMessages.branchesRequired),
    waitlistOffers: waitlistOffersSchema,
    lateCancellation: lateCancellationSchema,
  })
  .transform((input) => {
    const byMembership =
      allowsBookingByMembership(input.allowBookingsFrom) && input.bookingByMembership?.isAllowed === true;
    return {
      ...input,
      bookingByMembership: {
        isAllowed: byMembership,
        membershipPlans: byMembership ? (input.bookingByMembership?.membershipPlans ?? []) : [],
      },
      sessionWaitlistConfig: {
        status: input.sessionWaitlistConfig?.status ?? DEFAULT_WAITLIST_STATUS,
        limit: input.sessionWaitlistConfig?.limit ?? null,
      },
    };
  })
  .superRefine((input, ctx) => {
    if (input.bookingByMembership.isAllowed && input.bookingByMembership.membershipPlans.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: classMessages.membershipsRequired,
        path: ['bookingByMembership', 'membershipPlans'],
      });
    }
    if (input.sessionWaitlistConfig.status === 'ENABLED' && input.sessionWaitlistConfig.limit === null) {
      ctx.addIssue({
        code: 'custom',
        message: classMessages.waitlistCapacityRequired,
        path: ['sessionWaitlistConfig', 'limit'],
      });
    }
  });

export type ClassInput = z.input<typeof classInputSchema>;
export type ValidClassInput = z.output<typeof classInputSchema>;

const START_TIMES = SESSION_TIME_OPTIONS.filter((time) => time !== '24:00');

/**
 * The session definition input (spec 2 §3, §5 "Session"): a start date, a start time and an end
 * time from the half-hour options, the end after the start; a class or a typed name (at most 30);
 * a capacity that is a whole number of at least 0 (0 or none: no limit); ONCE or WEEKLY. A class
 * chosen wins over a typed name, which is then dropped.
 */
export const sessionDefinitionSchema = z
  .object({
    branchId: z.string().trim().min(1).max(ID_MAX),
    startDate: z
      .string({ error: sessionMessages.startDateRequired })
      .trim()
      .min(1, sessionMessages.startDateRequired)
      .refine(isMembershipDate, formMessages.validDateRequired),
    startTime: z.enum(START_TIMES as [string, ...string[]], { error: sessionMessages.startTimeRequired }),
    endTime: z.enum(SESSION_TIME_OPTIONS as [string, ...string[]], {
      error: sessionMessages.endTimeRequired,
    }),
    classId: z.string().trim().max(ID_MAX).nullish(),
    name: trimmedString({ field: 'Name', max: SESSION_NAME_MAX, maxMessage: sessionMessages.nameTooLong }),
    staffMemberId: z.string().trim().max(ID_MAX).nullish(),
    capacity: numberField({
      field: 'Capacity',
      integer: true,
      sign: 'nonNegative',
      max: SESSION_CAPACITY_MAX,
      maxMessage: sessionMessages.capacityTooHigh,
    }),
    frequency: z.object({ type: z.enum(SESSION_REPEATS) }, { error: sessionMessages.repeatRequired }),
  })
  .superRefine((input, ctx) => {
    const start = parseWallClock(input.startTime) ?? 0;
    const end = parseWallClock(input.endTime) ?? 0;
    if (end <= start)
      ctx.addIssue({ code: 'custom', message: sessionMessages.endBeforeStart, path: ['endTime'] });
    if (!input.classId && input.name === undefined) {
      ctx.addIssue({ code: 'custom', message: sessionMessages.nameOrClassRequired, path: ['name'] });
    }
  })
  .transform((input) => {
    const classId = input.classId ? input.classId : null;
    return {
      ...input,
      classId,
      name: classId === null ? (input.name ?? null) : null,
      staffMemberId: input.staffMemberId ? input.staffMemberId : null,
      capacity: input.capacity ?? 0,
    };
  });

export type SessionDefinitionInput = z.input<typeof sessionDefinitionSchema>;
export type ValidSessionDefinition = z.output<typeof sessionDefinitionSchema>;
