import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../testing/builders.ts';
import { createTestServer, TEST_ISSUER, type TestServer } from '../../testing/test-server.ts';
import { accessTokenIssuer } from '../auth/access-tokens.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
/** A Member of each of the organisation's branches, by branch id. */
const memberAt = new Map<string, string>();
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  await org.build(async (tx) => {
    for (const branchId of org.branchIds)
      memberAt.set(branchId, (await makePerson(tx, { homeBranchId: branchId })).id);
  });
});
afterAll(() => server.close());

const member = (branch: keyof OrganisationScenario['branches']) =>
  memberAt.get(org.branches[branch].id) ?? '';

const TRANSFER = /* GraphQL */ `
  mutation Transfer($input: TransferPersonToBranchInput!) {
    transferPersonToBranch(transferPersonToBranchInput: $input) { ticketId }
  }
`;
const PERSON = /* GraphQL */ `
  query Person($id: ID!) { getPerson(id: $id) { id firstName homeBranchId } }
`;

describe('authentication on /graphql', () => {
  const query = '{ allBranchesAndGroups { branches { id } } }';

  it('answers a valid token', async () => {
    const response = await server.graphql(org.superAdmin, query);
    expect(response.status).toBe(200);
    expect(response.errors).toBeUndefined();
  });

  it('rejects a missing token with 401', async () => {
    expect((await server.graphql(null, query)).status).toBe(401);
  });

  it('rejects an expired token', async () => {
    const token = await server.tokens.issue(org.superAdmin, { expiresInSeconds: -10 });
    expect((await server.graphql(token, query)).status).toBe(401);
  });

  it('rejects a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = await exportJWK(privateKey);
    const forged = await accessTokenIssuer(
      { kid: 'forged', privateJwk, publicJwk: privateJwk },
      TEST_ISSUER,
    ).issue(org.superAdmin);
    expect((await server.graphql(forged, query)).status).toBe(401);
  });

  it('rejects a tampered token', async () => {
    const token = await server.tokens.issue(org.frontDesk);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: org.superAdmin.userId })).toString(
      'base64url',
    );
    expect((await server.graphql(`${header}.${tampered}.${signature}`, query)).status).toBe(401);
  });

  it.each([
    [
      "one organisation's user id with another's application",
      () => ({ applicationId: other.applicationId, userId: org.superAdmin.userId }),
    ],
    [
      "the other organisation's user id with the first's application",
      () => ({ applicationId: org.applicationId, userId: other.superAdmin.userId }),
    ],
    ['a user id that names no account', () => ({ applicationId: org.applicationId, userId: randomUUID() })],
    [
      'an application id that is not an id',
      () => ({ applicationId: 'not-an-id', userId: org.superAdmin.userId }),
    ],
  ])('rejects a validly signed token pairing %s with 401', async (_label, viewer) => {
    const response = await server.graphql(viewer(), query);
    expect(response.status).toBe(401);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("still answers both organisations' own users after a mismatched token", async () => {
    await server.graphql({ applicationId: other.applicationId, userId: org.superAdmin.userId }, query);
    expect((await server.graphql(org.superAdmin, query)).status).toBe(200);
    expect((await server.graphql(other.superAdmin, query)).status).toBe(200);
  });
});

describe('malformed input never produces a 500', () => {
  const post = (payload: string, contentType = 'application/json') =>
    server.tokens.issue(org.superAdmin).then((token) =>
      server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
        payload,
      }),
    );

  it.each([
    ['broken JSON', '{"query": '],
    ['a syntax error', JSON.stringify({ query: '{ allBranchesAndGroups { ' })],
    ['an unknown field', JSON.stringify({ query: '{ nothingHere }' })],
    ['a missing required argument', JSON.stringify({ query: '{ getPerson { id } }' })],
    ['a wrongly typed variable', JSON.stringify({ query: PERSON, variables: { id: { nested: true } } })],
    ['no query at all', JSON.stringify({ variables: {} })],
    ['a JSON array', '[1, 2, 3]'],
  ])('answers %s with a client error', async (_label, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(200);
    expect(response.statusCode).toBeLessThan(500);
    const body = JSON.parse(response.body) as { errors?: unknown[] };
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it('answers a non-JSON body with a client error', async () => {
    const response = await post('query=1', 'text/plain');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it("rejects an invalid id with the rule's message and code", async () => {
    const response = await server.graphql(org.superAdmin, TRANSFER, {
      input: { personId: 'not-a-uuid', targetBranchId: org.branches.wellington.id },
    });
    expect(response.status).toBe(200);
    expect(response.errors?.[0]?.message).toBe('Invalid personId');
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      errorClass: 'ValidationError',
    });
  });

  it("says 'Branch is required' for an empty target branch", async () => {
    const response = await server.graphql(org.superAdmin, TRANSFER, {
      input: { personId: member('auckland'), targetBranchId: '' },
    });
    expect(response.errors?.[0]?.message).toBe('Branch is required');
  });
});

describe('permissions are checked on the server', () => {
  it('denies a front-desk user an operation on a member of another branch', async () => {
    const response = await server.graphql(org.frontDesk, TRANSFER, {
      input: { personId: member('auckland'), targetBranchId: org.branches.wellington.id },
    });
    expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
    expect(response.data?.transferPersonToBranch ?? null).toBeNull();
  });

  it('denies a user with no role any root field that needs an operation', async () => {
    const response = await server.graphql(org.noRole, TRANSFER, {
      input: { personId: member('wellington'), targetBranchId: org.branches.auckland.id },
    });
    expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });

  it('lets the front desk read members of their branch but not of another', async () => {
    const own = await server.graphql(org.frontDesk, PERSON, { id: member('wellington') });
    expect(own.errors).toBeUndefined();
    const other = await server.graphql(org.frontDesk, PERSON, { id: member('auckland') });
    expect(other.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
    expect(other.errors?.[0]?.message).toBe('The member does not belong to this branch.');
  });

  it('expands a branch group: the area manager reaches Sydney, not Auckland', async () => {
    const sydney = await server.graphql(org.areaManager, PERSON, { id: member('sydney') });
    expect(sydney.errors).toBeUndefined();
    const auckland = await server.graphql(org.areaManager, PERSON, { id: member('auckland') });
    expect(auckland.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });

  it('does not find a branch the user holds no role on', async () => {
    const response = await server.graphql(
      org.frontDesk,
      `{ b: getBranch(id: "${org.branches.auckland.id}") { id } }`,
    );
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'BRANCH_NOT_FOUND' });
  });

  it("cannot reach another tenant's member even by id", async () => {
    const response = await server.graphql(other.superAdmin, PERSON, { id: member('auckland') });
    expect(response.errors?.[0]?.message).toBe('Member not found');
  });
});

describe('errors', () => {
  it('lists branches and groups sorted by name with ALL_BRANCHES', async () => {
    const response = await server.graphql<{
      allBranchesAndGroups: {
        branches: { name: string; memberCount: number }[];
        groups: { id: string; branches: string[] }[];
      };
    }>(org.superAdmin, '{ allBranchesAndGroups { branches { name memberCount } groups { id branches } } }');
    const data = response.data?.allBranchesAndGroups;
    const names = data?.branches.map((branch) => branch.name) ?? [];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(data?.groups[0]).toEqual({ id: 'ALL_BRANCHES', branches: expect.arrayContaining(org.branchIds) });
    // The members of each branch (the Member built there); the staff whose home branch it is are not.
    const expected = Object.values(org.branches).map((branch) => ({ name: branch.name, memberCount: 1 }));
    expect(data?.branches).toEqual(expect.arrayContaining(expected));
    expect(data?.branches).toHaveLength(expected.length);
  });
});
