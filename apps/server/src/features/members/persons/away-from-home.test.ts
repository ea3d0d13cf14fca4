import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../../platform/db/client.ts';
import { makePerson, type OrganisationScenario, organisationScenario } from '../../../testing/builders.ts';
import { createTestServer, type TestServer } from '../../../testing/test-server.ts';
import { personBranchRoles, persons } from './persons.table.ts';

/**
 * `person_branch_roles.away_from_home` marks a role held away from the person's home branch (a
 * reciprocal role). Triggers keep it (migration 0013): the reciprocal search reads only marked
 * roles, so a wrong mark would hide a reciprocal member or show a home member twice.
 */
let server: TestServer;
let org: OrganisationScenario;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

async function marks(tx: Transaction, personId: string): Promise<Record<string, boolean>> {
  const rows = await tx
    .select({ branchId: personBranchRoles.branchId, away: personBranchRoles.awayFromHome })
    .from(personBranchRoles)
    .where(eq(personBranchRoles.personId, personId));
  return Object.fromEntries(rows.map((row) => [row.branchId, row.away]));
}

describe('away_from_home', () => {
  it('marks a role at another branch as it is written, and not the home role', async () => {
    const { wellington, auckland } = org.branches;
    const found = await org.build(async (tx) => {
      const person = await makePerson(tx, {
        homeBranchId: wellington.id,
        otherRoles: [{ branchId: auckland.id }],
      });
      return marks(tx, person.id);
    });
    expect(found).toEqual({ [wellington.id]: false, [auckland.id]: true });
  });

  it('re-marks every role when the person moves home, whoever writes the move', async () => {
    const { wellington, auckland } = org.branches;
    const found = await org.build(async (tx) => {
      const person = await makePerson(tx, {
        homeBranchId: wellington.id,
        otherRoles: [{ branchId: auckland.id }],
      });
      await tx.update(persons).set({ homeBranchId: auckland.id }).where(eq(persons.id, person.id));
      const afterMove = await marks(tx, person.id);
      // An attempt to write the mark by hand is overruled by the person's home branch.
      await tx
        .update(personBranchRoles)
        .set({ awayFromHome: false })
        .where(and(eq(personBranchRoles.personId, person.id), eq(personBranchRoles.branchId, wellington.id)));
      return { afterMove, afterHandWrite: await marks(tx, person.id) };
    });
    expect(found.afterMove).toEqual({ [wellington.id]: true, [auckland.id]: false });
    expect(found.afterHandWrite).toEqual({ [wellington.id]: true, [auckland.id]: false });
  });

  it('marks every role of a person without a home branch', async () => {
    const found = await org.build(async (tx) => {
      const person = await makePerson(tx, { homeBranchId: org.branches.wellington.id });
      await tx.update(persons).set({ homeBranchId: null }).where(eq(persons.id, person.id));
      return marks(tx, person.id);
    });
    expect(found).toEqual({ [org.branches.wellington.id]: true });
  });
});
