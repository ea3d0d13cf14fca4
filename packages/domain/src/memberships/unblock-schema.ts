import { z } from 'zod';
import { isMembershipDate } from '../dates/calendar-date.ts';
import { latestAllowAccessUntil, unblockMessages } from './membership-actions.ts';

/*
 * The Unblock modal's date (spec 2 §5 "Unblock"), apart from the membership actions so that a page
 * offering them does not bring zod.
 */

/**
 * setAllowAccessByAdmin's date: required, not before today, at most a month from today (today in
 * the home branch's time zone). Access starts today and ends by itself after this day.
 */
export function unblockInputSchemaFor(today: string) {
  const latest = latestAllowAccessUntil(today);
  return z.object({
    allowAccessUntil: z.string({ error: unblockMessages.dateRequired }).superRefine((value, ctx) => {
      const date = value.trim();
      // One message at a time, the first rule broken.
      if (!isMembershipDate(date)) ctx.addIssue({ code: 'custom', message: unblockMessages.dateRequired });
      else if (date < today) ctx.addIssue({ code: 'custom', message: unblockMessages.notBeforeToday });
      else if (date > latest) ctx.addIssue({ code: 'custom', message: unblockMessages.withinOneMonth });
    }),
  });
}
