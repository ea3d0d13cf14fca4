import { describe, expect, it } from 'vitest';
import { createFreePeriodSchemaFor, freePeriodMessages } from './free-periods.ts';
import { suspensionMessages } from './suspensions.ts';

const cash = { today: '2026-03-10', billing: false, billingOngoing: false, endDate: null };
const billing = { today: '2026-03-10', billing: true, billingOngoing: true, endDate: null };
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('free period rules (spec 2 §5)', () => {
  it('takes N days or weeks, or a last free day (ending at midnight after it), never both', () => {
    const schema = createFreePeriodSchemaFor(cash);
    expect(schema.parse({ effectiveDate: '2026-03-12', duration: 2, durationType: 'WEEKS' })).toEqual({
      effectiveDate: '2026-03-12',
      duration: 2,
      durationType: 'WEEKS',
      endDate: '2026-03-26',
    });
    expect(schema.parse({ effectiveDate: '2026-03-12', untilDate: '2026-03-14' }).endDate).toBe('2026-03-15');
    expect(
      issuesOf(
        schema.safeParse({
          effectiveDate: '2026-03-12',
          duration: 2,
          durationType: 'DAYS',
          untilDate: '2026-03-14',
        }),
      ),
    ).toEqual([['duration', freePeriodMessages.frequencyOrUntil]]);
  });

  it("uses Suspend's messages on its own fields", () => {
    expect(
      issuesOf(
        createFreePeriodSchemaFor(cash).safeParse({
          effectiveDate: '2026-03-10',
          duration: 183,
          durationType: 'DAYS',
        }),
      ),
    ).toEqual([
      ['effectiveDate', suspensionMessages.mustBeInFuture],
      ['duration', suspensionMessages.daysMax],
    ]);
    expect(
      issuesOf(createFreePeriodSchemaFor(billing).safeParse({ effectiveDate: '2026-03-12', duration: 14 })),
    ).toEqual([['duration', suspensionMessages.paymentsMax]]);
  });

  it('takes a last free day for non-billing only: billing counts payments', () => {
    expect(
      issuesOf(
        createFreePeriodSchemaFor(billing).safeParse({
          effectiveDate: '2026-03-12',
          untilDate: '2026-03-20',
        }),
      ),
    ).toEqual([['duration', suspensionMessages.paymentsMin]]);
    expect(
      issuesOf(
        createFreePeriodSchemaFor(cash).safeParse({ effectiveDate: '2026-03-12', untilDate: '2026-09-20' }),
      ),
    ).toEqual([['untilDate', suspensionMessages.daysMax]]);
  });
});
