import { afterAll, beforeAll, expect, it } from 'vitest';
import { makePerson, type OrganisationScenario, organisationScenario } from '../testing/builders.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { databaseFingerprint, databaseFingerprints } from './fuzz-oracle.ts';

let server: TestServer;
let org: OrganisationScenario;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(() => server.close());

it('the counting fingerprint sees every write the full one sees, and reuses it when nothing wrote', async () => {
  const owner = server.db.pools.owner;
  const fingerprints = databaseFingerprints(owner);
  const first = await fingerprints.current();
  expect(first).toBe(await databaseFingerprint(owner));
  await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.wellington.id }));
  const afterWrite = await fingerprints.current();
  expect(afterWrite).not.toBe(first);
  expect(afterWrite).toBe(await databaseFingerprint(owner));
  // A write rolled back changes nothing, though the counter moved.
  await owner.query('begin; update persons set first_name = first_name; rollback;');
  expect(await fingerprints.current()).toBe(afterWrite);
  // A job queued changes the queue's count, which is fingerprinted; pg-boss's clean-up of no row
  // (every second here) reads nothing again.
  await owner.query('delete from pgboss.job where false');
  expect(await fingerprints.current()).toBe(afterWrite);
  await owner.query(`insert into pgboss.job (name, data) select name, '{}'::jsonb from pgboss.queue limit 1`);
  const queued = await fingerprints.current();
  expect(queued).not.toBe(afterWrite);
  expect(queued).toBe(await databaseFingerprint(owner));
});

it('reads no table again for writes made in another database of the cluster, and reads them after a write in its own', async () => {
  const owner = server.db.pools.owner;
  const fingerprints = databaseFingerprints(owner);
  const first = await fingerprints.current();
  const reads = fingerprints.fullReads();
  const elsewhere = await createTestDatabase();
  try {
    await elsewhere.pools.owner.query('create table elsewhere (id int); insert into elsewhere values (1)');
    // Two of pg-boss's clean-up rounds (every second in the tests) pass too: they change no row.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await fingerprints.current()).toBe(first);
    expect(fingerprints.fullReads()).toBe(reads);
  } finally {
    await elsewhere.drop();
  }
  await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.wellington.id }));
  expect(await fingerprints.current()).not.toBe(first);
  expect(fingerprints.fullReads()).toBe(reads + 1);
});

it('the digest sees a changed value in a row, the row count unchanged, and is the same once it is put back', async () => {
  const owner = server.db.pools.owner;
  const person = await org.build((tx) => makePerson(tx, { homeBranchId: org.branches.wellington.id }));
  const before = await databaseFingerprint(owner);
  await owner.query(`update persons set first_name = first_name || 'x' where id = $1`, [person.id]);
  const changed = await databaseFingerprint(owner);
  expect(changed).not.toBe(before);
  expect(changed.split('\n').filter((line) => !before.includes(line))).toEqual([
    expect.stringMatching(/^persons:/),
  ]);
  await owner.query(`update persons set first_name = left(first_name, -1) where id = $1`, [person.id]);
  expect(await databaseFingerprint(owner)).toBe(before);
});
