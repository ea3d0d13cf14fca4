import {
  allowsBookingByMembership,
  audienceCheckboxesOf,
  type BookingAudience,
  bookingAudienceOf,
  centsToAmount,
  checkFields,
  classInputSchema,
  DEFAULT_BOOKING_AUDIENCE,
  DEFAULT_CLASS_COLOUR,
  DEFAULT_FREE_WAIVERS,
  DEFAULT_LATE_CANCEL_WINDOW_MINUTES,
  DEFAULT_OFFER_CUTOFF_MINUTES,
  DEFAULT_OFFER_HOLD_MINUTES,
  type FieldCheck,
  parseMoneyToCents,
  type ValidClassInput,
} from '@clubline/domain';

/**
 * The class form's values (spec 3 §4, §5): the two "Who can book" boxes rather than the audience
 * they combine to, the waitlist as a switch, and the fee in dollars as typed. `classCheck` turns
 * them into the add/update input with the domain's `classInputSchema`, the server's own rules.
 */
export interface ClassFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  color: string;
  allowOnlineBooking: boolean;
  /** "Members & Staff". */
  membersAndStaff: boolean;
  /** "Guests". */
  guests: boolean;
  bookingByMembership: boolean;
  membershipPlans: string[];
  waitlistEnabled: boolean;
  waitlistLimit: number | string;
  holdMinutes: number | string;
  cutoffMinutes: number | string;
  lateCancelEnabled: boolean;
  windowMinutes: number | string;
  /** Dollars and cents as typed. */
  fee: number | string;
  freeWaivers: number | string;
  branches: string[];
}

/** A class as the form edits it (the fields the Class documents read). */
export interface EditableClass {
  name: string;
  description: string | null;
  color: string;
  allowOnlineBooking: boolean;
  allowBookingsFrom: BookingAudience;
  bookingByMembership: { isAllowed: boolean; membershipPlans: readonly string[] };
  sessionWaitlistConfig: { status: 'ENABLED' | 'DISABLED'; limit: number | null };
  waitlistOffers: { holdMinutes: number; cutoffMinutes: number };
  lateCancellation: { enabled: boolean; windowMinutes: number; feeCents: number; freeWaivers: number };
  branches: readonly { id: string }[];
}

/** Spec 3 §9: the first palette colour, audience ALL, waitlist DISABLED; ours: offers and fees' defaults. */
export function newClassValues(branches: string[]): ClassFormValues {
  const boxes = audienceCheckboxesOf(DEFAULT_BOOKING_AUDIENCE);
  return {
    name: '',
    description: '',
    color: DEFAULT_CLASS_COLOUR,
    allowOnlineBooking: true,
    membersAndStaff: boxes.membersAndStaff,
    guests: boxes.guests,
    bookingByMembership: false,
    membershipPlans: [],
    waitlistEnabled: false,
    waitlistLimit: '',
    holdMinutes: DEFAULT_OFFER_HOLD_MINUTES,
    cutoffMinutes: DEFAULT_OFFER_CUTOFF_MINUTES,
    lateCancelEnabled: false,
    windowMinutes: DEFAULT_LATE_CANCEL_WINDOW_MINUTES,
    fee: '',
    freeWaivers: DEFAULT_FREE_WAIVERS,
    branches,
  };
}

export function classValuesOf(stored: EditableClass): ClassFormValues {
  const boxes = audienceCheckboxesOf(stored.allowBookingsFrom);
  const { lateCancellation: late, waitlistOffers: offers } = stored;
  return {
    name: stored.name,
    description: stored.description ?? '',
    color: stored.color,
    allowOnlineBooking: stored.allowOnlineBooking,
    membersAndStaff: boxes.membersAndStaff,
    guests: boxes.guests,
    bookingByMembership: stored.bookingByMembership.isAllowed,
    membershipPlans: [...stored.bookingByMembership.membershipPlans],
    waitlistEnabled: stored.sessionWaitlistConfig.status === 'ENABLED',
    waitlistLimit: stored.sessionWaitlistConfig.limit ?? '',
    holdMinutes: offers.holdMinutes,
    cutoffMinutes: offers.cutoffMinutes,
    lateCancelEnabled: late.enabled,
    windowMinutes: late.windowMinutes,
    // A fee that is off and 0 shows as blank, not "0": there is nothing to charge.
    fee: late.feeCents > 0 ? centsToAmount(late.feeCents) : '',
    freeWaivers: late.freeWaivers,
    branches: stored.branches.map((branch) => branch.id),
  };
}

/** What the boxes combine to (spec 3 §4). */
export const audienceOf = (values: Pick<ClassFormValues, 'membersAndStaff' | 'guests'>): BookingAudience =>
  bookingAudienceOf({ membersAndStaff: values.membersAndStaff, guests: values.guests });

/** Spec 3 §4: the membership checkbox is disabled when MEMBER or ALL is chosen. */
export const membershipBookingOffered = (values: ClassFormValues): boolean =>
  allowsBookingByMembership(audienceOf(values));

/** Blank is "not given" (null); a typed amount becomes cents; anything else goes as typed to be refused. */
function feeCentsOf(fee: number | string): number | string | null {
  if (typeof fee === 'string' && fee.trim() === '') return null;
  return parseMoneyToCents(fee) ?? fee;
}

/** Where each of the input's paths is shown in the form; the server's field messages use the same paths. */
const FIELD_OF_PATH: Record<string, string> = {
  'bookingByMembership.membershipPlans': 'membershipPlans',
  'sessionWaitlistConfig.limit': 'waitlistLimit',
  'sessionWaitlistConfig.status': 'waitlistEnabled',
  'waitlistOffers.holdMinutes': 'holdMinutes',
  'waitlistOffers.cutoffMinutes': 'cutoffMinutes',
  'lateCancellation.windowMinutes': 'windowMinutes',
  'lateCancellation.feeCents': 'fee',
  'lateCancellation.freeWaivers': 'freeWaivers',
};

/** The form field that shows a message about `path` of the class input. */
export function classFieldOf(path: string): string {
  return FIELD_OF_PATH[path] ?? path.split('.')[0] ?? path;
}

/** The input the form's values stand for, before the schema reads it. */
function rawClassInput(values: ClassFormValues) {
  return {
    name: values.name,
    description: values.description,
    color: values.color,
    allowOnlineBooking: values.allowOnlineBooking,
    allowBookingsFrom: audienceOf(values),
    bookingByMembership: { isAllowed: values.bookingByMembership, membershipPlans: values.membershipPlans },
    sessionWaitlistConfig: {
      status: values.waitlistEnabled ? ('ENABLED' as const) : ('DISABLED' as const),
      limit: values.waitlistLimit,
    },
    branches: values.branches,
    // The offer settings only matter with a waitlist: while it is off they keep what they hold.
    waitlistOffers: { holdMinutes: values.holdMinutes, cutoffMinutes: values.cutoffMinutes },
    lateCancellation: {
      enabled: values.lateCancelEnabled,
      windowMinutes: values.windowMinutes,
      feeCents: feeCentsOf(values.fee),
      freeWaivers: values.freeWaivers,
    },
  };
}

/** Spec 3 §5 with the domain's schema: the input to send, or the messages per form field. */
export function classCheck(values: ClassFormValues): FieldCheck<ValidClassInput> {
  return checkFields(classInputSchema, rawClassInput(values), classFieldOf);
}

/** The checked input as the GraphQL ClassInput (the same fields; lists copied out of readonly). */
export function toClassInput(input: ValidClassInput) {
  return {
    name: input.name,
    description: input.description,
    color: input.color,
    allowOnlineBooking: input.allowOnlineBooking,
    allowBookingsFrom: input.allowBookingsFrom,
    bookingByMembership: {
      isAllowed: input.bookingByMembership.isAllowed,
      membershipPlans: [...input.bookingByMembership.membershipPlans],
    },
    sessionWaitlistConfig: {
      status: input.sessionWaitlistConfig.status,
      limit: input.sessionWaitlistConfig.limit,
    },
    branches: [...input.branches],
    waitlistOffers: { ...input.waitlistOffers },
    lateCancellation: { ...input.lateCancellation },
  };
}
