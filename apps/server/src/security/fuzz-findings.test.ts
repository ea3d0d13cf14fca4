import { afterAll, beforeAll, expect, it } from 'vitest';
import { type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';

/*
 * Regressions of what the fuzz suite (fuzz-suite.ts) found beyond control characters, each as the
 * smallest request that showed it.
 */

let server: TestServer;
let org: OrganisationScenario;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

// FUZZ_SEED=424242: a home branch that is not a uuid reached PostgreSQL's uuid cast (INTERNAL).
it.each([["1' OR '1'='1"], ['\u001bS/`U?hxw '], ['not-a-uuid'], ['']])(
  'searchPersons refuses the home branch %j as a validation error',
  async (homeBranchId) => {
    const response = await server.graphql(
      org.superAdmin,
      'query($h: ID) { searchPersons(homeBranchId: $h) { persons { id } } }',
      { h: homeBranchId },
    );
    expect(response.status).toBeLessThan(500);
    expect(response.errors?.map((error) => error.extensions?.code)).toEqual(['VALIDATION_FAILED']);
    expect(response.errors?.[0]?.extensions?.fieldErrors).toEqual({ homeBranchId: 'Invalid home branch' });
  },
);

it('searchPersons still filters by a real home branch', async () => {
  const response = await server.graphql<{ searchPersons: { persons: { id: string }[] } }>(
    org.superAdmin,
    'query($h: ID) { searchPersons(homeBranchId: $h) { persons { id } } }',
    { h: org.branches.auckland.id },
  );
  expect(response.errors).toBeUndefined();
  expect(response.data?.searchPersons.persons.map((person) => person.id)).toContain(org.superAdmin.personId);
});
