import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredTemporaryFiles } from '../../../platform/files/temporary-files.ts';
import type { RequestContext, Viewer } from '../../../platform/graphql/context.ts';
import {
  makePerson,
  makePersons,
  type OrganisationScenario,
  organisationScenario,
  type SecondTenant,
  secondTenant,
  type TestPerson,
} from '../../../testing/builders.ts';
import { createTestServer, TEST_PUBLIC_URL, type TestServer } from '../../../testing/test-server.ts';
import { csvCell, MEMBERS_CSV_COLUMNS, membersCsv } from './export.service.ts';

/**
 * Members and Prospects made at each branch: seven branches of them are more than one batch of
 * the export (2000). Names repeat, in different cases, so the order needs every key.
 */
const PER_BRANCH = 300;
const FIRST_NAMES = ['Ana', 'Ben', 'Cai', 'daniel', 'Eva', 'Finn', 'Gus', 'Hemi', 'Isla', 'Jack', 'Kiri'];
const LAST_NAMES = ['Smith', 'Ngata', 'ngata', 'Brown', 'van Dyk', 'Walker', 'McKenzie', 'Parata', 'Adams'];
/** Wellington's: its built Members and Prospects and the one below. */
const WELLINGTON_PERSONS = PER_BRANCH + 1;
/** The other organisation's Members: 3 at Adelaide, 2 at Hobart. */
const OTHER_PERSONS = 5;

let server: TestServer;
let org: OrganisationScenario;
let other: SecondTenant;
/** A Wellington Member with a card and a last visit, for the fields of a row. */
let member: TestPerson;
beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
  other = await secondTenant(server);
  member = await org.build(async (tx) => {
    for (const [b, homeBranchId] of org.branchIds.entries()) {
      await makePersons(tx, PER_BRANCH, (i) => {
        const n = b * PER_BRANCH + i;
        return {
          homeBranchId,
          firstName: FIRST_NAMES[n % FIRST_NAMES.length],
          lastName: LAST_NAMES[n % LAST_NAMES.length],
          role: i % 10 < 7 ? 'Member' : 'Prospect',
          card: i % 10 < 7,
        };
      });
    }
    return makePerson(tx, {
      homeBranchId: org.branches.wellington.id,
      firstName: 'Mere',
      lastName: 'Tamihana, Jr',
      email: 'mere@example.com',
      gender: 'FEMALE',
      mobilePhone: { countryCode: 'NZ', number: '0270802451' },
      status: 'SUSPENDED',
      lastVisitAt: new Date('2024-03-05T01:30:00Z'),
      card: true,
    });
  });
  await other.build(async (tx) => {
    await makePersons(tx, 3, { homeBranchId: other.branches.adelaide.id });
    await makePersons(tx, 2, { homeBranchId: other.branches.hobart.id });
  });
});
afterAll(() => server.close());

const contextOf = (viewer: Viewer): Promise<RequestContext> => server.context(viewer);

/** Splits CSV text into rows of cells (quoted cells may hold commas and quotes). */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const cells: string[] = [];
      for (const match of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
        const cell = match[1] ?? '';
        cells.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
        if (match[2] === '') break;
      }
      return cells;
    });
}

const EXPORT = 'mutation Export($branches: [ID!]) { exportMembersCsv(branches: $branches) { reportUrl } }';

describe('the member CSV export', () => {
  it("lists a branch's Members and Prospects by last and first name", async () => {
    const rows = parseCsv(await membersCsv(await contextOf(org.frontDesk), [org.branches.wellington.id]));
    const [header, ...members] = rows;
    expect(header).toEqual([...MEMBERS_CSV_COLUMNS]);
    expect(members).toHaveLength(WELLINGTON_PERSONS);
    expect(new Set(members.map((row) => row[7]))).toEqual(new Set(['Wellington Lambton Quay']));
  });

  it('reads a large export in batches, each person once, in name order', async () => {
    const [, ...members] = parseCsv(await membersCsv(await contextOf(org.superAdmin)));
    expect(members).toHaveLength(7 * PER_BRANCH + 1);
    const expected = await server.db.pools.owner.query<{ name: string }>(
      `select last_name || '|' || first_name as name from persons p
       where application_id = $1 and exists (select 1 from person_branch_roles r where r.person_id = p.id
         and r.branch_id = p.home_branch_id and r.role_type in ('Member', 'Prospect'))
       order by lower(last_name), lower(first_name), id`,
      [org.applicationId],
    );
    expect(members.map((row) => `${row[1]}|${row[0]}`)).toEqual(expected.rows.map((row) => row.name));
  });

  it('writes the fields of a person with labels, not codes', async () => {
    const rows = parseCsv(await membersCsv(await contextOf(org.frontDesk)));
    const row = rows.find((cells) => cells[12] === member.cardNumber);
    expect(row?.slice(0, 3)).toEqual(['Mere', 'Tamihana, Jr', 'mere@example.com']);
    // The phone as the profile shows it, the gender and status as words.
    expect(row?.[3]).toBe('027 080 2451');
    expect(row?.[5]).toBe('Female');
    expect(row?.slice(7, 10)).toEqual(['Wellington Lambton Quay', 'Member', 'Suspended']);
    // The last visit in the branch's time (Wellington, daylight saving: UTC+13).
    expect(row?.[11]).toBe('2024-03-05 14:30');
  });

  it('covers only branches the viewer may view', async () => {
    const rows = parseCsv(
      await membersCsv(await contextOf(org.frontDesk), [
        org.branches.auckland.id,
        org.branches.wellington.id,
      ]),
    );
    expect(rows).toHaveLength(1 + WELLINGTON_PERSONS);
    await expect(
      membersCsv(await contextOf(org.frontDesk), [org.branches.auckland.id]),
    ).rejects.toMatchObject({ extensions: { errorClass: 'AccessDeniedError' } });
    const otherRows = parseCsv(
      await membersCsv(await contextOf(other.superAdmin), ['ALL_BRANCHES', org.branches.wellington.id]),
    );
    expect(otherRows).toHaveLength(1 + OTHER_PERSONS);
  });

  it('answers a signed address that downloads the file', async () => {
    const response = await server.graphql<{ exportMembersCsv: { reportUrl: string } }>(
      org.frontDesk,
      EXPORT,
      {
        branches: [org.branches.wellington.id],
      },
    );
    expect(response.errors).toBeUndefined();
    const url = response.data?.exportMembersCsv.reportUrl ?? '';
    expect(url.startsWith(`${TEST_PUBLIC_URL}/files/`)).toBe(true);
    const download = await server.app.inject({ method: 'GET', url: url.slice(TEST_PUBLIC_URL.length) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(download.body).toBe(
      await membersCsv(await contextOf(org.frontDesk), [org.branches.wellington.id]),
    );
  });

  it('is deleted by the purge once expired, and only then', async () => {
    const response = await server.graphql<{ exportMembersCsv: { reportUrl: string } }>(
      org.frontDesk,
      EXPORT,
      {
        branches: [org.branches.wellington.id],
      },
    );
    const url = (response.data?.exportMembersCsv.reportUrl ?? '').slice(TEST_PUBLIC_URL.length);
    const { rows } = await server.db.pools.owner.query<{ storage_key: string; expires_at: Date }>(
      'select storage_key, expires_at from temporary_files where application_id = $1 order by created_at desc limit 1',
      [org.applicationId],
    );
    const file = rows[0];
    if (!file) throw new Error('the export was not recorded');
    const { storage } = server.deps.files;
    // Nothing has expired yet: the purge leaves the file.
    await purgeExpiredTemporaryFiles(server.db.pools.owner, storage);
    expect(await storage.get(file.storage_key)).not.toBeNull();

    const later = new Date(file.expires_at.getTime() + 1000);
    expect(await purgeExpiredTemporaryFiles(server.db.pools.owner, storage, later)).toBeGreaterThanOrEqual(1);
    expect(await storage.get(file.storage_key)).toBeNull();
    const left = await server.db.pools.owner.query('select 1 from temporary_files where storage_key = $1', [
      file.storage_key,
    ]);
    expect(left.rowCount).toBe(0);
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // A second run finds nothing left to do.
    expect(await purgeExpiredTemporaryFiles(server.db.pools.owner, storage, later)).toBe(0);
  });

  it('refuses a user who may view no members', async () => {
    const response = await server.graphql(org.noRole, EXPORT, {});
    expect(response.errors?.[0]?.extensions).toMatchObject({ errorClass: 'AccessDeniedError' });
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+64 21', "'+64 21"],
    ['-1', "'-1"],
    ['@handle', "'@handle"],
    [null, ''],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});
