import { DEFAULT_OVERDUE_SETTINGS, type OverdueSettings, todayIn } from '@clubline/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../platform/db/tenant.ts';
import { makePerson, type SecondTenant, secondTenant } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import type { LedgerInsert } from '../../billing/public.ts';
import { makeBranchBillingAccount } from '../../billing-accounts/billing-accounts.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import { makeMembership } from '../memberships.testing.ts';
import { assessOverdueBlocking } from './membership-blocking.ts';

/**
 * Overdue control is idempotent and reversible (docs/overdue-control.md): for
 * random ledgers and settings, one run blocks exactly the memberships the rule names (an oracle
 * written from the rule's words, not from the code), a second run changes nothing, and turning
 * control off puts every membership, role and tag back as it was.
 */
let server: TestServer;
let tenant: SecondTenant;
let adelaide: string;
let account: string;
let plan: string;
let option: string;

beforeAll(async () => {
  server = await createTestServer();
  tenant = await secondTenant(server);
  adelaide = tenant.branches.adelaide.id;
  await tenant.build(async (tx) => {
    account = (await makeBranchBillingAccount(tx, { branchId: adelaide, isDefault: true })).id;
    plan = (await makeMembershipPlan(tx, { country: 'AU' })).id;
    option = (
      await makePaymentOption(tx, {
        membershipPlanId: plan,
        sellingBranchIds: [adelaide],
        status: 'PUBLISHED',
      })
    ).id;
  });
});
afterAll(() => server.close());

const OUTCOMES = ['SETTLED', 'DISHONOURED', 'PENDING', 'NOT_SUBMITTED'] as const;
type Outcome = (typeof OUTCOMES)[number];
interface Debt {
  amount: number;
  daysAgo: number;
  outcome: Outcome;
}

const debt: fc.Arbitrary<Debt> = fc.record({
  amount: fc.integer({ min: 1, max: 6000 }),
  daysAgo: fc.integer({ min: 0, max: 12 }),
  outcome: fc.constantFrom(...OUTCOMES),
});
const settings: fc.Arbitrary<OverdueSettings> = fc.record({
  enabled: fc.boolean(),
  maximumOverdueAmount: fc.integer({ min: 0, max: 6000 }),
  gracePeriodInDays: fc.integer({ min: 0, max: 10 }),
});

/** The rule's words: more than the maximum unpaid (not pending, not settled), for more than the grace days. */
function oracle(debts: readonly Debt[], chosen: OverdueSettings): boolean {
  const unpaid = debts.filter((item) => item.outcome === 'DISHONOURED' || item.outcome === 'NOT_SUBMITTED');
  const amount = unpaid.reduce((sum, item) => sum + item.amount, 0);
  const oldest = Math.max(-1, ...unpaid.map((item) => item.daysAgo));
  return chosen.enabled && amount > chosen.maximumOverdueAmount && oldest > chosen.gracePeriodInDays;
}

let run = 0;

describe('overdue control (property)', () => {
  it('blocks what the rule names, changes nothing the second time, and undoes itself', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(debt, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }),
        settings,
        async (members, chosen) => {
          run += 1;
          const today = todayIn(tenant.branches.adelaide.timeZone);
          const made = await tenant.build(async (tx) => {
            // One after another: a transaction is one connection.
            const rows = [];
            for (const [m, debts] of members.entries()) {
              const person = await makePerson(tx, { homeBranchId: adelaide });
              const ledger = debts.flatMap(
                (item, d): Omit<LedgerInsert, 'applicationId' | 'membershipId'>[] => {
                  const date = today.subtract({ days: item.daysAgo }).toString();
                  const reference = `P-${run}-${m}-${d}`;
                  const charge = {
                    type: 'CHARGE',
                    chargeKey: `RECURRING:${d}`,
                    kind: 'RECURRING',
                    amount: item.amount,
                    date,
                  };
                  if (item.outcome === 'NOT_SUBMITTED') return [charge];
                  const submitted = {
                    type: 'DEBIT_SUBMITTED',
                    reference,
                    amount: item.amount,
                    date,
                  };
                  if (item.outcome === 'PENDING') return [charge, submitted];
                  if (item.outcome === 'SETTLED')
                    return [charge, submitted, { type: 'DEBIT_SETTLED', reference, date }];
                  return [
                    charge,
                    submitted,
                    {
                      type: 'DEBIT_DISHONOURED',
                      reference,
                      reason: 'INSUFFICIENT_FUNDS',
                      date,
                    },
                  ];
                },
              );
              const membership = await makeMembership(tx, {
                personId: person.id,
                branchId: adelaide,
                membershipPlanId: plan,
                paymentOptionId: option,
                startDate: today.subtract({ days: 30 }).toString(),
                account: { branchBillingAccountId: account, provider: 'DEBITSUCCESS' },
                ledger,
              });
              rows.push({ membership: membership.id, person: person.id, blocked: oracle(debts, chosen) });
            }
            return rows;
          });
          const assess = (with_: OverdueSettings) =>
            withTenant(server.deps.db, tenant.applicationId, (tx) =>
              assessOverdueBlocking(tx, tenant.applicationId, with_, today),
            );
          const before = await snapshot(made.map((item) => item.membership));

          const first = await assess(chosen);
          const expected = made.filter((item) => item.blocked).length;
          expect(first).toEqual({ blocked: expected, unblocked: 0 });
          const after = await snapshot(made.map((item) => item.membership));
          for (const item of made) {
            expect(after.get(item.membership)).toEqual(
              item.blocked
                ? { status: 'BLOCKED', role: 'BLOCKED', tagged: true }
                : before.get(item.membership),
            );
          }
          expect(await assess(chosen)).toEqual({ blocked: 0, unblocked: 0 });
          expect(await snapshot(made.map((item) => item.membership))).toEqual(after);

          expect(await assess(DEFAULT_OVERDUE_SETTINGS)).toEqual({ blocked: 0, unblocked: expected });
          expect(await snapshot(made.map((item) => item.membership))).toEqual(before);
          // Out of the way of the next case: these memberships end (no longer ACTIVE, never blocked).
          await server.db.pools.owner.query(
            'update memberships set end_date = start_date + 1, cancellation_reason = null where id = any($1)',
            [made.map((item) => item.membership)],
          );
        },
      ),
      { numRuns: 25, seed: 20_261_127 },
    );
  });
});

async function snapshot(ids: string[]) {
  const result = await server.db.pools.owner.query<{
    id: string;
    status: string;
    role: string;
    tagged: boolean;
  }>(
    `select m.id, m.status, r.status as role, 'blocked' = any(p.tags) as tagged
     from memberships m join persons p on p.id = m.person_id
     join person_branch_roles r on r.person_id = p.id and r.branch_id = m.branch_id and r.role_type = 'Member'
     where m.id = any($1)`,
    [ids],
  );
  return new Map(
    result.rows.map((row) => [row.id, { status: row.status, role: row.role, tagged: row.tagged }]),
  );
}
