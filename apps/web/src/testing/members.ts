import { ALL_BRANCHES, OPERATIONS, todayIn } from '@clubline/domain';
import type { FlagOverrides } from '../app/flags/flags.ts';
import { providePrefetchRuntime } from '../app/graphql/prefetch.ts';
import { fakeRuntime, renderApp } from './app.tsx';
import {
  type Assignment,
  type BranchData,
  initialisationDataAnswer,
  makeBranch,
  makeBranchGroup,
  makeRole,
  startUpAnswers,
} from './fixtures.ts';
import { type AnswerTo, createTestClient, type Fixtures } from './graphql.ts';
import type { OperationData } from './operations.ts';

/**
 * Member-area fixtures: branches and persons with UUID ids (the domain's schemas check them) and
 * the demo's front-desk role, which may manage members and send SMS.
 */
export const AKL = '00000001-0002-4000-8000-000000000001';
export const WLG = '00000001-0002-4000-8000-000000000002';
export const SYD = '00000001-0002-4000-8000-000000000004';
export const PERSON_ID = '00000001-0004-4000-8000-0000000003e8';

const memberBranches: readonly BranchData[] = [
  makeBranch({ id: AKL, name: 'Auckland CBD', memberCount: 12 }),
  makeBranch({ id: SYD, name: 'Sydney Surry Hills', country: 'AU', memberCount: 7 }),
  makeBranch({ id: WLG, name: 'Wellington Lambton Quay', memberCount: 3 }),
];

const memberGroups = [
  makeBranchGroup({
    id: ALL_BRANCHES,
    name: 'ALL_BRANCHES',
    description: 'Every branch',
    branches: memberBranches.map((branch) => branch.id),
  }),
];

const memberRoles = [
  makeRole({ id: 'admin', name: 'Admin', operations: [...OPERATIONS] }),
  makeRole({
    id: 'front-desk',
    name: 'Front desk',
    operations: ['view-member', 'manage-member', 'send-ad-hoc-sms', 'ui-access-grey-area'],
  }),
  makeRole({ id: 'viewer', name: 'Viewer', operations: ['view-member'] }),
];

const FRONT_DESK_AT_WLG: Assignment[] = [{ roleId: 'front-desk', branchId: WLG }];
export const VIEWER_AT_WLG: Assignment[] = [{ roleId: 'viewer', branchId: WLG }];
export const ADMIN_EVERYWHERE: Assignment[] = [
  { roleId: 'admin', branchId: ALL_BRANCHES, isSuperAdmin: true },
];

/** The start-up answers for a user of this organisation. */
function memberStartUp(assignments: Assignment[] = FRONT_DESK_AT_WLG): Fixtures {
  return {
    ...startUpAnswers(assignments),
    GetInitialisationData: initialisationDataAnswer(memberRoles),
    StartUpBranches: { data: { allBranchesAndGroups: { branches: memberBranches, groups: memberGroups } } },
  };
}

/** A person with every field the web's queries select on one (profile, overview, lists). */
export type PersonData = NonNullable<OperationData<'MemberArea'>['getPerson']> &
  NonNullable<OperationData<'MemberOverview'>['getPerson']> &
  OperationData<'UpdatePersonalDetails'>['updatePersonalDetails'] &
  OperationData<'MyMembers'>['searchPersons']['persons'][number] &
  OperationData<'ReciprocalMembers'>['searchPersons']['persons'][number];

type PhoneData = NonNullable<PersonData['mobilePhone']>;
export type HomeBranchData = NonNullable<PersonData['homeBranch']>;
export type PersonRoleData = PersonData['roles'][number];

const makePhone = (number: string, countryCode = 'NZ'): PhoneData => ({
  __typename: 'Phone',
  countryCode,
  number,
});

/** A home branch: Wellington unless told, in Auckland's time zone as every NZ branch. */
export function makeHomeBranch(overrides: Partial<HomeBranchData> = {}): HomeBranchData {
  return {
    __typename: 'HomeBranch',
    id: WLG,
    name: 'Wellington Lambton Quay',
    timeZone: { __typename: 'TimeZone', id: 'Pacific/Auckland' },
    // The server's billing clock stands on the browser's day unless a test says otherwise.
    today: todayIn('Pacific/Auckland').toString(),
    ...overrides,
  };
}

export function makePersonRole(overrides: Partial<PersonRoleData> = {}): PersonRoleData {
  return {
    __typename: 'PersonRole',
    branchId: WLG,
    roleType: 'Member',
    status: 'MEMBER',
    // 2026-03-01 09:30 in Wellington.
    lastVisitTimestamp: 1_772_310_600,
    ...overrides,
  };
}

/** Aroha Ngata, a Member at Wellington, as getPerson answers her. */
export function makePerson(overrides: Partial<PersonData> = {}): PersonData {
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
    homeBranch: makeHomeBranch(),
    mobilePhone: makePhone('0212345678'),
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
    emergencyContact: { __typename: 'EmergencyContact', name: 'Hemi Ngata', number: makePhone('0211112222') },
    roles: [makePersonRole()],
    accessCards: [{ __typename: 'PersonAccessCard', cardNumber: 'A1B2C3' }],
    vaccinationCertSightedOn: null,
    vaccinationPassExpiryDate: null,
    overdueReferences: [],
    memberships: [],
    currentMembershipNames: [],
    ...overrides,
  };
}

/** The getPerson answer of the member area and the overview. */
export const personAnswer = (person: PersonData = makePerson()) => ({ data: { getPerson: person } });

/** A page of a person search (My Members, Reciprocal Members). */
export function personPage(
  persons: readonly PersonData[],
  total = persons.length,
  totalIsCapped = false,
): AnswerTo<'MyMembers'> & AnswerTo<'ReciprocalMembers'> {
  return {
    data: {
      searchPersons: {
        __typename: 'PersonSearchPage',
        pageInfo: { __typename: 'PersonSearchPageInfo', total, totalIsCapped },
        persons,
      },
    },
  };
}

export function renderMemberApp(
  path: string,
  fixtures: Fixtures,
  {
    assignments,
    flags = {},
    prefetch = false,
  }: {
    assignments?: Assignment[];
    flags?: FlagOverrides;
    /** Routes' loaders prefetch through the test's client, as app/mount.tsx lets them. */
    prefetch?: boolean;
  } = {},
) {
  const test = createTestClient({ ...memberStartUp(assignments), ...fixtures });
  const { runtime } = fakeRuntime(test.client);
  providePrefetchRuntime(prefetch ? runtime : null);
  return { ...renderApp({ path, runtime: { status: 'ready', runtime }, flags }), ...test };
}
