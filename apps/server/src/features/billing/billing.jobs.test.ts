import type { PgBoss } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, makeBranch } from '../../testing/builders.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { billingDayJob, billingRunJob, enqueueBillingDays } from './billing.jobs.ts';
import { billingClock } from './billing-clock.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
afterEach(() => billingClock.set(null));

describe('billing jobs', () => {
  it('the daily schedule enqueues one billing run per organisation for its billing day, once per day', async () => {
    const first = await createOrganisation(database.pools.appDb, {}, (tx) =>
      makeBranch(tx, { country: 'NZ' }),
    );
    const second = await createOrganisation(database.pools.appDb, {}, (tx) =>
      makeBranch(tx, { country: 'AU' }),
    );
    billingClock.set('2026-01-14');
    const sent: { queue: string; payload: unknown; options: unknown }[] = [];
    const boss = {
      send: async (queue: string, payload: unknown, options: unknown) => {
        sent.push({ queue, payload, options });
        return null;
      },
    } as unknown as PgBoss;
    expect(await enqueueBillingDays({ boss, ownerPool: database.pools.owner })).toBe(2);
    expect(sent).toEqual(
      expect.arrayContaining(
        [first, second].map((org) => ({
          queue: 'billing-run',
          payload: { applicationId: org.applicationId, date: '2026-01-14' },
          options: { singletonKey: `${org.applicationId}:2026-01-14` },
        })),
      ),
    );
    expect(billingDayJob.schedule).toBe('0 17 * * *');
  });

  it('a billing run payload names an organisation and a calendar date', () => {
    expect(
      billingRunJob.payload.safeParse({ applicationId: crypto.randomUUID(), date: '2026-01-14' }).success,
    ).toBe(true);
    expect(billingRunJob.payload.safeParse({ applicationId: 'x', date: '2026-01-14' }).success).toBe(false);
    expect(
      billingRunJob.payload.safeParse({ applicationId: crypto.randomUUID(), date: '2026-02-30' }).success,
    ).toBe(false);
  });
});
