import { freePeriodMessages, suspensionMessages, todayIn } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../features.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeMembershipPlan, makePaymentOption } from '../../plans/plans.testing.ts';
import { makeMembership } from '../memberships.testing.ts';
import { refreshSuspendedStatuses } from './membership-suspension.jobs.ts';
import { insertSuspension } from './membership-suspensions.repository.ts';

/**
 * Suspensions and free periods of non-billing memberships (paid in full, paid at the desk): offered
 * by the organisation's provider, counted in days or weeks, and a fixed end moves with the paused
 * days (docs/memberships.md "Suspensions").
 */
let server: TestServer;
let org: OrganisationScenario;
let debitsuccess: OrganisationScenario;
let wellington: string;

const today = () => todayIn('Pacific/Auckland');

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server, { billingProvider: 'PAYSMART', defaultCountry: 'NZ' });
  debitsuccess = await organisationScenario(server, {
    billingProvider: 'DEBITSUCCESS',
    defaultCountry: 'NZ',
  });
  wellington = org.branches.wellington.id;
});
afterAll(() => server.close());

/** A membership paid in full at the desk: 12 months from 40 days ago (endDate null: ongoing). */
async function paidInFull(
  scenario: OrganisationScenario,
  options: { endDate?: string | null; frequency?: 'ONE_OFF' | 'WEEKLY' } = {},
) {
  const branch = scenario.branches.wellington.id;
  return scenario.build(async (tx) => {
    const plan = await makeMembershipPlan(tx);
    const option = await makePaymentOption(tx, {
      membershipPlanId: plan.id,
      sellingBranchIds: [branch],
      status: 'PUBLISHED',
      paymentAmount: 60_000,
      paymentFrequency: options.frequency ?? 'ONE_OFF',
      ...(options.frequency === 'WEEKLY' ? { freePromotion: true } : {}),
    });
    const person = await makePerson(tx, { homeBranchId: branch });
    const start = today().subtract({ days: 40 });
    const membership = await makeMembership(tx, {
      personId: person.id,
      branchId: branch,
      membershipPlanId: plan.id,
      paymentOptionId: option.id,
      status: 'ACTIVE',
      startDate: start.toString(),
      endDate: options.endDate === undefined ? start.add({ years: 1 }).toString() : options.endDate,
    });
    return { person, membership };
  });
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
const FREE = `mutation F($b: ID!, $input: CreateMembershipFreePeriodInput!) {
  createMembershipFreePeriod(branchId: $b, createMembershipFreePeriodInput: $input) { ticketId }
}`;
const PREVIEW = `query P($personId: ID!, $id: ID!, $date: String!, $n: Int!, $type: SuspensionDurationType) {
  previewMembershipSuspension(personId: $personId, membershipId: $id, startDate: $date, suspensionDuration: $n,
    suspensionDurationType: $type) { debits { date } endDate }
}`;
const ONE = `query One($personId: ID!, $id: ID!) { getMembership(personId: $personId, membershipId: $id) {
  status endDate kind billingProvider organisationBillingProvider
  suspension { startDate endDate suspensionFee frequency }
  freePeriod { startDate endDate }
} }`;

interface MembershipRead {
  status: string;
  endDate: string | null;
  kind: string;
  billingProvider: string | null;
  organisationBillingProvider: string;
  suspension: { startDate: string; endDate: string; suspensionFee: number; frequency: string } | null;
  freePeriod: { startDate: string; endDate: string } | null;
}

async function read(scenario: OrganisationScenario, personId: string, id: string): Promise<MembershipRead> {
  const response = await server.graphql<{ getMembership: MembershipRead }>(scenario.superAdmin, ONE, {
    personId,
    id,
  });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.getMembership;
}

/** Starts an operation and applies its ticket as the worker would, twice (a redelivered job). */
async function run(document: string, variables: Record<string, unknown>, scenario = org) {
  const response = await server.graphql<Record<string, { ticketId: string }>>(
    scenario.frontDesk,
    document,
    variables,
  );
  const started = Object.values(response.data ?? {})[0];
  if (!started) return { errors: response.errors ?? [], ok: false };
  for (let delivery = 0; delivery < 2; delivery++) {
    await processAsyncOperation(
      server.deps.db,
      modules.asyncOperations,
      { applicationId: scenario.applicationId, ticketId: started.ticketId },
      { finalAttempt: false },
    );
  }
  return { errors: [], ok: true };
}

const fieldErrorsOf = (errors: readonly { extensions?: Record<string, unknown> }[]) =>
  errors[0]?.extensions?.fieldErrors;

describe('non-billing suspensions (spec 2 §4, §5)', () => {
  it('suspends a paid-in-full membership for 4 weeks: its end moves 4 weeks later, and back with the edits', async () => {
    const { person, membership } = await paidInFull(org);
    const before = await read(org, person.id, membership.id);
    expect(before).toMatchObject({
      kind: 'NON_BILLING',
      billingProvider: null,
      organisationBillingProvider: 'PAYSMART',
    });
    const end = before.endDate ?? '';
    const start = today().add({ days: 5 });
    const preview = await server.graphql<{
      previewMembershipSuspension: { debits: unknown[]; endDate: string };
    }>(org.frontDesk, PREVIEW, {
      personId: person.id,
      id: membership.id,
      date: start.toString(),
      n: 4,
      type: 'WEEKS',
    });
    const later = (days: number) => addDays(end, days);
    expect(preview.data?.previewMembershipSuspension).toEqual({ debits: [], endDate: later(28) });

    const input = { membershipId: membership.id, personId: person.id };
    const suspend = await run(SUSPEND, {
      b: wellington,
      input: {
        ...input,
        startDate: start.toString(),
        suspensionDuration: 4,
        suspensionDurationType: 'WEEKS',
      },
    });
    expect(suspend.ok).toBe(true);
    const suspended = await read(org, person.id, membership.id);
    // Delivered twice, moved once.
    expect(suspended.endDate).toBe(later(28));
    expect(suspended.suspension).toEqual({
      startDate: start.toString(),
      endDate: start.add({ days: 28 }).toString(),
      suspensionFee: 0,
      frequency: 'WEEKS',
    });

    // A shorter suspension gives the days back.
    await run(UPDATE, { b: wellington, input: { ...input, endDate: start.add({ days: 10 }).toString() } });
    expect((await read(org, person.id, membership.id)).endDate).toBe(later(10));
    // Removing the future suspension puts the end back where it was.
    await run(DELETE, { input: { ...input, branchId: wellington } });
    const removed = await read(org, person.id, membership.id);
    expect(removed.endDate).toBe(end);
    expect(removed.suspension).toBeNull();
  });

  it('pauses an ongoing non-billing membership without an end, and the job makes it SUSPENDED', async () => {
    const { person, membership } = await paidInFull(org, { endDate: null });
    const start = today().add({ days: 2 });
    const suspend = await run(SUSPEND, {
      b: wellington,
      input: {
        membershipId: membership.id,
        personId: person.id,
        startDate: start.toString(),
        suspensionDuration: 10,
        suspensionDurationType: 'DAYS',
      },
    });
    expect(suspend.ok).toBe(true);
    expect((await read(org, person.id, membership.id)).endDate).toBeNull();

    const other = await paidInFull(org);
    await org.build((tx) =>
      insertSuspension(tx, {
        applicationId: org.applicationId,
        membershipId: other.membership.id,
        startDate: today().subtract({ days: 1 }).toString(),
        endDate: today().add({ days: 6 }).toString(),
        suspensionFee: 0,
        frequency: 'WEEKS',
      }),
    );
    await refreshSuspendedStatuses(server.deps.db, org.applicationId);
    expect((await read(org, other.person.id, other.membership.id)).status).toBe('SUSPENDED');
  });

  it("answers the spec's day and week limits and the membership's end", async () => {
    const { person, membership } = await paidInFull(org);
    const input = (extra: Record<string, unknown>) => ({
      b: wellington,
      input: {
        membershipId: membership.id,
        personId: person.id,
        startDate: today().add({ days: 3 }).toString(),
        ...extra,
      },
    });
    const errorsOf = async (extra: Record<string, unknown>) =>
      fieldErrorsOf((await run(SUSPEND, input(extra))).errors);
    expect(await errorsOf({ suspensionDuration: 183, suspensionDurationType: 'DAYS' })).toEqual({
      suspensionDuration: suspensionMessages.daysMax,
    });
    expect(await errorsOf({ suspensionDuration: 27, suspensionDurationType: 'WEEKS' })).toEqual({
      suspensionDuration: suspensionMessages.weeksMax,
    });
    expect(await errorsOf({ suspensionDuration: 3 })).toEqual({
      suspensionDurationType: suspensionMessages.frequencyRequired,
    });
    expect(
      await errorsOf({
        suspensionDuration: 3,
        suspensionDurationType: 'DAYS',
        startDate: today().add({ years: 2 }).toString(),
      }),
    ).toEqual({ startDate: suspensionMessages.beforeMembershipEnds });
  });
});

describe('non-billing free periods (flag 6800)', () => {
  it('ends on a date (never with a duration too) and moves a fixed end by its days', async () => {
    const { person, membership } = await paidInFull(org);
    const end = (await read(org, person.id, membership.id)).endDate ?? '';
    const start = today().add({ days: 4 });
    const input = { membershipId: membership.id, personId: person.id, effectiveDate: start.toString() };
    const both = await run(FREE, {
      b: wellington,
      input: { ...input, duration: 2, durationType: 'DAYS', untilDate: start.add({ days: 6 }).toString() },
    });
    expect(fieldErrorsOf(both.errors)).toEqual({ duration: freePeriodMessages.frequencyOrUntil });
    const given = await run(FREE, {
      b: wellington,
      input: { ...input, untilDate: start.add({ days: 6 }).toString() },
    });
    expect(given.ok).toBe(true);
    const after = await read(org, person.id, membership.id);
    // The last free day is included: 7 free days, ending at midnight before the 8th.
    expect(after.freePeriod).toEqual({
      startDate: start.toString(),
      endDate: start.add({ days: 7 }).toString(),
    });
    expect(after.endDate).toBe(addDays(end, 7));
  });
});

describe("the organisation's provider decides (spec 2 §4)", () => {
  it('under debitsuccess a one-off non-billing membership is not suspendable, a recurring one is', async () => {
    const dsBranch = debitsuccess.branches.wellington.id;
    const oneOff = await paidInFull(debitsuccess);
    const input = (personId: string, membershipId: string) => ({
      b: dsBranch,
      input: {
        membershipId,
        personId,
        startDate: today().add({ days: 3 }).toString(),
        suspensionDuration: 1,
        suspensionDurationType: 'WEEKS',
      },
    });
    const refused = await run(SUSPEND, input(oneOff.person.id, oneOff.membership.id), debitsuccess);
    expect(refused.errors[0]?.extensions?.code).toBe('MEMBERSHIP_NOT_SUSPENDABLE');
    // A free-promotion weekly membership is not billed (nothing to collect) but recurs.
    const recurring = await paidInFull(debitsuccess, { frequency: 'WEEKLY' });
    const read1 = await read(debitsuccess, recurring.person.id, recurring.membership.id);
    expect(read1).toMatchObject({ kind: 'NON_BILLING', organisationBillingProvider: 'DEBITSUCCESS' });
    const accepted = await run(SUSPEND, input(recurring.person.id, recurring.membership.id), debitsuccess);
    expect(accepted).toEqual({ errors: [], ok: true });
  });
});

function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}
