import { z } from 'zod';
import { booleanField, readNumber } from '../forms/fields.ts';
import { parseMoneyToCents } from '../money/money.ts';

/** Overdue assessment settings as stored: the amount in cents (spec 3 §3). */
export interface OverdueSettings {
  readonly enabled: boolean;
  readonly maximumOverdueAmount: number;
  readonly gracePeriodInDays: number;
}

/** $1000, the largest "overdue by" amount (spec 3 §5, §9). */
export const OVERDUE_MAX_AMOUNT_CENTS = 100_000;
export const GRACE_PERIOD_MAX_DAYS = 99;
/** The grace-period dropdown: 0 to 99 days. */
export const GRACE_PERIOD_OPTIONS: readonly number[] = Array.from(
  { length: GRACE_PERIOD_MAX_DAYS + 1 },
  (_, day) => day,
);

export const overdueMessages = {
  amountTooHigh: 'Overdue by amount cannot exceed $1000',
  // The spec gives no texts for the following; these are ours.
  amountRequired: 'Overdue by amount is required',
  amountNotANumber: 'Overdue by amount must be a number',
  amountNegative: 'Overdue by amount must be greater than or equal to 0',
  graceRequired: 'Grace period is required',
  graceOutOfRange: 'Grace period must be between 0 and 99 days',
} as const;

type Issue = { code: 'custom'; message: string };

function gracePeriodSchema(): z.ZodType<number, number | string | null | undefined> {
  return z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: overdueMessages.graceRequired })
    .transform((raw, ctx): number => {
      const parsed = readNumber(raw);
      const add = (issue: Issue) => {
        ctx.addIssue(issue);
        return z.NEVER;
      };
      if (parsed.kind !== 'number') return add({ code: 'custom', message: overdueMessages.graceRequired });
      const days = parsed.value;
      if (!Number.isInteger(days) || days < 0 || days > GRACE_PERIOD_MAX_DAYS) {
        return add({ code: 'custom', message: overdueMessages.graceOutOfRange });
      }
      return days;
    });
}

function checkAmountCents(cents: number): string | undefined {
  if (cents < 0) return overdueMessages.amountNegative;
  if (cents > OVERDUE_MAX_AMOUNT_CENTS) return overdueMessages.amountTooHigh;
  return undefined;
}

/** The overdue settings form: the amount typed in dollars (e.g. "250.50"), output in cents, floored. */
export const overdueSettingsFormSchema = z.object({
  enabled: booleanField(),
  maximumOverdueAmount: z
    .union([z.number(), z.string(), z.null(), z.undefined()], { error: overdueMessages.amountNotANumber })
    .transform((raw, ctx): number => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      const parsed = readNumber(raw);
      if (parsed.kind === 'empty') return fail(overdueMessages.amountRequired);
      const cents = parsed.kind === 'number' ? parseMoneyToCents(parsed.value) : undefined;
      if (cents === undefined) return fail(overdueMessages.amountNotANumber);
      const message = checkAmountCents(cents);
      return message === undefined ? cents : fail(message);
    }),
  gracePeriodInDays: gracePeriodSchema(),
});

/** The same settings as sent by a client or stored: the amount already in integer cents. */
export const overdueSettingsSchema = z.object({
  enabled: booleanField(),
  maximumOverdueAmount: z
    .number({ error: overdueMessages.amountRequired })
    .int(overdueMessages.amountNotANumber)
    .superRefine((cents, ctx) => {
      const message = checkAmountCents(cents);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    }),
  gracePeriodInDays: gracePeriodSchema(),
});
