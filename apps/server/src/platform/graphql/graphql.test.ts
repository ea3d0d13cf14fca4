import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acme, demo } from '../../testing/demo.ts';
import { createTestServer, TEST_ISSUER, type TestServer } from '../../testing/test-server.ts';
import { accessTokenIssuer } from '../auth/access-tokens.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

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
    const response = await server.graphql(demo.superAdmin, query);
    expect(response.status).toBe(200);
    expect(response.errors).toBeUndefined();
  });

  it('rejects a missing token with 401', async () => {
    expect((await server.graphql(null, query)).status).toBe(401);
  });

  it('rejects an expired token', async () => {
    const token = await server.tokens.issue(demo.superAdmin, { expiresInSeconds: -10 });
    expect((await server.graphql(token, query)).status).toBe(401);
  });

  it('rejects a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = await exportJWK(privateKey);
    const forged = await accessTokenIssuer(
      { kid: 'forged', privateJwk, publicJwk: privateJwk },
      TEST_ISSUER,
    ).issue(demo.superAdmin);
    expect((await server.graphql(forged, query)).status).toBe(401);
  });

  it('rejects a tampered token', async () => {
    const token = await server.tokens.issue(demo.frontDesk);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: demo.superAdmin.userId })).toString(
      'base64url',
    );
    expect((await server.graphql(`${header}.${tampered}.${signature}`, query)).status).toBe(401);
  });

  it.each([
    [
      "a demo user's id with acme's application",
      { applicationId: acme.applicationId, userId: demo.superAdmin.userId },
    ],
    [
      "an acme user's id with demo's application",
      { applicationId: demo.applicationId, userId: acme.superAdmin.userId },
    ],
    ['a user id that names no account', { applicationId: demo.applicationId, userId: randomUUID() }],
    ['an application id that is not an id', { applicationId: 'demo', userId: demo.superAdmin.userId }],
  ])('rejects a validly signed token pairing %s with 401', async (_label, viewer) => {
    const response = await server.graphql(viewer, query);
    expect(response.status).toBe(401);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("still answers both organisations' own users after a mismatched token", async () => {
    await server.graphql({ applicationId: acme.applicationId, userId: demo.superAdmin.userId }, query);
    expect((await server.graphql(demo.superAdmin, query)).status).toBe(200);
    expect((await server.graphql(acme.superAdmin, query)).status).toBe(200);
  });
});

describe('malformed input never produces a 500', () => {
  const post = (payload: string, contentType = 'application/json') =>
    server.tokens.issue(demo.superAdmin).then((token) =>
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
    const response = await server.graphql(demo.superAdmin, TRANSFER, {
      input: { personId: 'not-a-uuid', targetBranchId: demo.wellington },
    });
    expect(response.status).toBe(200);
    expect(response.errors?.[0]?.message).toBe('Invalid personId');
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      errorClass: 'ValidationError',
    });
  });

  it("says 'Branch is required' for an empty target branch", async () => {
    const response = await server.graphql(demo.superAdmin, TRANSFER, {
      input: { personId: demo.memberOf(0), targetBranchId: '' },
    });
    expect(response.errors?.[0]?.message).toBe('Branch is required');
  });
});

describe('permissions are checked on the server', () => {
  it('denies a front-desk user an operation on a member of another branch', async () => {
    const response = await server.graphql(demo.frontDesk, TRANSFER, {
      input: { personId: demo.memberOf(0), targetBranchId: demo.wellington },
    });
    expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
    expect(response.data?.transferPersonToBranch ?? null).toBeNull();
  });

  it('denies a user with no role any root field that needs an operation', async () => {
    const response = await server.graphql(demo.noRole, TRANSFER, {
      input: { personId: demo.memberOf(1), targetBranchId: demo.auckland },
    });
    expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });

  it('lets the front desk read members of their branch but not of another', async () => {
    const own = await server.graphql(demo.frontDesk, PERSON, { id: demo.memberOf(1) });
    expect(own.errors).toBeUndefined();
    const other = await server.graphql(demo.frontDesk, PERSON, { id: demo.memberOf(0) });
    expect(other.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
    expect(other.errors?.[0]?.message).toBe('The member does not belong to this branch.');
  });

  it('expands a branch group: the area manager reaches Sydney, not Auckland', async () => {
    const sydney = await server.graphql(demo.areaManager, PERSON, { id: demo.memberOf(3) });
    expect(sydney.errors).toBeUndefined();
    const auckland = await server.graphql(demo.areaManager, PERSON, { id: demo.memberOf(0) });
    expect(auckland.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });

  it('does not find a branch the user holds no role on', async () => {
    const response = await server.graphql(demo.frontDesk, `{ b: getBranch(id: "${demo.auckland}") { id } }`);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("cannot reach another tenant's member even by id", async () => {
    const response = await server.graphql(acme.superAdmin, PERSON, { id: demo.memberOf(0) });
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
    }>(demo.superAdmin, '{ allBranchesAndGroups { branches { name memberCount } groups { id branches } } }');
    const data = response.data?.allBranchesAndGroups;
    const names = data?.branches.map((branch) => branch.name) ?? [];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(data?.groups[0]).toEqual({ id: 'ALL_BRANCHES', branches: expect.arrayContaining(demo.branchIds) });
    expect(data?.branches.every((branch) => branch.memberCount > 0)).toBe(true);
  });
});
