import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { isPlausibleDate, parseIsoDate } from '../dates/iso-date.ts';
import { resolveToday, type TodaySource } from '../dates/time-zone.ts';
import { formMessages } from './messages.ts';

export interface DateFieldOptions {
  readonly required?: boolean;
  /** Replaces "A valid date is required" when the field is empty. */
  readonly requiredMessage?: string;
  /** Refuse dates after today: "Date can not be in the future". */
  readonly notInFuture?: TodaySource;
  /** Refuse today and later: "This must be before today" (date of birth). */
  readonly beforeToday?: TodaySource;
}

type DateInput = string | null | undefined;

/**
 * A YYYY-MM-DD date (spec 1 §5.1): malformed or impossible → "A valid date is required"; a year outside
 * 1900–2200 → "This date looks wrong". The output is the normalised YYYY-MM-DD text.
 */
export function isoDate(
  options: DateFieldOptions & { readonly required: true },
): z.ZodType<string, DateInput>;
export function isoDate(
  options?: DateFieldOptions & { readonly required?: false },
): z.ZodType<string | undefined, DateInput>;
export function isoDate(options: DateFieldOptions = {}): z.ZodType<string | undefined, DateInput> {
  const input = z.union([z.string(), z.null(), z.undefined()], { error: formMessages.validDateRequired });
  return input.transform((raw, ctx): string | undefined => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (raw === null || raw === undefined || raw.trim() === '') {
      return options.required === true
        ? fail(options.requiredMessage ?? formMessages.validDateRequired)
        : undefined;
    }
    const date = parseIsoDate(raw);
    if (date === undefined) return fail(formMessages.validDateRequired);
    if (!isPlausibleDate(date)) return fail(formMessages.dateLooksWrong);
    if (
      options.notInFuture !== undefined &&
      Temporal.PlainDate.compare(date, resolveToday(options.notInFuture)) > 0
    ) {
      return fail(formMessages.dateInFuture);
    }
    if (
      options.beforeToday !== undefined &&
      Temporal.PlainDate.compare(date, resolveToday(options.beforeToday)) >= 0
    ) {
      return fail(formMessages.dateOfBirthNotBeforeToday);
    }
    return date.toString();
  });
}

/** A date that may not be after today: "Date can not be in the future". */
export function notInFutureDate(
  today: TodaySource,
  options: Omit<DateFieldOptions, 'notInFuture'> & { readonly required: true },
): z.ZodType<string, DateInput>;
export function notInFutureDate(
  today: TodaySource,
  options?: Omit<DateFieldOptions, 'notInFuture'> & { readonly required?: false },
): z.ZodType<string | undefined, DateInput>;
export function notInFutureDate(
  today: TodaySource,
  options: Omit<DateFieldOptions, 'notInFuture'> = {},
): z.ZodType<string | undefined, DateInput> {
  return options.required === true
    ? isoDate({ ...options, required: true, notInFuture: today })
    : isoDate({ ...options, required: false, notInFuture: today });
}

/** A date of birth: a valid date strictly before today ("This must be before today"). */
export function dateOfBirth(
  today: TodaySource,
  options: Omit<DateFieldOptions, 'beforeToday'> & { readonly required: true },
): z.ZodType<string, DateInput>;
export function dateOfBirth(
  today: TodaySource,
  options?: Omit<DateFieldOptions, 'beforeToday'> & { readonly required?: false },
): z.ZodType<string | undefined, DateInput>;
export function dateOfBirth(
  today: TodaySource,
  options: Omit<DateFieldOptions, 'beforeToday'> = {},
): z.ZodType<string | undefined, DateInput> {
  return options.required === true
    ? isoDate({ ...options, required: true, beforeToday: today })
    : isoDate({ ...options, required: false, beforeToday: today });
}
