import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltPerson,
  makePerson,
  type OrganisationScenario,
  organisationScenario,
} from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';

/**
 * Names are matched folded (migration 0010, docs/search.md): lower case without diacritics, both
 * the stored name and the term, so a term typed without macrons or accents finds the name written
 * with them, and the reverse.
 */
const NAMES = [
  ['Rāwiri', 'Pōmare'],
  ['Rawiri', 'Smith'],
  ['Zoë', 'Müller'],
  ['José', 'Peña'],
  ['Søren', 'Łukasiewicz'],
  ['Anja', 'Straße'],
  ['ÉLODIE', 'Ærø'],
] as const;

let server: TestServer;
let org: OrganisationScenario;
const made = new Map<string, BuiltPerson>();
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  await org.build(async (tx) => {
    for (const [firstName, lastName] of NAMES) {
      made.set(
        firstName + lastName,
        await makePerson(tx, { homeBranchId: org.branches.wellington.id, firstName, lastName }),
      );
    }
  });
});
afterAll(() => server.close());

const SEARCH = /* GraphQL */ `
  query Search($term: String) {
    searchPersons(term: $term) {
      persons { id firstName lastName }
      pageInfo { total totalIsCapped }
    }
  }
`;

async function namesFound(term: string): Promise<string[]> {
  const response = await server.graphql<{
    searchPersons: { persons: { firstName: string; lastName: string }[] };
  }>(org.frontDesk, SEARCH, { term });
  expect(response.errors).toBeUndefined();
  return (response.data?.searchPersons.persons ?? []).map((p) => `${p.firstName} ${p.lastName}`);
}

describe('searchPersons ignores diacritics in names', () => {
  it('"Rawiri" finds Rāwiri, and "Rāwiri" finds Rawiri (same folded first name: by last name)', async () => {
    expect(await namesFound('Rawiri')).toEqual(['Rāwiri Pōmare', 'Rawiri Smith']);
    expect(await namesFound('Rāwiri')).toEqual(['Rāwiri Pōmare', 'Rawiri Smith']);
    expect(await namesFound('RĀW')).toHaveLength(2);
  });

  it('matches last names and "first last" the same way', async () => {
    expect(await namesFound('pomare')).toEqual(['Rāwiri Pōmare']);
    expect(await namesFound('rawiri po')).toEqual(['Rāwiri Pōmare']);
    expect(await namesFound('Rawiri Pō')).toEqual(['Rāwiri Pōmare']);
  });

  it.each([
    ['zoe', 'Zoë Müller'],
    ['mull', 'Zoë Müller'],
    ['jose pena', 'José Peña'],
    ['peñ', 'José Peña'],
    ['soren', 'Søren Łukasiewicz'],
    ['lukas', 'Søren Łukasiewicz'],
    ['strasse', 'Anja Straße'],
    ['elodie', 'ÉLODIE Ærø'],
    ['aero', 'ÉLODIE Ærø'],
    ['Élo', 'ÉLODIE Ærø'],
  ])('"%s" finds %s', async (term, name) => {
    expect(await namesFound(term)).toEqual([name]);
  });

  it('sorts folded names alphabetically: a diacritic does not send a name to the end', async () => {
    const response = await server.graphql<{ searchPersons: { persons: { firstName: string }[] } }>(
      org.frontDesk,
      'query { searchPersons(homeBranchId: null, sort: FIRST_NAME_ASC, limit: 1000) { persons { firstName } } }',
    );
    const firsts = (response.data?.searchPersons.persons ?? [])
      .map((p) => p.firstName)
      .filter((first) => NAMES.some(([name]) => name === first));
    expect(firsts).toEqual(['Anja', 'ÉLODIE', 'José', 'Rāwiri', 'Rawiri', 'Søren', 'Zoë']);
  });
});
