import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../platform/db/tenant.ts';
import { acme, demo } from '../../../testing/demo.ts';
import { capturingDatabase, dataQueries, explain } from '../../../testing/query-plans.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { type PersonSearchCriteria, searchPersonRows } from './search.repository.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ template: 'demo' });
});
afterAll(() => server.close());

interface Found {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  homeBranchId: string;
}
interface SearchData {
  searchPersons: { persons: Found[]; pageInfo: { total: number } };
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
      pageInfo { total }
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
    const [person] = await owner<{ first_name: string }>('select first_name from persons where id = $1', [
      demo.memberOf(1, 0),
    ]);
    const prefix = (person?.first_name ?? '').slice(0, 3).toUpperCase();
    const page = await search(demo.frontDesk, { term: prefix, roleTypes: MEMBER_LIKE });
    const expected = await owner<{ id: string }>(
      `select id from persons where home_branch_id = $1
         and (lower(first_name) like $2 or lower(last_name) like $2)
         and exists (select 1 from person_branch_roles r where r.person_id = persons.id
           and r.branch_id = persons.home_branch_id and r.role_type in ('Member', 'Prospect'))`,
      [demo.wellington, `${prefix.toLowerCase()}%`],
    );
    expect(page.persons.map((p) => p.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(page.persons.map((p) => p.id)).toContain(demo.memberOf(1, 0));
    expect(page.pageInfo.total).toBe(expected.length);
  });

  it('sorts by first name, then last name, when there is a term', async () => {
    const page = await search(demo.frontDesk, { term: 'a' });
    const keys = page.persons.map((p) => `${p.firstName.toLowerCase()} ${p.lastName.toLowerCase()}`);
    expect(page.persons.length).toBeGreaterThan(10);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('reads "first last" as a first-name prefix and a last-name prefix', async () => {
    const [person] = await owner<{ first_name: string; last_name: string }>(
      'select first_name, last_name from persons where id = $1',
      [demo.memberOf(1, 5)],
    );
    const term = `${person?.first_name} ${(person?.last_name ?? '').slice(0, 2)}`;
    const page = await search(demo.frontDesk, { term });
    expect(page.persons.map((p) => p.id)).toContain(demo.memberOf(1, 5));
    for (const found of page.persons) {
      expect(found.firstName.toLowerCase().startsWith(person?.first_name.toLowerCase() ?? '')).toBe(true);
    }
  });

  it('treats LIKE wildcards in a term literally', async () => {
    expect((await search(demo.superAdmin, { term: '%' })).persons).toEqual([]);
    expect((await search(demo.superAdmin, { term: '_' })).persons).toEqual([]);
  });

  it('finds a person by email, case ignored', async () => {
    const [person] = await owner<{ email: string }>('select email from persons where id = $1', [
      demo.memberOf(1, 2),
    ]);
    const page = await search(demo.frontDesk, { term: ` ${person?.email.toUpperCase()} ` });
    expect(page.persons.map((p) => p.id)).toEqual([demo.memberOf(1, 2)]);
  });

  it('finds a card holder with # and the card number in any case', async () => {
    const [card] = await owner<{ card_number: string }>(
      'select card_number from access_cards where person_id = $1',
      [demo.memberOf(1, 1)],
    );
    const page = await search(demo.frontDesk, { term: `#${card?.card_number.toLowerCase()}` });
    expect(page.persons.map((p) => p.id)).toEqual([demo.memberOf(1, 1)]);
    expect((await search(demo.frontDesk, { term: '#' })).persons).toEqual([]);
    expect((await search(demo.frontDesk, { term: '#NOSUCHCARD' })).persons).toEqual([]);
  });
});

describe('searchPersons without a term', () => {
  it('lists the newest persons first and pages through them with a total', async () => {
    const first = await search(demo.frontDesk, { limit: 50, roleTypes: MEMBER_LIKE });
    expect(first.persons).toHaveLength(50);
    expect(first.pageInfo.total).toBe(400);
    const created = await owner<{ id: string }>(
      `select id from persons where home_branch_id = $1 and id = any($2) order by created_at desc, id desc`,
      [demo.wellington, first.persons.map((p) => p.id)],
    );
    expect(first.persons.map((p) => p.id)).toEqual(created.map((row) => row.id));
    const last = await search(demo.frontDesk, { limit: 50, offset: 350, roleTypes: MEMBER_LIKE });
    expect(last.persons).toHaveLength(50);
    expect(last.pageInfo.total).toBe(400);
    const beyond = await search(demo.frontDesk, { limit: 50, offset: 400, roleTypes: MEMBER_LIKE });
    expect(beyond.persons).toEqual([]);
    expect(beyond.pageInfo.total).toBe(400);
    const all = await search(demo.frontDesk, { roleTypes: MEMBER_LIKE });
    expect(new Set(all.persons.map((p) => p.id)).size).toBe(400);
  });

  it('answers at most 1000 by default and refuses more', async () => {
    const page = await search(demo.superAdmin, {});
    expect(page.persons).toHaveLength(1000);
    // 400 members and prospects a branch, and the demo staff (each a person at their home branch).
    expect(page.pageInfo.total).toBe(7 * 400 + 6);
    const tooMany = await server.graphql(demo.superAdmin, SEARCH, { limit: 1001 });
    expect(tooMany.errors?.[0]?.message).toBe('Limit must be less than or equal to 1000');
    const negative = await server.graphql(demo.superAdmin, SEARCH, { offset: -1 });
    expect(negative.errors?.[0]?.message).toBe('Offset must be greater than or equal to 0');
  });

  it('sorts by last name when asked', async () => {
    const page = await search(demo.frontDesk, { sort: 'LAST_NAME_ASC', limit: 100 });
    const keys = page.persons.map((p) => `${p.lastName.toLowerCase()}|${p.firstName.toLowerCase()}`);
    expect(keys).toEqual(
      (
        await owner<{ key: string }>(
          `select lower(last_name) || '|' || lower(first_name) as key from persons where home_branch_id = $1
         order by lower(last_name), lower(first_name), id limit 100`,
          [demo.wellington],
        )
      ).map((row) => row.key),
    );
  });

  it('filters by role type at the home branch', async () => {
    expect((await search(demo.frontDesk, { roleTypes: ['Prospect'], limit: 1 })).pageInfo.total).toBe(120);
    expect(
      (await search(demo.frontDesk, { roleTypes: ['StaffMember'] })).persons.map((p) => p.lastName).sort(),
    ).toEqual(['Desk', 'Noroles', 'Relief']);
  });
});

describe('searchPersons only searches branches the viewer may view', () => {
  it('narrows the branches asked for to those of a branch-level user', async () => {
    const auckland = await search(demo.frontDesk, { branches: [demo.auckland] });
    expect(auckland.persons).toEqual([]);
    expect(auckland.pageInfo.total).toBe(0);
    const both = await search(demo.frontDesk, { branches: [demo.auckland, demo.wellington], limit: 1000 });
    expect(new Set(both.persons.map((p) => p.homeBranchId))).toEqual(new Set([demo.wellington]));
  });

  it('never finds persons of other branches, even by email or card', async () => {
    const [person] = await owner<{ email: string }>('select email from persons where id = $1', [
      demo.memberOf(0, 2),
    ]);
    expect((await search(demo.frontDesk, { term: person?.email })).persons).toEqual([]);
    const [card] = await owner<{ card_number: string }>(
      'select card_number from access_cards where person_id = $1',
      [demo.memberOf(0, 1)],
    );
    expect((await search(demo.frontDesk, { term: `#${card?.card_number}` })).persons).toEqual([]);
    expect((await search(demo.frontDesk, { homeBranchId: demo.auckland })).persons).toEqual([]);
  });

  it('expands a group: the area manager searches the Australian branches only', async () => {
    const page = await search(demo.areaManager, {
      branches: ['ALL_BRANCHES'],
      roleTypes: MEMBER_LIKE,
      limit: 1,
    });
    expect(page.pageInfo.total).toBe(4 * 400);
    const sydney = await search(demo.areaManager, {
      homeBranchId: demo.sydney,
      roleTypes: MEMBER_LIKE,
      limit: 1,
    });
    expect(sydney.pageInfo.total).toBe(400);
  });

  it('finds nothing for a user with no role, and nothing of another tenant', async () => {
    const noRole = await server.graphql(demo.noRole, SEARCH, {});
    expect(noRole.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
    const [person] = await owner<{ email: string }>('select email from persons where id = $1', [
      demo.memberOf(1, 2),
    ]);
    expect((await search(acme.superAdmin, { term: person?.email })).persons).toEqual([]);
    const acmeAll = await search(acme.superAdmin, {
      branches: [demo.wellington, acme.adelaide],
      limit: 1000,
    });
    expect(new Set(acmeAll.persons.map((p) => p.homeBranchId))).toEqual(new Set([acme.adelaide]));
  });
});

describe('reciprocal members', () => {
  it('lists persons with a role at the branch whose home branch is elsewhere', async () => {
    const page = await search(demo.frontDesk, { reciprocal: true });
    const expected = await owner<{ id: string }>(
      `select p.id from persons p join person_branch_roles r on r.person_id = p.id
       where r.branch_id = $1 and r.role_type in ('Member', 'Prospect') and p.home_branch_id <> $1`,
      [demo.wellington],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(page.persons.map((p) => p.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(page.persons.every((p) => p.homeBranchId === demo.auckland)).toBe(true);
    // Reciprocal members still match terms.
    const first = page.persons[0];
    const byName = await search(demo.frontDesk, { reciprocal: true, term: first?.lastName });
    expect(byName.persons.map((p) => p.id)).toContain(first?.id);
  });
});

describe('getPersonsCount', () => {
  const COUNT =
    'query Count($branchId: ID!, $roles: [PersonRoleType!]) { getPersonsCount(branchId: $branchId, includedRoles: $roles) }';

  it('counts persons holding the roles at the branch', async () => {
    const members = await server.graphql<{ getPersonsCount: number }>(demo.frontDesk, COUNT, {
      branchId: demo.wellington,
      roles: ['Member'],
    });
    // 280 home Members and 20 reciprocal ones from Auckland.
    expect(members.data?.getPersonsCount).toBe(300);
    const all = await server.graphql<{ getPersonsCount: number }>(demo.frontDesk, COUNT, {
      branchId: demo.wellington,
    });
    expect(all.data?.getPersonsCount).toBe(420);
  });

  it('refuses a branch the viewer may not view', async () => {
    const response = await server.graphql(demo.frontDesk, COUNT, { branchId: demo.auckland });
    expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });
});

describe('search uses the indexes', () => {
  // Fresh from the seed, the clone has no statistics yet; autovacuum would gather them soon.
  beforeAll(() => server.db.pools.owner.query('analyze persons, access_cards, person_branch_roles'));

  const criteria = (query: PersonSearchCriteria['query']): PersonSearchCriteria => ({
    branchIds: demo.branchIds,
    reciprocal: false,
    roleTypes: null,
    homeBranchId: null,
    query,
  });

  async function planOf(query: PersonSearchCriteria['query']) {
    const capture = capturingDatabase(server.db.pools.app);
    await withTenant(capture.db, demo.applicationId, (tx) =>
      searchPersonRows(tx, criteria(query), { sort: 'FIRST_NAME_ASC', limit: 20, offset: 0 }),
    );
    const [statement] = dataQueries(capture.queries);
    if (!statement) throw new Error('no statement captured');
    // With sequential scans off the planner shows whether an index can answer the query at all; the
    // bench (bench/README.md) shows the plans it picks on its own at a million persons.
    return explain(server.db.pools.app, demo.applicationId, statement, { noSeqScan: true });
  }

  it.each([
    [
      { kind: 'name', words: ['smi'] } as const,
      ['persons_first_name_prefix_idx', 'persons_last_name_prefix_idx'],
    ],
    [{ kind: 'email', email: 'someone@example.com' } as const, ['persons_email_idx']],
    [{ kind: 'card', cardNumber: 'A1B2C3D4' } as const, ['access_cards_number_idx']],
  ])('%j', async (query, indexes) => {
    const plan = await planOf(query);
    expect(plan.indexes).toEqual(expect.arrayContaining(indexes));
    expect(plan.seqScans).toEqual([]);
  });
});
