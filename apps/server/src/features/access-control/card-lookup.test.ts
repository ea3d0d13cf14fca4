import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makePerson,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
} from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
let memberId: string;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  memberId = (
    await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.wellington.id, card: 'LOOK123' }))
  ).id;
  await other.build((tx) => makePerson(tx, { homeBranchId: other.branches.adelaide.id, card: 'THEIRS9' }));
});
afterAll(() => server.close());

async function lookUp(query: string, viewer = org.frontDesk) {
  const token = await server.tokens.issue(viewer);
  const response = await server.app.inject({
    method: 'GET',
    url: `/access-control/user${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as {
      id?: string;
      tokens?: { name: string }[];
      errors?: { message: string; extensions: { code: string } }[];
    },
  };
}

describe('GET /access-control/user?cardNumber= (spec 2 §7 card lookup)', () => {
  it("answers the card's holder as GET /user/{personId} does, whatever the case typed", async () => {
    const { status, body } = await lookUp('?cardNumber=look123');
    expect(status).toBe(200);
    expect(body.id).toBe(memberId);
    expect(body.tokens?.map((token) => token.name)).toEqual(['LOOK123']);
  });

  it('finds no card nobody here holds, nor another organisation’s', async () => {
    for (const card of ['NOBODY1', 'THEIRS9']) {
      const { status, body } = await lookUp(`?cardNumber=${card}`);
      expect(status).toBe(404);
      expect(body.errors?.[0]?.extensions.code).toBe('ACCESS_CARD_NOT_FOUND');
    }
  });

  it('is view-member on the holder’s home branch, and a held card one may not see is not found', async () => {
    // A denial would confirm the number is held: card numbers open doors and can be guessed.
    for (const viewer of [org.branchManager, org.noRole]) {
      const { status, body } = await lookUp('?cardNumber=LOOK123', viewer);
      expect(status).toBe(404);
      expect(body).toEqual(await lookUp('?cardNumber=NOBODY1', viewer).then((answer) => answer.body));
    }
  });

  it.each([
    ['no number', ''],
    ['an empty number', '?cardNumber='],
    ['symbols', `?cardNumber=${encodeURIComponent("1' or '1'='1")}`],
    ['two numbers', '?cardNumber=LOOK123&cardNumber=X'],
    ['a number too long', `?cardNumber=${'A'.repeat(201)}`],
  ])('refuses %s with 400', async (_name, query) => {
    const { status, body } = await lookUp(query);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');
  });
});
