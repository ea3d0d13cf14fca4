import { ledgerSummary } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerOf, toLedgerEntry } from '../features/billing/public.ts';
import { withTenant } from '../platform/db/tenant.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

/**
 * The seeded 'overdue' tag is billing's (spec 2 §4 "Overdue"): a person carries it only while a
 * paysmart membership of theirs has an unpaid dishonoured debit, never without a membership.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ template: 'demo' });
});
afterAll(() => db.drop());

describe('the seeded overdue tag', () => {
  it('goes only with an unpaid dishonoured debit of a paysmart membership', async () => {
    const tagged = await db.pools.owner.query<{ id: string; application_id: string }>(
      `select id, application_id from persons where 'overdue' = any(tags)`,
    );
    expect(tagged.rows.length).toBeGreaterThan(10);
    const withoutDishonour: string[] = [];
    for (const person of tagged.rows) {
      const memberships = await db.pools.owner.query<{ id: string }>(
        `select m.id from memberships m join membership_billing_accounts a on a.membership_id = m.id
         where m.person_id = $1 and a.provider = 'PAYSMART'`,
        [person.id],
      );
      const ledgers = await withTenant(db.pools.appDb, person.application_id, (tx) =>
        ledgerOf(
          tx,
          memberships.rows.map((m) => m.id),
        ),
      );
      // Far ahead: every charge in the ledger is due; one left unpaid after a dishonour counts.
      const owing = [...ledgers.values()].some((rows) => {
        const summary = ledgerSummary(rows.map(toLedgerEntry), Temporal.PlainDate.from('2100-01-01'));
        return summary.overdueAmount > 0 && summary.lastDishonour !== null;
      });
      if (!owing) withoutDishonour.push(person.id);
    }
    expect(withoutDishonour).toEqual([]);
  });
});
