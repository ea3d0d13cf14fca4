import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../features.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  secondTenant,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { type ClassOverrides, makeClass } from '../../classes/classes.testing.ts';
import { makeMembership, makeWeeklyCatalogue } from '../../memberships/memberships.testing.ts';
import { makeBookableSession } from './bookings.testing.ts';

let server: TestServer;
let org: OrganisationScenario;
let branchId: string;
let plan: string;
/** Everyone the picker may be asked about, by what they are at Wellington. */
let people: Record<'member' | 'otherPlan' | 'prospect' | 'lapsed' | 'sydneyMember' | 'staff', string>;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  branchId = org.branches.wellington.id;
  people = await org.build(async (tx) => {
    const catalogue = await makeWeeklyCatalogue(tx, branchId);
    const other = await makeWeeklyCatalogue(tx, branchId, { account: { isDefault: false } });
    const sydney = await makeWeeklyCatalogue(tx, org.branches.sydney.id);
    plan = catalogue.plan;
    const holder = async (home: string, planId: string, paymentOptionId: string) => {
      const person = await makePerson(tx, { homeBranchId: home });
      await makeMembership(tx, {
        personId: person.id,
        branchId: home,
        membershipPlanId: planId,
        paymentOptionId,
        startDate: '2020-01-01',
      });
      return person.id;
    };
    return {
      member: await holder(branchId, catalogue.plan, catalogue.weekly),
      otherPlan: await holder(branchId, other.plan, other.weekly),
      prospect: (await makePerson(tx, { homeBranchId: branchId, role: 'Prospect' })).id,
      // A Member role at Wellington with no membership counting: not a member for a booking.
      lapsed: (await makePerson(tx, { homeBranchId: branchId })).id,
      // A membership sold at Sydney and no role at Wellington: it does not count here.
      sydneyMember: await holder(org.branches.sydney.id, sydney.plan, sydney.weekly),
      staff: org.frontDesk.personId,
    };
  });
});
afterAll(() => server.close());

const ELIGIBILITY = `query E($id: ID!, $personIds: [ID!]!) {
  getSessionBookingEligibility(id: $id, personIds: $personIds) { personId canBook refusal } }`;
const ADD = `mutation Add($id: ID!, $personId: ID!) { addMemberToSessionAsync(id: $id, personId: $personId) { ticketId } }`;
const STATUS = `query S($ticketId: ID!) { getAsyncOperationStatus(operationDomain: SESSION, ticketId: $ticketId) { status code } }`;

interface Eligibility {
  personId: string;
  canBook: boolean;
  refusal: string | null;
}
type Errors = { errors?: { extensions?: Record<string, unknown>; message: string }[] };
const codeOf = (response: Errors) => response.errors?.[0]?.extensions?.code;

/** A Wellington session, of a class with these rules or (null) made by name; no capacity. */
function sessionOf(classFields: Omit<ClassOverrides, 'branchIds'> | null) {
  return org.build(async (tx) => {
    const classId = classFields ? (await makeClass(tx, { ...classFields, branchIds: [branchId] })).id : null;
    return makeBookableSession(tx, { branchId, classId, capacity: null });
  });
}

async function eligibility(sessionId: string, personIds: string[]) {
  const answer = await server.graphql<{ getSessionBookingEligibility: Eligibility[] }>(
    org.frontDesk,
    ELIGIBILITY,
    { id: sessionId, personIds },
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.getSessionBookingEligibility;
}

/** Books through the API as the worker would: null when booked, else the refusal's code. */
async function bookingRefusal(sessionId: string, personId: string): Promise<string | null> {
  const started = await server.graphql<{ addMemberToSessionAsync: { ticketId: string } }>(
    org.frontDesk,
    ADD,
    { id: sessionId, personId },
  );
  const ticketId = started.data?.addMemberToSessionAsync.ticketId;
  if (!ticketId) throw new Error(JSON.stringify(started.errors));
  await processAsyncOperation(
    server.deps.db,
    modules.asyncOperations,
    { applicationId: org.applicationId, ticketId },
    { finalAttempt: false },
  );
  const status = await server.graphql<{ getAsyncOperationStatus: { status: string; code: string | null } }>(
    org.frontDesk,
    STATUS,
    { ticketId },
  );
  const answer = status.data?.getAsyncOperationStatus;
  if (!answer) throw new Error(JSON.stringify(status.errors));
  return answer.status === 'OK' ? null : answer.code;
}

describe('who may book a session, for the desk’s picker', () => {
  it('offers a members-only class to members and staff of its branch, not to prospects or members elsewhere', async () => {
    const session = await sessionOf({ name: 'Members only', allowBookingsFrom: 'MEMBER' });
    const answer = await eligibility(session.id, Object.values(people));
    const refusals = Object.fromEntries(answer.map((row) => [row.personId, row.refusal]));
    expect(refusals).toEqual({
      [people.member]: null,
      [people.otherPlan]: null,
      [people.prospect]: 'MEMBER_ONLY_ALLOWED_ERROR',
      [people.lapsed]: 'MEMBER_ONLY_ALLOWED_ERROR',
      [people.sydneyMember]: 'MEMBER_ONLY_ALLOWED_ERROR',
      [people.staff]: null,
    });
    expect(answer.find((row) => row.personId === people.prospect)?.canBook).toBe(false);
    expect(answer.find((row) => row.personId === people.member)?.canBook).toBe(true);
  });

  it('answers what the booking itself then decides, for every audience and everyone', async () => {
    const kinds: (Omit<ClassOverrides, 'branchIds'> | null)[] = [
      null,
      { name: 'All', allowBookingsFrom: 'ALL' },
      { name: 'Members', allowBookingsFrom: 'MEMBER' },
      { name: 'Guests', allowBookingsFrom: 'CASUAL' },
      {
        name: 'Guests and the plan',
        allowBookingsFrom: 'CASUAL',
        bookingByMembership: true,
        planIds: [plan],
      },
      { name: 'Nobody', allowBookingsFrom: 'NONE' },
      { name: 'The plan only', allowBookingsFrom: 'NONE', bookingByMembership: true, planIds: [plan] },
    ];
    const seen = new Set<string | null>();
    for (const kind of kinds) {
      const session = await sessionOf(kind);
      const answer = await eligibility(session.id, Object.values(people));
      for (const personId of Object.values(people)) {
        const said = answer.find((row) => row.personId === personId)?.refusal;
        const decided = await bookingRefusal(session.id, personId);
        expect({ class: kind?.name ?? 'by name', personId, said }).toEqual({
          class: kind?.name ?? 'by name',
          personId,
          said: decided,
        });
        seen.add(decided);
      }
    }
    // Every audience refusal was met, so the agreement is not only about who may book.
    expect([...seen].sort()).toEqual([
      'CASUAL_ONLY_ALLOWED_ERROR',
      'MEMBERSHIP_IS_NOT_ALLOWED_ERROR',
      'MEMBER_ONLY_ALLOWED_ERROR',
      'NONE_ALLOWED_ERROR',
      null,
    ]);
  });

  it('leaves out ids of nobody in the organisation, answers each person once and in the order asked', async () => {
    const other = await secondTenant(server);
    const stranger = await other.build((tx) => makePerson(tx, { homeBranchId: other.branches.adelaide.id }));
    const session = await sessionOf({ name: 'Members', allowBookingsFrom: 'MEMBER' });
    const answer = await eligibility(session.id, [
      people.prospect,
      'not-an-id',
      stranger.id,
      '00000000-0000-4000-8000-000000000000',
      people.member,
      people.prospect,
    ]);
    expect(answer.map((row) => row.personId)).toEqual([people.prospect, people.member]);
    expect(await eligibility(session.id, [])).toEqual([]);
  });

  it('refuses a long list, a session that does not exist and a desk elsewhere with their codes', async () => {
    const session = await sessionOf({ name: 'Members', allowBookingsFrom: 'MEMBER' });
    const many = Array.from({ length: 51 }, () => people.member);
    const tooMany = await server.graphql(org.frontDesk, ELIGIBILITY, { id: session.id, personIds: many });
    expect(codeOf(tooMany)).toBe('VALIDATION_FAILED');
    const missing = await server.graphql(org.frontDesk, ELIGIBILITY, {
      id: '00000000-0000-4000-8000-000000000000',
      personIds: [people.member],
    });
    expect(codeOf(missing)).toBe('SESSION_NOT_FOUND_ERROR');
    const elsewhere = await server.graphql(org.branchManager, ELIGIBILITY, {
      id: session.id,
      personIds: [people.member],
    });
    expect(codeOf(elsewhere)).toBe('SESSION_NOT_FOUND_ERROR');
  });
});
