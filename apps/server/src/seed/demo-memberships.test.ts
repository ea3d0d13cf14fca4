import { ledgerSummary, nextBillingDate } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingDay } from '../features/billing/billing-run.ts';
import { sandboxBillingProviders } from '../features/billing/providers/sandbox-billing.repository.ts';
import { toLedgerEntry } from '../features/billing/public.ts';
import { demoMembersOf, demoPersons } from '../features/members/public.ts';
import { loadDemoSaleOptions } from '../features/memberships/seed/demo-memberships.repository.ts';
import {
  buildDemoMemberships,
  type DemoMembershipRows,
  type DemoSaleOption,
} from '../features/memberships/seed/demo-memberships.ts';
import { withTenant } from '../platform/db/tenant.ts';
import { localFileStorage } from '../platform/files/local-file-storage.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { DEMO_ORGANISATIONS } from './demo-data.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ template: 'demo' });
});
afterAll(() => db.drop());

const today = Temporal.PlainDate.from('2026-11-23');
const anchor = new Date('2026-11-23T00:00:00Z');

async function build(index: number): Promise<{ rows: DemoMembershipRows; overdue: Set<string> }> {
  const org = DEMO_ORGANISATIONS[index];
  if (!org) throw new Error('no demo organisation');
  const context = {
    organisation: org,
    tenantNumber: index + 1,
    anchor,
    now: anchor,
    passwordHash: '',
    storage: localFileStorage('/tmp'),
    sandboxPool: null,
  };
  const members = demoMembersOf(context);
  const options: DemoSaleOption[] = await withTenant(db.pools.appDb, org.id, loadDemoSaleOptions);
  const overdue = new Set(members.persons.filter((p) => p.tags?.includes('overdue')).map((p) => p.id ?? ''));
  let tokens = 0;
  const rows = buildDemoMemberships({
    applicationId: org.id,
    tenantNumber: index + 1,
    provider: org.billingProvider,
    today,
    persons: demoPersons(org, members),
    overduePersonIds: overdue,
    inactivePersonIds: new Set(),
    options,
    regionOf: (branchId) => {
      const branch = org.branches.find((b) => b.id === branchId);
      return { country: branch?.country ?? 'NZ', state: branch?.state ?? null };
    },
    newSignupToken: () => `token-${++tokens}`,
  });
  return { rows, overdue };
}

describe('the demo memberships', () => {
  it('sells most members a membership with a consistent ledger, and the overdue tag agrees with it', async () => {
    const { rows, overdue } = await build(0);
    const members = new Set(rows.memberships.map((m) => m.personId));
    expect(members.size).toBeGreaterThan(1500);
    const byMembership = Map.groupBy(rows.ledger, (row) => row.membershipId);
    const overdueByPerson = new Map<string, number>();
    for (const membership of rows.memberships) {
      const entries = (byMembership.get(membership.id ?? '') ?? []).map((row) =>
        toLedgerEntry({ chargeKey: null, kind: null, amount: null, reference: null, reason: null, ...row }),
      );
      // Throws on a charge written twice, a debit submitted twice or given two outcomes.
      const summary = ledgerSummary(entries, today);
      overdueByPerson.set(
        membership.personId,
        (overdueByPerson.get(membership.personId) ?? 0) + summary.overdueAmount,
      );
      // Nothing is charged for a day at or after the end: no charge falls due after it.
      if (membership.endDate)
        for (const entry of entries)
          if (entry.type === 'CHARGE' && entry.kind !== 'REVERSAL_FEE')
            expect(
              Temporal.PlainDate.compare(entry.dueDate, Temporal.PlainDate.from(membership.endDate)),
            ).toBeLessThanOrEqual(0);
    }
    const overdueNow = [...overdueByPerson].filter(([, amount]) => amount > 0).map(([id]) => id);
    expect(new Set(overdueNow)).toEqual(new Set([...overdue].filter((id) => members.has(id))));
    expect(overdueNow.length).toBeGreaterThan(10);
    // Some await payment setup with a link, some ended, some changed plan.
    expect(
      rows.billingAccounts.filter((a) => a.ddrStatus === 'DDR_PENDING' && a.signupToken).length,
    ).toBeGreaterThan(20);
    expect(
      rows.memberships.filter((m) => m.endDate && m.cancellationReason !== 'UPGRADE_DOWNGRADE').length,
    ).toBeGreaterThan(50);
    expect(rows.memberships.filter((m) => m.changedFromMembershipId).length).toBeGreaterThan(20);
  });

  it('gives every seeded desk payment one receipt of its amount, numbered in the order of the payments', async () => {
    // Before, the seed wrote hundreds of desk payments (sales paid in branch, overdue paid back) and
    // no receipt: the members' receipts lists were empty beside the payments on their transactions.
    const { rows } = await db.pools.owner.query<{
      payments: number;
      receipted: number;
      mismatched: number;
      out_of_order: number;
    }>(`
      select count(*)::int as payments, count(r.id)::int as receipted,
        count(*) filter (where r.total_cents <> l.amount or r.membership_id <> l.membership_id)::int
          as mismatched,
        (select count(*)::int from receipts a join receipts b
           on b.application_id = a.application_id and b.number = a.number + 1
         where b.issued_on < a.issued_on) as out_of_order
      from ledger_entries l
      left join receipts r on r.application_id = l.application_id and r.reference = l.reference
      where l.type = 'PAYMENT'`);
    const [found] = rows;
    expect(found?.payments).toBeGreaterThan(100);
    expect(found).toMatchObject({ receipted: found?.payments, mismatched: 0, out_of_order: 0 });
    const { rows: counters } = await db.pools.owner.query<{ numbered: number; last_number: number }>(`
      select (select count(*)::int from receipts r where r.application_id = c.application_id) as numbered,
        c.last_number from receipt_counters c`);
    // Numbered 1 to n with no gap, and the next payment at the desk takes n + 1.
    for (const counter of counters) expect(counter.numbered).toBe(counter.last_number);
  });

  it('is deterministic for a seeding day, signup tokens aside', async () => {
    const first = await build(1);
    const second = await build(1);
    expect(second.rows).toEqual(first.rows);
    expect(first.rows.memberships.length).toBeGreaterThan(40);
  });

  it('hands the billing companies their customers: the next billing days bill and settle the seeded memberships', async () => {
    // The shared demo database was seeded today (UTC) with its sandbox customers.
    const seededOn = Temporal.Now.plainDateISO('UTC');
    const providers = sandboxBillingProviders(db.pools.owner, { settlementDays: 2 });
    for (const org of DEMO_ORGANISATIONS.filter((o) => o.billingProvider === 'PAYSMART').slice(0, 1)) {
      const day = nextBillingDate('PAYSMART', seededOn.add({ days: 1 }));
      const billed = await runBillingDay(db.pools.appDb, providers, org.id, day.toString());
      expect(billed.debitsSubmitted).toBeGreaterThan(100);
      const settled = await runBillingDay(db.pools.appDb, providers, org.id, day.add({ days: 2 }).toString());
      // Every debit the run sent was taken (none refused for an unknown customer) and cleared.
      expect(settled.settled).toBeGreaterThanOrEqual(billed.debitsSubmitted);
      expect(settled.dishonoured).toBe(0);
    }
    const acme = DEMO_ORGANISATIONS.find((o) => o.billingProvider === 'DEBITSUCCESS');
    if (!acme) throw new Error('no debitsuccess demo organisation');
    const day = nextBillingDate('DEBITSUCCESS', seededOn.add({ days: 1 }));
    const taken = await runBillingDay(db.pools.appDb, providers, acme.id, day.toString());
    // Debitsuccess takes its own schedule: the run mirrors what it took into our ledger.
    expect(taken.mirrored).toBeGreaterThan(10);
    const cleared = await runBillingDay(db.pools.appDb, providers, acme.id, day.add({ days: 2 }).toString());
    // What the seed left pending (debited in the last two days) cleared on the first of the two.
    expect(taken.settled + cleared.settled).toBeGreaterThanOrEqual(taken.mirrored);
    expect(taken.dishonoured + cleared.dishonoured).toBe(0);
  });
});
