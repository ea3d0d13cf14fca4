import { makeAccessCard, makeStaffUser, type StaffUser } from '../testing/builders.ts';
import { bearerOf, field, type MatrixRow, route } from './authorization-matrix.run.ts';
import { type Expectations, OK, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * The staff feature's root fields. The subject is a staff member of Wellington: seeing
 * them takes view-staff-member on a branch they work for, changing them managing the account
 * (the `staff-member` subject: manage-staff-member on every branch they work for and their roles
 * cover, each role one the actor could have granted). The front desks and the user without a role hold
 * neither anywhere (the gate refuses them); the Auckland and Australia managers hold both, but not
 * at Wellington; another organisation finds no such staff member.
 */
const WELLINGTON_STAFF: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: 'ACCESS_DENIED',
  branchManager: 'STAFF_ACCESS_DENIED',
  reliefDesk: 'ACCESS_DENIED',
  areaManager: 'STAFF_ACCESS_DENIED',
  superAdmin: OK,
  otherAdmin: 'STAFF_NOT_FOUND',
};

/**
 * Assigning roles has no single operation to gate on (any manage-role-assignment-* may do): every
 * signed-in user reaches the service, which first needs them to see the staff member, then the
 * assignment operation of the role on the scope (security-groups.test.ts walks every role and scope).
 */
const WELLINGTON_STAFF_ROLES: Expectations = {
  ...WELLINGTON_STAFF,
  noRole: 'STAFF_ACCESS_DENIED',
  frontDesk: 'STAFF_ACCESS_DENIED',
  reliefDesk: 'STAFF_ACCESS_DENIED',
};

const freshStaff = (world: World): Promise<StaffUser> =>
  world.org.build((tx) => makeStaffUser(tx, { homeBranchId: world.org.branches.wellington.id }));

const STAFF = 'id tags';

export const STAFF_ROWS: MatrixRow[] = [
  field('getStaffMembers', {
    subject: 'the staff of Wellington',
    document:
      'query List($branches: [ID!]!) { getStaffMembers(branches: $branches) { persons { id } pageInfo { total } } }',
    variables: (world) => ({ branches: [world.org.branches.wellington.id] }),
    observe: (data, world) =>
      JSON.stringify(data).includes(world.org.frontDesk.personId) ? 'the staff' : 'nobody',
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: 'ACCESS_DENIED',
      frontDesk: 'ACCESS_DENIED',
      branchManager: `${OK}: nobody`,
      reliefDesk: 'ACCESS_DENIED',
      areaManager: `${OK}: nobody`,
      superAdmin: `${OK}: the staff`,
      otherAdmin: `${OK}: nobody`,
    },
  }),
  field('getStaffMember', {
    subject: 'the Wellington front desk, as staff',
    document: `query Get($personId: ID!) { getStaffMember(personId: $personId) { ${STAFF} } }`,
    variables: (world) => ({ personId: world.org.frontDesk.personId }),
    expect: WELLINGTON_STAFF,
  }),
  field('getStaffSecurityGroups', {
    subject: "the Wellington front desk's roles",
    document: 'query G($personId: ID!) { getStaffSecurityGroups(personId: $personId) { personId } }',
    variables: (world) => ({ personId: world.org.frontDesk.personId }),
    expect: WELLINGTON_STAFF,
  }),
  field('getUrlForStaffPicDownload', {
    subject: "the Wellington front desk's photo (none: null)",
    document: 'query D($personId: ID!) { getUrlForStaffPicDownload(personId: $personId) }',
    variables: (world) => ({ personId: world.org.frontDesk.personId }),
    expect: WELLINGTON_STAFF,
  }),
  field('getUrlForStaffPicUpload', {
    subject: "the Wellington front desk's photo",
    document:
      'query U($personId: ID!) { getUrlForStaffPicUpload(personId: $personId, contentType: "image/png") }',
    variables: (world) => ({ personId: world.org.frontDesk.personId }),
    expect: WELLINGTON_STAFF,
  }),
  field('checkUsernameExists', {
    subject: "a username (the organisation's own)",
    document: 'query C($username: String!) { checkUsernameExists(username: $username) }',
    variables: () => ({ username: 'front.desk' }),
    expect: {
      anonymous: UNAUTHENTICATED,
      noRole: 'ACCESS_DENIED',
      frontDesk: 'ACCESS_DENIED',
      branchManager: OK,
      reliefDesk: 'ACCESS_DENIED',
      areaManager: OK,
      superAdmin: OK,
      otherAdmin: OK,
    },
  }),
  field('addStaffMember', {
    subject: 'a new staff member of Wellington',
    document: 'mutation A($input: StaffMemberInput!) { addStaffMember(staffMemberInput: $input) }',
    variables: (world, actor) => ({
      input: {
        firstName: 'Matrix',
        lastName: `Staff${actor}`,
        gender: 'FEMALE',
        email: `matrix.staff.${actor}@example.com`,
        username: `matrix.staff.${actor}`,
        branches: [world.org.branches.wellington.id],
      },
    }),
    expect: { ...WELLINGTON_STAFF, otherAdmin: 'BRANCH_NOT_FOUND' },
  }),
  field('updateStaff', {
    subject: 'a fresh staff member of Wellington',
    document: `mutation U($input: StaffMemberDetailsInput!) { updateStaff(staffMemberDetailsInput: $input) { ${STAFF} } }`,
    variables: async (world) => {
      const staff = await freshStaff(world);
      return {
        input: {
          personId: staff.personId,
          firstName: 'Matrix',
          lastName: 'Renamed',
          gender: 'MALE',
          email: 'matrix.renamed@example.com',
          mobilePhone: { countryCode: 'NZ', number: '0215550199' },
          branches: [world.org.branches.wellington.id],
        },
      };
    },
    expect: WELLINGTON_STAFF,
  }),
  field('disableStaffMember', {
    subject: 'a fresh staff member of Wellington',
    document: `mutation D($personId: ID!) { disableStaffMember(personId: $personId) { ${STAFF} } }`,
    variables: async (world) => ({ personId: (await freshStaff(world)).personId }),
    expect: WELLINGTON_STAFF,
  }),
  field('enableStaffMember', {
    subject: 'a fresh staff member of Wellington',
    document: `mutation E($personId: ID!) { enableStaffMember(personId: $personId) { ${STAFF} } }`,
    variables: async (world) => ({ personId: (await freshStaff(world)).personId }),
    expect: WELLINGTON_STAFF,
  }),
  field('resetPassword', {
    subject: 'a fresh staff member of Wellington, by username',
    document: 'mutation R($username: String!) { resetPassword(username: $username) }',
    variables: async (world) => ({ username: (await freshStaff(world)).username }),
    expect: WELLINGTON_STAFF,
  }),
  field('assignRoleToPerson', {
    subject: 'branch manager of Wellington, to a fresh staff member of Wellington',
    document: `mutation A($roleId: String!, $branchId: String!, $personId: ID!) {
      assignRoleToPerson(roleId: $roleId, branchId: $branchId, personId: $personId) { personId } }`,
    variables: async (world) => ({
      roleId: 'branch-manager',
      branchId: world.org.branches.wellington.id,
      personId: (await freshStaff(world)).personId,
    }),
    expect: WELLINGTON_STAFF_ROLES,
  }),
  field('removeRoleFromPerson', {
    subject: 'branch manager of Wellington, from a fresh staff member of Wellington',
    document: `mutation R($roleId: String!, $branchId: String!, $personId: ID!) {
      removeRoleFromPerson(roleId: $roleId, branchId: $branchId, personId: $personId) { personId } }`,
    variables: async (world) => ({
      roleId: 'branch-manager',
      branchId: world.org.branches.wellington.id,
      personId: (await freshStaff(world)).personId,
    }),
    expect: WELLINGTON_STAFF_ROLES,
  }),
];

/**
 * The takeover variant (docs/staff.md "Managing a staff account"): the subject is a fresh
 * organisation admin (ALL_BRANCHES) who works at Auckland, as the demo's super.admin. The Auckland
 * branch manager sees them (a branch they work for) but manages nothing of theirs: the admin's
 * roles reach every branch, beyond anything they could have granted. The area manager does not
 * see them; only the organisation's admin manages them.
 */
const ADMIN_TARGET: Expectations = {
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: 'ACCESS_DENIED',
  branchManager: 'STAFF_ACCESS_DENIED',
  reliefDesk: 'ACCESS_DENIED',
  areaManager: 'STAFF_ACCESS_DENIED',
  superAdmin: OK,
  otherAdmin: 'STAFF_NOT_FOUND',
};

/** Role changes have no gate (any signed-in user reaches the service, which needs to see them first). */
const ADMIN_TARGET_ROLES: Expectations = {
  ...ADMIN_TARGET,
  noRole: 'STAFF_ACCESS_DENIED',
  frontDesk: 'STAFF_ACCESS_DENIED',
  reliefDesk: 'STAFF_ACCESS_DENIED',
};

const ADMIN = 'an organisation admin';
const ADMIN_SUBJECT = 'a fresh admin on ALL_BRANCHES who works at Auckland';

export const STAFF_ADMIN_TARGET_ROWS: MatrixRow[] = [
  field('getStaffMember', {
    variant: ADMIN,
    subject: `${ADMIN_SUBJECT}: seen by whoever sees a branch they work for`,
    document: `query Get($personId: ID!) { getStaffMember(personId: $personId) { ${STAFF} } }`,
    variables: async (world) => ({ personId: (await world.freshAdmin()).personId }),
    expect: { ...ADMIN_TARGET, branchManager: OK },
  }),
  field('getStaffSecurityGroups', {
    variant: ADMIN,
    subject: `${ADMIN_SUBJECT}: their ALL_BRANCHES assignment, as getInitialisationByUser`,
    document: 'query G($personId: ID!) { getStaffSecurityGroups(personId: $personId) { personId } }',
    variables: async (world) => ({ personId: (await world.freshAdmin()).personId }),
    expect: ADMIN_TARGET,
  }),
  field('getUrlForStaffPicDownload', {
    variant: ADMIN,
    subject: `${ADMIN_SUBJECT}: their photo (none: null), seen like them`,
    document: 'query D($personId: ID!) { getUrlForStaffPicDownload(personId: $personId) }',
    variables: async (world) => ({ personId: (await world.freshAdmin()).personId }),
    expect: { ...ADMIN_TARGET, branchManager: OK },
  }),
  field('getUrlForStaffPicUpload', {
    variant: ADMIN,
    subject: `${ADMIN_SUBJECT}: their photo`,
    document:
      'query U($personId: ID!) { getUrlForStaffPicUpload(personId: $personId, contentType: "image/png") }',
    variables: async (world) => ({ personId: (await world.freshAdmin()).personId }),
    expect: ADMIN_TARGET,
  }),
  field('updateStaff', {
    variant: ADMIN,
    subject: `${ADMIN_SUBJECT}: their email changed to the actor's`,
    document: `mutation U($input: StaffMemberDetailsInput!) { updateStaff(staffMemberDetailsInput: $input) { ${STAFF} } }`,
    variables: async (world, actor) => {
      const admin = await world.freshAdmin();
      return {
        input: {
          personId: admin.personId,
          firstName: admin.firstName,
          lastName: admin.lastName,
          gender: 'FEMALE',
          email: `matrix.takeover.${actor}@example.com`,
          mobilePhone: { countryCode: 'NZ', number: '0215550198' },
          branches: [world.org.branches.auckland.id],
        },
      };
    },
    expect: ADMIN_TARGET,
  }),
  field('disableStaffMember', {
    variant: ADMIN,
    subject: ADMIN_SUBJECT,
    document: `mutation D($personId: ID!) { disableStaffMember(personId: $personId) { ${STAFF} } }`,
    variables: async (world) => ({ personId: (await world.freshAdmin()).personId }),
    expect: ADMIN_TARGET,
  }),
  field('enableStaffMember', {
    variant: ADMIN,
    subject: ADMIN_SUBJECT,
    document: `mutation E($personId: ID!) { enableStaffMember(personId: $personId) { ${STAFF} } }`,
    variables: async (world) => ({ personId: (await world.freshAdmin()).personId }),
    expect: ADMIN_TARGET,
  }),
  field('resetPassword', {
    variant: ADMIN,
    subject: `${ADMIN_SUBJECT}, by username`,
    document: 'mutation R($username: String!) { resetPassword(username: $username) }',
    variables: async (world) => ({ username: (await world.freshAdmin()).username }),
    expect: ADMIN_TARGET,
  }),
  field('assignRoleToPerson', {
    variant: ADMIN,
    subject: `branch manager of Wellington, to ${ADMIN_SUBJECT}`,
    document: `mutation A($roleId: String!, $branchId: String!, $personId: ID!) {
      assignRoleToPerson(roleId: $roleId, branchId: $branchId, personId: $personId) { personId } }`,
    variables: async (world) => ({
      roleId: 'branch-manager',
      branchId: world.org.branches.wellington.id,
      personId: (await world.freshAdmin()).personId,
    }),
    expect: ADMIN_TARGET_ROLES,
  }),
  field('removeRoleFromPerson', {
    variant: ADMIN,
    subject: `admin on ALL_BRANCHES, from ${ADMIN_SUBJECT}`,
    document: `mutation R($roleId: String!, $branchId: String!, $personId: ID!) {
      removeRoleFromPerson(roleId: $roleId, branchId: $branchId, personId: $personId) { personId } }`,
    variables: async (world) => ({
      roleId: 'admin',
      branchId: 'ALL_BRANCHES',
      personId: (await world.freshAdmin()).personId,
    }),
    expect: ADMIN_TARGET_ROLES,
  }),
];

/** The error code of an access-control answer, else what it answered. */
function cardAnswer(body: string): string {
  const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[]; tokens?: unknown };
  const code = parsed.errors?.[0]?.extensions?.code;
  if (code) return code;
  return parsed.tokens ? 'user' : 'token';
}

/**
 * A staff member's cards are the staff rules' (docs/access-control.md): reading them is seeing the
 * staff member, changing them is managing the account. Another organisation finds no such person.
 */
const ADMIN_CARDS = (seen: string, changed: string): Expectations => ({
  anonymous: 'HTTP 401: UNAUTHENTICATED',
  noRole: 'HTTP 403: STAFF_ACCESS_DENIED',
  frontDesk: 'HTTP 403: STAFF_ACCESS_DENIED',
  branchManager: seen,
  reliefDesk: 'HTTP 403: STAFF_ACCESS_DENIED',
  areaManager: 'HTTP 403: STAFF_ACCESS_DENIED',
  superAdmin: changed,
  otherAdmin: 'HTTP 404: MEMBER_NOT_FOUND',
});

export const STAFF_ADMIN_TARGET_ROUTE_ROWS: MatrixRow[] = [
  route('GET /access-control/user/:userId', {
    variant: ADMIN,
    subject: `${ADMIN_SUBJECT}: their cards`,
    request: async (world, actor) => ({
      method: 'GET',
      url: `/access-control/user/${(await world.freshAdmin()).personId}`,
      headers: await bearerOf(world, actor),
    }),
    observe: cardAnswer,
    expect: ADMIN_CARDS('HTTP 200: user', 'HTTP 200: user'),
  }),
  route('POST /access-control/user/:userId/token', {
    variant: ADMIN,
    subject: `a card for ${ADMIN_SUBJECT}`,
    request: async (world, actor) => {
      const admin = await world.freshAdmin();
      return {
        method: 'POST',
        url: `/access-control/user/${admin.personId}/token`,
        headers: { ...(await bearerOf(world, actor)), 'content-type': 'application/json' },
        payload: JSON.stringify({ cardNumber: `ADMIN${admin.personId.slice(0, 8)}`, type: 'card' }),
      };
    },
    observe: cardAnswer,
    expect: ADMIN_CARDS('HTTP 403: STAFF_ACCESS_DENIED', 'HTTP 201: token'),
  }),
  route('DELETE /access-control/user/:userId/token/:tokenId', {
    variant: ADMIN,
    subject: `the card of ${ADMIN_SUBJECT}`,
    request: async (world, actor) => {
      const admin = await world.freshAdmin();
      await world.org.build((tx) => makeAccessCard(tx, { personId: admin.personId }));
      const { rows } = await world.server.db.pools.owner.query<{ id: string }>(
        'select id from access_cards where person_id = $1',
        [admin.personId],
      );
      return {
        method: 'DELETE',
        url: `/access-control/user/${admin.personId}/token/${rows[0]?.id}`,
        headers: await bearerOf(world, actor),
      };
    },
    observe: cardAnswer,
    expect: ADMIN_CARDS('HTTP 403: STAFF_ACCESS_DENIED', 'HTTP 200: token'),
  }),
];
