import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { MEMBERSHIP_PAYMENT_TYPES } from './transfer-list-rules.ts';

const date = z.iso.date({ message: 'A valid date is required' });

/**
 * createTransferList's input with spec 3 §5's rules and texts: From and To required and not in the
 * future; To not before From and within 12 months of it; minimum visits a positive integer;
 * minimum % over 50 and at most 100. `today` is the organisation's calendar day.
 */
export function createTransferListSchema(today: string) {
  return z
    .object({
      reportFromDate: date,
      reportToDate: date,
      membershipPaymentType: z.enum(MEMBERSHIP_PAYMENT_TYPES, { message: 'Payment type is required' }),
      minVisits: z
        .number({ message: 'Minimum visits is required' })
        .int('Minimum visits must be a positive whole number')
        .min(1, 'Minimum visits must be a positive whole number')
        .max(10000, 'Minimum visits cannot exceed 10000'),
      minVisitsPercentage: z
        .number({ message: 'Minimum % is required' })
        .int('Minimum % must be between 51% and 100%')
        .min(51, 'Minimum % must be between 51% and 100%')
        .max(100, 'Minimum % must be between 51% and 100%'),
      includeOverdue: z.boolean(),
      includeManualVisits: z.boolean(),
    })
    .superRefine((input, issues) => {
      const from = plainDate(input.reportFromDate);
      const to = plainDate(input.reportToDate);
      if (from === null || to === null) {
        for (const [field, value] of [
          ['reportFromDate', from],
          ['reportToDate', to],
        ] as const) {
          if (value === null)
            issues.addIssue({ code: 'custom', path: [field], message: 'This date looks wrong' });
        }
        return;
      }
      const compare = Temporal.PlainDate.compare;
      const day = Temporal.PlainDate.from(today);
      for (const [field, value] of [
        ['reportFromDate', from],
        ['reportToDate', to],
      ] as const) {
        if (compare(value, day) > 0)
          issues.addIssue({ code: 'custom', path: [field], message: 'Date can be no later than today' });
      }
      if (compare(to, from) < 0) {
        issues.addIssue({
          code: 'custom',
          path: ['reportToDate'],
          message: `Date can be no earlier than ${input.reportFromDate}`,
        });
      } else if (compare(to, from.add({ years: 1 })) > 0) {
        issues.addIssue({ code: 'custom', path: ['reportToDate'], message: 'Date exceeds 12 mth limit' });
      }
    });
}

/** A calendar date of 1900–2200 (the product's bounds for report dates), else null. */
function plainDate(text: string): Temporal.PlainDate | null {
  try {
    const date = Temporal.PlainDate.from(text, { overflow: 'reject' });
    return date.year >= 1900 && date.year <= 2200 ? date : null;
  } catch {
    return null;
  }
}

export type CreateTransferListInput = z.infer<ReturnType<typeof createTransferListSchema>>;
