import { freePeriodMessages, nextBillingDate, suspensionMessages, todayIn } from '@clubline/domain';
import type { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../features.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeBranchBillingAccount } from '../../billing-accounts/billing-accounts.testing.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import { findMembershipsByIds } from '../memberships.repository.ts';
import { makeMembership } from '../memberships.testing.ts';
import { refreshSuspendedStatuses } from './membership-suspension.jobs.ts';
import { insertSuspension } from './membership-suspensions.repository.ts';

let server: TestServer;
let org: OrganisationScenario;
let wellington: string;
let account: string;
let plan: string;
let fortnightly: string;

const today = () => todayIn('Pacific/Auckland');
const SUSPENSION_FEE = 500;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server, { billingProvider: 'PAYSMART', defaultCountry: 'NZ' });
  wellington = org.branches.wellington.id;
  await org.build(async (tx) => {
    account = (
      await makeBranchBillingAccount(tx, {
        branchId: wellington,
        isDefault: true,
        suspensionFee: SUSPENSION_FEE,
      })
    ).id;
    plan = (await makeMembershipPlan(tx)).id;
    fortnightly = (
      await makePaymentOption(tx, {
        membershipPlanId: plan,
        sellingBranchIds: [wellington],
        status: 'PUBLISHED',
        paymentAmount: 4000,
        paymentFrequency: 'FORTNIGHTLY',
      })
    ).id;
  });
});
afterAll(() => server.close());

async function billingMembership() {
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: wellington }));
  const membership = await org.build((tx) =>
    makeMembership(tx, {
      personId: person.id,
      branchId: wellington,
      membershipPlanId: plan,
      paymentOptionId: fortnightly,
      status: 'ACTIVE',
      startDate: nextBillingDate('PAYSMART', today().subtract({ days: 40 })).toString(),
      account: {
        branchBillingAccountId: account,
        provider: 'PAYSMART',
        customerReference: `PS-${person.id.slice(0, 8)}`,
      },
    }),
  );
  return { person, membership };
}

const SUSPEND = `mutation S($b: ID!, $input: SuspensionInput!) {
  addMembershipSuspension(branchId: $b, suspensionInput: $input) { ticketId operationDomain }
}`;
const UPDATE = `mutation U($b: ID!, $input: UpdateMembershipSuspensionInput!) {
  updateMembershipSuspensionEndDate(branchId: $b, updateMembershipSuspensionInput: $input) { ticketId }
}`;
const DELETE = `mutation D($input: DeleteMembershipSuspensionInput!) {
  deleteMembershipSuspension(deleteMembershipSuspensionInput: $input) { ticketId }
}`;
const ONE = `query One($personId: ID!, $id: ID!) { getMembership(personId: $personId, membershipId: $id) {
  status
  suspension { startDate endDate suspensionFee frequency classification }
  suspensionHistory { startDate endDate classification }
  nextPayments(count: 6) { date amount charges { kind amount periodStart periodEnd } }
} }`;
const PREVIEW = `query P($personId: ID!, $id: ID!, $date: String!) {
  previewMembershipSuspension(personId: $personId, membershipId: $id, startDate: $date, suspensionDuration: 2) {
    debits { date amount charges { kind amount periodStart periodEnd } }
    stoppedDebits { date }
  }
}`;
const STATUS = `query Status($t: ID!) { getAsyncOperationStatus(operationDomain: MEMBERSHIP, ticketId: $t) { status code } }`;

interface MembershipRead {
  status: string;
  suspension: {
    startDate: string;
    endDate: string;
    suspensionFee: number;
    frequency: string;
    classification: string;
  } | null;
  suspensionHistory: { startDate: string; endDate: string; classification: string }[];
  nextPayments: { date: string; amount: number; charges: { kind: string; amount: number }[] }[];
}

async function read(personId: string, id: string): Promise<MembershipRead> {
  const response = await server.graphql<{ getMembership: MembershipRead }>(org.superAdmin, ONE, {
    personId,
    id,
  });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.getMembership;
}

/** Starts an operation and applies its ticket as the worker would; answers the errors or the ticket's status. */
async function run(document: string, variables: Record<string, unknown>, viewer = org.frontDesk) {
  const response = await server.graphql<Record<string, { ticketId: string }>>(viewer, document, variables);
  const started = Object.values(response.data ?? {})[0];
  if (!started) return { errors: response.errors ?? [], status: null };
  await processAsyncOperation(
    server.deps.db,
    modules.asyncOperations,
    { applicationId: org.applicationId, ticketId: started.ticketId },
    { finalAttempt: false },
  );
  const status = await server.graphql<{ getAsyncOperationStatus: { status: string; code: string | null } }>(
    viewer,
    STATUS,
    { t: started.ticketId },
  );
  return { errors: [], status: status.data?.getAsyncOperationStatus ?? null };
}

const fieldErrorsOf = (errors: readonly { extensions?: Record<string, unknown> }[]) =>
  errors[0]?.extensions?.fieldErrors;

describe('suspensions (spec 2 §4, §5, §7)', () => {
  it('suspends a billing member for 2 payments: the debits move by 28 days and the weekly fee is charged instead', async () => {
    const { person, membership } = await billingMembership();
    const before = await read(person.id, membership.id);
    const start = nextBillingDate('PAYSMART', today().add({ days: 1 }));
    // The preview before saving shows the debits the suspension will leave.
    const preview = await server.graphql<{
      previewMembershipSuspension: { debits: unknown[]; stoppedDebits: unknown[] };
    }>(org.frontDesk, PREVIEW, { personId: person.id, id: membership.id, date: start.toString() });
    const suspend = await run(SUSPEND, {
      b: wellington,
      input: {
        membershipId: membership.id,
        personId: person.id,
        startDate: start.toString(),
        suspensionDuration: 2,
      },
    });
    expect(suspend.status).toEqual({ status: 'OK', code: null });
    const after = await read(person.id, membership.id);
    const resume = start.add({ days: 28 }).toString();
    expect(after.suspension).toEqual({
      startDate: start.toString(),
      endDate: resume,
      suspensionFee: SUSPENSION_FEE,
      frequency: 'PERIODS',
      classification: 'FUTURE',
    });
    expect(after.suspensionHistory).toHaveLength(1);
    const activities = await server.graphql<{
      getMemberActivities: {
        past: { activities: { membershipChange: { action: string; membershipId: string } | null }[] };
      };
    }>(
      org.superAdmin,
      `query A($p: ID!) { getMemberActivities(personId: $p) { past { activities { membershipChange { action membershipId } } } } }`,
      { p: person.id },
    );
    expect(
      activities.data?.getMemberActivities.past.activities.flatMap((a) =>
        a.membershipChange ? [a.membershipChange] : [],
      ),
    ).toContainEqual({ action: 'SUSPENDED', membershipId: membership.id });
    expect(preview.data?.previewMembershipSuspension.debits).toEqual(after.nextPayments);
    expect(preview.data?.previewMembershipSuspension.stoppedDebits.length).toBeGreaterThan(0);
    // Before: a recurring debit on the start; after: none between the start and the resume date.
    expect(before.nextPayments.some((p) => p.date === start.toString())).toBe(true);
    const recurringIn = after.nextPayments.filter(
      (p) => p.date >= start.toString() && p.date < resume && p.charges.some((c) => c.kind === 'RECURRING'),
    );
    expect(recurringIn).toEqual([]);
    const fees = after.nextPayments.flatMap((p) => p.charges).filter((c) => c.kind === 'SUSPENSION_FEE');
    expect(fees.map((fee) => fee.amount)).toEqual([500, 500, 500, 500]);
    expect(
      after.nextPayments.some((p) => p.charges.some((c) => c.kind === 'RECURRING') && p.date >= resume),
    ).toBe(true);

    // A second suspension is not offered while this one is in force.
    const again = await run(SUSPEND, {
      b: wellington,
      input: {
        membershipId: membership.id,
        personId: person.id,
        startDate: start.add({ days: 60 }).toString(),
        suspensionDuration: 1,
      },
    });
    expect(again.errors[0]?.extensions?.code).toBe('MEMBERSHIP_NOT_SUSPENDABLE');

    // Remove the future one: the schedule is back.
    const removed = await run(DELETE, {
      input: { membershipId: membership.id, personId: person.id, branchId: wellington },
    });
    expect(removed.status?.status).toBe('OK');
    const back = await read(person.id, membership.id);
    expect(back.suspension).toBeNull();
    expect(back.nextPayments).toEqual(before.nextPayments);
  });

  it("answers the spec's messages for the form's rules", async () => {
    const { person, membership } = await billingMembership();
    const input = (extra: Record<string, unknown>) => ({
      b: wellington,
      input: {
        membershipId: membership.id,
        personId: person.id,
        startDate: today().add({ days: 3 }).toString(),
        ...extra,
      },
    });
    expect(fieldErrorsOf((await run(SUSPEND, input({ suspensionDuration: 14 }))).errors)).toEqual({
      suspensionDuration: suspensionMessages.paymentsMax,
    });
    expect(
      fieldErrorsOf(
        (await run(SUSPEND, input({ suspensionDuration: 2, startDate: today().toString() }))).errors,
      ),
    ).toEqual({
      startDate: suspensionMessages.mustBeInFuture,
    });
    expect(
      fieldErrorsOf(
        (
          await run(
            SUSPEND,
            input({ suspensionDuration: 2, startDate: today().add({ months: 7 }).toString() }),
          )
        ).errors,
      ),
    ).toEqual({ startDate: suspensionMessages.withinSixMonths });
  });

  it('is SUSPENDED while the suspension runs; End now resumes today', async () => {
    const { person, membership } = await billingMembership();
    await org.build((tx) =>
      insertSuspension(tx, {
        applicationId: org.applicationId,
        membershipId: membership.id,
        startDate: today().subtract({ days: 3 }).toString(),
        endDate: today().add({ days: 11 }).toString(),
        suspensionFee: SUSPENSION_FEE,
        frequency: 'PERIODS',
      }),
    );
    // The scheduled job sets the status (twice: it changes nothing the second time).
    expect(await refreshSuspendedStatuses(server.deps.db, org.applicationId)).toBeGreaterThanOrEqual(1);
    await refreshSuspendedStatuses(server.deps.db, org.applicationId);
    const during = await read(person.id, membership.id);
    expect(during.status).toBe('SUSPENDED');
    expect(during.suspension?.classification).toBe('CURRENT');

    const tooLate = await run(UPDATE, {
      b: wellington,
      input: {
        membershipId: membership.id,
        personId: person.id,
        endDate: today().add({ years: 1 }).toString(),
      },
    });
    expect(fieldErrorsOf(tooLate.errors)).toEqual({ endDate: suspensionMessages.resumeWithinYear });

    const endNow = await run(UPDATE, {
      b: wellington,
      input: { membershipId: membership.id, personId: person.id, endDate: today().toString() },
    });
    expect(endNow.status?.status).toBe('OK');
    const resumed = await read(person.id, membership.id);
    expect(resumed.status).toBe('ACTIVE');
    expect(resumed.suspension).toBeNull();
    expect(resumed.suspensionHistory.map((s) => s.classification)).toEqual(['PAST']);
    // A past suspension is not removed.
    const remove = await run(DELETE, {
      input: { membershipId: membership.id, personId: person.id, branchId: wellington },
    });
    expect(remove.errors[0]?.extensions?.code).toBe('SUSPENSION_NOT_EDITABLE');
  });

  it("refuses another branch's front desk", async () => {
    const { person, membership } = await billingMembership();
    const other = org.branches.auckland.id;
    const response = await run(SUSPEND, {
      b: other,
      input: {
        membershipId: membership.id,
        personId: person.id,
        startDate: today().add({ days: 3 }).toString(),
        suspensionDuration: 1,
      },
    });
    expect(response.status).toBeNull();
    expect(response.errors.length).toBeGreaterThan(0);
  });
});

describe('the SUSPENDED status at midnight in the home branch time zone (Pacific/Auckland, Australia/Perth)', () => {
  it("turns SUSPENDED at each branch's own midnight and ACTIVE again on the resume date", async () => {
    const perth = org.branches.perth.id;
    const start = today().add({ days: 30 });
    const resume = start.add({ days: 14 });
    const made = await org.build(async (tx) => {
      const rows: Record<'wellington' | 'perth', string> = { wellington: '', perth: '' };
      for (const [name, branchId] of [
        ['wellington', wellington],
        ['perth', perth],
      ] as const) {
        const person = await makePerson(tx, { homeBranchId: branchId });
        const membership = await makeMembership(tx, {
          personId: person.id,
          branchId,
          membershipPlanId: plan,
          paymentOptionId: fortnightly,
          status: 'ACTIVE',
          startDate: today().subtract({ days: 10 }).toString(),
        });
        await insertSuspension(tx, {
          applicationId: org.applicationId,
          membershipId: membership.id,
          startDate: start.toString(),
          endDate: resume.toString(),
          suspensionFee: 0,
          frequency: 'WEEKS',
        });
        rows[name] = membership.id;
      }
      return rows;
    });
    const midnight = (date: Temporal.PlainDate, zone: string) => date.toZonedDateTime(zone).toInstant();
    const statusesAt = async (instant: Temporal.Instant) => {
      await refreshSuspendedStatuses(server.deps.db, org.applicationId, instant);
      const rows = await org.build((tx) => findMembershipsByIds(tx, [made.wellington, made.perth]));
      const byId = new Map(rows.map((row) => [row.id, row.status]));
      return { wellington: byId.get(made.wellington), perth: byId.get(made.perth) };
    };
    const second = { seconds: 1 };
    expect(await statusesAt(midnight(start, 'Pacific/Auckland').subtract(second))).toEqual({
      wellington: 'ACTIVE',
      perth: 'ACTIVE',
    });
    expect(await statusesAt(midnight(start, 'Pacific/Auckland'))).toEqual({
      wellington: 'SUSPENDED',
      perth: 'ACTIVE',
    });
    expect(await statusesAt(midnight(start, 'Australia/Perth').subtract(second))).toEqual({
      wellington: 'SUSPENDED',
      perth: 'ACTIVE',
    });
    expect(await statusesAt(midnight(start, 'Australia/Perth'))).toEqual({
      wellington: 'SUSPENDED',
      perth: 'SUSPENDED',
    });
    expect(await statusesAt(midnight(resume, 'Pacific/Auckland'))).toEqual({
      wellington: 'ACTIVE',
      perth: 'SUSPENDED',
    });
    expect(await statusesAt(midnight(resume, 'Australia/Perth'))).toEqual({
      wellington: 'ACTIVE',
      perth: 'ACTIVE',
    });
  });
});

const FREE = `mutation F($b: ID!, $input: CreateMembershipFreePeriodInput!) {
  createMembershipFreePeriod(branchId: $b, createMembershipFreePeriodInput: $input) { ticketId }
}`;
const FREE_READ = `query One($personId: ID!, $id: ID!) { getMembership(personId: $personId, membershipId: $id) {
  status
  freePeriod { startDate endDate classification }
  suspension { startDate }
  nextPayments(count: 6) { date charges { kind amount } }
} }`;

describe('free periods (spec 2 §5, flag 6800)', () => {
  it('pauses the debits without a fee, refuses both a duration and an until-date, and then Suspend', async () => {
    const { person, membership } = await billingMembership();
    const start = nextBillingDate('PAYSMART', today().add({ days: 1 }));
    const both = await run(FREE, {
      b: wellington,
      input: {
        membershipId: membership.id,
        personId: person.id,
        effectiveDate: start.toString(),
        duration: 2,
        untilDate: start.add({ days: 20 }).toString(),
      },
    });
    expect(fieldErrorsOf(both.errors)).toEqual({ duration: freePeriodMessages.frequencyOrUntil });
    const given = await run(FREE, {
      b: wellington,
      input: {
        membershipId: membership.id,
        personId: person.id,
        effectiveDate: start.toString(),
        duration: 2,
      },
    });
    expect(given.status?.status).toBe('OK');
    const read = await server.graphql<{
      getMembership: {
        status: string;
        freePeriod: { startDate: string; endDate: string; classification: string } | null;
        suspension: unknown;
        nextPayments: { date: string; charges: { kind: string }[] }[];
      };
    }>(org.superAdmin, FREE_READ, { personId: person.id, id: membership.id });
    const after = read.data?.getMembership;
    expect(after?.freePeriod).toEqual({
      startDate: start.toString(),
      endDate: start.add({ days: 28 }).toString(),
      classification: 'FUTURE',
    });
    expect(after?.suspension).toBeNull();
    const charges = after?.nextPayments.flatMap((p) => p.charges.map((c) => c.kind)) ?? [];
    expect(charges).not.toContain('SUSPENSION_FEE');
    const inside = after?.nextPayments.filter(
      (p) => p.date >= start.toString() && p.date < start.add({ days: 28 }).toString(),
    );
    expect(inside).toEqual([]);
    const suspend = await run(SUSPEND, {
      b: wellington,
      input: {
        membershipId: membership.id,
        personId: person.id,
        startDate: start.add({ days: 60 }).toString(),
        suspensionDuration: 1,
      },
    });
    expect(suspend.errors[0]?.extensions?.code).toBe('MEMBERSHIP_NOT_SUSPENDABLE');
  });

  it('is FREE_PERIOD while it runs (the status job)', async () => {
    const { person, membership } = await billingMembership();
    await org.build((tx) =>
      insertSuspension(tx, {
        applicationId: org.applicationId,
        membershipId: membership.id,
        startDate: today().subtract({ days: 1 }).toString(),
        endDate: today().add({ days: 6 }).toString(),
        suspensionFee: 0,
        frequency: 'WEEKS',
        kind: 'FREE_PERIOD',
      }),
    );
    await refreshSuspendedStatuses(server.deps.db, org.applicationId);
    const read = await server.graphql<{ getMembership: { status: string } }>(org.superAdmin, FREE_READ, {
      personId: person.id,
      id: membership.id,
    });
    expect(read.data?.getMembership.status).toBe('FREE_PERIOD');
  });
});

describe('the SUSPENDED status on the billing clock', () => {
  it('moves by the billing clock’s today (BILLING_CLOCK_DATE), as staff’s views and the billing runs do', async () => {
    const { person, membership } = await billingMembership();
    const start = today().add({ days: 30 });
    const resume = start.add({ days: 14 });
    await org.build((tx) =>
      insertSuspension(tx, {
        applicationId: org.applicationId,
        membershipId: membership.id,
        startDate: start.toString(),
        endDate: resume.toString(),
        suspensionFee: SUSPENSION_FEE,
        frequency: 'WEEKS',
      }),
    );
    const previous = process.env.BILLING_CLOCK_DATE;
    try {
      process.env.BILLING_CLOCK_DATE = start.add({ days: 1 }).toString();
      await refreshSuspendedStatuses(server.deps.db, org.applicationId);
      expect((await read(person.id, membership.id)).status).toBe('SUSPENDED');
      process.env.BILLING_CLOCK_DATE = resume.toString();
      await refreshSuspendedStatuses(server.deps.db, org.applicationId);
      expect((await read(person.id, membership.id)).status).toBe('ACTIVE');
    } finally {
      if (previous === undefined) delete process.env.BILLING_CLOCK_DATE;
      else process.env.BILLING_CLOCK_DATE = previous;
    }
  });
});
