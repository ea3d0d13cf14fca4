import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant.ts';
import { createOrganisation } from '../../testing/builders.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { reconcileAccount } from './account-sync.ts';
import { makeBillingMembership, makeBillingSetup } from './billing.testing.ts';
import { runBillingDay } from './billing-run.ts';
import { ledgerOfMembership } from './ledger.repository.ts';
import type { BillingProviders } from './providers/billing-provider.ts';
import { importSandboxCustomers, sandboxBillingProviders } from './providers/sandbox-billing.repository.ts';

/*
 * Synchronise against the billing runs (docs/billing.md "Synchronise"): whatever the customer's
 * bank does and however syncs and billing days interleave (each possibly twice), the ledger ends
 * exactly as billing days alone leave it: no debit, outcome or fee twice, none missing.
 */
let database: TestDatabase;
let providers: BillingProviders;

beforeAll(async () => {
  database = await createTestDatabase();
  providers = sandboxBillingProviders(database.pools.owner, { settlementDays: 2 });
});
afterAll(() => database.drop());

const db = () => database.pools.appDb;
const START = Temporal.PlainDate.from('2026-03-02');
const day = (offset: number) => START.add({ days: offset }).toString();

/** A debitsuccess membership whose provider holds `schedule` and debits as `behaviour` says. */
async function customer(behaviour: 'OK' | 'DECLINE_ONCE' | 'DECLINE_ALWAYS', schedule: number[]) {
  const org = await createOrganisation(db(), { billingProvider: 'DEBITSUCCESS' });
  const setup = await org.build((tx) => makeBillingSetup(tx));
  const reference = `DS-PROP-${org.applicationId.slice(0, 8)}`;
  const membership = await org.build((tx) =>
    makeBillingMembership(tx, setup, {
      provider: 'DEBITSUCCESS',
      ddrStatus: 'DDR_ACTIVE',
      customerReference: reference,
      signupToken: null,
      signupTokenExpiresAt: null,
      startDate: START.toString(),
    }),
  );
  await importSandboxCustomers(database.pools.owner, 'DEBITSUCCESS', org.applicationId, [
    {
      reference,
      externalId: membership.id,
      name: 'Ana Member',
      paymentMethodToken: 'tok_prop',
      paymentMethodSummary: 'Bank account ending 000',
      behaviour,
      declineReason: behaviour === 'OK' ? null : 'INSUFFICIENT_FUNDS',
      schedule: schedule.map((offset, i) => ({
        date: day(offset),
        amount: 2500,
        charges: [{ key: `RECURRING:${i}`, kind: 'RECURRING', amount: 2500 }],
      })),
    },
  ]);
  const ledger = async () =>
    (await withTenant(db(), org.applicationId, (tx) => ledgerOfMembership(tx, membership.id)))
      .map((row) =>
        [
          row.type,
          row.chargeKey ?? row.reference?.replace(membership.id, 'M'),
          row.amount,
          row.date,
          row.reason,
        ].join('|'),
      )
      .sort();
  const sync = async (offset: number) => {
    const view = await providers.DEBITSUCCESS.accountView(org.applicationId, reference, day(offset));
    if (!view) throw new Error('the sandbox lost its customer');
    await withTenant(db(), org.applicationId, (tx) =>
      reconcileAccount(tx, org.applicationId, 'DEBITSUCCESS', view, [membership.id], day(offset)),
    );
  };
  const run = (offset: number) => runBillingDay(db(), providers, org.applicationId, day(offset));
  return { ledger, sync, run };
}

const scenario = fc.record({
  behaviour: fc.constantFrom('OK' as const, 'DECLINE_ONCE' as const, 'DECLINE_ALWAYS' as const),
  // Weekly debits from the start.
  debits: fc.integer({ min: 1, max: 4 }),
  // Syncs and billing days, in day order; each may be delivered twice.
  steps: fc.array(
    fc.record({
      kind: fc.constantFrom('sync' as const, 'run' as const),
      day: fc.integer({ min: 0, max: 30 }),
      twice: fc.boolean(),
    }),
    { maxLength: 6 },
  ),
});

it('syncs and billing days in any order leave the ledger billing days alone leave', async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async ({ behaviour, debits, steps }) => {
      const schedule = Array.from({ length: debits }, (_, i) => i * 7);
      const last = 32;
      const mixed = await customer(behaviour, schedule);
      for (const step of [...steps].sort((a, b) => a.day - b.day)) {
        for (let i = 0; i < (step.twice ? 2 : 1); i++) {
          if (step.kind === 'sync') await mixed.sync(step.day);
          else await mixed.run(step.day);
        }
      }
      await mixed.sync(last);
      await mixed.run(last);
      const runsOnly = await customer(behaviour, schedule);
      await runsOnly.run(last);
      expect(await mixed.ledger()).toEqual(await runsOnly.ledger());
      // Everything due was taken and answered: one debit and one outcome per schedule line.
      const rows = await mixed.ledger();
      expect(rows.filter((row) => row.startsWith('DEBIT_SUBMITTED|')).length).toBe(debits);
      expect(rows.filter((row) => /^DEBIT_(SETTLED|DISHONOURED)\|/.test(row)).length).toBe(debits);
    }),
    { numRuns: 12, seed: 20_261_127 },
  );
}, 240_000);
