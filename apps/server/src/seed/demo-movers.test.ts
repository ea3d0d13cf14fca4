import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { demoMoverVisits } from '../features/bulk-transfer/seed/demo-movers.ts';
import { DEMO_ORGANISATIONS } from './demo-data.ts';

/**
 * The movers' visits fall in last month as the home branch's staff read it when the seed runs:
 * the transfer form's default range (last month in the product's zone) must list them on the 1st
 * too, when the UTC seeding day is still the last day of the month before.
 */
describe('demo movers', () => {
  const organisation = DEMO_ORGANISATIONS[0];
  if (!organisation) throw new Error('no demo organisation');
  const home = organisation.branches[1];
  if (!home) throw new Error('the demo organisation has one branch');
  const monthsOf = (now: Date) =>
    new Set(
      demoMoverVisits(organisation, 1, now, ['person-a']).map((visit) =>
        Temporal.Instant.fromEpochMilliseconds(visit.arrivedAt.getTime())
          .toZonedDateTimeISO(home.timeZone)
          .toPlainDate()
          .toPlainYearMonth()
          .toString(),
      ),
    );

  it('visit in the month before the branch’s today, at the start of a month there', () => {
    // 30 November 12:00 UTC is 1 December 01:00 in Auckland.
    expect(monthsOf(new Date('2026-11-30T12:00:00Z'))).toEqual(new Set(['2026-11']));
    expect(monthsOf(new Date('2026-11-30T10:00:00Z'))).toEqual(new Set(['2026-10']));
  });

  it('visit before the moment the seed runs', () => {
    const now = new Date('2026-12-01T00:30:00Z');
    for (const visit of demoMoverVisits(organisation, 1, now, ['person-a']))
      expect(visit.arrivedAt.getTime()).toBeLessThan(now.getTime());
  });
});
