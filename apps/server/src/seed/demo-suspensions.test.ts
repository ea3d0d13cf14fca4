import { classifySuspension, suspensionFeeCharges } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingDay } from '../features/billing/billing-run.ts';
import { sandboxBillingProviders } from '../features/billing/providers/sandbox-billing.repository.ts';
import { chargeKey, membershipSchedule } from '../features/billing/public.ts';
import { demoMembersOf, demoPersons } from '../features/members/public.ts';
import { loadDemoSaleOptions } from '../features/memberships/seed/demo-memberships.repository.ts';
import {
  buildDemoMemberships,
  type DemoMembershipRows,
} from '../features/memberships/seed/demo-memberships.ts';
import { SUSPENDED_DEMO_MEMBER } from '../features/memberships/seed/demo-suspensions.ts';
import { refreshSuspendedStatuses } from '../features/memberships/suspensions/membership-suspension.jobs.ts';
import { withTenant } from '../platform/db/tenant.ts';
import { localFileStorage } from '../platform/files/local-file-storage.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { DEMO_ORGANISATIONS } from './demo-data.ts';

/*
 * The demo suspensions (memberships/seed/demo-suspensions.ts): current, past and future
 * ones on billing memberships, their ledger billed around them as the runs would have, so the next
 * billing days bill a suspended member only the weekly fee and the status job changes nothing.
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ template: 'demo' });
});
afterAll(() => db.drop());

const today = Temporal.PlainDate.from('2026-11-23');
const demo = DEMO_ORGANISATIONS.find((o) => o.billingProvider === 'PAYSMART');
const acme = DEMO_ORGANISATIONS.find((o) => o.billingProvider === 'DEBITSUCCESS');

async function build(index: number): Promise<{ rows: DemoMembershipRows; personIds: string[][] }> {
  const org = DEMO_ORGANISATIONS[index];
  if (!org) throw new Error('no demo organisation');
  const context = {
    organisation: org,
    tenantNumber: index + 1,
    anchor: new Date(`${today.toString()}T00:00:00Z`),
    now: new Date(),
    passwordHash: '',
    storage: localFileStorage('/tmp'),
    sandboxPool: null,
  };
  const members = demoMembersOf(context);
  let tokens = 0;
  const persons = demoPersons(org, members);
  // Each branch's persons in seed order, by the branch's order in the organisation.
  const personIds = org.branches.map((b) => persons.filter((p) => p.branch.id === b.id).map((p) => p.id));
  const rows = buildDemoMemberships({
    applicationId: org.id,
    tenantNumber: index + 1,
    provider: org.billingProvider,
    today,
    persons,
    overduePersonIds: new Set(
      members.persons.filter((p) => p.tags?.includes('overdue')).map((p) => p.id ?? ''),
    ),
    inactivePersonIds: new Set(),
    options: await withTenant(db.pools.appDb, org.id, loadDemoSaleOptions),
    regionOf: (branchId) => {
      const branch = org.branches.find((b) => b.id === branchId);
      return { country: branch?.country ?? 'NZ', state: branch?.state ?? null };
    },
    newSignupToken: () => `token-${++tokens}`,
  });
  return { rows, personIds };
}
const demoIndex = demo ? DEMO_ORGANISATIONS.indexOf(demo) : -1;

describe('the demo suspensions', () => {
  it('suspends a handful of billing memberships now, in the past and soon, the journey member now', async () => {
    const { rows, personIds } = await build(demoIndex);
    const classes = rows.suspensions.map((s) => `${s.kind}/${classifySuspension(s, today.toString())}`);
    expect(classes.filter((c) => c === 'SUSPENSION/CURRENT').length).toBeGreaterThanOrEqual(2);
    expect(classes).toContain('SUSPENSION/PAST');
    expect(classes).toContain('SUSPENSION/FUTURE');
    expect(classes).toContain('FREE_PERIOD/CURRENT');
    expect(rows.suspensions.length).toBeLessThan(20);
    const membershipOf = new Map(rows.memberships.map((m) => [m.id, m]));
    for (const s of rows.suspensions) {
      const membership = membershipOf.get(s.membershipId);
      const running = classifySuspension(s, today.toString()) === 'CURRENT';
      expect(membership?.status).toBe(
        running ? (s.kind === 'FREE_PERIOD' ? 'FREE_PERIOD' : 'SUSPENDED') : 'ACTIVE',
      );
      // The branch billing account's weekly fee (NZ $5, AU $4.50); a free period has none.
      if (s.kind === 'FREE_PERIOD') expect(s.suspensionFee).toBe(0);
      else expect([500, 450]).toContain(s.suspensionFee);
    }
    // The journey's member (README "Memberships and billing"): Wellington's person 21, suspended now.
    const journeyId = personIds[SUSPENDED_DEMO_MEMBER.branchOrder]?.[SUSPENDED_DEMO_MEMBER.personIndex];
    const journey = rows.memberships.filter((m) => m.personId === journeyId);
    expect(journey.map((m) => m.status)).toEqual(['SUSPENDED']);
    // The members the other journeys use (Wellington's first twenty) are left alone.
    const untouched = new Set(personIds[SUSPENDED_DEMO_MEMBER.branchOrder]?.slice(0, 20));
    const suspendedPersons = rows.suspensions.map((s) => membershipOf.get(s.membershipId)?.personId);
    expect(suspendedPersons.filter((id) => id && untouched.has(id))).toEqual([]);
  });

  it('writes the ledger of a suspended membership from the schedule with its suspensions: no debit for a suspended day, the weekly fee instead', async () => {
    const { rows } = await build(demoIndex);
    const options = await withTenant(db.pools.appDb, demo?.id ?? '', loadDemoSaleOptions);
    const yesterday = today.subtract({ days: 1 }).toString();
    let fees = 0;
    for (const [membershipId, suspensions] of Map.groupBy(rows.suspensions, (s) => s.membershipId)) {
      const membership = rows.memberships.find((m) => m.id === membershipId);
      const sale = options.find(
        (o) => o.option.id === membership?.paymentOptionId && o.branchId === membership?.branchId,
      );
      if (!membership || !sale) throw new Error('suspended membership without its sale');
      const branch = demo?.branches.find((b) => b.id === membership.branchId);
      const spans = suspensions.map((s) => ({ ...s, suspensionFee: s.suspensionFee ?? 0 }));
      const schedule = membershipSchedule({
        membership: {
          startDate: membership.startDate,
          endDate: null,
          firstPaymentDate: membership.firstPaymentDate ?? null,
          joinFee: membership.joinFee ?? 0,
          accessCardFee: membership.accessCardFee ?? 0,
          partialPaymentAmount: null,
          isPartialAmountOverridden: false,
          joinFeePaidInBranch: membership.joinFeePaidInBranch ?? false,
          accessCardFeePaidInBranch: membership.accessCardFeePaidInBranch ?? false,
          partialPaymentPaidInBranch: false,
          waiveAdminFee: membership.waiveAdminFee ?? false,
          oneOffPaymentType: null,
          suspensions: spans,
        },
        option: sale.option,
        planType: sale.planType,
        provider: 'PAYSMART',
        administrationFee: sale.administrationFee,
        region: { country: branch?.country ?? 'NZ', state: branch?.state ?? null },
        until: today,
      });
      const suspended = (day: Temporal.PlainDate) =>
        spans.some((s) => s.startDate <= day.toString() && day.toString() < s.endDate);
      // No period starts on a suspended day (none pays for one: the domain's property test).
      for (const charge of schedule.charges)
        if (charge.kind !== 'SUSPENSION_FEE' && charge.period)
          expect(suspended(charge.period.start)).toBe(false);
      // The ledger holds exactly the schedule's charges due before today (at the desk or debited),
      // the weekly fees included: what the runs would have written.
      const charged = rows.ledger.filter(
        (e) => e.membershipId === membershipId && e.type === 'CHARGE' && e.kind !== 'REVERSAL_FEE',
      );
      expect(charged.map((e) => `${e.chargeKey}=${e.amount}@${e.date}`).sort()).toEqual(
        schedule.charges
          .filter((c) => c.dueDate.toString() <= yesterday)
          .map((c) => `${chargeKey(c.kind, c.sequence)}=${c.amount}@${c.dueDate.toString()}`)
          .sort(),
      );
      const weeks = suspensionFeeCharges(
        spans.map((s) => ({
          startDate: Temporal.PlainDate.from(s.startDate),
          endDate: Temporal.PlainDate.from(s.endDate),
          suspensionFee: s.suspensionFee,
        })),
        today,
      ).length;
      expect(charged.filter((e) => e.kind === 'SUSPENSION_FEE').length).toBe(
        suspensions.some((s) => s.kind === 'FREE_PERIOD') ? 0 : weeks,
      );
      fees += weeks;
    }
    expect(fees).toBeGreaterThan(5);
  });

  it('the next billing days bill a suspended membership only its weekly fee; the status job changes nothing', async () => {
    // The shared demo database was seeded today (UTC) with its sandbox customers.
    const seededOn = Temporal.Now.plainDateISO('UTC');
    const providers = sandboxBillingProviders(db.pools.owner, { settlementDays: 2 });
    for (const org of [demo, acme]) {
      if (!org) throw new Error('no demo organisation');
      const { rows: seeded } = await db.pools.owner.query<{
        membership_id: string;
        status: string;
        kind: string;
        start_date: string;
        end_date: string;
        time_zone: string;
        branch_id: string;
      }>(
        `select s.membership_id, m.branch_id, m.status, s.kind, s.start_date::text, s.end_date::text, b.time_zone
           from membership_suspensions s join memberships m on m.id = s.membership_id
           join branches b on b.id = m.branch_id where s.application_id = $1`,
        [org.id],
      );
      const current = seeded.filter(
        (s) =>
          classifySuspension(
            { startDate: s.start_date, endDate: s.end_date },
            Temporal.Now.plainDateISO(s.time_zone).toString(),
          ) === 'CURRENT',
      );
      expect(current.length).toBeGreaterThanOrEqual(1);
      // Acme's is at Adelaide: Hobart keeps the overdue control demo's member (organisation settings).
      if (org === acme) expect(current.map((s) => s.branch_id)).toEqual([acme.branches[0]?.id]);
      for (const s of seeded) {
        const running = current.includes(s);
        expect(s.status).toBe(running ? (s.kind === 'FREE_PERIOD' ? 'FREE_PERIOD' : 'SUSPENDED') : 'ACTIVE');
      }
      expect(await refreshSuspendedStatuses(db.pools.appDb, org.id)).toBe(0);

      const ids = current.map((s) => s.membership_id);
      const ledger = async () =>
        (
          await db.pools.owner.query<{
            id: string;
            membership_id: string;
            type: string;
            kind: string | null;
            amount: number | null;
          }>(
            'select id, membership_id, type, kind, amount from ledger_entries where membership_id = any($1)',
            [ids],
          )
        ).rows;
      const before = new Set((await ledger()).map((e) => e.id));
      // A week of billing days from today (the seed wrote up to yesterday): a fee week starts in it.
      for (
        let day = seededOn;
        Temporal.PlainDate.compare(day, seededOn.add({ days: 7 })) < 0;
        day = day.add({ days: 1 })
      )
        await runBillingDay(db.pools.appDb, providers, org.id, day.toString());
      const added = (await ledger()).filter((e) => !before.has(e.id));
      for (const s of current) {
        const charges = added.filter((e) => e.membership_id === s.membership_id && e.type === 'CHARGE');
        if (s.kind === 'FREE_PERIOD') expect(charges).toEqual([]);
        else {
          expect(charges.map((e) => e.kind)).toEqual(['SUSPENSION_FEE']);
          expect(charges[0]?.amount).toBeGreaterThan(0);
        }
      }
      expect(await refreshSuspendedStatuses(db.pools.appDb, org.id)).toBe(0);
    }
  });
});
