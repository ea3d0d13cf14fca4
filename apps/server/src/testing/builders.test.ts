import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../features/identity/passwords.ts';
import { withTenant } from '../platform/db/tenant.ts';
import {
  createOrganisation,
  makeAccessCard,
  makeArrival,
  makeAttachment,
  makeBranch,
  makeBranchGroup,
  makeNote,
  makePerson,
  makePersons,
  makePersonTransfer,
  makeStaffUser,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  STANDARD_ROLES,
  secondTenant,
  TEST_PASSWORD,
} from './builders.ts';
import { createTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let first: OrganisationScenario;
let second: OrganisationScenario;
let other: SecondTenant;
/** The tables a test file starts with (the template's), counted before anything is built. */
let atStart: Record<string, number>;
beforeAll(async () => {
  server = await createTestServer();
  atStart = {};
  for (const table of ['applications', 'branches', 'persons', 'users', 'roles', 'arrivals', 'notes']) {
    const result = await server.db.pools.owner.query<{ n: number }>(
      `select count(*)::int as n from ${table}`,
    );
    atStart[table] = result.rows[0]?.n ?? -1;
  }
  first = await organisationScenario(server);
  second = await organisationScenario(server);
  other = await secondTenant(server);
});
afterAll(() => server.close());

const BRANCHES = '{ allBranchesAndGroups { branches { id } groups { id branches } } }';
const PERSON = 'query Person($id: ID!) { getPerson(id: $id) { id } }';

/** What the api role sees of a table in an organisation's transaction. */
const visible = (applicationId: string, table: string) =>
  withTenant(server.deps.db, applicationId, async (tx) => {
    const result = await tx.execute<{ application_id: string }>(
      sql`select application_id from ${sql.identifier(table)}`,
    );
    return result.rows.map((row) => row.application_id);
  });

describe('the template tests clone', () => {
  it('holds no organisation: a test sees only what it built', () => {
    expect(atStart).toEqual({
      applications: 0,
      branches: 0,
      persons: 0,
      users: 0,
      roles: 0,
      arrivals: 0,
      notes: 0,
    });
  });
});

describe('two scenarios in one database', () => {
  it('each see their own rows only (RLS), as many as the scenario built', async () => {
    for (const scenario of [first, second]) {
      const branches = await visible(scenario.applicationId, 'branches');
      expect(branches).toHaveLength(7);
      expect(new Set(branches)).toEqual(new Set([scenario.applicationId]));
      // Six staff members, each a person with an account; five of them hold one role.
      expect(await visible(scenario.applicationId, 'persons')).toHaveLength(6);
      expect(await visible(scenario.applicationId, 'users')).toHaveLength(6);
      expect(await visible(scenario.applicationId, 'role_assignments')).toHaveLength(5);
      expect(await visible(scenario.applicationId, 'roles')).toHaveLength(STANDARD_ROLES.length);
      expect(await visible(scenario.applicationId, 'branch_groups')).toHaveLength(2);
    }
  });

  it("give each super admin their own organisation's branches through the api", async () => {
    for (const scenario of [first, second, other]) {
      const response = await server.graphql<{
        allBranchesAndGroups: { branches: { id: string }[]; groups: { id: string; branches: string[] }[] };
      }>(scenario.superAdmin, BRANCHES);
      expect(response.errors).toBeUndefined();
      const ids = response.data?.allBranchesAndGroups.branches.map((branch) => branch.id) ?? [];
      expect(ids.sort()).toEqual([...scenario.branchIds].sort());
    }
  });

  it("do not reach each other's members, even by id", async () => {
    const third = await organisationScenario(server);
    const member = await third.build((tx) => makePerson(tx, { homeBranchId: third.branches.auckland.id }));
    const own = await server.graphql(third.superAdmin, PERSON, { id: member.id });
    expect(own.errors).toBeUndefined();
    for (const stranger of [first.superAdmin, other.superAdmin]) {
      const response = await server.graphql(stranger, PERSON, { id: member.id });
      expect(response.errors?.[0]?.message).toBe('Member not found');
    }
  });

  it('have staff with the same usernames, each signing in to their own account', async () => {
    expect(first.frontDesk.username).toBe(second.frontDesk.username);
    expect(first.frontDesk.userId).not.toBe(second.frontDesk.userId);
    expect(other.superAdmin.username).toBe(first.superAdmin.username);
  });
});

describe('defaults', () => {
  it('are the same in every scenario: names, places, staff; only ids and the domain differ', () => {
    const shape = (scenario: OrganisationScenario) => ({
      branches: Object.values(scenario.branches).map(({ name, country, timeZone }) => ({
        name,
        country,
        timeZone,
      })),
      groups: Object.values(scenario.groups).map(({ name, branchIds }) => ({
        name,
        branches: branchIds.map((id) => scenario.branchIds.indexOf(id)),
      })),
      staff: [
        scenario.superAdmin,
        scenario.areaManager,
        scenario.branchManager,
        scenario.frontDesk,
        scenario.reliefDesk,
        scenario.noRole,
      ].map(({ firstName, lastName, username, homeBranchId }) => ({
        firstName,
        lastName,
        username,
        home: scenario.branchIds.indexOf(homeBranchId ?? ''),
      })),
    });
    expect(shape(second)).toEqual(shape(first));
    expect(first.branches.auckland).toMatchObject({ name: 'Auckland CBD', timeZone: 'Pacific/Auckland' });
    expect(first.branches.perth).toMatchObject({ country: 'AU', timeZone: 'Australia/Perth' });
    expect(second.domain).not.toBe(first.domain);
    expect(second.branches.auckland.id).not.toBe(first.branches.auckland.id);
  });

  it('number things per organisation, so every organisation starts from 1', async () => {
    const build = () =>
      createOrganisation(server.deps.db, {}, async (tx) => {
        const branch = await makeBranch(tx);
        const au = await makeBranch(tx, { country: 'AU' });
        const group = await makeBranchGroup(tx, { branchIds: [branch.id, au.id] });
        const person = await makePerson(tx, { homeBranchId: branch.id, card: true });
        const prospect = await makePerson(tx, { homeBranchId: au.id, role: 'Prospect' });
        const staff = await makeStaffUser(tx, { homeBranchId: branch.id });
        return {
          branch: { name: branch.name, country: branch.country, timeZone: branch.timeZone },
          au: { name: au.name, country: au.country, timeZone: au.timeZone },
          group: group.name,
          person: {
            firstName: person.firstName,
            lastName: person.lastName,
            email: person.email,
            card: person.cardNumber,
            roles: person.roles.map(({ roleType, status }) => ({ roleType, status })),
          },
          prospect: prospect.roles.map(({ roleType, status }) => ({ roleType, status })),
          staff: { username: staff.username, firstName: staff.firstName, lastName: staff.lastName },
        };
      });
    const a = await build();
    const b = await build();
    expect(b.built).toEqual(a.built);
    expect(a.built).toEqual({
      branch: { name: 'Branch 1', country: 'NZ', timeZone: 'Pacific/Auckland' },
      au: { name: 'Branch 2', country: 'AU', timeZone: 'Australia/Sydney' },
      group: 'Group 1',
      person: {
        firstName: 'First1',
        lastName: 'Last1',
        email: 'person1@example.com',
        card: 'C0000001',
        roles: [{ roleType: 'Member', status: 'MEMBER' }],
      },
      prospect: [{ roleType: 'Prospect', status: 'PROSPECT' }],
      staff: { username: 'staff.1', firstName: 'Staff1', lastName: 'User1' },
    });
    expect(a.application.domain).not.toBe(b.application.domain);
  });

  it('give way to overrides, keeping false, 0, empty and null', async () => {
    const organisation = await createOrganisation(server.deps.db);
    const made = await organisation.build(async (tx) => {
      const branch = await makeBranch(tx, { isGstRegistered: false, gstNumber: null, businessHours: [] });
      const person = await makePerson(tx, {
        homeBranchId: branch.id,
        email: null,
        smsOptin: false,
        tags: [],
        role: null,
      });
      return { branch, person };
    });
    expect(made.branch).toMatchObject({ isGstRegistered: false, gstNumber: null, businessHours: [] });
    expect(made.person).toMatchObject({ email: null, smsOptin: false, tags: [], roles: [] });
  });

  it('hash the test password once, as the sign-in checks it', async () => {
    const hashes = await withTenant(server.deps.db, first.applicationId, async (tx) => {
      const result = await tx.execute<{ password_hash: string }>(sql`select password_hash from users`);
      return new Set(result.rows.map((row) => row.password_hash));
    });
    expect(hashes.size).toBe(1);
    expect(await verifyPassword([...hashes][0] ?? '', TEST_PASSWORD)).toBe(true);
  });
});

describe('member builders', () => {
  it('make what the members tests need, in the organisation of the transaction', async () => {
    // An organisation of this test's own: the counts above stay what the scenarios built.
    const org = await organisationScenario(server);
    const { wellington, auckland } = org.branches;
    const made = await org.build(async (tx) => {
      const person = await makePerson(tx, {
        homeBranchId: wellington.id,
        status: 'BLOCKED',
        otherRoles: [{ branchId: auckland.id }],
        card: 'a1b2c3d4',
      });
      const card = await makeAccessCard(tx, { personId: person.id });
      const note = await makeNote(tx, { personId: person.id, modifiedByUserId: org.frontDesk.userId });
      const sms = await makeNote(tx, { personId: person.id, category: 'SMS', status: 'SENT' });
      const attachment = await makeAttachment(tx, {
        personId: person.id,
        uploadedByUserId: org.frontDesk.userId,
        file: { storage: server.deps.files.storage },
      });
      const visit = await makeArrival(tx, { personId: person.id, branchId: wellington.id });
      const transfer = await makePersonTransfer(tx, {
        personId: person.id,
        sourceBranchId: auckland.id,
        targetBranchId: wellington.id,
      });
      return { person, card, note, sms, attachment, visit, transfer };
    });
    expect(
      made.person.roles.map(({ branchId, roleType, status }) => ({ branchId, roleType, status })),
    ).toEqual([
      { branchId: wellington.id, roleType: 'Member', status: 'BLOCKED' },
      { branchId: auckland.id, roleType: 'Member', status: 'MEMBER' },
    ]);
    expect(made.person.cardNumber).toBe('A1B2C3D4');
    expect(made.card).toMatch(/^C\d{7}$/);
    expect(made.note).toMatchObject({ category: 'NOTE', status: null, applicationId: org.applicationId });
    expect(made.sms).toMatchObject({ category: 'SMS', status: 'SENT' });
    expect(made.attachment).toMatchObject({ status: 'READY', contentType: 'application/pdf' });
    expect(await server.deps.files.storage.get(made.attachment.storageKey)).not.toBeNull();
    expect(made.visit).toMatchObject({ granted: true, tags: ['PAID'] });
    expect(made.transfer).toMatchObject({ sourceBranchId: auckland.id, targetBranchId: wellington.id });

    const activities = await server.graphql<{
      getMemberActivities: { past: { activities: { kind: string }[] } };
    }>(
      org.frontDesk,
      'query A($personId: ID!) { getMemberActivities(personId: $personId) { past { activities { kind } } } }',
      { personId: made.person.id },
    );
    expect(activities.errors).toBeUndefined();
    expect(activities.data?.getMemberActivities.past.activities.map((a) => a.kind).sort()).toEqual([
      'BRANCH_TRANSFER',
      'VISIT',
    ]);
  });

  it('make hundreds of persons at once, numbered on from the ones before', async () => {
    const organisation = await createOrganisation(server.deps.db);
    const { branch, one, many } = await organisation.build(async (tx) => {
      const branch = await makeBranch(tx);
      const one = await makePerson(tx, { homeBranchId: branch.id });
      const many = await makePersons(tx, 250, (index) => ({
        homeBranchId: branch.id,
        role: index % 2 === 0 ? 'Member' : 'Prospect',
        card: index % 2 === 0,
      }));
      return { branch, one, many };
    });
    expect(one.firstName).toBe('First1');
    expect(many.map((person) => person.firstName).slice(0, 2)).toEqual(['First2', 'First3']);
    expect(many.at(-1)?.firstName).toBe('First251');
    expect(many.filter((person) => person.cardNumber)).toHaveLength(125);
    const counts = await server.db.pools.owner.query<{ role_type: string; n: number }>(
      `select role_type, count(*)::int as n from person_branch_roles where branch_id = $1
       group by role_type order by role_type`,
      [branch.id],
    );
    expect(counts.rows).toEqual([
      { role_type: 'Member', n: 126 },
      { role_type: 'Prospect', n: 125 },
    ]);
  });

  it('refuse to write outside a tenant transaction', async () => {
    await expect(server.deps.db.transaction((tx) => makeBranch(tx))).rejects.toThrow(
      'Builders write inside withTenant',
    );
  });
});
