import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeRole,
  makeStaffUser,
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../testing/builders.ts';
import {
  createTestServer,
  type GraphQLResponse,
  TEST_API_KEY,
  type TestServer,
} from '../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
const GET = 'query G($personId: ID!) { getStaffMember(personId: $personId) { id manageable } }';
const UPDATE = `mutation U($input: StaffMemberDetailsInput!) { updateStaff(staffMemberDetailsInput: $input) { id email } }`;
const DISABLE = 'mutation D($personId: ID!) { disableStaffMember(personId: $personId) { tags } }';
const ENABLE = 'mutation E($personId: ID!) { enableStaffMember(personId: $personId) { tags } }';
const RESET = 'mutation R($username: String!) { resetPassword(username: $username) }';
const PHOTO =
  'query P($personId: ID!) { getUrlForStaffPicUpload(personId: $personId, contentType: "image/png") }';
const ASSIGN = `mutation A($roleId: String!, $branchId: String!, $personId: ID!) {
  assignRoleToPerson(roleId: $roleId, branchId: $branchId, personId: $personId) { personId } }`;

/** A card call as the access-control service takes it (the api's bearer token). */
async function cards(viewer: StaffUser, method: 'GET' | 'POST', personId: string) {
  const response = await server.app.inject({
    method,
    url: `/access-control/user/${personId}${method === 'POST' ? '/token' : ''}`,
    headers: {
      authorization: `Bearer ${await server.tokens.issue(viewer)}`,
      'x-api-key': TEST_API_KEY,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST'
      ? { payload: JSON.stringify({ cardNumber: `RULE${personId.slice(0, 8)}`, type: 'card' }) }
      : {}),
  });
  const body = JSON.parse(response.body) as { errors?: { extensions: { code: string } }[] };
  return { status: response.statusCode, code: body.errors?.[0]?.extensions.code };
}

const details = (staff: StaffUser, email: string) => ({
  personId: staff.personId,
  firstName: staff.firstName,
  lastName: staff.lastName,
  gender: 'FEMALE',
  email,
  mobilePhone: { countryCode: 'NZ', number: '0215550123' },
  branches: [org.branches.auckland.id],
});

/** Every way of managing `target`, as `actor`: the codes of the refusals, or 'ok'. */
async function manageAll(actor: StaffUser, target: StaffUser) {
  const outcome = (response: GraphQLResponse) => codeOf(response) ?? 'ok';
  return {
    update: outcome(
      await server.graphql(actor, UPDATE, { input: details(target, 'taken.over@example.com') }),
    ),
    reset: outcome(await server.graphql(actor, RESET, { username: target.username })),
    photo: outcome(await server.graphql(actor, PHOTO, { personId: target.personId })),
    disable: outcome(await server.graphql(actor, DISABLE, { personId: target.personId })),
    enable: outcome(await server.graphql(actor, ENABLE, { personId: target.personId })),
    card: (await cards(actor, 'POST', target.personId)).code ?? 'ok',
  };
}

const REFUSED = {
  update: 'STAFF_ACCESS_DENIED',
  reset: 'STAFF_ACCESS_DENIED',
  photo: 'STAFF_ACCESS_DENIED',
  disable: 'STAFF_ACCESS_DENIED',
  enable: 'STAFF_ACCESS_DENIED',
  card: 'STAFF_ACCESS_DENIED',
};
const ALLOWED = { update: 'ok', reset: 'ok', photo: 'ok', disable: 'ok', enable: 'ok', card: 'ok' };

describe('managing a staff account takes every role it holds (no takeover of an admin)', () => {
  it('refuses a branch manager every change to an organisation admin who works at their branch', async () => {
    // The admin (ALL_BRANCHES) works for Auckland: its manager sees them, but manages nothing of theirs.
    const admin = await org.build((tx) =>
      makeStaffUser(tx, {
        homeBranchId: org.branches.auckland.id,
        roles: [{ roleId: 'admin', scope: 'ALL_BRANCHES' }],
      }),
    );
    const seen = await server.graphql<{ getStaffMember: { manageable: boolean } }>(org.branchManager, GET, {
      personId: admin.personId,
    });
    expect(seen.data?.getStaffMember.manageable).toBe(false);
    expect(await manageAll(org.branchManager, admin)).toEqual(REFUSED);
    expect((await cards(org.branchManager, 'GET', admin.personId)).status).toBe(200);
    // Nothing changed: the admin's email and password are theirs.
    const { rows } = await server.db.pools.owner.query<{ email: string; template: string | null }>(
      `select p.email, (select template from outbound_emails e where e.to_address = p.email limit 1) as template
       from persons p where p.id = $1`,
      [admin.personId],
    );
    expect(rows[0]).toEqual({ email: admin.email, template: null });
    // The organisation's other admin may.
    const byAdmin = await server.graphql<{ getStaffMember: { manageable: boolean } }>(org.superAdmin, GET, {
      personId: admin.personId,
    });
    expect(byAdmin.data?.getStaffMember.manageable).toBe(true);
    expect(await manageAll(org.superAdmin, admin)).toEqual(ALLOWED);
  });

  it('refuses a branch manager a field manager whose group reaches beyond their branch', async () => {
    const fieldManager = await org.build((tx) =>
      makeStaffUser(tx, {
        homeBranchId: org.branches.auckland.id,
        roles: [{ roleId: 'field-manager', scope: { branchGroupId: org.groups.northIsland.id } }],
      }),
    );
    expect(await manageAll(org.branchManager, fieldManager)).toEqual(REFUSED);
  });

  it('lets a branch manager manage their front desk, and staff with no role yet, as before', async () => {
    const desk = await org.build((tx) =>
      makeStaffUser(tx, {
        homeBranchId: org.branches.auckland.id,
        roles: [{ roleId: 'front-desk', scope: { branchId: org.branches.auckland.id } }],
      }),
    );
    expect(await manageAll(org.branchManager, desk)).toEqual(ALLOWED);
    const newcomer = await org.build((tx) => makeStaffUser(tx, { homeBranchId: org.branches.auckland.id }));
    expect(await manageAll(org.branchManager, newcomer)).toEqual(ALLOWED);
  });

  it('tells the previous address when a staff member’s email changes', async () => {
    const staff = await org.build((tx) => makeStaffUser(tx, { homeBranchId: org.branches.auckland.id }));
    const changed = await server.graphql(org.superAdmin, UPDATE, {
      input: details(staff, 'moved.on@example.com'),
    });
    expect(changed.errors).toBeUndefined();
    const { rows } = await server.db.pools.owner.query<{ to_address: string; text_body: string }>(
      `select to_address, text_body from outbound_emails where template = 'staff-email-changed'
       and to_address = $1`,
      [staff.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.text_body).toContain('was changed');
    expect(rows[0]?.text_body).not.toContain('moved.on@example.com');
    // The same address again (another case) is no change.
    await server.graphql(org.superAdmin, UPDATE, { input: details(staff, 'MOVED.ON@example.com') });
    const again = await server.db.pools.owner.query(
      `select 1 from outbound_emails where template = 'staff-email-changed' and to_address = 'moved.on@example.com'`,
    );
    expect(again.rowCount).toBe(0);
  });
});

describe('never one’s own way up', () => {
  it('refuses giving oneself a role with more than one holds, while others may be given it', async () => {
    const { grantor, colleague } = await org.build(async (tx) => {
      // A "Personal trainer" role here gives more than the grantors (who may assign it) hold.
      await makeRole(tx, {
        id: 'pt',
        name: 'Personal trainer',
        operations: ['manage-organization-settings'],
      });
      await makeRole(tx, {
        id: 'grantor',
        name: 'Grantor',
        operations: ['view-staff-member', 'manage-staff-member', 'manage-role-assignment-pt'],
      });
      const wellington = { branchId: org.branches.wellington.id };
      return {
        grantor: await makeStaffUser(tx, {
          homeBranchId: org.branches.wellington.id,
          roles: [{ roleId: 'grantor', scope: wellington }],
        }),
        colleague: await makeStaffUser(tx, { homeBranchId: org.branches.wellington.id }),
      };
    });
    const variables = { roleId: 'pt', branchId: org.branches.wellington.id };
    const self = await server.graphql(grantor, ASSIGN, { ...variables, personId: grantor.personId });
    expect(codeOf(self)).toBe('ROLE_ASSIGNMENT_SELF_RAISE');
    const other = await server.graphql(grantor, ASSIGN, { ...variables, personId: colleague.personId });
    expect(other.errors).toBeUndefined();
  });
});
