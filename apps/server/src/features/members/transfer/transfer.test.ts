import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../features.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { makeArrival } from '../../arrivals/arrivals.testing.ts';
import type { PersonOverrides } from '../persons/persons.testing.ts';

let server: TestServer;
let org: OrganisationScenario;
/** Branch ids of `org`: the branch manager's Auckland, the front desk's Wellington, and Sydney. */
let auckland: string;
let wellington: string;
let sydney: string;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  auckland = org.branches.auckland.id;
  wellington = org.branches.wellington.id;
  sydney = org.branches.sydney.id;
});
afterAll(() => server.close());

const TRANSFER = /* GraphQL */ `
  mutation Transfer($input: TransferPersonToBranchInput!) {
    transferPersonToBranch(transferPersonToBranchInput: $input) { ticketId }
  }
`;
const STATUS = /* GraphQL */ `
  query Status($ticketId: ID!) {
    getAsyncOperationStatus(operationDomain: PERSON, ticketId: $ticketId) {
      status message person { id homeBranchId roles { roleType branchId } }
    }
  }
`;

async function owner<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await server.db.pools.owner.query<T>(sql, params)).rows;
}

const rolesOf = (personId: string) =>
  owner<{ role_type: string; branch_id: string; status: string; last_visit_at: Date | null }>(
    'select role_type, branch_id, status, last_visit_at from person_branch_roles where person_id = $1 order by role_type, branch_id',
    [personId],
  );
const transfersOf = (personId: string) =>
  owner<{ source_branch_id: string; target_branch_id: string; transferred_by_user_id: string }>(
    'select source_branch_id, target_branch_id, transferred_by_user_id from person_transfers where person_id = $1',
    [personId],
  );

/** A new person of `org`, a Member at Auckland unless told otherwise. */
async function personAt(overrides: PersonOverrides = {}): Promise<string> {
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: auckland, ...overrides }));
  return person.id;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Requests a transfer through the api and applies it as the worker would. */
async function transferred(personId: string, targetBranchId: string, viewer: StaffUser = org.superAdmin) {
  const started = await server.graphql<{ transferPersonToBranch: { ticketId: string } }>(viewer, TRANSFER, {
    input: { personId, targetBranchId },
  });
  const ticketId = started.data?.transferPersonToBranch.ticketId;
  if (!ticketId) throw new Error(JSON.stringify(started.errors));
  const job = { applicationId: org.applicationId, ticketId };
  const outcome = await processAsyncOperation(server.deps.db, modules.asyncOperations, job, {
    finalAttempt: false,
  });
  const status = await server.graphql<{
    getAsyncOperationStatus: { status: string; message: string | null; person: unknown };
  }>(viewer, STATUS, { ticketId });
  return { outcome, ticketId, job, status: status.data?.getAsyncOperationStatus };
}

describe('transferPersonToBranch', () => {
  it('moves the home branch and the Member role, and records the transfer as an activity', async () => {
    // Suspended, with a visit at Auckland: the status and the last visit move along.
    const personId = await personAt({ status: 'SUSPENDED', lastVisitAt: daysAgo(3) });
    const before = await rolesOf(personId);
    expect(before).toMatchObject([
      { role_type: 'Member', branch_id: auckland, status: 'SUSPENDED', last_visit_at: expect.any(Date) },
    ]);
    const { status } = await transferred(personId, wellington);
    expect(status).toMatchObject({
      status: 'OK',
      message: null,
      person: {
        id: personId,
        homeBranchId: wellington,
        roles: [{ roleType: 'Member', branchId: wellington }],
      },
    });
    const after = await rolesOf(personId);
    expect(after).toEqual([
      // The role keeps its status and the member's last visit (not "No visits yet").
      {
        role_type: 'Member',
        branch_id: wellington,
        status: before[0]?.status,
        last_visit_at: before[0]?.last_visit_at,
      },
    ]);
    expect(await transfersOf(personId)).toEqual([
      {
        source_branch_id: auckland,
        target_branch_id: wellington,
        transferred_by_user_id: org.superAdmin.userId,
      },
    ]);
    // Now Wellington's front desk has the member, with the transfer on top of the activities.
    const activities = await server.graphql<{
      getMemberActivities: { past: { activities: { kind: string; branchTransfer: unknown }[] } };
    }>(
      org.frontDesk,
      `query A($id: ID!) { getMemberActivities(personId: $id) { past { activities { kind
         branchTransfer { sourceBranchId branchId tags } } } } }`,
      { id: personId },
    );
    expect(activities.data?.getMemberActivities.past.activities[0]).toEqual({
      kind: 'BRANCH_TRANSFER',
      branchTransfer: { sourceBranchId: auckland, branchId: wellington, tags: ['MANUAL_TRANSFER'] },
    });
    const oldBranch = await server.graphql(
      org.branchManager,
      'query P($id: ID!) { getPerson(id: $id) { id } }',
      {
        id: personId,
      },
    );
    expect(oldBranch.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });

  it("keeps the member's last visit for the profile and the list after the transfer", async () => {
    const visitedAt = new Date(Math.floor(daysAgo(2).getTime() / 1000) * 1000);
    const lastName = `Transferred${Date.now()}`;
    const personId = await personAt({ lastName, lastVisitAt: visitedAt });
    await org.build((tx) => makeArrival(tx, { personId, branchId: auckland, arrivedAt: visitedAt }));
    await transferred(personId, wellington);

    const homeVisit = (roles: readonly { branchId: string; lastVisitTimestamp: number | null }[]) =>
      roles.find((role) => role.branchId === wellington)?.lastVisitTimestamp;
    type Roles = { roles: { branchId: string; lastVisitTimestamp: number | null }[] };
    // The profile's Last visit card reads the role at the home branch.
    const profile = await server.graphql<{ getPerson: Roles & { homeBranchId: string } }>(
      org.frontDesk,
      'query P($id: ID!) { getPerson(id: $id) { homeBranchId roles { branchId lastVisitTimestamp } } }',
      { id: personId },
    );
    expect(profile.data?.getPerson.homeBranchId).toBe(wellington);
    expect(homeVisit(profile.data?.getPerson.roles ?? [])).toBe(visitedAt.getTime() / 1000);
    // The list's Last visit date column reads the same role through the search.
    const list = await server.graphql<{ searchPersons: { persons: (Roles & { id: string })[] } }>(
      org.frontDesk,
      `query S($term: String, $branches: [ID!]) { searchPersons(term: $term, branches: $branches) {
         persons { id roles { branchId lastVisitTimestamp } } } }`,
      { term: lastName, branches: [wellington] },
    );
    const listed = list.data?.searchPersons.persons.find((person) => person.id === personId);
    expect(homeVisit(listed?.roles ?? [])).toBe(visitedAt.getTime() / 1000);
  });

  it('carries no refused swipe at the new branch as a visit', async () => {
    const visitedAt = new Date(Math.floor(daysAgo(3).getTime() / 1000) * 1000);
    const personId = await personAt({ lastVisitAt: visitedAt });
    await org.build(async (tx) => {
      await makeArrival(tx, { personId, branchId: auckland, arrivedAt: visitedAt });
      // Yesterday the Wellington door turned them away: that was no visit.
      await makeArrival(tx, {
        personId,
        branchId: wellington,
        arrivedAt: daysAgo(1),
        granted: false,
        tags: ['DENIED'],
        reason: 'NO_MEMBERSHIP',
        reasonText: 'No membership at this branch',
      });
    });
    await transferred(personId, wellington);
    expect(await rolesOf(personId)).toMatchObject([
      { role_type: 'Member', branch_id: wellington, last_visit_at: visitedAt },
    ]);
  });

  it('gives a reciprocal role kept at the new branch the later of both last visits', async () => {
    const personId = await personAt({
      lastVisitAt: daysAgo(1),
      otherRoles: [{ branchId: sydney, roleType: 'Member', lastVisitAt: daysAgo(5) }],
    });
    const [home] = (await rolesOf(personId)).filter((role) => role.branch_id === auckland);
    await transferred(personId, sydney);
    expect(await rolesOf(personId)).toMatchObject([
      { role_type: 'Member', branch_id: sydney, last_visit_at: home?.last_visit_at },
    ]);
  });

  it('moves a Prospect role too', async () => {
    const personId = await personAt({ role: 'Prospect' });
    await transferred(personId, sydney);
    expect(await rolesOf(personId)).toMatchObject([
      { role_type: 'Prospect', branch_id: sydney, status: 'PROSPECT' },
    ]);
  });

  it('keeps a reciprocal role the member already holds at the new branch', async () => {
    const personId = await personAt({
      otherRoles: [{ branchId: wellington, roleType: 'Member', lastVisitAt: daysAgo(5) }],
    });
    const before = await rolesOf(personId);
    const reciprocal = before.find((role) => role.branch_id === wellington);
    expect(reciprocal?.last_visit_at).not.toBeNull();
    await transferred(personId, wellington);
    expect(await rolesOf(personId)).toEqual([reciprocal]);
  });

  it('records one transfer when the job is delivered twice at once', async () => {
    const personId = await personAt();
    const started = await server.graphql<{ transferPersonToBranch: { ticketId: string } }>(
      org.superAdmin,
      TRANSFER,
      {
        input: { personId, targetBranchId: wellington },
      },
    );
    const job = {
      applicationId: org.applicationId,
      ticketId: started.data?.transferPersonToBranch.ticketId ?? '',
    };
    const outcomes = await Promise.all([
      processAsyncOperation(server.deps.db, modules.asyncOperations, job, { finalAttempt: false }),
      processAsyncOperation(server.deps.db, modules.asyncOperations, job, { finalAttempt: false }),
    ]);
    expect(outcomes.sort()).toEqual(['already-done', 'applied']);
    expect(await transfersOf(personId)).toHaveLength(1);
    expect(await rolesOf(personId)).toMatchObject([{ role_type: 'Member', branch_id: wellington }]);
  });

  it('fails with a message staff can read, changing nothing', async () => {
    const personId = await personAt();
    const rolesBefore = await rolesOf(personId);
    const same = await transferred(personId, auckland);
    expect(same.outcome).toBe('failed');
    expect(same.status).toMatchObject({
      status: 'ERROR',
      message: 'The member already belongs to Auckland CBD',
      person: null,
    });
    const missing = await transferred(personId, '00000000-0000-4000-8000-00000000beef');
    expect(missing.status).toMatchObject({ status: 'ERROR', message: 'The target branch does not exist' });
    expect(await rolesOf(personId)).toEqual(rolesBefore);
    expect(await transfersOf(personId)).toEqual([]);
  });

  it('needs manage-member on the current home branch', async () => {
    const response = await server.graphql(org.frontDesk, TRANSFER, {
      input: { personId: await personAt(), targetBranchId: wellington },
    });
    expect(response.errors?.[0]).toMatchObject({
      message: 'The member does not belong to this branch.',
      extensions: { errorClass: 'AccessDeniedError' },
    });
  });

  it("lets a front desk move their branch's member elsewhere, without showing them the member there", async () => {
    const personId = await personAt({ homeBranchId: wellington });
    const { outcome, status } = await transferred(personId, auckland, org.frontDesk);
    expect(outcome).toBe('applied');
    // Done, but Wellington's front desk may not view Auckland's members: no person in the answer.
    expect(status).toEqual({ status: 'OK', message: null, person: null });
    expect(await rolesOf(personId)).toMatchObject([{ role_type: 'Member', branch_id: auckland }]);
    expect(await transfersOf(personId)).toEqual([
      {
        source_branch_id: wellington,
        target_branch_id: auckland,
        transferred_by_user_id: org.frontDesk.userId,
      },
    ]);
  });

  it('answers a ticket only to the user who started it', async () => {
    const { ticketId } = await transferred(
      await personAt({ homeBranchId: wellington }),
      auckland,
      org.frontDesk,
    );
    const own = await server.graphql(org.frontDesk, STATUS, { ticketId });
    expect(own.data).toMatchObject({ getAsyncOperationStatus: { status: 'OK' } });
    // Even an admin over every branch learns nothing from another user's ticket id.
    const other = await server.graphql(org.superAdmin, STATUS, { ticketId });
    expect(other.errors).toBeUndefined();
    expect(other.data).toEqual({ getAsyncOperationStatus: null });
  });
});
