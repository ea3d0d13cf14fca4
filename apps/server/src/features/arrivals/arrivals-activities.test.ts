import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { makeArrival } from './arrivals.testing.ts';

let server: TestServer;
let org: OrganisationScenario;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const ACTIVITIES = /* GraphQL */ `
  query Activities($personId: ID!) {
    getMemberActivities(personId: $personId) {
      past { activities { id kind visit { branchId tags granted denialText } } }
    }
  }
`;

interface Visit {
  branchId: string;
  tags: string[];
  granted: boolean;
  denialText: string | null;
}

describe("a member's activities show denied arrivals with the door's reason", () => {
  it('gives each visit its result and, for a denial, the sentence the door said', async () => {
    const wellington = org.branches.wellington.id;
    const { personId, granted, denied, oldDenial } = await org.build(async (tx) => {
      const person = await makePerson(tx, { homeBranchId: wellington });
      const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
      return {
        personId: person.id,
        granted: await makeArrival(tx, { personId: person.id, branchId: wellington, arrivedAt: at(10) }),
        denied: await makeArrival(tx, {
          personId: person.id,
          branchId: wellington,
          arrivedAt: at(20),
          granted: false,
          tags: ['DENIED', 'SUSPENDED'],
          reason: 'MEMBERSHIP_SUSPENDED',
          reasonText: 'Membership suspended until 12 Jan',
        }),
        // Stored with a code but no sentence: the catalogue's words stand in.
        oldDenial: await makeArrival(tx, {
          personId: person.id,
          branchId: wellington,
          arrivedAt: at(30),
          granted: false,
          tags: ['DENIED'],
          reason: 'NO_VISITS_LEFT',
        }),
      };
    });
    const answer = await server.graphql<{
      getMemberActivities: { past: { activities: { id: string; visit: Visit | null }[] } };
    }>(org.frontDesk, ACTIVITIES, { personId });
    expect(answer.errors).toBeUndefined();
    const visits = Object.fromEntries(
      (answer.data?.getMemberActivities.past.activities ?? []).map((entry) => [entry.id, entry.visit]),
    );
    expect(visits[granted.id ?? '']).toMatchObject({ granted: true, denialText: null });
    expect(visits[denied.id ?? '']).toMatchObject({
      granted: false,
      denialText: 'Membership suspended until 12 Jan',
    });
    expect(visits[oldDenial.id ?? '']).toMatchObject({ granted: false, denialText: 'No visits left' });
  });
});
