import { Temporal } from 'temporal-polyfill';
import { dayMonthText, dayMonthYearText } from '../dates/calendar-date.ts';
import type { ArrivalTag } from '../enums/arrivals.ts';
import { formatMoney } from '../money/money.ts';

/**
 * What staff may do about a denial, one click from the arrival (docs/access-control.md "Door
 * decisions"). Each opens an existing page or action; null when nothing at the desk fixes it.
 */
export const DENIAL_FIXES = [
  'PAY_OVERDUE',
  'UNBLOCK',
  'ASSIGN_CARD',
  'SELL_MEMBERSHIP',
  'VERIFY_VACCINATION',
] as const;
export type DenialFix = (typeof DENIAL_FIXES)[number];

export const DENIAL_FIX_LABELS: Readonly<Record<DenialFix, string>> = {
  PAY_OVERDUE: 'Pay overdue',
  UNBLOCK: 'Unblock',
  ASSIGN_CARD: 'Assign card',
  SELL_MEMBERSHIP: 'Sell membership',
  VERIFY_VACCINATION: 'Verify vaccination',
};

interface DenialReasonDefinition {
  /** Short words for filters and lists ("Suspended"); the stored sentence carries the facts. */
  readonly label: string;
  /** Arrival tags (spec 1 §4.2) the denial gives besides DENIED. */
  readonly tags: readonly ArrivalTag[];
  readonly fix: DenialFix | null;
}

/**
 * The one closed catalogue of reasons a door says no. An arrival stores the code and the sentence
 * (with its facts, as they were then); the label and fix are read here by code.
 */
export const DENIAL_REASONS = {
  UNKNOWN_CARD: { label: 'Unknown card', tags: [], fix: 'ASSIGN_CARD' },
  NO_MEMBERSHIP: { label: 'No membership at this branch', tags: [], fix: 'SELL_MEMBERSHIP' },
  MEMBERSHIP_NOT_STARTED: { label: 'Membership not started', tags: [], fix: null },
  MEMBERSHIP_ENDED: { label: 'Membership ended', tags: ['STOPPED'], fix: 'SELL_MEMBERSHIP' },
  MEMBERSHIP_EXPIRED: { label: 'Membership expired', tags: ['STOPPED'], fix: 'SELL_MEMBERSHIP' },
  MEMBERSHIP_SUSPENDED: { label: 'Membership suspended', tags: ['SUSPENDED'], fix: null },
  MEMBERSHIP_BLOCKED_OVERDUE: {
    label: 'Blocked: payment overdue',
    tags: ['BLOCKED', 'OVERDUE'],
    fix: 'PAY_OVERDUE',
  },
  MEMBERSHIP_BLOCKED: { label: 'Membership blocked', tags: ['BLOCKED'], fix: 'UNBLOCK' },
  PAYMENT_SETUP_PENDING: { label: 'Payment setup not completed', tags: [], fix: null },
  NO_VISITS_LEFT: { label: 'No visits left', tags: [], fix: 'SELL_MEMBERSHIP' },
  NO_VACCINATION_CERTIFICATE: {
    label: 'No vaccination certificate',
    tags: ['NO_VAX_CERT'],
    fix: 'VERIFY_VACCINATION',
  },
  STAFF_INACTIVE: { label: 'Inactive staff member', tags: ['INACTIVE'], fix: null },
} as const satisfies Record<string, DenialReasonDefinition>;

export type DenialReasonCode = keyof typeof DENIAL_REASONS;
export const DENIAL_REASON_CODES = Object.keys(DENIAL_REASONS) as DenialReasonCode[];

export function isDenialReasonCode(value: unknown): value is DenialReasonCode {
  return typeof value === 'string' && Object.hasOwn(DENIAL_REASONS, value);
}

/** A denial as the door gives it: the code, the sentence with its facts, and the fix. */
export interface DenialReason {
  readonly code: DenialReasonCode;
  readonly text: string;
  readonly fix: DenialFix | null;
}

/** "12 Jan" in the year of `today`, "12 Jan 2027" in another: short enough for the arrival card. */
export function denialDate(date: Temporal.PlainDate | string, today: Temporal.PlainDate): string {
  const day = typeof date === 'string' ? Temporal.PlainDate.from(date) : date;
  return day.year === today.year ? dayMonthText(day) : dayMonthYearText(day);
}

/** Money overdue on a membership, as the door's facts give it. */
export interface OverdueAtDoor {
  readonly amountCents: number;
  /** YYYY-MM-DD: the day the oldest unpaid amount fell due. */
  readonly since: string;
  /** The overdue amount comes from a dishonoured direct debit (not only a missed desk payment). */
  readonly dishonoured: boolean;
}

/** The sentences, one per code, from the facts each needs. */
export const denialTexts = {
  unknownCard: (cardNumber: string) => `Card ${cardNumber} is not assigned to anyone`,
  noMembership: () => 'No membership at this branch',
  notStarted: (startDate: string, today: Temporal.PlainDate) =>
    `Membership starts on ${denialDate(startDate, today)}`,
  /** `endDate` is exclusive: the membership is over on that day. */
  ended: (endDate: string | null, today: Temporal.PlainDate) =>
    endDate === null ? 'Membership ended' : `Membership ended on ${denialDate(endDate, today)}`,
  expired: (endDate: string | null, today: Temporal.PlainDate) =>
    endDate === null ? 'Membership expired' : `Membership expired on ${denialDate(endDate, today)}`,
  /** `lastDay` is the last suspended day (the day before the resume date). */
  suspended: (lastDay: Temporal.PlainDate | null, today: Temporal.PlainDate) =>
    lastDay === null ? 'Membership suspended' : `Membership suspended until ${denialDate(lastDay, today)}`,
  blockedOverdue: (overdue: OverdueAtDoor, today: Temporal.PlainDate) =>
    `${overdue.dishonoured ? 'Direct debit dishonoured' : 'Payment overdue'}: ${formatMoney(overdue.amountCents)} overdue since ${denialDate(overdue.since, today)}`,
  blocked: () => 'Membership blocked',
  paymentSetupPending: () => 'Payment setup not completed',
  noVisitsLeft: (planName: string) => `No visits left on ${planName}`,
  noCertificate: () => 'No vaccination certificate sighted',
  passExpired: (expiry: Temporal.PlainDate, today: Temporal.PlainDate) =>
    `Vaccination pass expired on ${denialDate(expiry, today)}`,
  staffInactive: () => 'Staff member is inactive',
} as const;

export function denialReason(code: DenialReasonCode, text: string): DenialReason {
  return { code, text, fix: DENIAL_REASONS[code].fix };
}
