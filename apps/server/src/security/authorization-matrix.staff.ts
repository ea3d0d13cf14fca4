import { makeStaffUser, type StaffUser } from '../testing/builders.ts';
import { field, type MatrixRow } from './authorization-matrix.run.ts';
import { type Expectations, OK, UNAUTHENTICATED } from './authorization-matrix.ts';
import type { World } from './authorization-matrix.world.ts';

/**
 * The staff feature's root fields (issue 16). The subject is a staff member of Wellington: seeing
 * them takes view-staff-member on a branch they work for, changing them manage-staff-member on
 * every one (features/staff/staff-access.ts). The front desks and the user without a role hold
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
