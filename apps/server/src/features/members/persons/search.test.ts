import type { PersonSearchSort } from '@clubline/domain';
import { PERSON_SEARCH_TOTAL_CAP } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../platform/db/tenant.ts';
import {
  type BuiltPerson,
  makePersons,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../../testing/builders.ts';
import { capturingDatabase, dataQueries, explain } from '../../../testing/query-plans.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { countMembersByBranch } from './persons.service.ts';
import { type PersonSearchCriteria, searchPersonRows } from './search.repository.ts';

/**
 * Persons made at each of the seven branches, by index i: Members with a card (i % 10 < 7) and
 * Prospects, each made a minute after the one before. Auckland's i % 20 = 11 are also reciprocal
 * Members at Wellington. Seven branches of them and the scenario's six staff (each a person at
 * their home branch) are more than a page of 1000.
 */
const PER_BRANCH = 150;
const PROSPECTS_PER_BRANCH = 45;
const RECIPROCAL_AT_WELLINGTON = 7;
const STAFF = 6;
/** Letters only, so the api's order and JavaScript's agree; repeated, in different cases. */
const FIRST_NAMES = ['Ana', 'Ben', 'Cai', 'dan', 'Amy', 'Finn', 'Gus', 'Hemi', 'Isla', 'Jo', 'Kiri', 'Mia'];
const LAST_NAMES = ['Smith', 'Ngata', 'ngata', 'Adams', 'Brown', 'Aoki', 'Wu', 'McKay', 'Pau', 'Yu', 'King'];
const FIRST_CREATED = Date.parse('2024-01-01T00:00:00Z');

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
/** The persons made at Wellington and Auckland, oldest first. */
let wellington: BuiltPerson[];
let auckland: BuiltPerson[];
/** Auckland's Members who are also Members at Wellington. */
let reciprocals: BuiltPerson[];
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  const made = await org.build(async (tx) => {
    const byBranch: BuiltPerson[][] = [];
    for (const [b, homeBranchId] of org.branchIds.entries()) {
      byBranch.push(
        await makePersons(tx, PER_BRANCH, (i) => {
          const n = b * PER_BRANCH + i;
          return {
            homeBranchId,
            firstName: FIRST_NAMES[n % FIRST_NAMES.length],
            lastName: LAST_NAMES[n % LAST_NAMES.length],
            role: i % 10 < 7 ? 'Member' : 'Prospect',
            card: i % 10 < 7,
            createdAt: new Date(FIRST_CREATED + n * 60_000),
            otherRoles:
              homeBranchId === org.branches.auckland.id && i % 20 === 11
                ? [{ branchId: org.branches.wellington.id, roleType: 'Member' }]
                : [],
          };
        }),
      );
    }
    return byBranch;
  });
  const at = (branchId: string) => made[org.branchIds.indexOf(branchId)] ?? [];
  wellington = at(org.branches.wellington.id);
  auckland = at(org.branches.auckland.id);
  reciprocals = auckland.filter((_, i) => i % 20 === 11);
  await other.build((tx) =>
    makePersons(tx, 3, (i) => ({
      homeBranchId: other.branches.adelaide.id,
      email: `adelaide${i}@example.com`,
    })),
  );
});
afterAll(() => server.close());

const ids = (persons: readonly { id: string }[]) => persons.map((person) => person.id);

interface Found {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  homeBranchId: string;
}
interface SearchData {
  searchPersons: { persons: Found[]; pageInfo: { total: number; totalIsCapped: boolean } };
}

const SEARCH = /* GraphQL */ `
  query Search(
    $term: String
    $limit: Int
    $offset: Int
    $branches: [ID!]
    $roleTypes: [PersonRoleType!]
    $homeBranchId: ID
    $sort: PersonSearchSort
    $reciprocal: Boolean
  ) {
    searchPersons(
      term: $term
      limit: $limit
      offset: $offset
      branches: $branches
      roleTypes: $roleTypes
      homeBranchId: $homeBranchId
      sort: $sort
      reciprocal: $reciprocal
    ) {
      persons { id firstName lastName email homeBranchId }
      pageInfo { total totalIsCapped }
    }
  }
`;

async function search(viewer: Parameters<TestServer['graphql']>[0], variables: Record<string, unknown>) {
  const response = await server.graphql<SearchData>(viewer, SEARCH, variables);
  expect(response.errors).toBeUndefined();
  const page = response.data?.searchPersons;
  if (!page) throw new Error('no page');
  return page;
}

async function owner<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await server.db.pools.owner.query<T>(sql, params)).rows;
}

const MEMBER_LIKE = ['Member', 'Prospect'];

describe('searchPersons by text', () => {
  it('finds persons of the branch by a first- or last-name prefix, case ignored', async () => {
    const person = wellington[0];
    const prefix = (person?.firstName ?? '').slice(0, 3).toUpperCase();
    const page = await search(org.frontDesk, { term: prefix, roleTypes: MEMBER_LIKE });
    const expected = wellington.filter((built) =>
      [built.firstName, built.lastName].some((name) => name.toLowerCase().startsWith(prefix.toLowerCase())),
    );
    expect(ids(page.persons).sort()).toEqual(ids(expected).sort());
    expect(ids(page.persons)).toContain(person?.id);
    expect(page.pageInfo.total).toBe(expected.length);
  });

  it('sorts by first name, then last name, when there is a term', async () => {
    const page = await search(org.frontDesk, { term: 'a' });
    const keys = page.persons.map((p) => `${p.firstName.toLowerCase()} ${p.lastName.toLowerCase()}`);
    expect(page.persons.length).toBeGreaterThan(10);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('reads "first last" as a first-name prefix and a last-name prefix', async () => {
    const person = wellington[5];
    const term = `${person?.firstName} ${(person?.lastName ?? '').slice(0, 2)}`;
    const page = await search(org.frontDesk, { term });
    expect(ids(page.persons)).toContain(person?.id);
    for (const found of page.persons) {
      expect(found.firstName.toLowerCase().startsWith(person?.firstName.toLowerCase() ?? '')).toBe(true);
    }
  });

  it('treats LIKE wildcards in a term literally', async () => {
    expect((await search(org.superAdmin, { term: '%' })).persons).toEqual([]);
    expect((await search(org.superAdmin, { term: '_' })).persons).toEqual([]);
  });

  it('finds a person by email, case ignored', async () => {
    const person = wellington[2];
    const page = await search(org.frontDesk, { term: ` ${person?.email?.toUpperCase()} ` });
    expect(ids(page.persons)).toEqual([person?.id]);
  });

  it('finds a card holder with # and the card number in any case', async () => {
    const person = wellington[1];
    const page = await search(org.frontDesk, { term: `#${person?.cardNumber?.toLowerCase()}` });
    expect(ids(page.persons)).toEqual([person?.id]);
    expect((await search(org.frontDesk, { term: '#' })).persons).toEqual([]);
    expect((await search(org.frontDesk, { term: '#NOSUCHCARD' })).persons).toEqual([]);
  });
});

describe('searchPersons without a term', () => {
  it('lists the newest persons first and pages through them with a total', async () => {
    const newestFirst = ids(wellington).reverse();
    const first = await search(org.frontDesk, { limit: 50, roleTypes: MEMBER_LIKE });
    expect(ids(first.persons)).toEqual(newestFirst.slice(0, 50));
    expect(first.pageInfo.total).toBe(PER_BRANCH);
    const last = await search(org.frontDesk, { limit: 50, offset: PER_BRANCH - 50, roleTypes: MEMBER_LIKE });
    expect(ids(last.persons)).toEqual(newestFirst.slice(PER_BRANCH - 50));
    expect(last.pageInfo.total).toBe(PER_BRANCH);
    const beyond = await search(org.frontDesk, { limit: 50, offset: PER_BRANCH, roleTypes: MEMBER_LIKE });
    expect(beyond.persons).toEqual([]);
    expect(beyond.pageInfo.total).toBe(PER_BRANCH);
    const all = await search(org.frontDesk, { roleTypes: MEMBER_LIKE });
    expect(new Set(ids(all.persons)).size).toBe(PER_BRANCH);
  });

  it('answers at most 1000 by default and refuses more', async () => {
    const page = await search(org.superAdmin, {});
    expect(page.persons).toHaveLength(1000);
    // The members and prospects of every branch, and the staff (each a person at their home branch),
    // are more than the total counts: it says so.
    expect(page.pageInfo).toEqual({ total: PERSON_SEARCH_TOTAL_CAP, totalIsCapped: true });
    const tooMany = await server.graphql(org.superAdmin, SEARCH, { limit: 1001 });
    expect(tooMany.errors?.[0]?.message).toBe('Limit must be less than or equal to 1000');
    const negative = await server.graphql(org.superAdmin, SEARCH, { offset: -1 });
    expect(negative.errors?.[0]?.message).toBe('Offset must be greater than or equal to 0');
  });

  it('sorts by last name when asked', async () => {
    const page = await search(org.frontDesk, { sort: 'LAST_NAME_ASC', limit: 100 });
    const keys = page.persons.map((p) => `${p.lastName.toLowerCase()}|${p.firstName.toLowerCase()}`);
    expect(keys).toEqual(
      (
        await owner<{ key: string }>(
          `select lower(last_name) || '|' || lower(first_name) as key from persons where home_branch_id = $1
         order by lower(last_name), lower(first_name), id limit 100`,
          [org.branches.wellington.id],
        )
      ).map((row) => row.key),
    );
  });

  it('filters by role type at the home branch', async () => {
    expect((await search(org.frontDesk, { roleTypes: ['Prospect'], limit: 1 })).pageInfo.total).toBe(
      PROSPECTS_PER_BRANCH,
    );
    expect(
      (await search(org.frontDesk, { roleTypes: ['StaffMember'] })).persons.map((p) => p.lastName).sort(),
    ).toEqual(['Desk', 'Noroles', 'Relief']);
  });
});

describe('the total is counted up to PERSON_SEARCH_TOTAL_CAP', () => {
  // The members and prospects of every branch, and the staff (each a person at their home branch).
  const EVERYONE = 7 * PER_BRANCH + STAFF;

  it('says "at least the cap" when the search finds more', async () => {
    expect(EVERYONE).toBeGreaterThan(PERSON_SEARCH_TOTAL_CAP);
    const page = await search(org.superAdmin, { limit: 50 });
    expect(page.persons).toHaveLength(50);
    expect(page.pageInfo).toEqual({ total: PERSON_SEARCH_TOTAL_CAP, totalIsCapped: true });
  });

  it('is exact, and not capped, when the search finds fewer', async () => {
    const wellingtonPage = await search(org.frontDesk, { limit: 50, roleTypes: MEMBER_LIKE });
    expect(wellingtonPage.pageInfo).toEqual({ total: PER_BRANCH, totalIsCapped: false });
    // A name search counted (not told by a short page): the alternatives are counted as one set.
    const [row] = await owner<{ count: number }>(
      `select count(*)::int as count from persons where application_id = $1
       and (lower(first_name) like 'a%' or lower(last_name) like 'a%')`,
      [org.applicationId],
    );
    const byName = await search(org.superAdmin, { term: 'A', limit: 10 });
    expect(byName.persons).toHaveLength(10);
    expect(row?.count).toBeLessThan(PERSON_SEARCH_TOTAL_CAP);
    expect(byName.pageInfo).toEqual({ total: row?.count, totalIsCapped: false });
  });

  it('counts past the cap to the end of a page that lies beyond it', async () => {
    const beyond = await search(org.superAdmin, { limit: 20, offset: PERSON_SEARCH_TOTAL_CAP });
    expect(beyond.pageInfo).toEqual({ total: PERSON_SEARCH_TOTAL_CAP + 20, totalIsCapped: true });
    // The last page is short: it tells the exact total.
    const last = await search(org.superAdmin, { limit: 100, offset: PERSON_SEARCH_TOTAL_CAP });
    expect(last.persons).toHaveLength(EVERYONE - PERSON_SEARCH_TOTAL_CAP);
    expect(last.pageInfo).toEqual({ total: EVERYONE, totalIsCapped: false });
  });
});

describe('searchPersons only searches branches the viewer may view', () => {
  it('narrows the branches asked for to those of a branch-level user', async () => {
    const aucklandPage = await search(org.frontDesk, { branches: [org.branches.auckland.id] });
    expect(aucklandPage.persons).toEqual([]);
    expect(aucklandPage.pageInfo.total).toBe(0);
    const both = await search(org.frontDesk, {
      branches: [org.branches.auckland.id, org.branches.wellington.id],
      limit: 1000,
    });
    expect(new Set(both.persons.map((p) => p.homeBranchId))).toEqual(new Set([org.branches.wellington.id]));
  });

  it('never finds persons of other branches, even by email or card', async () => {
    expect((await search(org.frontDesk, { term: auckland[2]?.email })).persons).toEqual([]);
    expect((await search(org.frontDesk, { term: `#${auckland[1]?.cardNumber}` })).persons).toEqual([]);
    expect((await search(org.frontDesk, { homeBranchId: org.branches.auckland.id })).persons).toEqual([]);
  });

  it('expands a group: the area manager searches the Australian branches only', async () => {
    const page = await search(org.areaManager, {
      branches: ['ALL_BRANCHES'],
      roleTypes: MEMBER_LIKE,
      limit: 1,
    });
    expect(page.pageInfo.total).toBe(4 * PER_BRANCH);
    const sydney = await search(org.areaManager, {
      homeBranchId: org.branches.sydney.id,
      roleTypes: MEMBER_LIKE,
      limit: 1,
    });
    expect(sydney.pageInfo.total).toBe(PER_BRANCH);
  });

  it('finds nothing for a user with no role, and nothing of another tenant', async () => {
    const noRole = await server.graphql(org.noRole, SEARCH, {});
    expect(noRole.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
    expect((await search(other.superAdmin, { term: wellington[2]?.email })).persons).toEqual([]);
    const otherAll = await search(other.superAdmin, {
      branches: [org.branches.wellington.id, other.branches.adelaide.id],
      limit: 1000,
    });
    expect(new Set(otherAll.persons.map((p) => p.homeBranchId))).toEqual(
      new Set([other.branches.adelaide.id]),
    );
  });
});

describe('reciprocal members', () => {
  it('lists persons with a role at the branch whose home branch is elsewhere', async () => {
    const page = await search(org.frontDesk, { reciprocal: true });
    expect(reciprocals).toHaveLength(RECIPROCAL_AT_WELLINGTON);
    expect(ids(page.persons).sort()).toEqual(ids(reciprocals).sort());
    expect(page.persons.every((p) => p.homeBranchId === org.branches.auckland.id)).toBe(true);
    // Reciprocal members still match terms.
    const first = page.persons[0];
    const byName = await search(org.frontDesk, { reciprocal: true, term: first?.lastName });
    expect(ids(byName.persons)).toContain(first?.id);
  });
});

describe('getPersonsCount', () => {
  const COUNT =
    'query Count($branchId: ID!, $roles: [PersonRoleType!]) { getPersonsCount(branchId: $branchId, includedRoles: $roles) }';

  it('counts persons holding the roles at the branch', async () => {
    const members = await server.graphql<{ getPersonsCount: number }>(org.frontDesk, COUNT, {
      branchId: org.branches.wellington.id,
      roles: ['Member'],
    });
    // The home Members and the reciprocal ones from Auckland.
    expect(members.data?.getPersonsCount).toBe(PER_BRANCH - PROSPECTS_PER_BRANCH + RECIPROCAL_AT_WELLINGTON);
    const all = await server.graphql<{ getPersonsCount: number }>(org.frontDesk, COUNT, {
      branchId: org.branches.wellington.id,
    });
    expect(all.data?.getPersonsCount).toBe(PER_BRANCH + RECIPROCAL_AT_WELLINGTON);
  });

  it('refuses a branch the viewer may not view', async () => {
    const response = await server.graphql(org.frontDesk, COUNT, { branchId: org.branches.auckland.id });
    expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });
});

describe('the branch tile counts the people My Members lists', () => {
  const TILES = '{ allBranchesAndGroups { branches { id memberCount } } }';

  it('counts members and prospects at home, not the staff whose home branch it is', async () => {
    const tiles = await server.graphql<{
      allBranchesAndGroups: { branches: { id: string; memberCount: number }[] };
    }>(org.superAdmin, TILES);
    expect(tiles.errors).toBeUndefined();
    const staffAtWellington = [
      org.superAdmin,
      org.areaManager,
      org.branchManager,
      org.frontDesk,
      org.reliefDesk,
      org.noRole,
    ].filter((user) => user.homeBranchId === org.branches.wellington.id);
    expect(staffAtWellington.length).toBeGreaterThan(0);
    const tile = tiles.data?.allBranchesAndGroups.branches.find((b) => b.id === org.branches.wellington.id);
    const myMembers = await search(org.superAdmin, {
      branches: [org.branches.wellington.id],
      roleTypes: MEMBER_LIKE,
    });
    expect(tile?.memberCount).toBe(PER_BRANCH);
    expect(tile?.memberCount).toBe(myMembers.pageInfo.total);
  });

  it('is answered from the indexes', async () => {
    await server.db.pools.owner.query('analyze persons, person_branch_roles');
    const capture = capturingDatabase(server.db.pools.app);
    await withTenant(capture.db, org.applicationId, (tx) => countMembersByBranch(tx, org.branchIds));
    const [statement] = dataQueries(capture.queries);
    if (!statement) throw new Error('no statement captured');
    const plan = await explain(server.db.pools.app, org.applicationId, statement, { noSeqScan: true });
    expect(plan.seqScans).toEqual([]);
    expect(plan.indexes).toEqual(['person_branch_roles_branch_idx']);
  });
});

describe('search uses the indexes', () => {
  // Fresh from the builders, the tables have no statistics yet; autovacuum would gather them soon.
  beforeAll(() => server.db.pools.owner.query('analyze persons, access_cards, person_branch_roles'));

  const criteria = (query: PersonSearchCriteria['query']): PersonSearchCriteria => ({
    branchIds: org.branchIds,
    reciprocal: false,
    roleTypes: null,
    homeBranchId: null,
    query,
  });

  async function planOf(query: PersonSearchCriteria['query'], sort: PersonSearchSort = 'FIRST_NAME_ASC') {
    const capture = capturingDatabase(server.db.pools.app);
    await withTenant(capture.db, org.applicationId, (tx) =>
      searchPersonRows(tx, criteria(query), { sort, limit: 20, offset: 0 }),
    );
    const [statement] = dataQueries(capture.queries);
    if (!statement) throw new Error('no statement captured');
    // With sequential scans off the planner shows whether an index can answer the query at all; the
    // bench (bench/README.md) shows the plans it picks on its own at a million persons.
    return explain(server.db.pools.app, org.applicationId, statement, { noSeqScan: true });
  }

  it.each([
    [{ kind: 'email', email: 'someone@example.com' } as const, ['persons_email_idx']],
    [{ kind: 'card', cardNumber: 'A1B2C3D4' } as const, ['access_cards_number_idx']],
  ])('%j', async (query, indexes) => {
    const plan = await planOf(query);
    expect(plan.indexes).toEqual(expect.arrayContaining(indexes));
    expect(plan.seqScans).toEqual([]);
  });

  it.each([
    ['FIRST_NAME_ASC', 'persons_first_name_order_idx'],
    ['LAST_NAME_DESC', 'persons_last_name_order_idx'],
  ] as const)('a name prefix sorted %s is read in the order of %s, a page at most', async (sort, index) => {
    const plan = await planOf({ kind: 'name', words: ['smi'] }, sort);
    expect(plan.seqScans).toEqual([]);
    // The alternative whose name the sort starts with: a Limit right over an index-only range scan
    // in the sort's order, with no Sort of all its matches in between.
    expect(limitedScans(plan.plan)).toContainEqual({ index, nodeType: 'Index Only Scan' });
  });
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The scans that sit directly under a Limit. */
function limitedScans(plan: unknown): { index: string | undefined; nodeType: string }[] {
  const found: { index: string | undefined; nodeType: string }[] = [];
  const walk = (node: PlanNode) => {
    for (const child of node.Plans ?? []) {
      if (node['Node Type'] === 'Limit' && child['Node Type'].includes('Scan')) {
        found.push({ index: child['Index Name'], nodeType: child['Node Type'] });
      }
      walk(child);
    }
  };
  const root = (plan as { Plan: PlanNode }[])[0];
  if (root) walk(root.Plan);
  return found;
}
