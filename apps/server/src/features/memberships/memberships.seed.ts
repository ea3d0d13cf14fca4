import { randomBytes } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import type { DemoSeedContext, SeedStep } from '../../platform/modules/demo-plan.ts';
import { importSandboxCustomers } from '../billing/public.ts';
import { type DemoPerson, demoMembersOf, demoPersons } from '../members/public.ts';
import { refreshOverdueTags } from './blocking/overdue.ts';
import {
  insertDemoMemberships,
  issueDemoReceipts,
  loadDemoSaleOptions,
} from './seed/demo-memberships.repository.ts';
import { buildDemoMemberships } from './seed/demo-memberships.ts';

/**
 * The demo memberships with their billing accounts and ledger history (seed/demo-memberships.ts),
 * sold from the catalogue the plans step seeded, to the persons the members step seeded.
 */
export const membershipsSeed: SeedStep = {
  after: ['members', 'plans', 'billing-accounts'],
  async run(tx, demo) {
    const { organisation: org, tenantNumber, anchor } = demo;
    const members = demoMembersOf(demo);
    const branches = new Map(org.branches.map((branch) => [branch.id, branch]));
    const today = Temporal.PlainDate.from(anchor.toISOString().slice(0, 10));
    const overduePersonIds = new Set(
      members.persons.filter((p) => p.tags?.includes('overdue')).flatMap((p) => (p.id ? [p.id] : [])),
    );
    const persons = demoPersons(org, members);
    const inactivePersonIds = new Set(
      members.roles.filter((r) => r.roleType === 'Member' && r.status === 'INACTIVE').map((r) => r.personId),
    );
    const rows = buildDemoMemberships({
      applicationId: org.id,
      tenantNumber,
      provider: org.billingProvider,
      today,
      persons,
      overduePersonIds: new Set([
        ...overduePersonIds,
        ...overdueControlDemo(org, persons, inactivePersonIds),
      ]),
      inactivePersonIds,
      options: await loadDemoSaleOptions(tx),
      regionOf: (branchId) => {
        const branch = branches.get(branchId);
        return { country: branch?.country ?? org.defaultCountry, state: branch?.state ?? null };
      },
      newSignupToken: () => randomBytes(32).toString('base64url'),
    });
    await insertDemoMemberships(tx, rows);
    await issueDemoReceipts(tx, org.id, rows);
    // The members step tagged some members 'overdue' before any membership existed; the tag is
    // billing's (an unpaid dishonoured debit), so it is set as the product sets it: a tagged person
    // the sale left without one (no membership on file, nothing bounced) loses it.
    await refreshOverdueTags(tx, [...overduePersonIds], today);
    // The billing company's side: outside this transaction (another role's tables); a failed seed
    // leaves customers for memberships that never were, which no run ever bills.
    if (demo.sandboxPool)
      await importSandboxCustomers(demo.sandboxPool, org.billingProvider, org.id, rows.sandboxCustomers);
  },
};

/**
 * Overdue control needs an overdue member to show (docs/overdue-control.md "Demo"). Paysmart
 * organisations have the members seed's 'overdue' members; under debitsuccess the first current
 * member of the organisation's last branch is sold like them: their account ends 098, so their
 * first debit was dishonoured (Insufficient funds) and is unpaid. Nothing is blocked until staff
 * turn overdue control on.
 */
function overdueControlDemo(
  org: DemoSeedContext['organisation'],
  persons: readonly DemoPerson[],
  inactive: ReadonlySet<string>,
): string[] {
  const branch = org.branches.at(-1);
  if (org.billingProvider !== 'DEBITSUCCESS' || !branch) return [];
  const member = persons.find((p) => p.branch.id === branch.id && p.isMember && !inactive.has(p.id));
  return member ? [member.id] : [];
}
