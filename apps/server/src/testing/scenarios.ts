import type { BranchGroupRow, BranchRow } from '../features/branches/branches.repository.ts';
import { makeBranch, makeBranchGroup } from '../features/branches/branches.testing.ts';
import {
  createOrganisation,
  type OrganisationOverrides,
  type TestOrganisation,
} from '../features/organisation/organisation.testing.ts';
import {
  makeStaffUser,
  makeStandardRoles,
  type RoleScope,
  type StaffUser,
} from '../features/roles/roles.testing.ts';
import { STANDARD_ROLE_IDS } from '../features/roles/standard-roles.ts';
import type { Database, Transaction } from '../platform/db/client.ts';

/**
 * Scenario presets (layer 2 of the builders): whole organisations with named handles, each made
 * in one transaction through the api role. Every call makes a new organisation, so tests of one
 * file can share a database and still own their data.
 */

/** Where to build: a test server, a test database or the api-role database itself. */
export type ScenarioTarget = Database | { deps: { db: Database } } | { pools: { appDb: Database } };

function databaseOf(target: ScenarioTarget): Database {
  if ('deps' in target) return target.deps.db;
  if ('pools' in target) return target.pools.appDb;
  return target;
}

interface BranchPlace {
  name: string;
  country: 'NZ' | 'AU';
  timeZone: string;
  city: string;
  suburb: string;
  state: string | null;
  postalCode: string;
  phone: string;
}

async function branchAt(tx: Transaction, place: BranchPlace): Promise<BranchRow> {
  return makeBranch(tx, {
    name: place.name,
    country: place.country,
    timeZone: place.timeZone,
    address: {
      address1: '10 Queen Street',
      address2: null,
      suburb: place.suburb,
      city: place.country === 'NZ' ? place.city : null,
      state: place.state,
      postalCode: place.postalCode,
      country: place.country,
    },
    contactNumber: { countryCode: place.country, number: place.phone },
  });
}

const nz = (place: Omit<BranchPlace, 'country' | 'timeZone' | 'state'>): BranchPlace => ({
  ...place,
  country: 'NZ',
  timeZone: 'Pacific/Auckland',
  state: null,
});

const au = (place: Omit<BranchPlace, 'country'>): BranchPlace => ({ ...place, country: 'AU' });

/** The branches of `organisationScenario`, by handle. */
const SCENARIO_BRANCHES = {
  auckland: nz({
    name: 'Auckland CBD',
    city: 'Auckland',
    suburb: 'Auckland Central',
    postalCode: '1010',
    phone: '093001001',
  }),
  wellington: nz({
    name: 'Wellington Lambton Quay',
    city: 'Wellington',
    suburb: 'Wellington Central',
    postalCode: '6011',
    phone: '044001002',
  }),
  christchurch: nz({
    name: 'Christchurch Riccarton',
    city: 'Christchurch',
    suburb: 'Riccarton',
    postalCode: '8011',
    phone: '033001003',
  }),
  sydney: au({
    name: 'Sydney Surry Hills',
    timeZone: 'Australia/Sydney',
    city: 'Sydney',
    suburb: 'Surry Hills',
    state: 'NSW',
    postalCode: '2010',
    phone: '0291001004',
  }),
  melbourne: au({
    name: 'Melbourne Richmond',
    timeZone: 'Australia/Melbourne',
    city: 'Melbourne',
    suburb: 'Richmond',
    state: 'VIC',
    postalCode: '3121',
    phone: '0391001005',
  }),
  brisbane: au({
    name: 'Brisbane Fortitude Valley',
    timeZone: 'Australia/Brisbane',
    city: 'Brisbane',
    suburb: 'Fortitude Valley',
    state: 'QLD',
    postalCode: '4006',
    phone: '0731001006',
  }),
  perth: au({
    name: 'Perth Northbridge',
    timeZone: 'Australia/Perth',
    city: 'Perth',
    suburb: 'Northbridge',
    state: 'WA',
    postalCode: '6003',
    phone: '0891001007',
  }),
} as const;

const SECOND_TENANT_BRANCHES = {
  adelaide: au({
    name: 'Adelaide Central',
    timeZone: 'Australia/Adelaide',
    city: 'Adelaide',
    suburb: 'Adelaide',
    state: 'SA',
    postalCode: '5000',
    phone: '0881002001',
  }),
  hobart: au({
    name: 'Hobart Waterfront',
    timeZone: 'Australia/Hobart',
    city: 'Hobart',
    suburb: 'Hobart',
    state: 'TAS',
    postalCode: '7000',
    phone: '0361002002',
  }),
} as const;

type ScenarioBranch = keyof typeof SCENARIO_BRANCHES;

export interface OrganisationScenario extends TestOrganisation {
  domain: string;
  name: string;
  /** NZ: Auckland CBD, Wellington, Christchurch; AU: Sydney, Melbourne, Brisbane, Perth. */
  branches: Record<ScenarioBranch, BranchRow>;
  /** Every branch id, in the order above. */
  branchIds: string[];
  groups: {
    /** The four Australian branches: the area manager's. */
    australia: BranchGroupRow;
    /** Auckland and Wellington: the relief desk's. */
    northIsland: BranchGroupRow;
  };
  /** Admin on ALL_BRANCHES (a super admin); home Auckland. */
  superAdmin: StaffUser;
  /** Field manager on the Australia group; home Sydney. */
  areaManager: StaffUser;
  /** Branch manager of Auckland. */
  branchManager: StaffUser;
  /** Front desk of Wellington. */
  frontDesk: StaffUser;
  /** Front desk on the North Island group (Auckland and Wellington); home Wellington. */
  reliefDesk: StaffUser;
  /** A staff user without any role assignment; home Wellington. */
  noRole: StaffUser;
}

/**
 * An organisation with New Zealand and Australian branches, two branch groups, the standard roles
 * and a staff user for each kind of access (see the handles). Staff are named as in the demo seed
 * (Sam Admin `super.admin`, Alex Area `area.manager`, Bea Manager `branch.manager`, Frankie Desk
 * `front.desk`, Riley Relief `relief.desk`, Norah Noroles `no.role`) with TEST_PASSWORD and
 * `<username>@<domain>.example.com`. Staff are persons too, each with a StaffMember role at their
 * home branch (Auckland 2, Wellington 3, Sydney 1), so they count among a branch's persons; the
 * scenario makes no members or prospects.
 */
export async function organisationScenario(
  target: ScenarioTarget,
  overrides: OrganisationOverrides = {},
): Promise<OrganisationScenario> {
  const organisation = await createOrganisation(databaseOf(target), overrides, async (tx, application) => {
    const branches = {} as Record<ScenarioBranch, BranchRow>;
    for (const [key, place] of Object.entries(SCENARIO_BRANCHES) as [ScenarioBranch, BranchPlace][]) {
      branches[key] = await branchAt(tx, place);
    }
    const australia = await makeBranchGroup(tx, {
      name: 'Australia',
      description: 'Every Australian branch',
      branchIds: [branches.sydney.id, branches.melbourne.id, branches.brisbane.id, branches.perth.id],
    });
    const northIsland = await makeBranchGroup(tx, {
      name: 'New Zealand North Island',
      description: 'Auckland and Wellington',
      branchIds: [branches.auckland.id, branches.wellington.id],
    });
    await makeStandardRoles(tx);
    const staff = (
      firstName: string,
      lastName: string,
      username: string,
      homeBranchId: string,
      role?: { roleId: string; scope: RoleScope },
    ) =>
      makeStaffUser(tx, {
        firstName,
        lastName,
        username,
        email: `${username}@${application.domain}.example.com`,
        homeBranchId,
        roles: role ? [role] : [],
      });
    const ids = STANDARD_ROLE_IDS;
    return {
      branches,
      groups: { australia, northIsland },
      superAdmin: await staff('Sam', 'Admin', 'super.admin', branches.auckland.id, {
        roleId: ids.admin,
        scope: 'ALL_BRANCHES',
      }),
      areaManager: await staff('Alex', 'Area', 'area.manager', branches.sydney.id, {
        roleId: ids.fieldManager,
        scope: { branchGroupId: australia.id },
      }),
      branchManager: await staff('Bea', 'Manager', 'branch.manager', branches.auckland.id, {
        roleId: ids.branchManager,
        scope: { branchId: branches.auckland.id },
      }),
      frontDesk: await staff('Frankie', 'Desk', 'front.desk', branches.wellington.id, {
        roleId: ids.frontDesk,
        scope: { branchId: branches.wellington.id },
      }),
      reliefDesk: await staff('Riley', 'Relief', 'relief.desk', branches.wellington.id, {
        roleId: ids.frontDesk,
        scope: { branchGroupId: northIsland.id },
      }),
      noRole: await staff('Norah', 'Noroles', 'no.role', branches.wellington.id),
    };
  });
  const { built, ...handle } = organisation;
  return {
    ...handle,
    ...built,
    domain: handle.application.domain,
    name: handle.application.name,
    branchIds: Object.values(built.branches).map((branch) => branch.id),
  };
}

export interface SecondTenant extends TestOrganisation {
  domain: string;
  name: string;
  branches: { adelaide: BranchRow; hobart: BranchRow };
  branchIds: string[];
  /** Admin on ALL_BRANCHES, username `super.admin` like the first scenario's. */
  superAdmin: StaffUser;
}

/**
 * Another organisation for isolation (RLS) tests: Australian, billed by DEBITSUCCESS, with two
 * branches (Adelaide, Hobart), the standard roles and a super admin whose username is the same as
 * `organisationScenario`'s.
 */
export async function secondTenant(
  target: ScenarioTarget,
  overrides: OrganisationOverrides = {},
): Promise<SecondTenant> {
  const organisation = await createOrganisation(
    databaseOf(target),
    {
      ...overrides,
      billingProvider: overrides.billingProvider ?? 'DEBITSUCCESS',
      defaultCountry: overrides.defaultCountry ?? 'AU',
    },
    async (tx, application) => {
      const adelaide = await branchAt(tx, SECOND_TENANT_BRANCHES.adelaide);
      const hobart = await branchAt(tx, SECOND_TENANT_BRANCHES.hobart);
      await makeStandardRoles(tx);
      const superAdmin = await makeStaffUser(tx, {
        firstName: 'Ada',
        lastName: 'Admin',
        username: 'super.admin',
        email: `super.admin@${application.domain}.example.com`,
        homeBranchId: adelaide.id,
        roles: [{ roleId: STANDARD_ROLE_IDS.admin, scope: 'ALL_BRANCHES' }],
      });
      return { branches: { adelaide, hobart }, superAdmin };
    },
  );
  const { built, ...handle } = organisation;
  return {
    ...handle,
    ...built,
    domain: handle.application.domain,
    name: handle.application.name,
    branchIds: [built.branches.adelaide.id, built.branches.hobart.id],
  };
}
