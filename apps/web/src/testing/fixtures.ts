import { ALL_BRANCHES, derivePermissions, OPERATIONS } from '@clubline/domain';
import type { Discovery } from '../app/auth/discovery.ts';
import type { SessionData } from '../app/session/session-data.ts';
import type { AnswerTo, Fixtures } from './graphql.ts';
import type { OperationData } from './operations.ts';

/**
 * A small organisation for tests: three NZ branches, one AU, a group, two roles. Each builder
 * returns the generated GraphQL type of every query that sends the thing, so a document or
 * schema change breaks these at compile time. Overrides are spread, so 0, false and null stick.
 */
const APPLICATION_ID = 'app-1';

/** A branch with every field the web's queries select on one. */
export type BranchData = OperationData<'StartUpBranches'>['allBranchesAndGroups']['branches'][number] &
  OperationData<'BranchList'>['allBranchesAndGroups']['branches'][number] &
  OperationData<'BranchGroupDetail'>['allBranchesAndGroups']['branches'][number];

/** A branch group with every field the web's queries select on one. */
export type BranchGroupData = OperationData<'StartUpBranches'>['allBranchesAndGroups']['groups'][number] &
  OperationData<'BranchGroups'>['allBranchesAndGroups']['groups'][number] &
  NonNullable<OperationData<'BranchGroupDetail'>['getBranchGroup']>;

export type RoleData = OperationData<'GetInitialisationData'>['getInitialisationData']['authzRoles'][number];

export function makeBranch(overrides: Partial<BranchData> = {}): BranchData {
  return {
    __typename: 'Branch',
    id: 'akl',
    name: 'Auckland CBD',
    country: 'NZ',
    memberCount: 0,
    ...overrides,
  };
}

export function makeBranchGroup(overrides: Partial<BranchGroupData> = {}): BranchGroupData {
  return {
    __typename: 'BranchGroup',
    id: 'group-1',
    name: 'A group',
    description: null,
    branches: [],
    ...overrides,
  };
}

export function makeRole(overrides: Partial<RoleData> = {}): RoleData {
  return { __typename: 'AuthzRole', id: 'role-1', name: 'A role', operations: [], ...overrides };
}

export const discovery: Discovery = {
  clientId: 'clubline-web-demo',
  identityProviderUrl: 'http://localhost/oidc',
  applicationId: APPLICATION_ID,
  apiKey: 'api-key-1',
  options: {
    defaultCountry: 'NZ',
    vaccinationFeature: { enabled: false },
    staffCustomLogin: { enabled: false },
  },
};

/** Sorted by name, as the start-up keeps them. */
export const branches: readonly BranchData[] = [
  makeBranch({ id: 'akl', name: 'Auckland CBD', memberCount: 12 }),
  makeBranch({ id: 'chc', name: 'Christchurch Riccarton', memberCount: 0 }),
  makeBranch({ id: 'syd', name: 'Sydney Surry Hills', country: 'AU', memberCount: 7 }),
  makeBranch({ id: 'wlg', name: 'Wellington Lambton Quay', memberCount: 3 }),
];

export const ALL_BRANCHES_GROUP = makeBranchGroup({
  id: ALL_BRANCHES,
  name: 'ALL_BRANCHES',
  description: 'Every branch',
  branches: branches.map((branch) => branch.id),
});

export const NORTH_ISLAND = makeBranchGroup({
  id: 'group-north',
  name: 'North Island',
  description: 'Auckland and Wellington',
  branches: ['akl', 'wlg'],
});

/** ALL_BRANCHES first, as the start-up keeps them. */
export const groups: readonly BranchGroupData[] = [ALL_BRANCHES_GROUP, NORTH_ISLAND];

export const roles: readonly RoleData[] = [
  makeRole({ id: 'admin', name: 'Admin', operations: [...OPERATIONS] }),
  makeRole({ id: 'front-desk', name: 'Front desk', operations: ['view-member', 'ui-access-grey-area'] }),
];

export type Assignment = { roleId: string; branchId: string; isSuperAdmin?: boolean };

export const ADMIN_EVERYWHERE: Assignment[] = [
  { roleId: 'admin', branchId: ALL_BRANCHES, isSuperAdmin: true },
];
export const FRONT_DESK_WLG: Assignment[] = [{ roleId: 'front-desk', branchId: 'wlg' }];

/** Session data as the start-up would build it for these assignments. */
export function sessionData(
  assignments: Assignment[] = ADMIN_EVERYWHERE,
  overrides: Partial<SessionData> = {},
): SessionData {
  return {
    userId: 'user-1',
    personId: 'person-1',
    applicationId: APPLICATION_ID,
    displayName: 'Sam Admin',
    permissions: derivePermissions({ assignments, roles, branches, groups }),
    branches,
    groups,
    domain: { domain: 'demo', forced: false },
    options: discovery.options,
    ...overrides,
  };
}

/** The GetInitialisationData answer: user-1 (person-1) of this application, and `authzRoles`. */
export function initialisationDataAnswer(
  authzRoles: readonly RoleData[] = roles,
): AnswerTo<'GetInitialisationData'> {
  return {
    data: {
      getInitialisationData: {
        me: { applicationId: APPLICATION_ID, personId: 'person-1', userId: 'user-1' },
        authzRoles,
      },
    },
  };
}

/** The GetInitialisationByUser answer for user-1 (person-1) holding `assignments`. */
export function initialisationByUserAnswer(
  assignments: readonly Assignment[],
  person: { firstName: string; lastName: string },
): AnswerTo<'GetInitialisationByUser'> {
  return {
    data: {
      getInitialisationByUser: {
        roleAssignments: assignments.map(({ roleId, branchId, isSuperAdmin = false }) => ({
          userId: 'user-1',
          roleId,
          branchId,
          isSuperAdmin,
        })),
        person: { id: 'person-1', ...person },
      },
    },
  };
}

/** GraphQL answers of the start-up for a user holding `assignments`. */
export function startUpAnswers(
  assignments: Assignment[] = ADMIN_EVERYWHERE,
  person = { firstName: 'Sam', lastName: 'Admin' },
): Fixtures {
  return {
    GetInitialisationData: initialisationDataAnswer(),
    GetInitialisationByUser: initialisationByUserAnswer(assignments, person),
    StartUpBranches: { data: { allBranchesAndGroups: { branches, groups } } },
    BranchList: { data: { allBranchesAndGroups: { branches } } },
  };
}
