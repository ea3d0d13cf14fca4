import { formMessages } from '../forms/messages.ts';
import { amountTooHigh, FEE_MAX_CENTS } from '../money/limits.ts';

/*
 * The constants, limits and texts of classes, sessions and the calendar (spec 2 §9, spec 3 §4,
 * §5, §9). Kept apart from the form schemas and the Temporal rules, so the calendar's first paint
 * and the error catalogue take neither zod nor the Temporal polyfill.
 */

// The calendar (spec 2 §2, §9) ----------------------------------------------------------------

/** The calendar's views; any other view in the address is redirected to day. */
export const CALENDAR_VIEWS = ['day', 'week', 'month', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const DEFAULT_CALENDAR_VIEW: CalendarView = 'day';

export function isCalendarView(value: string): value is CalendarView {
  return (CALENDAR_VIEWS as readonly string[]).includes(value);
}

/** A calendar slot is 15 minutes, four to the hour. */
export const CALENDAR_SLOT_MINUTES = 15;
export const CALENDAR_SLOTS_PER_HOUR = 60 / CALENDAR_SLOT_MINUTES;
/** An event lasting under this many minutes is drawn small. */
export const SHORT_EVENT_MINUTES = 60;
export const isShortEvent = (minutes: number): boolean => minutes < SHORT_EVENT_MINUTES;
/** The side drawer with a session's details, in px. */
export const CALENDAR_DRAWER_WIDTH = 400;
/**
 * Weeks start on Monday (ISO day 1). Ours: the spec does not say, and Monday is the first day of
 * the week in New Zealand and Australia, the product's countries.
 */
export const CALENDAR_WEEK_STARTS_ON = 1;
/** The agenda lists this many days from its date. Ours: the spec names the view only. */
export const AGENDA_DAYS = 30;

// Polling after a removal (spec 2 §4, §9) -------------------------------------------------------

export const SESSION_REMOVAL_POLL_INTERVAL_MS = 3000;
export const SESSION_REMOVAL_POLL_MAX_TIMES = 6;

/** The session as the drawer knows it when a member has just been removed from it. */
export interface SessionPollFacts {
  readonly allowOnlineBooking: boolean;
  readonly full: boolean;
  readonly past: boolean;
  readonly waitlistQueueLength: number;
}

/**
 * After a removal, the drawer polls (every 3 s, at most 6 times) while the session takes online
 * bookings, is not full, not past and has members waiting: a freed place may be taken from the
 * waitlist by then.
 */
export function pollsAfterRemoval(session: SessionPollFacts): boolean {
  return session.allowOnlineBooking && !session.full && !session.past && session.waitlistQueueLength > 0;
}

// Staff availability (spec 2 §4) -----------------------------------------------------------------

export const STAFF_AVAILABILITIES = ['LOADING', 'FREE', 'BUSY'] as const;
export type StaffAvailability = (typeof STAFF_AVAILABILITIES)[number];

// Who can book (spec 3 §4) ------------------------------------------------------------------------

/** The class's booking audience: what its "Members & Staff" and "Guests" checkboxes combine to. */
export const BOOKING_AUDIENCES = ['ALL', 'MEMBER', 'CASUAL', 'NONE'] as const;
export type BookingAudience = (typeof BOOKING_AUDIENCES)[number];
export const DEFAULT_BOOKING_AUDIENCE: BookingAudience = 'ALL';

export interface AudienceCheckboxes {
  /** "Members & Staff". */
  readonly membersAndStaff: boolean;
  /** "Guests". */
  readonly guests: boolean;
}

/** Both boxes: ALL; members and staff only: MEMBER; guests only: CASUAL; neither: NONE. */
export function bookingAudienceOf(boxes: AudienceCheckboxes): BookingAudience {
  if (boxes.membersAndStaff) return boxes.guests ? 'ALL' : 'MEMBER';
  return boxes.guests ? 'CASUAL' : 'NONE';
}

export function audienceCheckboxesOf(audience: BookingAudience): AudienceCheckboxes {
  return {
    membersAndStaff: audience === 'ALL' || audience === 'MEMBER',
    guests: audience === 'ALL' || audience === 'CASUAL',
  };
}

/**
 * Booking by membership plans is offered only when members as such may not book (CASUAL or NONE):
 * the form disables its checkbox when MEMBER or ALL is chosen, as every member may book then.
 */
export const allowsBookingByMembership = (audience: BookingAudience): boolean =>
  audience === 'CASUAL' || audience === 'NONE';

// Waitlist (spec 2 §3, §5, spec 3 §4) ---------------------------------------------------------------

export const WAITLIST_STATUSES = ['ENABLED', 'DISABLED'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export const DEFAULT_WAITLIST_STATUS: WaitlistStatus = 'DISABLED';
/** Ours: the spec gives a minimum of 1 and no maximum; a waitlist longer than this is not a list. */
export const WAITLIST_LIMIT_MAX = 999;

// Waitlist offers (ours: docs/classes.md "Waitlist offers") ------------------------------------

/** What became of an entry's latest promotion (its lastPromotionResult). */
export const PROMOTION_RESULTS = ['OFFERED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'BOOKED', 'REFUSED'] as const;
export type PromotionResult = (typeof PROMOTION_RESULTS)[number];

/** An offered place is held 2 hours by default, from 15 minutes to 2 days. */
export const DEFAULT_OFFER_HOLD_MINUTES = 120;
export const OFFER_HOLD_MINUTES_MIN = 15;
export const OFFER_HOLD_MINUTES_MAX = 48 * 60;
/** Within an hour of the start (by default; up to a day) the first waiting is booked directly. */
export const DEFAULT_OFFER_CUTOFF_MINUTES = 60;
export const OFFER_CUTOFF_MINUTES_MAX = 24 * 60;

export const waitlistOfferMessages = {
  holdOutOfRange: `The hold must be between ${OFFER_HOLD_MINUTES_MIN} minutes and ${OFFER_HOLD_MINUTES_MAX / 60} hours`,
  cutoffOutOfRange: `The cut-off must be between 0 minutes and ${OFFER_CUTOFF_MINUTES_MAX / 60} hours`,
  accepted: 'Your place is booked. See you there!',
  alreadyAccepted: 'You have already accepted this place: it is booked for you.',
  declined: 'You have declined the place and left the waitlist.',
  expired: 'Sorry, this offer has expired and the place has been offered to the next person waiting.',
  noOffer: 'There is no open offer for you in this session.',
} as const;

// Late cancellation and no-show fees (ours: docs/classes.md "Late cancellations and no-shows") ---

/** Off by default; a late cancellation is one inside 2 hours (by default) before the start. */
export const DEFAULT_LATE_CANCEL_WINDOW_MINUTES = 120;
export const LATE_CANCEL_WINDOW_MINUTES_MIN = 15;
export const LATE_CANCEL_WINDOW_MINUTES_MAX = 48 * 60;
/** Free waivers per member per rolling 30 days: the first late cancellation or no-show is free. */
export const DEFAULT_FREE_WAIVERS = 1;
export const FREE_WAIVERS_MAX = 10;
export const WAIVER_PERIOD_DAYS = 30;
/** Staff may waive a fee charged within the last day. */
export const STAFF_WAIVE_HOURS = 24;
/** The fee's ceiling: the ceiling of any fee staff type ($10,000, money/limits.ts). */
export const LATE_CANCEL_FEE_MAX_CENTS = FEE_MAX_CENTS;

export const lateCancellationMessages = {
  feeRequired: 'A fee is required when late cancellation fees are on',
  feeNotPositive: 'Fee must be greater than 0',
  feeTooHigh: amountTooHigh('Fee', LATE_CANCEL_FEE_MAX_CENTS),
  feeNotCents: 'Fee must be a whole number of cents',
  windowOutOfRange: `The window must be between ${LATE_CANCEL_WINDOW_MINUTES_MIN} minutes and ${LATE_CANCEL_WINDOW_MINUTES_MAX / 60} hours`,
  freeWaiversOutOfRange: `Free waivers must be a whole number between 0 and ${FREE_WAIVERS_MAX}`,
  lateCancellationCharge: 'Late cancellation fee',
  noShowCharge: 'No-show fee',
} as const;

// Class limits (spec 3 §5, §9) -------------------------------------------------------------------------

export const CLASS_NAME_MAX = 30;
export const CLASS_DESCRIPTION_MAX = 400;
/** Ours: a session's capacity above this is a typing mistake (the spec: a non-negative integer). */
export const SESSION_CAPACITY_MAX = 10_000;

/**
 * The class colours, chosen so white text on each reads at a contrast of at least 4.5:1 (WCAG AA):
 * the calendar writes the session's name in white on its class's colour. Ours: the spec names a
 * palette and its first colour as the default, not its colours.
 */
export const CLASS_COLOURS = [
  '#1971C2', // blue
  '#087F5B', // teal
  '#C92A2A', // red
  '#9C36B5', // grape
  '#2B7A3B', // green
  '#C2410C', // orange
  '#3B5BDB', // indigo
  '#C2255C', // pink
  '#0B7285', // cyan
  '#6741D9', // violet
  '#495057', // grey
  '#862E9C', // purple
] as const;
export const DEFAULT_CLASS_COLOUR: string = CLASS_COLOURS[0];

export const classMessages = {
  nameRequired: 'Name is required',
  nameTooLong: formMessages.tooLong('Name', CLASS_NAME_MAX),
  descriptionTooLong: formMessages.tooLong('Description', CLASS_DESCRIPTION_MAX),
  nameControlCharacters: formMessages.controlCharacters('Name'),
  descriptionControlCharacters: formMessages.controlCharacters('Description'),
  colourRequired: 'The color is required',
  colourNotInPalette: 'Please choose one of the colors offered',
  branchesRequired: 'At least one branch is required',
  membershipsRequired: 'Please select memberships',
  waitlistCapacityRequired: 'Please enter capacity number',
  waitlistCapacityInteger: 'Capacity must be an integer greater than or equal to 1',
  waitlistCapacityTooHigh: `Capacity must be less than or equal to ${WAITLIST_LIMIT_MAX}`,
  waitlistHasMembers: 'Waitlist contains members and cannot be disabled at the moment',
} as const;

// Capacity display (spec 2 §9) -------------------------------------------------------------------------

/** A place count with its noun: "1 spot", "3 spots". */
const spots = (count: number): string => `${count} ${count === 1 ? 'spot' : 'spots'}`;

/**
 * Booking capacity shown as spots left: "3 spots left", "1 spot left", "Full"; nothing to count
 * when the capacity is 0 or none (no limit, spec 2 §4): "No limit". Never negative: a capacity
 * lowered below the bookings already made reads "Full".
 */
export function spotsLeftText(capacity: number | null, booked: number): string {
  if (capacity === null || capacity <= 0) return 'No limit';
  const left = capacity - booked;
  return left > 0 ? `${spots(left)} left` : 'Full';
}

/** The waitlist's spots left against its limit; a limit of 0 counts as full (spec 2 §4). */
export function waitlistSpotsLeftText(limit: number, waiting: number): string {
  const left = limit - waiting;
  return left > 0 ? `${spots(left)} left on the waitlist` : 'Waitlist full';
}

// Session form (spec 2 §5) --------------------------------------------------------------------------------

export const SESSION_NAME_MAX = 30;

export const sessionMessages = {
  startDateRequired: 'Start date is required',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  endBeforeStart: 'The session must end after it starts',
  repeatRequired: 'Recurrence is required',
  nameOrClassRequired: 'Please enter a name for this session or select a class for it',
  nameTooLong: 'The class name cannot be more than 30 characters',
  capacityNotANumber: formMessages.notANumber('Capacity'),
  capacityNoDecimals: formMessages.noDecimals('Capacity'),
  capacityNegative: formMessages.nonNegative('Capacity'),
  capacityTooHigh: formMessages.atMost('Capacity', SESSION_CAPACITY_MAX),
  /** Spec 2 §4: asked before booking into a session whose end has passed. */
  expiredConfirmation: 'Session has expired',
  bookedInThePast: 'Successfully added a member to a session in the past',
  booked: 'This person has successfully been booked into the class.',
} as const;
