import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// The worker's module list: its hook handlers (memberships' overdue tags) run after a billing run.
import '../../features.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import type { WorkerEnvironment } from '../../platform/jobs/job-definition.ts';
import { createOrganisation, makeBranch } from '../../testing/builders.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { billingDayJob, billingRunJob, enqueueBillingDays } from './billing.jobs.ts';
import { makeBillingMembership, makeBillingSetup } from './billing.testing.ts';
import { billingClock } from './billing-clock.ts';
import { readBillingAccount, setCustomerReference } from './billing-fixtures.repository.ts';
import { organisationsNamed } from './billing-run.repository.ts';
import { organisationsToBill, refreshNextDebitDate } from './billing-run.ts';
import { billingProvidersOf } from './providers/providers.ts';

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
    expect(
      await enqueueBillingDays({ boss, ownerPool: database.pools.owner, db: database.pools.appDb }),
    ).toBe(2);
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

  it('`billing:run --organisation` bills the organisations it names and refuses a domain nobody has', async () => {
    const named = await createOrganisation(database.pools.appDb, {}, (tx) =>
      makeBranch(tx, { country: 'NZ' }),
    );
    const all = await organisationsToBill(database.pools.owner, database.pools.appDb);
    const domain = all.find((org) => org.applicationId === named.applicationId)?.domain ?? '';
    expect(domain).not.toBe('');
    expect(organisationsNamed(all, [])).toEqual({ chosen: all, unknown: [] });
    expect(organisationsNamed(all, [domain, domain])).toEqual({
      chosen: [
        expect.objectContaining({ applicationId: named.applicationId, domain, timeZone: 'Pacific/Auckland' }),
      ],
      unknown: [],
    });
    expect(organisationsNamed(all, [domain, 'no-such-club']).unknown).toEqual(['no-such-club']);
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

  it('a run for an earlier day (catching up a missed day) leaves statuses and tags as the ledger says today', async () => {
    const db = database.pools.appDb;
    const org = await createOrganisation(db);
    const setup = await org.build((tx) => makeBillingSetup(tx));
    const membership = await org.build((tx) =>
      makeBillingMembership(tx, setup, {
        ddrStatus: 'DDR_ACTIVE',
        signupToken: null,
        signupTokenExpiresAt: null,
      }),
    );
    // -097: every debit is dishonoured (account closed).
    const customer = await billingProvidersOf(database.pools.owner).PAYSMART.createCustomer({
      applicationId: org.applicationId,
      externalId: membership.id,
      name: 'Ana Member',
      paymentMethod: {
        method: 'BANK_ACCOUNT',
        country: 'NZ',
        accountName: 'Ana Member',
        accountNumber: '12-3140-0171323-097',
      },
    });
    await org.build(async (tx) => {
      await setCustomerReference(tx, membership.id, customer.customerReference);
      await refreshNextDebitDate(tx, membership.id);
    });
    const env = { db, ownerPool: database.pools.owner } as unknown as WorkerEnvironment;
    const run = (date: string) => {
      billingClock.set(date);
      return billingRunJob.handle({ applicationId: org.applicationId, date }, { env, finalAttempt: false });
    };
    const state = () =>
      withTenant(db, org.applicationId, async (tx) => {
        const account = await readBillingAccount(tx, membership.id);
        const person = await tx.execute<{ tags: string[] }>(
          sql`select tags from persons where id = ${setup.personId}::uuid`,
        );
        return { status: account?.account_billing_status, tags: person.rows[0]?.tags ?? [] };
      });
    // The first debit (Wed 2026-01-14) bounces; a billing period later the member is OVERDUE.
    for (const day of ['2026-01-14', '2026-01-16', '2026-01-21', '2026-01-23', '2026-01-28', '2026-01-30'])
      await run(day);
    expect(await state()).toEqual({ status: 'OVERDUE', tags: ['overdue'] });
    // Today is 2026-01-30; a missed day before the arrears fell due is caught up.
    billingClock.set('2026-01-30');
    await billingRunJob.handle(
      { applicationId: org.applicationId, date: '2026-01-10' },
      { env, finalAttempt: false },
    );
    expect(await state()).toEqual({ status: 'OVERDUE', tags: ['overdue'] });
  });
});
