import { ledgerSummary, todayIn } from '@clubline/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant.ts';
import { makePerson, type SecondTenant, secondTenant } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { makeBranchBillingAccount } from '../billing-accounts/billing-accounts.testing.ts';
import { makeMembership } from '../memberships/memberships.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../plans/plans.testing.ts';
import { type LedgerInsert, ledgerOf, membershipsInArrears, toLedgerEntry } from './ledger.repository.ts';

/**
 * membershipsInArrears sums in PostgreSQL what the domain's ledgerSummary works out in the process:
 * for random ledgers (charges due and not yet due, debits settled, dishonoured, pending or never
 * submitted, payments at the desk) it names exactly the memberships whose overdue amount is above 0.
 * Overdue control relies on it to skip the ledgers of everyone else.
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

const item = fc.record({
  amount: fc.integer({ min: 1, max: 5000 }),
  /** Negative: due that many days ago; positive: not due yet. */
  dueInDays: fc.integer({ min: -20, max: 6 }),
  outcome: fc.constantFrom('SETTLED', 'DISHONOURED', 'PENDING', 'NOT_SUBMITTED'),
  paidAtDesk: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
});

let run = 0;

describe('membershipsInArrears (property)', () => {
  it('names exactly the memberships whose ledgerSummary has an overdue amount', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(item, { maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        async (ledgers) => {
          run += 1;
          const today = todayIn(tenant.branches.adelaide.timeZone);
          const ids = await tenant.build(async (tx) => {
            const made: string[] = [];
            for (const [m, items] of ledgers.entries()) {
              const person = await makePerson(tx, { homeBranchId: adelaide });
              const ledger = items.flatMap(
                (entry, i): Omit<LedgerInsert, 'applicationId' | 'membershipId'>[] => {
                  const date = today.add({ days: entry.dueInDays }).toString();
                  const reference = `A-${run}-${m}-${i}`;
                  const rows: Omit<LedgerInsert, 'applicationId' | 'membershipId'>[] = [
                    {
                      type: 'CHARGE',
                      chargeKey: `RECURRING:${i}`,
                      kind: 'RECURRING',
                      amount: entry.amount,
                      date,
                    },
                  ];
                  if (entry.outcome !== 'NOT_SUBMITTED')
                    rows.push({ type: 'DEBIT_SUBMITTED', reference, amount: entry.amount, date });
                  if (entry.outcome === 'SETTLED') rows.push({ type: 'DEBIT_SETTLED', reference, date });
                  if (entry.outcome === 'DISHONOURED')
                    rows.push({ type: 'DEBIT_DISHONOURED', reference, reason: 'INSUFFICIENT_FUNDS', date });
                  if (entry.paidAtDesk !== null)
                    rows.push({
                      type: 'PAYMENT',
                      reference: `PAY-${reference}`,
                      amount: entry.paidAtDesk,
                      date,
                    });
                  return rows;
                },
              );
              const membership = await makeMembership(tx, {
                personId: person.id,
                branchId: adelaide,
                membershipPlanId: plan,
                paymentOptionId: option,
                startDate: today.subtract({ days: 30 }).toString(),
                account: { branchBillingAccountId: account, provider: 'PAYSMART' },
                ledger,
              });
              made.push(membership.id);
            }
            return made;
          });
          await withTenant(server.deps.db, tenant.applicationId, async (tx) => {
            const summed = await membershipsInArrears(tx, today.toString());
            const read = await ledgerOf(tx, ids);
            for (const id of ids) {
              const overdue = ledgerSummary((read.get(id) ?? []).map(toLedgerEntry), today).overdueAmount;
              expect(summed.has(id), `membership ${id}, overdue ${overdue}`).toBe(overdue > 0);
            }
          });
        },
      ),
      { numRuns: 30, seed: 20_261_128 },
    );
  });
});
