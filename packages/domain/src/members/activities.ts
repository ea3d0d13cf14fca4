import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { resolveTimeZone } from '../dates/time-zone-id.ts';
import { formMessages } from '../forms/messages.ts';

/**
 * The kinds of entry on a member's activities page (spec 2 §3 "Member activity"). Visits come from
 * arrivals and branch transfers from transfers; sessions, membership changes and waitlist entries
 * come with their features; CORRESPONDENCE is a message a correspondence rule sent.
 */
export const MEMBER_ACTIVITY_KINDS = [
  'SESSION',
  'VISIT',
  'BRANCH_TRANSFER',
  'MEMBERSHIP_CHANGE',
  'WAITLIST_ACTIVITY',
  'CORRESPONDENCE',
] as const;
export type MemberActivityKind = (typeof MEMBER_ACTIVITY_KINDS)[number];

/** Spec 2 §7, §9: past activities reach back 24 months and are shown 100 at a time. */
export const ACTIVITY_PAST_WINDOW_MONTHS = 24;
export const ACTIVITY_PAGE_SIZE = 100;

export const activityMessages = {
  onlyTwoYears: 'Only 2 years of activities are available',
  loadFailed: 'An error occurred while obtaining member activities',
  rangeOrder: 'The start of a time range must not be after its end',
  invalidTimestamp: formMessages.validDateRequired,
  limitTooSmall: formMessages.positive('limit'),
  limitTooLarge: formMessages.atMost('limit', ACTIVITY_PAGE_SIZE),
} as const;

/**
 * The earliest instant of past activities, in epoch milliseconds: 24 calendar months before `now` in
 * the home branch's time zone (default Pacific/Auckland).
 */
export function pastActivitiesStart(nowEpochMs: number, timeZone?: string | null): number {
  return Temporal.Instant.fromEpochMilliseconds(nowEpochMs)
    .toZonedDateTimeISO(resolveTimeZone(timeZone))
    .subtract({ months: ACTIVITY_PAST_WINDOW_MONTHS })
    .toInstant().epochMilliseconds;
}

/** The default end of upcoming activities, in epoch milliseconds: 24 calendar months after `now`. */
export function upcomingActivitiesEnd(nowEpochMs: number, timeZone?: string | null): number {
  return Temporal.Instant.fromEpochMilliseconds(nowEpochMs)
    .toZonedDateTimeISO(resolveTimeZone(timeZone))
    .add({ months: ACTIVITY_PAST_WINDOW_MONTHS })
    .toInstant().epochMilliseconds;
}

/** A time range in epoch seconds; either end may be left out. */
export const activityTimeRangeSchema = z
  .object({
    startTimestamp: z.number().finite(activityMessages.invalidTimestamp).nullish(),
    endTimestamp: z.number().finite(activityMessages.invalidTimestamp).nullish(),
  })
  .refine(
    (range) =>
      range.startTimestamp === null ||
      range.startTimestamp === undefined ||
      range.endTimestamp === null ||
      range.endTimestamp === undefined ||
      range.startTimestamp <= range.endTimestamp,
    { message: activityMessages.rangeOrder, path: ['startTimestamp'] },
  );

/** Activities per page: 1–100, default 100. */
export const activityPageLimitSchema = z
  .number()
  .int(formMessages.noDecimals('limit'))
  .min(1, activityMessages.limitTooSmall)
  .max(ACTIVITY_PAGE_SIZE, activityMessages.limitTooLarge)
  .nullish()
  .transform((limit) => limit ?? ACTIVITY_PAGE_SIZE);
