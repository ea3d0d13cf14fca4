import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, TEST_API_KEY, type TestServer } from '../../testing/test-server.ts';
import { containsNul } from './request-guards.ts';

describe('containsNul', () => {
  it('finds a NUL in strings, keys and any nesting, without recursion', () => {
    expect(containsNul('a\u0000')).toBe(true);
    expect(containsNul({ a: [{ b: ['x', 'y\u0000'] }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['\u0001', '\t\n'], b: 1, c: null })).toBe(false);
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
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
