import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { recordLastVisits } from './last-visits.repository.ts';
import { personBranchRoles } from './persons.table.ts';

let server: TestServer;
let org: OrganisationScenario;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

const day = (date: string) => new Date(`${date}T01:00:00Z`);

describe('recordLastVisits', () => {
  it("keeps the latest of a person's visits at a branch given in one call, in whatever order, and never goes back", async () => {
    const { wellington, auckland } = org.branches;
    const lastVisits = await org.build(async (tx) => {
      const person = await makePerson(tx, {
        homeBranchId: wellington.id,
        otherRoles: [{ branchId: auckland.id }],
      });
      const at = (branchId: string) =>
        tx
          .select({ at: personBranchRoles.lastVisitAt })
          .from(personBranchRoles)
          .where(and(eq(personBranchRoles.personId, person.id), eq(personBranchRoles.branchId, branchId)))
          .then((rows) => rows[0]?.at?.toISOString() ?? null);
      // A month of visits at each branch, the latest neither first nor last in the list.
      const dates = ['2026-10-23', '2026-10-02', '2026-10-25', '2026-10-24', '2026-10-01'];
      await recordLastVisits(tx, [
        ...dates.map((date) => ({ personId: person.id, branchId: wellington.id, at: day(date) })),
        ...dates.reverse().map((date) => ({ personId: person.id, branchId: auckland.id, at: day(date) })),
      ]);
      const first = { wellington: await at(wellington.id), auckland: await at(auckland.id) };
      // A visit reported late, earlier than the one recorded, leaves it in place.
      await recordLastVisits(tx, [{ personId: person.id, branchId: wellington.id, at: day('2026-09-30') }]);
      return { first, afterLateVisit: await at(wellington.id) };
    });
    expect(lastVisits.first).toEqual({
      wellington: day('2026-10-25').toISOString(),
      auckland: day('2026-10-25').toISOString(),
    });
    expect(lastVisits.afterLateVisit).toBe(day('2026-10-25').toISOString());
  });
});
