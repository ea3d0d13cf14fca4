import { type TermUnit, termEnd } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxBehaviour } from '../features/billing/providers/sandbox-rules.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

/**
 * The whole demo data set agrees with itself, as staff read it: every fixed-term membership and
 * visit pass carries the end date its sale would have written, and every debit of every seeded
 * customer ended as the sandbox's account-number rules say it must (sandbox-rules.ts; docs/billing.md
 * "Test accounts and cards"): an account ending 097 is always dishonoured, one ending 098 only
 * its first debit, any other always settles.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ template: 'demo' });
});
afterAll(() => db.drop());

interface MembershipRow {
  id: string;
  start_date: string;
  end_date: string | null;
  plan_type: string;
  ongoing: boolean;
  term: number | null;
  term_type: string | null;
  validity_period: number | null;
  visit_pass_term_type: string | null;
}

/** The end date the sale writes (memberships/sale/membership-sale.ts), or null for an ongoing option. */
function saleEnd(m: MembershipRow): string | null {
  const start = Temporal.PlainDate.from(m.start_date);
  if (m.plan_type === 'VISITOR_PASS')
    return m.validity_period
      ? termEnd(start, m.validity_period, (m.visit_pass_term_type ?? 'DAYS') as TermUnit).toString()
      : null;
  if (!m.ongoing && m.term && m.term_type) return termEnd(start, m.term, m.term_type as TermUnit).toString();
  return null;
}

describe('the demo data agrees with itself', () => {
  it('gives every fixed-term membership and visit pass its end date (ended early, never later)', async () => {
    const { rows } = await db.pools.owner.query<MembershipRow>(
      `select m.id, m.start_date::text, m.end_date::text, p.type as plan_type, o.ongoing, o.term,
         o.term_type, o.validity_period, o.visit_pass_term_type
       from memberships m join payment_options o on o.id = m.payment_option_id
       join membership_plans p on p.id = m.membership_plan_id`,
    );
    expect(rows.length).toBeGreaterThan(1000);
    const wrong = rows.flatMap((m) => {
      const end = saleEnd(m);
      if (end === null) return [];
      return m.end_date !== null && m.end_date <= end
        ? []
        : [`${m.id}: ends ${m.end_date}, term ends ${end}`];
    });
    expect(wrong).toEqual([]);
    // Some of each are seeded, so the check is not empty.
    expect(rows.filter((m) => !m.ongoing && m.term && m.plan_type === 'ONGOING').length).toBeGreaterThan(10);
  });

  it('settles and dishonours every seeded debit as the sandbox rules for its payment method say', async () => {
    const { rows: accounts } = await db.pools.owner.query<{
      membership_id: string;
      customer_reference: string;
      ddr_status: string;
      payment_method_summary: string | null;
      country: string;
    }>(
      `select a.membership_id, a.customer_reference, a.ddr_status, a.payment_method_summary, b.country
       from membership_billing_accounts a join memberships m on m.id = a.membership_id
       join branches b on b.id = m.branch_id
       where a.customer_reference is not null`,
    );
    expect(accounts.length).toBeGreaterThan(1000);
    const { rows: outcomes } = await db.pools.owner.query<{
      membership_id: string;
      type: string;
      reason: string | null;
      date: string;
    }>(
      `select membership_id, type, reason, date::text from ledger_entries
       where type in ('DEBIT_SETTLED', 'DEBIT_DISHONOURED') order by date, seq`,
    );
    const byMembership = Map.groupBy(outcomes, (row) => row.membership_id);
    // A customer (reference) may bill two memberships after a plan change: its debits in date order.
    const customers = Map.groupBy(accounts, (account) => account.customer_reference);
    const wrong: string[] = [];
    let declined = 0;
    for (const [reference, held] of customers) {
      const summaries = new Set(held.map((account) => account.payment_method_summary));
      const [summary = null] = summaries;
      const ending = summary?.match(/^Bank account ending (\d{3})$/)?.[1];
      if (summaries.size !== 1 || !ending) {
        wrong.push(`${reference}: payment method ${[...summaries].join(' / ')}`);
        continue;
      }
      const country = held[0]?.country === 'AU' ? 'AU' : 'NZ';
      const accountName = 'Demo Member';
      const behaviour = sandboxBehaviour(
        country === 'NZ'
          ? { method: 'BANK_ACCOUNT', country, accountName, accountNumber: `12-3140-0171323-${ending}` }
          : {
              method: 'BANK_ACCOUNT',
              country,
              accountName,
              bsb: '062-000',
              accountNumber: `123456${ending}`,
            },
      );
      if (behaviour.ddr === 'REJECTED') {
        if (held.some((account) => account.ddr_status === 'DDR_ACTIVE'))
          wrong.push(`${reference}: ending ${ending} is rejected, yet its direct debit is active`);
        continue;
      }
      const debits = held
        .flatMap((account) => byMembership.get(account.membership_id) ?? [])
        .sort((a, b) => a.date.localeCompare(b.date));
      debits.forEach((debit, index) => {
        const dishonoured =
          behaviour.debits === 'DECLINE_ALWAYS' || (behaviour.debits === 'DECLINE_ONCE' && index === 0);
        const expected = dishonoured ? 'DEBIT_DISHONOURED' : 'DEBIT_SETTLED';
        if (dishonoured) declined += 1;
        const reason = 'reason' in behaviour ? behaviour.reason : null;
        if (debit.type !== expected || (dishonoured && debit.reason !== reason))
          wrong.push(`${reference} (ending ${ending}) ${debit.date}: ${debit.type} ${debit.reason ?? ''}`);
      });
    }
    expect(wrong).toEqual([]);
    // The demo still shows dishonours (the overdue members and some paid back at the desk).
    expect(declined).toBeGreaterThan(10);
  });
});
