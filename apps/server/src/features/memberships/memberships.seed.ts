import { randomBytes } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import type { SeedStep } from '../../platform/modules/demo-plan.ts';
import { importSandboxCustomers } from '../billing/public.ts';
import { demoMembersOf, demoPersons } from '../members/public.ts';
import { refreshOverdueTags } from './blocking/overdue.ts';
import { insertDemoMemberships, loadDemoSaleOptions } from './seed/demo-memberships.repository.ts';
import { buildDemoMemberships } from './seed/demo-memberships.ts';
import { seedOverdueDemo } from './seed/demo-overdue.ts';

/**
 * The demo memberships with their billing accounts and ledger history (seed/demo-memberships.ts),
 * sold from the catalogue the plans step seeded, to the persons the members step seeded, and
 * overdue control's demo member (seed/demo-overdue.ts).
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
    const rows = buildDemoMemberships({
      applicationId: org.id,
      tenantNumber,
      provider: org.billingProvider,
      today,
      persons: demoPersons(org, members),
      overduePersonIds,
      inactivePersonIds: new Set(
        members.roles
          .filter((r) => r.roleType === 'Member' && r.status === 'INACTIVE')
          .map((r) => r.personId),
      ),
      options: await loadDemoSaleOptions(tx),
      regionOf: (branchId) => {
        const branch = branches.get(branchId);
        return { country: branch?.country ?? org.defaultCountry, state: branch?.state ?? null };
      },
      newSignupToken: () => randomBytes(32).toString('base64url'),
    });
    await insertDemoMemberships(tx, rows);
    // The members step tagged some members 'overdue' before any membership existed; the tag is
    // billing's (an unpaid dishonoured debit), so it is set as the product sets it: a tagged person
    // the sale left without one (no membership on file, nothing bounced) loses it.
    await refreshOverdueTags(tx, [...overduePersonIds], today);
    // The billing company's side: outside this transaction (another role's tables); a failed seed
    // leaves customers for memberships that never were, which no run ever bills.
    if (demo.sandboxPool)
      await importSandboxCustomers(demo.sandboxPool, org.billingProvider, org.id, rows.sandboxCustomers);
    await seedOverdueDemo(tx, demo);
  },
};
