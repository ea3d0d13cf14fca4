import { todayIn } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../features.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { runBillingDay } from '../../billing/billing-run.ts';
import type { BillingProviders } from '../../billing/providers/billing-provider.ts';
import { sandboxBillingProviders } from '../../billing/providers/sandbox-billing.repository.ts';
import { makeMembership, makeWeeklyCatalogue } from '../memberships.testing.ts';
import { refreshSuspendedStatuses } from './membership-suspension.jobs.ts';
import { insertSuspension } from './membership-suspensions.repository.ts';

/**
 * End now brings the debits forward (docs/billing.md "Suspensions", "Changes"): the payment the
 * suspension interrupted falls due today, before the runs' cursor (the next weekly fee). The cursor
 * must come back with it, or no run ever bills that payment (a charge before the cursor is skipped).
 */
let server: TestServer;
let org: OrganisationScenario;
let providers: BillingProviders;
let wellington: string;
let account: string;
let plan: string;
let weekly: string;

const today = () => todayIn('Pacific/Auckland');

beforeAll(async () => {
  server = await createTestServer();
  providers = sandboxBillingProviders(server.db.pools.owner, { settlementDays: 2 });
  org = await organisationScenario(server, { billingProvider: 'PAYSMART', defaultCountry: 'NZ' });
  wellington = org.branches.wellington.id;
  ({ account, plan, weekly } = await org.build((tx) =>
    makeWeeklyCatalogue(tx, wellington, { account: { suspensionFee: 500 } }),
  ));
});
afterAll(() => server.close());

const UPDATE = `mutation U($b: ID!, $input: UpdateMembershipSuspensionInput!) {
  updateMembershipSuspensionEndDate(branchId: $b, updateMembershipSuspensionInput: $input) { ticketId }
}`;

/** Starts End now for the membership and applies its ticket as the worker would; the ticket's status. */
async function endNow(membershipId: string, personId: string): Promise<string | undefined> {
  const response = await server.graphql<{ updateMembershipSuspensionEndDate: { ticketId: string } }>(
    org.frontDesk,
    UPDATE,
    { b: wellington, input: { membershipId, personId, endDate: today().toString() } },
  );
  const ticketId = response.data?.updateMembershipSuspensionEndDate.ticketId;
  if (!ticketId) throw new Error(JSON.stringify(response.errors));
  await processAsyncOperation(
    server.deps.db,
    modules.asyncOperations,
    { applicationId: org.applicationId, ticketId },
    { finalAttempt: false },
  );
  const status = await server.graphql<{ getAsyncOperationStatus: { status: string } }>(
    org.frontDesk,
    'query S($t: ID!) { getAsyncOperationStatus(operationDomain: MEMBERSHIP, ticketId: $t) { status } }',
    { t: ticketId },
  );
  return status.data?.getAsyncOperationStatus.status;
}

describe('End now', () => {
  it('bills the payment it brings forward to today (the cursor moves back to it)', async () => {
    // Weekly payments from 31 days ago (3 days off today's weekday), suspended from the third one
    // (17 days ago) for 4 weeks; a run caught it up yesterday, so its cursor is the next fee week
    // (in 4 days). End now: the interrupted payment is due today.
    const first = today().subtract({ days: 31 });
    const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
    const membership = await org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: plan,
        paymentOptionId: weekly,
        status: 'SUSPENDED',
        startDate: first.toString(),
        firstPaymentDate: first.toString(),
        account: {
          branchBillingAccountId: account,
          provider: 'PAYSMART',
          customerReference: 'PS-END-NOW',
          nextDebitDate: first.toString(),
        },
      }),
    );
    const start = first.add({ days: 14 });
    await org.build((tx) =>
      insertSuspension(tx, {
        applicationId: org.applicationId,
        membershipId: membership.id,
        startDate: start.toString(),
        endDate: start.add({ days: 28 }).toString(),
        suspensionFee: 500,
        frequency: 'PERIODS',
      }),
    );
    await runBillingDay(
      server.deps.db,
      providers,
      org.applicationId,
      today().subtract({ days: 1 }).toString(),
    );

    expect(await endNow(membership.id, person.id)).toBe('OK');

    const { rows: ended } = await server.db.pools.owner.query<{ end_date: string }>(
      'select end_date::text from membership_suspensions where membership_id = $1',
      [membership.id],
    );
    expect(ended).toEqual([{ end_date: today().toString() }]);

    for (let day = today(); day.until(today().add({ days: 7 })).days > 0; day = day.add({ days: 1 }))
      await runBillingDay(server.deps.db, providers, org.applicationId, day.toString());
    const { rows } = await server.db.pools.owner.query<{ charge_key: string; date: string }>(
      `select charge_key, date::text from ledger_entries
        where membership_id = $1 and type = 'CHARGE' and kind = 'RECURRING' order by date`,
      [membership.id],
    );
    // RECURRING:0 and :1 before the suspension, :2 (interrupted) now due today (or the next
    // business day); :3 is a week after it.
    expect(rows.map((r) => r.charge_key)).toEqual(['RECURRING:0', 'RECURRING:1', 'RECURRING:2']);
    // Due today, moved to the next business day at most (a long weekend: four days on).
    expect(rows[2]?.date && rows[2].date <= today().add({ days: 4 }).toString()).toBe(true);
  });

  it('on the first day of a suspension takes it back whole (a resume date of its start is no suspension)', async () => {
    const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
    const membership = await org.build((tx) =>
      makeMembership(tx, {
        personId: person.id,
        branchId: wellington,
        membershipPlanId: plan,
        paymentOptionId: weekly,
        status: 'ACTIVE',
        startDate: today().subtract({ days: 30 }).toString(),
        account: { branchBillingAccountId: account, provider: 'PAYSMART', customerReference: 'PS-FIRST-DAY' },
      }),
    );
    await org.build((tx) =>
      insertSuspension(tx, {
        applicationId: org.applicationId,
        membershipId: membership.id,
        startDate: today().toString(),
        endDate: today().add({ days: 14 }).toString(),
        suspensionFee: 500,
        frequency: 'PERIODS',
      }),
    );
    await refreshSuspendedStatuses(server.deps.db, org.applicationId);
    const status = async () =>
      (
        await server.db.pools.owner.query<{ status: string }>(
          'select status from memberships where id = $1',
          [membership.id],
        )
      ).rows[0]?.status;
    expect(await status()).toBe('SUSPENDED');

    expect(await endNow(membership.id, person.id)).toBe('OK');
    const { rows } = await server.db.pools.owner.query(
      'select id from membership_suspensions where membership_id = $1',
      [membership.id],
    );
    expect(rows).toEqual([]);
    expect(await status()).toBe('ACTIVE');
  });
});
