import {
  DEMO_APPLICATION_ID,
  DEMO_BRANCH_ID,
  DEMO_GROUP_ID,
  DEMO_STAFF_ID,
  DEMO_USER_ID,
  type DemoBranch,
  type DemoOrganisation,
  type DemoStaff,
} from '../platform/modules/demo-plan.ts';

/**
 * The demo organisations: what the seed creates (each module's seed step writes its part, see
 * `seed.ts`). Ids are fixed (platform/modules/demo-plan.ts) so the seed is deterministic and
 * tests, docs and the printed sign-in can name them.
 */
export const DEMO_PASSWORD = 'clubline-demo';

const branch = (tenant: number, n: number, fields: Omit<DemoBranch, 'id'>): DemoBranch => ({
  id: DEMO_BRANCH_ID(tenant, n),
  ...fields,
});

const demoBranches: DemoBranch[] = [
  branch(1, 1, {
    name: 'Auckland CBD',
    country: 'NZ',
    timeZone: 'Pacific/Auckland',
    city: 'Auckland',
    suburb: 'Auckland Central',
    state: null,
    postalCode: '1010',
    phone: '093001001',
  }),
  branch(1, 2, {
    name: 'Wellington Lambton Quay',
    country: 'NZ',
    timeZone: 'Pacific/Auckland',
    city: 'Wellington',
    suburb: 'Wellington Central',
    state: null,
    postalCode: '6011',
    phone: '044001002',
  }),
  branch(1, 3, {
    name: 'Christchurch Riccarton',
    country: 'NZ',
    timeZone: 'Pacific/Auckland',
    city: 'Christchurch',
    suburb: 'Riccarton',
    state: null,
    postalCode: '8011',
    phone: '033001003',
  }),
  branch(1, 4, {
    name: 'Sydney Surry Hills',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    city: 'Sydney',
    suburb: 'Surry Hills',
    state: 'NSW',
    postalCode: '2010',
    phone: '0291001004',
  }),
  branch(1, 5, {
    name: 'Melbourne Richmond',
    country: 'AU',
    timeZone: 'Australia/Melbourne',
    city: 'Melbourne',
    suburb: 'Richmond',
    state: 'VIC',
    postalCode: '3121',
    phone: '0391001005',
  }),
  branch(1, 6, {
    name: 'Brisbane Fortitude Valley',
    country: 'AU',
    timeZone: 'Australia/Brisbane',
    city: 'Brisbane',
    suburb: 'Fortitude Valley',
    state: 'QLD',
    postalCode: '4006',
    phone: '0731001006',
  }),
  branch(1, 7, {
    name: 'Perth Northbridge',
    country: 'AU',
    timeZone: 'Australia/Perth',
    city: 'Perth',
    suburb: 'Northbridge',
    state: 'WA',
    postalCode: '6003',
    phone: '0891001007',
  }),
];

const staff = (tenant: number, n: number, fields: Omit<DemoStaff, 'id' | 'userId'>): DemoStaff => ({
  id: DEMO_STAFF_ID(tenant, n),
  userId: DEMO_USER_ID(tenant, n),
  ...fields,
});

const australiaGroupId = DEMO_GROUP_ID(1, 1);
const northIslandGroupId = DEMO_GROUP_ID(1, 2);

export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  {
    id: DEMO_APPLICATION_ID(1),
    domain: 'demo',
    name: 'Demo Fitness',
    billingProvider: 'PAYSMART',
    defaultCountry: 'NZ',
    branches: demoBranches,
    groups: [
      {
        id: australiaGroupId,
        name: 'Australia',
        description: 'Every Australian branch',
        branchIds: demoBranches.filter((b) => b.country === 'AU').map((b) => b.id),
      },
      {
        id: northIslandGroupId,
        name: 'New Zealand North Island',
        description: 'Auckland and Wellington',
        branchIds: [DEMO_BRANCH_ID(1, 1), DEMO_BRANCH_ID(1, 2)],
      },
    ],
    staff: [
      staff(1, 1, {
        firstName: 'Sam',
        lastName: 'Admin',
        username: 'super.admin',
        roleId: 'admin',
        scope: { allBranches: true },
        homeBranchId: DEMO_BRANCH_ID(1, 1),
      }),
      staff(1, 2, {
        firstName: 'Alex',
        lastName: 'Area',
        username: 'area.manager',
        roleId: 'field-manager',
        scope: { branchGroupId: australiaGroupId },
        homeBranchId: DEMO_BRANCH_ID(1, 4),
      }),
      staff(1, 3, {
        firstName: 'Bea',
        lastName: 'Manager',
        username: 'branch.manager',
        roleId: 'branch-manager',
        scope: { branchId: DEMO_BRANCH_ID(1, 1) },
        homeBranchId: DEMO_BRANCH_ID(1, 1),
      }),
      staff(1, 4, {
        firstName: 'Frankie',
        lastName: 'Desk',
        username: 'front.desk',
        roleId: 'front-desk',
        scope: { branchId: DEMO_BRANCH_ID(1, 2) },
        homeBranchId: DEMO_BRANCH_ID(1, 2),
      }),
      // Relief front desk covering both North Island branches: a front desk who can follow a
      // member they move from Wellington to Auckland.
      staff(1, 6, {
        firstName: 'Riley',
        lastName: 'Relief',
        username: 'relief.desk',
        roleId: 'front-desk',
        scope: { branchGroupId: northIslandGroupId },
        homeBranchId: DEMO_BRANCH_ID(1, 2),
      }),
      staff(1, 5, {
        firstName: 'Norah',
        lastName: 'Noroles',
        username: 'no.role',
        roleId: 'front-desk',
        scope: null,
        homeBranchId: DEMO_BRANCH_ID(1, 2),
      }),
    ],
    membersPerBranch: 400,
  },
  {
    id: DEMO_APPLICATION_ID(2),
    domain: 'acme',
    name: 'Acme Health Clubs',
    billingProvider: 'DEBITSUCCESS',
    defaultCountry: 'AU',
    branches: [
      branch(2, 1, {
        name: 'Adelaide Central',
        country: 'AU',
        timeZone: 'Australia/Adelaide',
        city: 'Adelaide',
        suburb: 'Adelaide',
        state: 'SA',
        postalCode: '5000',
        phone: '0881002001',
      }),
      branch(2, 2, {
        name: 'Hobart Waterfront',
        country: 'AU',
        timeZone: 'Australia/Hobart',
        city: 'Hobart',
        suburb: 'Hobart',
        state: 'TAS',
        postalCode: '7000',
        phone: '0361002002',
      }),
    ],
    groups: [],
    staff: [
      staff(2, 1, {
        firstName: 'Ada',
        lastName: 'Acme',
        username: 'super.admin',
        roleId: 'admin',
        scope: { allBranches: true },
        homeBranchId: DEMO_BRANCH_ID(2, 1),
      }),
    ],
    membersPerBranch: 50,
  },
];
