import { ALL_BRANCHES, derivePermissions, OPERATIONS } from '@clubline/domain';
import type { Discovery } from '../app/auth/discovery.ts';
import type { SessionData } from '../app/session/session-data.ts';
import type { FixtureAnswer, Fixtures } from './graphql.ts';

/** A small organisation for tests: three NZ branches, one AU, a group, two roles. */
export const APPLICATION_ID = 'app-1';

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

export const branches = [
  { __typename: 'Branch', id: 'akl', name: 'Auckland CBD', country: 'NZ', memberCount: 12, isGroup: false },
  {
    __typename: 'Branch',
    id: 'chc',
    name: 'Christchurch Riccarton',
    country: 'NZ',
    memberCount: 0,
    isGroup: false,
  },
  {
    __typename: 'Branch',
    id: 'syd',
    name: 'Sydney Surry Hills',
    country: 'AU',
    memberCount: 7,
    isGroup: false,
  },
  {
    __typename: 'Branch',
    id: 'wlg',
    name: 'Wellington Lambton Quay',
    country: 'NZ',
    memberCount: 3,
    isGroup: false,
  },
] as const;

export const groups = [
  {
    __typename: 'BranchGroup',
    id: ALL_BRANCHES,
    name: 'ALL_BRANCHES',
    description: 'Every branch',
    branches: branches.map((branch) => branch.id),
    isGroup: true,
  },
  {
    __typename: 'BranchGroup',
    id: 'group-north',
    name: 'North Island',
    description: 'Auckland and Wellington',
    branches: ['akl', 'wlg'],
    isGroup: true,
  },
] as const;

export const roles = [
  { __typename: 'AuthzRole', id: 'admin', name: 'Admin', operations: [...OPERATIONS] },
  {
    __typename: 'AuthzRole',
    id: 'front-desk',
    name: 'Front desk',
    operations: ['view-member', 'ui-access-grey-area'],
  },
] as const;

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
    permissions: derivePermissions({ assignments, roles, branches: [...branches], groups: [...groups] }),
    branches: [...branches],
    groups: [...groups],
    domain: { domain: 'demo', forced: false },
    options: discovery.options,
    ...overrides,
  };
}

/** The GetInitialisationByUser answer for user-1 (person-1) holding `assignments`. */
export function initialisationByUserAnswer(
  assignments: readonly Assignment[],
  person: { firstName: string; lastName: string },
): FixtureAnswer {
  return {
    data: {
      getInitialisationByUser: {
        roleAssignments: assignments.map((assignment) => ({
          userId: 'user-1',
          isSuperAdmin: false,
          ...assignment,
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
    GetInitialisationData: {
      data: {
        getInitialisationData: {
          me: { applicationId: APPLICATION_ID, personId: 'person-1', userId: 'user-1' },
          authzRoles: roles,
          operationsPerRole: [],
        },
      },
    },
    GetInitialisationByUser: initialisationByUserAnswer(assignments, person),
    StartUpBranches: { data: { allBranchesAndGroups: { branches, groups } } },
    BranchList: { data: { allBranchesAndGroups: { branches } } },
  };
}
