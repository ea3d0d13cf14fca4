import { ALL_BRANCHES, OPERATIONS } from '@clubline/domain';
import type { FlagOverrides } from '../app/flags/flags.ts';
import { fakeRuntime, renderApp } from './app.tsx';
import { type Assignment, startUpAnswers } from './fixtures.ts';
import { createTestClient, type Fixtures } from './graphql.ts';

/**
 * Member-area fixtures: branches and persons with UUID ids (the domain's schemas check them) and
 * the demo's front-desk role, which may manage members and send SMS.
 */
export const AKL = '00000001-0002-4000-8000-000000000001';
export const WLG = '00000001-0002-4000-8000-000000000002';
export const SYD = '00000001-0002-4000-8000-000000000004';
export const PERSON_ID = '00000001-0004-4000-8000-0000000003e8';

export const memberBranches = [
  { __typename: 'Branch', id: AKL, name: 'Auckland CBD', country: 'NZ', memberCount: 12, isGroup: false },
  {
    __typename: 'Branch',
    id: SYD,
    name: 'Sydney Surry Hills',
    country: 'AU',
    memberCount: 7,
    isGroup: false,
  },
  {
    __typename: 'Branch',
    id: WLG,
    name: 'Wellington Lambton Quay',
    country: 'NZ',
    memberCount: 3,
    isGroup: false,
  },
] as const;

const memberGroups = [
  {
    __typename: 'BranchGroup',
    id: ALL_BRANCHES,
    name: 'ALL_BRANCHES',
    description: 'Every branch',
    branches: memberBranches.map((branch) => branch.id),
    isGroup: true,
  },
] as const;

const memberRoles = [
  { __typename: 'AuthzRole', id: 'admin', name: 'Admin', operations: [...OPERATIONS] },
  {
    __typename: 'AuthzRole',
    id: 'front-desk',
    name: 'Front desk',
    operations: ['view-member', 'manage-member', 'send-ad-hoc-sms', 'ui-access-grey-area'],
  },
  { __typename: 'AuthzRole', id: 'viewer', name: 'Viewer', operations: ['view-member'] },
] as const;

export const FRONT_DESK_AT_WLG: Assignment[] = [{ roleId: 'front-desk', branchId: WLG }];
export const VIEWER_AT_WLG: Assignment[] = [{ roleId: 'viewer', branchId: WLG }];
export const ADMIN_EVERYWHERE: Assignment[] = [
  { roleId: 'admin', branchId: ALL_BRANCHES, isSuperAdmin: true },
];

/** The start-up answers for a user of this organisation. */
export function memberStartUp(assignments: Assignment[] = FRONT_DESK_AT_WLG): Fixtures {
  const base = startUpAnswers(assignments);
  return {
    ...base,
    GetInitialisationData: {
      data: {
        getInitialisationData: {
          me: { applicationId: 'app-1', personId: 'person-1', userId: 'user-1' },
          authzRoles: memberRoles,
          operationsPerRole: [],
        },
      },
    },
    StartUpBranches: { data: { allBranchesAndGroups: { branches: memberBranches, groups: memberGroups } } },
  };
}

const phone = (number: string) => ({ __typename: 'Phone', countryCode: 'NZ', number });

/** A full Person as getPerson answers it. */
export function personFixture(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Person',
    id: PERSON_ID,
    firstName: 'Aroha',
    lastName: 'Ngata',
    email: 'aroha@example.com',
    gender: 'FEMALE',
    dateOfBirth: '1990-02-28',
    hasImage: false,
    emailOptin: true,
    smsOptin: false,
    tags: ['overdue'],
    homeBranchId: WLG,
    homeBranch: {
      __typename: 'HomeBranch',
      id: WLG,
      name: 'Wellington Lambton Quay',
      timeZone: { __typename: 'TimeZone', id: 'Pacific/Auckland' },
    },
    mobilePhone: phone('0212345678'),
    homePhone: null,
    address: {
      __typename: 'Address',
      address1: '1 Lambton Quay',
      address2: null,
      suburb: 'Wellington Central',
      city: 'Wellington',
      state: null,
      postalCode: '6011',
      country: 'NZ',
    },
    emergencyContact: { __typename: 'EmergencyContact', name: 'Hemi Ngata', number: phone('0211112222') },
    roles: [
      {
        __typename: 'PersonRole',
        branchId: WLG,
        roleType: 'Member',
        status: 'MEMBER',
        joinedTimestamp: 1_700_000_000,
        // 2026-03-01 09:30 in Wellington.
        lastVisitTimestamp: 1_772_310_600,
      },
    ],
    vaccinationCertSightedOn: null,
    vaccinationPassExpiryDate: null,
    ...overrides,
  };
}

export function renderMemberApp(
  path: string,
  fixtures: Fixtures,
  { assignments, flags = {} }: { assignments?: Assignment[]; flags?: FlagOverrides } = {},
) {
  const test = createTestClient({ ...memberStartUp(assignments), ...fixtures });
  const { runtime } = fakeRuntime(test.client);
  return { ...renderApp({ path, runtime: { status: 'ready', runtime }, flags }), ...test };
}
