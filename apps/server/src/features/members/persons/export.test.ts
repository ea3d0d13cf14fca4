import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredTemporaryFiles } from '../../../platform/files/temporary-files.ts';
import type { RequestContext, Viewer } from '../../../platform/graphql/context.ts';
import { acme, demo } from '../../../testing/demo.ts';
import { createTestServer, TEST_PUBLIC_URL, type TestServer } from '../../../testing/test-server.ts';
import { csvCell, MEMBERS_CSV_COLUMNS, membersCsv } from './export.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ template: 'demo' });
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
    const rows = parseCsv(await membersCsv(await contextOf(demo.frontDesk), [demo.wellington]));
    const [header, ...members] = rows;
    expect(header).toEqual([...MEMBERS_CSV_COLUMNS]);
    expect(members).toHaveLength(400);
    expect(new Set(members.map((row) => row[7]))).toEqual(new Set(['Wellington Lambton Quay']));
  });

  it('reads a large export in batches, each person once, in name order', async () => {
    const [, ...members] = parseCsv(await membersCsv(await contextOf(demo.superAdmin)));
    expect(members).toHaveLength(7 * 400);
    const expected = await server.db.pools.owner.query<{ name: string }>(
      `select last_name || '|' || first_name as name from persons p
       where application_id = $1 and exists (select 1 from person_branch_roles r where r.person_id = p.id
         and r.branch_id = p.home_branch_id and r.role_type in ('Member', 'Prospect'))
       order by lower(last_name), lower(first_name), id`,
      [demo.applicationId],
    );
    expect(members.map((row) => `${row[1]}|${row[0]}`)).toEqual(expected.rows.map((row) => row.name));
  });

  it('writes the fields of a person as stored', async () => {
    const [person] = (
      await server.db.pools.owner.query<{
        first_name: string;
        last_name: string;
        email: string | null;
        card: string;
      }>(
        `select p.first_name, p.last_name, p.email, c.card_number as card from persons p
         join access_cards c on c.person_id = p.id where p.id = $1`,
        [demo.memberOf(1, 0)],
      )
    ).rows;
    const rows = parseCsv(await membersCsv(await contextOf(demo.frontDesk)));
    const row = rows.find((cells) => cells[12] === person?.card);
    expect(row?.slice(0, 3)).toEqual([person?.first_name, person?.last_name, person?.email ?? '']);
    expect(row?.slice(7, 10)).toEqual(['Wellington Lambton Quay', 'Member', 'MEMBER']);
    expect(row?.[11]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('covers only branches the viewer may view', async () => {
    const rows = parseCsv(
      await membersCsv(await contextOf(demo.frontDesk), [demo.auckland, demo.wellington]),
    );
    expect(rows).toHaveLength(401);
    await expect(membersCsv(await contextOf(demo.frontDesk), [demo.auckland])).rejects.toMatchObject({
      errorClass: 'AccessDeniedError',
    });
    const acmeRows = parseCsv(
      await membersCsv(await contextOf(acme.superAdmin), ['ALL_BRANCHES', demo.wellington]),
    );
    expect(acmeRows).toHaveLength(1 + 2 * 50);
  });

  it('answers a signed address that downloads the file', async () => {
    const response = await server.graphql<{ exportMembersCsv: { reportUrl: string } }>(
      demo.frontDesk,
      EXPORT,
      {
        branches: [demo.wellington],
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
    expect(download.body).toBe(await membersCsv(await contextOf(demo.frontDesk), [demo.wellington]));
  });

  it('is deleted by the purge once expired, and only then', async () => {
    const response = await server.graphql<{ exportMembersCsv: { reportUrl: string } }>(
      demo.frontDesk,
      EXPORT,
      {
        branches: [demo.wellington],
      },
    );
    const url = (response.data?.exportMembersCsv.reportUrl ?? '').slice(TEST_PUBLIC_URL.length);
    const { rows } = await server.db.pools.owner.query<{ storage_key: string; expires_at: Date }>(
      'select storage_key, expires_at from temporary_files where application_id = $1 order by created_at desc limit 1',
      [demo.applicationId],
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
    const response = await server.graphql(demo.noRole, EXPORT, {});
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
