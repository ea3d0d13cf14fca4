import { afterAll, beforeAll, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { databaseFingerprint, databaseFingerprints } from './fuzz-oracle.ts';

let server: TestServer;
let org: OrganisationScenario;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

it('the WAL-skipping fingerprint sees every write the full one sees, and reuses it when nothing wrote', async () => {
  const owner = server.db.pools.owner;
  const fingerprints = databaseFingerprints(owner);
  const first = await fingerprints.current();
  expect(first).toBe(await databaseFingerprint(owner));
  await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.wellington.id }));
  const afterWrite = await fingerprints.current();
  expect(afterWrite).not.toBe(first);
  expect(afterWrite).toBe(await databaseFingerprint(owner));
  // A write rolled back changes nothing, whatever the WAL position says.
  await owner.query('begin; update persons set first_name = first_name; rollback;');
  expect(await fingerprints.current()).toBe(afterWrite);
});
