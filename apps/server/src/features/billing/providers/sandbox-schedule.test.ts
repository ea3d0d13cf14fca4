import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import type { BillingProviders, ScheduledDebitLine } from './billing-provider.ts';
import { importSandboxCustomers, sandboxBillingProviders } from './sandbox-billing.repository.ts';
import type { SandboxScheduledDebit } from './sandbox-billing.table.ts';

let database: TestDatabase;
let providers: BillingProviders;

beforeAll(async () => {
  database = await createTestDatabase();
  providers = sandboxBillingProviders(database.pools.owner, { settlementDays: 2 });
});
afterAll(() => database.drop());

const line = (date: string, amount: number): ScheduledDebitLine => ({
  date,
  amount,
  charges: [{ key: `RECURRING:${date}`, kind: 'RECURRING', amount }],
});

async function customer(provider: 'DEBITSUCCESS' | 'PAYSMART', schedule: ScheduledDebitLine[] | null) {
  const applicationId = randomUUID();
  const reference = `${provider === 'DEBITSUCCESS' ? 'DS' : 'PS'}-${randomUUID().slice(0, 8)}`;
  await importSandboxCustomers(database.pools.owner, provider, applicationId, [
    {
      reference,
      externalId: randomUUID(),
      name: 'Ana Member',
      paymentMethodToken: 'tok_test',
      paymentMethodSummary: 'Bank account ending 000',
      schedule,
    },
  ]);
  return { applicationId, reference };
}

async function scheduleOf(reference: string): Promise<SandboxScheduledDebit[] | null> {
  const result = await database.pools.owner.query<{ schedule: SandboxScheduledDebit[] | null }>(
    'select schedule from sandbox_billing_customers where reference = $1',
    [reference],
  );
  return result.rows[0]?.schedule ?? null;
}

describe('replaceSchedule (the provider-owned schedule, docs/billing.md "Suspensions")', () => {
  it('keeps the debits before the day, replaces the rest, and the same call twice changes nothing more', async () => {
    const { applicationId, reference } = await customer('DEBITSUCCESS', [
      line('2026-03-02', 2500),
      line('2026-03-09', 2500),
      line('2026-03-16', 2500),
    ]);
    const next = [line('2026-03-30', 2500), line('2026-03-09', 500)];
    await providers.DEBITSUCCESS.replaceSchedule(applicationId, reference, '2026-03-09', next);
    const once = await scheduleOf(reference);
    await providers.DEBITSUCCESS.replaceSchedule(applicationId, reference, '2026-03-09', next);
    expect(await scheduleOf(reference)).toEqual(once);
    expect(once?.map((l) => [l.date, l.amount])).toEqual([
      ['2026-03-02', 2500],
      ['2026-03-09', 500],
      ['2026-03-30', 2500],
    ]);
    // It takes what it now holds: nothing on 16 March any more.
    const taken = await providers.DEBITSUCCESS.collectScheduledDebits(applicationId, '2026-03-20');
    expect(taken.map((debit) => [debit.date, debit.amount]).sort()).toEqual([
      ['2026-03-02', 2500],
      ['2026-03-09', 500],
    ]);
  });

  it('ignores a line dated before the day, and paysmart holds no schedule to replace', async () => {
    const ds = await customer('DEBITSUCCESS', []);
    await providers.DEBITSUCCESS.replaceSchedule(ds.applicationId, ds.reference, '2026-03-09', [
      line('2026-03-01', 100),
      line('2026-03-10', 200),
    ]);
    expect((await scheduleOf(ds.reference))?.map((l) => l.date)).toEqual(['2026-03-10']);
    const ps = await customer('PAYSMART', null);
    await providers.PAYSMART.replaceSchedule(ps.applicationId, ps.reference, '2026-03-09', [
      line('2026-03-10', 200),
    ]);
    expect(await scheduleOf(ps.reference)).toBeNull();
  });
});
