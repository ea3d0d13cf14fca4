import { staffMessages } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, type GraphQLResponse, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;

const STAFF = 'id firstName lastName email username branches tags availableForSessions hasImage';
const ADD = 'mutation Add($input: StaffMemberInput!) { addStaffMember(staffMemberInput: $input) }';
const GET = `query Get($personId: ID!, $branchId: ID) { getStaffMember(personId: $personId, branchId: $branchId) { ${STAFF} } }`;
const LIST = `query List($branches: [ID!]!, $term: String, $limit: Int, $offset: Int) {
  getStaffMembers(branches: $branches, term: $term, limit: $limit, offset: $offset) { persons { ${STAFF} } pageInfo { total } } }`;
const CHECK = 'query Check($username: String!) { checkUsernameExists(username: $username) }';
const UPDATE = `mutation Update($input: StaffMemberDetailsInput!) { updateStaff(staffMemberDetailsInput: $input) { ${STAFF} } }`;

interface Staff {
  id: string;
  username: string | null;
  branches: string[];
  tags: string[];
  availableForSessions: boolean;
}

let added = 0;
const input = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Tama',
  lastName: `Hiri${++added}`,
  gender: 'MALE',
  email: `tama${added}@example.com`,
  username: `tama.${added}`,
  branches: [org.branches.wellington.id],
  ...overrides,
});

async function addStaff(overrides: Record<string, unknown> = {}) {
  const response = await server.graphql<{ addStaffMember: string }>(org.superAdmin, ADD, {
    input: input(overrides),
  });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.addStaffMember;
}

describe('add staff member (spec 3 §5, §7)', () => {
  it('refuses an invalid first attempt with the spec messages, then adds', async () => {
    const invalid = await server.graphql(org.superAdmin, ADD, {
      input: input({ firstName: '', username: 'ab', branches: [] }),
    });
    expect(codeOf(invalid)).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(invalid.errors)).toContain(staffMessages.usernameTooShort);
    expect(JSON.stringify(invalid.errors)).toContain(staffMessages.branchesRequired);

    const id = await addStaff({ username: 'new.hire', availableForSessions: true });
    const got = await server.graphql<{ getStaffMember: Staff }>(org.superAdmin, GET, { personId: id });
    expect(got.data?.getStaffMember).toMatchObject({
      username: 'new.hire',
      branches: [org.branches.wellington.id],
      tags: [],
      availableForSessions: true,
    });
  });

  it('says "Username already exists" for a taken username, case ignored', async () => {
    const check = await server.graphql<{ checkUsernameExists: boolean }>(org.superAdmin, CHECK, {
      username: 'FRONT.DESK',
    });
    expect(check.data?.checkUsernameExists).toBe(true);
    const free = await server.graphql<{ checkUsernameExists: boolean }>(org.superAdmin, CHECK, {
      username: 'nobody.here',
    });
    expect(free.data?.checkUsernameExists).toBe(false);
    const taken = await server.graphql(org.superAdmin, ADD, { input: input({ username: 'Front.Desk' }) });
    expect(codeOf(taken)).toBe('USERNAME_TAKEN');
    expect(taken.errors?.[0]?.message).toBe(staffMessages.usernameTaken);
  });

  it('lets exactly one of two concurrent adds of one username through', async () => {
    const attempts = await Promise.all(
      [1, 2, 3].map(() => server.graphql(org.superAdmin, ADD, { input: input({ username: 'same.name' }) })),
    );
    expect(attempts.filter((attempt) => attempt.data?.addStaffMember).length).toBe(1);
    expect(attempts.filter((attempt) => codeOf(attempt) === 'USERNAME_TAKEN').length).toBe(2);
  });

  it('needs manage-staff-member on every chosen branch', async () => {
    const denied = await server.graphql(org.branchManager, ADD, {
      input: input({ branches: [org.branches.auckland.id, org.branches.wellington.id] }),
    });
    expect(codeOf(denied)).toBe('STAFF_ACCESS_DENIED');
    const own = await server.graphql(org.branchManager, ADD, {
      input: input({ branches: [org.branches.auckland.id] }),
    });
    expect(own.data?.addStaffMember).toEqual(expect.any(String));
    const frontDesk = await server.graphql(org.frontDesk, ADD, { input: input() });
    expect(frontDesk.errors?.[0]?.extensions?.errorClass).toBe('AccessDeniedError');
  });
});

describe('staff list and profile (spec 3 §2, §6)', () => {
  it('lists a branch by name with the total, searching names', async () => {
    const id = await addStaff({ firstName: 'Zelda', lastName: 'Quokka', branches: [org.branches.perth.id] });
    const list = await server.graphql<{ getStaffMembers: { persons: Staff[]; pageInfo: { total: number } } }>(
      org.superAdmin,
      LIST,
      { branches: [org.branches.perth.id], term: 'zel' },
    );
    expect(list.data?.getStaffMembers.persons.map((staff) => staff.id)).toEqual([id]);
    expect(list.data?.getStaffMembers.pageInfo.total).toBe(1);
    const page = await server.graphql<{ getStaffMembers: { persons: Staff[]; pageInfo: { total: number } } }>(
      org.superAdmin,
      LIST,
      { branches: org.branchIds, limit: 2, offset: 0 },
    );
    expect(page.data?.getStaffMembers.persons).toHaveLength(2);
    expect(page.data?.getStaffMembers.pageInfo.total).toBeGreaterThan(2);
  });

  it('expands ALL_BRANCHES and a group to their branches, as the other lists do', async () => {
    const perth = await addStaff({
      firstName: 'Wirihana',
      lastName: 'Allbranches',
      branches: [org.branches.perth.id],
    });
    const list = (branches: string[], viewer = org.superAdmin) =>
      server.graphql<{ getStaffMembers: { persons: Staff[]; pageInfo: { total: number } } }>(viewer, LIST, {
        branches,
        term: 'wirihana',
      });
    const everywhere = await list(['ALL_BRANCHES']);
    expect(everywhere.errors).toBeUndefined();
    expect(everywhere.data?.getStaffMembers.persons.map((staff) => staff.id)).toEqual([perth]);
    const australia = await list([org.groups.australia.id]);
    expect(australia.data?.getStaffMembers.persons.map((staff) => staff.id)).toEqual([perth]);
    // A branch-level viewer asking for everything gets their own branch only.
    const branchManager = await list(['ALL_BRANCHES'], org.branchManager);
    expect(branchManager.errors).toBeUndefined();
    expect(branchManager.data?.getStaffMembers.pageInfo.total).toBe(0);
  });

  it("shows a branch-level user only their branch's staff", async () => {
    const list = await server.graphql<{ getStaffMembers: { persons: Staff[] } }>(org.branchManager, LIST, {
      branches: org.branchIds,
    });
    const branches = new Set(list.data?.getStaffMembers.persons.flatMap((staff) => staff.branches));
    expect([...branches]).toEqual([org.branches.auckland.id]);
  });

  it('answers "The staff does not belong to this branch." on another branch\'s page', async () => {
    const wrong = await server.graphql(org.superAdmin, GET, {
      personId: org.frontDesk.personId,
      branchId: org.branches.auckland.id,
    });
    expect(codeOf(wrong)).toBe('STAFF_NOT_IN_BRANCH');
    expect(wrong.errors?.[0]?.message).toBe('The staff does not belong to this branch.');
    const missing = await server.graphql(org.superAdmin, GET, { personId: crypto.randomUUID() });
    expect(codeOf(missing)).toBe('STAFF_NOT_FOUND');
    const outside = await server.graphql(org.branchManager, GET, { personId: org.frontDesk.personId });
    expect(codeOf(outside)).toBe('STAFF_ACCESS_DENIED');
  });

  it('edits details and branches; the mobile phone is required on edit', async () => {
    const id = await addStaff();
    const details = {
      personId: id,
      firstName: 'Mere',
      lastName: 'Tane',
      gender: 'FEMALE',
      email: 'mere@example.com',
      branches: [org.branches.wellington.id, org.branches.auckland.id],
      availableForSessions: true,
    };
    const noPhone = await server.graphql(org.superAdmin, UPDATE, { input: details });
    expect(codeOf(noPhone)).toBe('VALIDATION_FAILED');
    const updated = await server.graphql<{ updateStaff: Staff & { firstName: string } }>(
      org.superAdmin,
      UPDATE,
      {
        input: { ...details, mobilePhone: { countryCode: 'NZ', number: '021 555 0101' } },
      },
    );
    expect(updated.data?.updateStaff).toMatchObject({
      firstName: 'Mere',
      branches: [org.branches.wellington.id, org.branches.auckland.id],
      availableForSessions: true,
    });
    const byBranchManager = await server.graphql(org.branchManager, UPDATE, {
      input: { ...details, mobilePhone: { countryCode: 'NZ', number: '0215550101' } },
    });
    expect(codeOf(byBranchManager)).toBe('STAFF_ACCESS_DENIED');
  });
});
