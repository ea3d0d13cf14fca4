import { isMembershipDate } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { ValidationError } from '../../platform/errors/errors.ts';
import { SESSION_RANGE_MAX_DAYS, sessionServerMessages } from './session-messages.ts';

/**
 * The instants of an inclusive range of local dates in a zone: from the first day's midnight to
 * the midnight after the last. A session lies within its own local day, so "starts in this span"
 * is "is on one of these dates". Refused (field messages) when a date is not a real day, the
 * range runs backwards, or it is longer than a calendar shows.
 */
export function localDateRange(
  startDate: string,
  endDate: string,
  timeZone: string,
): { from: Date; to: Date } {
  if (!isMembershipDate(startDate))
    throw new ValidationError({ startDate: sessionServerMessages.invalidDate });
  if (!isMembershipDate(endDate)) throw new ValidationError({ endDate: sessionServerMessages.invalidDate });
  const first = Temporal.PlainDate.from(startDate);
  const last = Temporal.PlainDate.from(endDate);
  const days = first.until(last, { largestUnit: 'days' }).days + 1;
  if (days < 1) throw new ValidationError({ endDate: sessionServerMessages.rangeBackwards });
  if (days > SESSION_RANGE_MAX_DAYS)
    throw new ValidationError({ endDate: sessionServerMessages.rangeTooLong });
  return { from: midnight(first, timeZone), to: midnight(last.add({ days: 1 }), timeZone) };
}

/** The first instant of a local day in a zone (a day may start at 01:00 where midnight is skipped). */
export function midnight(date: Temporal.PlainDate, timeZone: string): Date {
  return new Date(date.toZonedDateTime({ timeZone }).epochMilliseconds);
}
