import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import type { DemoSeedContext } from '../../../platform/modules/demo-plan.ts';
import {
  appendLedgerEntries,
  debitReference,
  ledgerOfMembership,
  reversalFeeKey,
} from '../../billing/public.ts';
import { findSteadyBillingMembership } from '../memberships.repository.ts';

/** The provider's dishonour fee the demo's declined debit leaves unpaid, in cents. */
const DEMO_DISHONOUR_FEE = 1500;

/**
 * Overdue control needs an overdue member to show (docs/overdue-control.md "Demo"): under
 * debitsuccess the seeded history pays everything, so one member of the organisation's last
 * branch gets a debit declined at the bank seven days ago, its dishonour fee unpaid. Nothing is
 * blocked until staff turn overdue control on (Organisation settings, Overdue). Paysmart
 * organisations already have overdue members (the members seed's 'overdue' tag). Overdue control
 * blocks memberships, so its demo is memberships' part of the seed, written after the history.
 */
export async function seedOverdueDemo(tx: Transaction, demo: DemoSeedContext): Promise<void> {
  const org = demo.organisation;
  const branch = org.branches.at(-1);
  if (org.billingProvider !== 'DEBITSUCCESS' || !branch) return;
  const today = Temporal.PlainDate.from(demo.anchor.toISOString().slice(0, 10));
  // A member of a month's standing, so the declined debit is not their first.
  const membershipId = await findSteadyBillingMembership(
    tx,
    branch.id,
    today.subtract({ days: 30 }).toString(),
  );
  if (!membershipId) return;
  const references = new Set((await ledgerOfMembership(tx, membershipId)).map((entry) => entry.reference));
  // A day of its own: the reference names the membership and the debit date.
  let date = today.subtract({ days: 7 });
  while (references.has(debitReference(membershipId, date.toString()))) date = date.subtract({ days: 1 });
  const reference = debitReference(membershipId, date.toString());
  const outcome = date.add({ days: 2 }).toString();
  const row = { applicationId: org.id, membershipId };
  await appendLedgerEntries(tx, [
    { ...row, type: 'DEBIT_SUBMITTED', reference, amount: DEMO_DISHONOUR_FEE, date: date.toString() },
    { ...row, type: 'DEBIT_DISHONOURED', reference, reason: 'INSUFFICIENT_FUNDS', date: outcome },
    {
      ...row,
      type: 'CHARGE',
      chargeKey: reversalFeeKey(reference),
      kind: 'REVERSAL_FEE',
      amount: DEMO_DISHONOUR_FEE,
      date: outcome,
    },
  ]);
}
