import { branchGroupMessages } from '@clubline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
/** Branch ids of `org`: the Australian ones are in the area manager's group. */
let sydney: string;
let melbourne: string;
let brisbane: string;
let perth: string;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  sydney = org.branches.sydney.id;
  melbourne = org.branches.melbourne.id;
  brisbane = org.branches.brisbane.id;
  perth = org.branches.perth.id;
});
afterAll(() => server.close());

interface Group {
  id: string;
  name: string;
  description: string | null;
  branches: string[];
}

const GROUP_FIELDS = 'id name description branches';
const CREATE = `mutation Create($input: BranchGroupInput!) { createBranchGroup(input: $input) { ${GROUP_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: BranchGroupInput!) {
  updateBranchGroup(id: $id, input: $input) { ${GROUP_FIELDS} }
}`;
const REMOVE = `mutation Remove($groupId: ID!, $branchId: ID!) {
  removeBranchFromBranchGroup(branchGroupId: $groupId, branchId: $branchId) { ${GROUP_FIELDS} }
}`;
const GET = `query Get($id: ID!) { getBranchGroup(id: $id) { ${GROUP_FIELDS} isGroup } }`;

let groups = 0;
const input = (fields: Partial<{ name: string; description: string | null; branches: string[] }> = {}) => ({
  name: `Group ${++groups}`,
  description: 'For tests',
  branches: [sydney],
  ...fields,
});

describe('creating a branch group', () => {
  it('creates a group of the given branches (trimmed, repeats dropped)', async () => {
    const response = await server.graphql<{ createBranchGroup: Group }>(org.superAdmin, CREATE, {
      input: {
        name: '  East coast  ',
        description: ' Sydney and Brisbane ',
        branches: [sydney, brisbane, sydney],
      },
    });
    expect(response.errors).toBeUndefined();
    const group = response.data?.createBranchGroup;
    expect(group).toMatchObject({ name: 'East coast', description: 'Sydney and Brisbane' });
    expect(group?.branches.sort()).toEqual([sydney, brisbane].sort());
    const read = await server.graphql<{ getBranchGroup: Group }>(org.areaManager, GET, { id: group?.id });
    expect(read.data?.getBranchGroup).toMatchObject({ name: 'East coast', isGroup: true });
  });

  it.each([
    ['an empty name', { name: '   ' }, branchGroupMessages.nameRequired, 'VALIDATION_FAILED'],
    [
      'a name over 80 characters',
      { name: 'n'.repeat(81) },
      'Name must not exceed 80 characters',
      'VALIDATION_FAILED',
    ],
    [
      'a description over 400 characters',
      { description: 'd'.repeat(401) },
      'Description must not exceed 400 characters',
      'VALIDATION_FAILED',
    ],
    ['no branches', { branches: [] }, branchGroupMessages.branchesRequired, 'VALIDATION_FAILED'],
    // The scenario's group of Australian branches is called Australia.
    [
      'the name of an existing group, in another case',
      { name: 'AUSTRALIA' },
      branchGroupMessages.nameTaken,
      'BRANCH_GROUP_NAME_TAKEN',
    ],
    [
      'the name of the virtual group',
      { name: 'all_branches' },
      branchGroupMessages.nameTaken,
      'BRANCH_GROUP_NAME_TAKEN',
    ],
    [
      "another organisation's branch",
      () => ({ branches: [other.branches.adelaide.id] }),
      'Branch not found',
      'BRANCH_NOT_FOUND',
    ],
  ])('rejects %s', async (_label, fields, message, code) => {
    const response = await server.graphql(org.superAdmin, CREATE, {
      input: input(typeof fields === 'function' ? fields() : fields),
    });
    expect(response.errors?.[0]).toMatchObject({
      message,
      extensions: { code },
    });
    expect(response.data?.createBranchGroup ?? null).toBeNull();
  });

  it('has the spec texts for the rules', () => {
    expect(branchGroupMessages).toMatchObject({
      nameRequired: 'Name is a required field',
      nameTaken: 'Group name must be unique',
      branchesRequired: 'At least one branch is required',
    });
  });

  it('denies the front desk, who may not manage branch groups anywhere', async () => {
    const response = await server.graphql(org.frontDesk, CREATE, {
      input: input({ branches: [org.branches.wellington.id] }),
    });
    expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });

  it('lets the area manager group Australian branches only', async () => {
    const australian = await server.graphql(org.areaManager, CREATE, {
      input: input({ branches: [melbourne, perth] }),
    });
    expect(australian.errors).toBeUndefined();
    const mixed = await server.graphql(org.areaManager, CREATE, {
      input: input({ branches: [sydney, org.branches.auckland.id] }),
    });
    expect(mixed.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });
});

describe('changing a branch group', () => {
  async function created(branches: string[]) {
    const response = await server.graphql<{ createBranchGroup: Group }>(org.superAdmin, CREATE, {
      input: input({ branches }),
    });
    const group = response.data?.createBranchGroup;
    if (!group) throw new Error(JSON.stringify(response.errors));
    return group;
  }

  it('changes name, description and branches', async () => {
    const group = await created([sydney]);
    const response = await server.graphql<{ updateBranchGroup: Group }>(org.superAdmin, UPDATE, {
      id: group.id,
      input: { name: `${group.name} renamed`, description: null, branches: [perth] },
    });
    expect(response.data?.updateBranchGroup).toEqual({
      id: group.id,
      name: `${group.name} renamed`,
      description: null,
      branches: [perth],
    });
  });

  it('keeps its own name without counting it as taken', async () => {
    const group = await created([sydney]);
    const response = await server.graphql(org.superAdmin, UPDATE, {
      id: group.id,
      input: input({ name: group.name }),
    });
    expect(response.errors).toBeUndefined();
  });

  it('refuses the name of another group', async () => {
    const group = await created([sydney]);
    const response = await server.graphql(org.superAdmin, UPDATE, {
      id: group.id,
      input: input({ name: org.groups.northIsland.name }),
    });
    expect(response.errors?.[0]?.message).toBe(branchGroupMessages.nameTaken);
  });

  it('cannot edit ALL_BRANCHES', async () => {
    const update = await server.graphql(org.superAdmin, UPDATE, { id: 'ALL_BRANCHES', input: input() });
    expect(update.errors?.[0]?.message).toBe(branchGroupMessages.allBranchesReadOnly);
    const remove = await server.graphql(org.superAdmin, REMOVE, {
      groupId: 'ALL_BRANCHES',
      branchId: sydney,
    });
    expect(remove.errors?.[0]?.message).toBe(branchGroupMessages.allBranchesReadOnly);
  });

  it('needs manage-branch-group on the branches already in the group', async () => {
    // The area manager holds it on Australian branches only; this group is in New Zealand.
    const response = await server.graphql(org.areaManager, UPDATE, {
      id: org.groups.northIsland.id,
      input: input({ branches: [sydney] }),
    });
    expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });

  it('removes a branch while more than one remains, never the last', async () => {
    const group = await created([sydney, melbourne]);
    const removed = await server.graphql<{ removeBranchFromBranchGroup: Group }>(org.areaManager, REMOVE, {
      groupId: group.id,
      branchId: sydney,
    });
    expect(removed.data?.removeBranchFromBranchGroup.branches).toEqual([melbourne]);
    const last = await server.graphql(org.areaManager, REMOVE, { groupId: group.id, branchId: melbourne });
    expect(last.errors?.[0]?.message).toBe(branchGroupMessages.branchesRequired);
  });

  it('does not find a group of another organisation', async () => {
    const response = await server.graphql(other.superAdmin, UPDATE, {
      id: org.groups.australia.id,
      input: input({ branches: [other.branches.adelaide.id] }),
    });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'BRANCH_GROUP_NOT_FOUND' });
  });
});

describe('getBranchGroup', () => {
  it('returns ALL_BRANCHES as the group of every branch', async () => {
    const response = await server.graphql<{ getBranchGroup: Group }>(org.superAdmin, GET, {
      id: 'ALL_BRANCHES',
    });
    expect(response.data?.getBranchGroup.branches.sort()).toEqual([...org.branchIds].sort());
  });

  it.each([
    ['something that is not an id', () => 'nope'],
    ["another organisation's branch", () => other.branches.adelaide.id],
  ])('does not find %s', async (_label, id) => {
    const response = await server.graphql(org.frontDesk, GET, { id: id() });
    expect(response.errors?.[0]).toMatchObject({
      message: 'Branch group not found',
      extensions: { code: 'BRANCH_GROUP_NOT_FOUND', errorClass: 'NotFoundError' },
    });
  });

  it.each([
    [
      'the relief desk, whose role is on the group itself',
      () => org.reliefDesk,
      () => org.groups.northIsland.id,
    ],
    ['the area manager, on each of its branches', () => org.areaManager, () => org.groups.australia.id],
    ['the super admin', () => org.superAdmin, () => org.groups.australia.id],
  ])('lets %s read it', async (_label, viewer, id) => {
    const response = await server.graphql<{ getBranchGroup: Group }>(viewer(), GET, { id: id() });
    expect(response.errors).toBeUndefined();
    expect(response.data?.getBranchGroup.id).toBe(id());
  });

  // Any role anywhere (or, before that, none) was enough to read every group.
  it.each([
    ['a user with no role', () => org.noRole, () => org.groups.northIsland.id],
    ['staff of one of its branches only', () => org.frontDesk, () => org.groups.northIsland.id],
    ['staff of other branches', () => org.frontDesk, () => org.groups.australia.id],
    ['a group-level user, for ALL_BRANCHES', () => org.areaManager, () => 'ALL_BRANCHES'],
  ])('answers %s as for a group that does not exist', async (_label, viewer, id) => {
    const response = await server.graphql(viewer(), GET, { id: id() });
    expect(response.errors?.[0]).toMatchObject({
      message: 'Branch group not found',
      extensions: { code: 'BRANCH_GROUP_NOT_FOUND', errorClass: 'NotFoundError' },
    });
    expect(response.data?.getBranchGroup ?? null).toBeNull();
  });
});
