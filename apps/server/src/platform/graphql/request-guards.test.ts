import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, TEST_API_KEY, type TestServer } from '../../testing/test-server.ts';
import { containsUnstorableText } from './request-guards.ts';

describe('containsUnstorableText', () => {
  it('finds a NUL or a lone surrogate in strings, keys and any nesting, without recursion', () => {
    expect(containsUnstorableText('a\u0000')).toBe(true);
    expect(containsUnstorableText({ a: [{ b: ['x', 'y\u0000'] }] })).toBe(true);
    expect(containsUnstorableText({ 'k\u0000': 1 })).toBe(true);
    expect(containsUnstorableText({ a: ['\u0001', '\t\n'], b: 1, c: null })).toBe(false);
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(containsUnstorableText(deep)).toBe(true);
    expect(containsUnstorableText({ a: ['Yoga \ud800'] })).toBe(true);
    expect(containsUnstorableText({ '\udfff': 1 })).toBe(true);
    // A whole pair is a character like any other.
    expect(containsUnstorableText({ a: ['Yoga \ud83e\uddd8'] })).toBe(false);
  });
});

describe('the request guards over HTTP', () => {
  let server: TestServer;
  let org: OrganisationScenario;
  beforeAll(async () => {
    server = await createTestServer();
    org = await organisationScenario(server);
  });
  afterAll(() => server.close());

  // Each of these reached PostgreSQL with the NUL and answered INTERNAL before the guard.
  it.each([
    ['a search term', 'query($t: String) { searchPersons(term: $t) { persons { id } } }', { t: 'a\u0000' }],
    [
      'a duplicate check',
      'query($f: String!, $l: String!) { findExistingPersons(firstName: $f, lastName: $l) { count } }',
      { f: '\u0000TU%', l: 'x' },
    ],
    [
      'the name of an async operation',
      'query($t: ID!, $n: String!) { getAsyncAggregatedOperationStatus(operationDomain: PERSON, operationName: $n, ticketId: $t) { message } }',
      { t: '6ba7b810-9dad-11d1-80b4-00c04fd430c8', n: 'a\u0000' },
    ],
    [
      'a string literal of the document',
      '{ searchPersons(term: "a\\u0000b") { persons { id } } }',
      undefined,
    ],
  ])('refuses U+0000 in %s as CONTROL_CHARACTERS', async (_name, query, variables) => {
    const response = await server.graphql(org.superAdmin, query, variables);
    expect(response.status).toBeLessThan(500);
    expect(response.errors?.map((error) => error.extensions?.code)).toEqual(['CONTROL_CHARACTERS']);
    expect(response.errors?.[0]?.message).toBe(
      'The text contains characters that are not allowed. Please remove them and try again.',
    );
  });

  // An async ticket stores its input as jsonb, which refuses a lone surrogate: the request answered
  // INTERNAL before the guard. JSON.stringify writes it as the escape \ud800.
  it('refuses a lone surrogate in a variable as CONTROL_CHARACTERS', async () => {
    const create = `mutation($input: SessionDefinitionInput!) { createSession(sessionDefinitionInput: $input) { ticketId } }`;
    const input = {
      branchId: org.branches.wellington.id,
      name: 'Yoga \ud800',
      startDate: '2030-03-06',
      startTime: '06:00',
      endTime: '07:00',
      frequency: { type: 'ONCE' },
    };
    const response = await server.graphql(org.superAdmin, create, { input });
    expect(response.status).toBeLessThan(500);
    expect(response.errors?.map((error) => error.extensions?.code)).toEqual(['CONTROL_CHARACTERS']);
    // In a string literal the escape never parses: graphql-js refuses the document itself.
    const literal = await server.graphql(
      org.superAdmin,
      '{ searchPersons(term: "a\\ud800") { persons { id } } }',
    );
    expect(literal.errors?.map((error) => error.extensions?.code)).toEqual(['GRAPHQL_PARSE_FAILED']);
  });

  it('answers a subscription, which the schema does not have, with BAD_REQUEST', async () => {
    const response = await server.graphql(org.superAdmin, 'subscription { getAllOperations { id } }');
    expect(response.status).toBeLessThan(500);
    expect(response.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_REQUEST']);
  });

  it('answers malformed GET variables with 400 BAD_REQUEST, not 500', async () => {
    const token = await server.tokens.issue(org.superAdmin);
    const query = encodeURIComponent('query($t: String) { searchPersons(term: $t) { persons { id } } }');
    const response = await server.app.inject({
      method: 'GET',
      url: `/graphql?query=${query}&variables=%7Bnot-json`,
      headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    const body = JSON.parse(response.body) as { errors: { extensions: { code: string } }[] };
    expect(body.errors.map((error) => error.extensions.code)).toEqual(['BAD_REQUEST']);
  });
});
