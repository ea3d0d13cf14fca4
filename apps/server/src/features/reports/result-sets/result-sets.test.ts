import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { PassThrough, Readable, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../platform/db/tenant.ts';
import {
  type OrganisationScenario,
  organisationScenario,
  type StaffUser,
} from '../../../testing/builders.ts';
import { secondTenant } from '../../../testing/scenarios.ts';
import { createTestServer, TEST_API_KEY, type TestServer } from '../../../testing/test-server.ts';
import { writeCsv } from './csv-export.ts';
import type { ExportLine } from './export-rows.ts';
import { createResultSet, readRowsThroughCursor, registerReportSource } from './report-source.ts';
import { isoInZone } from './report-values.ts';
import { writeXlsx } from './xlsx-export.ts';

/**
 * A source whose answer is known: `count` rows from generate_series, read through the cursor. Row
 * n: 'Member n', fee n cents, the day 2026-01-01 + n, the instant 2026-03-31 10:30 UTC (23:30 in
 * Auckland), gender by n mod 3, and the member link.
 */
registerReportSource<{ count: number }>({
  id: 'test:series',
  parseParams: (raw) => {
    const count = (raw as { count?: unknown }).count;
    if (typeof count !== 'number') throw new Error('count');
    return { count };
  },
  columns: () => [
    { name: 'memberName', displayName: 'Member', dataType: 'STRING', memberLink: true },
    { name: 'joinFee', displayName: 'Join fee', dataType: 'CURRENCY' },
    { name: 'day', displayName: 'Day', dataType: 'DATE' },
    { name: 'at', displayName: 'At', dataType: 'DATETIME' },
    { name: 'gender', displayName: 'Gender', dataType: 'STRING' },
    { name: 'team', displayName: 'Team', dataType: 'STRING' },
  ],
  charts: ['gender'],
  sortable: true,
  rows: (tx, _scope, { count }, order) =>
    readRowsThroughCursor(
      tx,
      sql`select 'Member ' || n as "memberName", n as "joinFee", ('2026-01-01'::date + n)::text as day,
            timestamptz '2026-03-31 10:30:00+00' as at,
            (array['Male', 'Female', 'Other'])[n % 3 + 1] as gender, 'T' || (n % 2) as team,
            gen_random_uuid()::text as "memberId", gen_random_uuid()::text as "homeBranchId"
          from generate_series(1, ${count}) n
          order by ${order?.[0]?.column === 'team' ? sql`n % 2, n` : sql`n`}`,
    ),
});

let server: TestServer;
let org: OrganisationScenario;

beforeAll(async () => {
  server = await createTestServer();
  org = await organisationScenario(server);
});
afterAll(async () => {
  await server.close();
});

async function resultSet(count: number, branchIds = [org.branches.auckland.id], title = 'Series') {
  return withTenant(server.deps.db, org.applicationId, (tx) =>
    createResultSet(tx, {
      source: 'test:series',
      title,
      params: { count },
      branchIds,
      userId: org.superAdmin.userId,
    }),
  );
}

async function get(viewer: StaffUser | null, url: string, tenant: string | null = org.applicationId) {
  const token = viewer ? await server.tokens.issue(viewer) : null;
  return server.app.inject({
    method: 'GET',
    url,
    headers: {
      'x-api-key': TEST_API_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(tenant ? { 'x-application-id': tenant } : {}),
    },
  });
}

describe('result sets', () => {
  it('answers the first 10,000 rows, the sums and the gender chart over all rows, dates in the branch zone', async () => {
    const { url } = await resultSet(10_005);
    const response = await get(org.superAdmin, url);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalRows).toBe(10_005);
    expect(body.rows).toHaveLength(10_000);
    expect(body.truncated).toBe(true);
    expect(body.timeZone).toBe('Pacific/Auckland');
    expect(body.summaries).toEqual({ joinFee: (10_005 * 10_006) / 2 });
    expect(body.charts.gender).toEqual({ Male: 3335, Female: 3335, 'Prefer not to say': 3335 });
    expect(body.rows[0]).toMatchObject({
      memberName: 'Member 1',
      joinFee: 1,
      day: '2026-01-02',
      at: '2026-03-31T23:30:00+13:00',
    });
    expect(typeof body.rows[0].memberId).toBe('string');
    expect(body.columns[0]).toEqual({
      name: 'memberName',
      displayName: 'Member',
      dataType: 'STRING',
      memberLink: true,
    });
  });

  it('refuses without a token (401), with another tenant header (403), to a viewer without view-reports there (403), and says gone for unknown, expired and other organisations', async () => {
    const { id, url } = await resultSet(3);
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(org.superAdmin, url, null)).statusCode).toBe(403);
    const other = await secondTenant(server);
    expect((await get(org.superAdmin, url, other.applicationId)).statusCode).toBe(403);
    expect((await get(org.frontDesk, url)).statusCode).toBe(403);
    expect((await get(org.branchManager, url)).statusCode).toBe(200);
    const theirs = await get(other.superAdmin, url, other.applicationId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errors[0].message).toBe(
      'The report failed to be generated. Please contact the support team.',
    );
    expect((await get(org.superAdmin, '/reporting/v1/result-sets/not-a-uuid')).statusCode).toBe(404);
    await server.db.pools.owner.query(
      `update report_result_sets set created_at = now() - interval '2 days', expires_at = now() - interval '1 day' where id = $1`,
      [id],
    );
    expect((await get(org.superAdmin, url)).statusCode).toBe(404);
  });

  it('exports CSV with every row, money in dollars, and a dated file name; grouped with group headers and subtotals', async () => {
    const { url } = await resultSet(4, [org.branches.auckland.id], 'Sign-ups, "NZ"');
    const csv = await get(org.superAdmin, `${url}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="Sign-ups, _NZ_ \d{4}-\d{2}-\d{2} \d{4}\.csv"; filename\*=UTF-8''/,
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Member,Join fee,Day,At,Gender,Team');
    expect(lines[1]).toBe('Member 1,0.01,2026-01-02,2026-03-31T23:30:00+13:00,Female,T1');
    expect(lines).toHaveLength(5);
    const grouped = await get(org.superAdmin, `${url}/export?format=csv&groupBy=team`);
    expect(grouped.body.trimEnd().split('\r\n')).toEqual([
      'Member,Join fee,Day,At,Gender,Team',
      'Team: T0',
      'Member 2,0.02,2026-01-03,2026-03-31T23:30:00+13:00,Other,T0',
      'Member 4,0.04,2026-01-05,2026-03-31T23:30:00+13:00,Female,T0',
      'Subtotal (2 rows),0.06,,,,',
      'Team: T1',
      'Member 1,0.01,2026-01-02,2026-03-31T23:30:00+13:00,Female,T1',
      'Member 3,0.03,2026-01-04,2026-03-31T23:30:00+13:00,Male,T1',
      'Subtotal (2 rows),0.04,,,,',
    ]);
    expect((await get(org.superAdmin, `${url}/export?format=pdf`)).statusCode).toBe(400);
    expect((await get(org.superAdmin, `${url}/export?format=csv&groupBy=nothing`)).statusCode).toBe(400);
  });

  it('exports xlsx that reads back, and starts a new sheet past the sheet limit', async () => {
    const { url } = await resultSet(3);
    const response = await get(org.superAdmin, `${url}/export?format=xlsx`);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([response.rawPayload]));
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Member', 'Join fee', 'Day', 'At', 'Gender', 'Team']);
    expect(sheet?.getRow(2).getCell(2).value).toBe(0.01);
    expect(sheet?.rowCount).toBe(4);

    async function* five(): AsyncGenerator<ExportLine> {
      yield { kind: 'header', cells: ['N'], types: ['INTEGER'] };
      for (let n = 1; n <= 5; n += 1) yield { kind: 'row', values: [n] };
    }
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeXlsx(five(), output, 'Split', 2);
    const split = new ExcelJS.Workbook();
    await split.xlsx.read(Readable.from([Buffer.concat(chunks)]));
    expect(split.worksheets.map((s) => [s.name, s.rowCount, s.getRow(2).getCell(1).value])).toEqual([
      ['Split', 3, 1],
      ['Split (2)', 3, 3],
      ['Split (3)', 2, 5],
    ]);
  });

  it('stops reading rows for the xlsx while the download takes nothing, and gives up when it closes', async () => {
    // The pipes between the rows and the download (exceljs's sheet, the zip, its deflate) hold
    // about 67,000 of these rows before they stop asking: the report is several times that, so a
    // broken back-pressure reads it all and a working one stops far short of half.
    const limit = 400_000;
    let pulled = 0;
    async function* rows(): AsyncGenerator<ExportLine> {
      yield { kind: 'header', cells: ['N', 'Code'], types: ['INTEGER', 'STRING'] };
      // Codes that barely compress, so the zip's output fills as fast as its input.
      for (let n = 1; n <= limit; n += 1) {
        pulled = n;
        const code = Array.from({ length: 6 }, (_, i) =>
          ((n * 2_654_435_761 + i * 40_503) >>> 0).toString(36),
        ).join('');
        yield { kind: 'row', values: [n, code] };
      }
    }
    // A reader that never reads: nothing it is sent ever drains.
    const stalled = new Writable({ highWaterMark: 64 * 1024, write: () => {} });
    const written = writeXlsx(rows(), stalled, 'Stalled');
    written.catch(() => {});
    const stoppedAt = await whenPullingStops(() => pulled, limit);
    // A few MB of rows in the pipes, not the whole report.
    expect(stoppedAt).toBeLessThan(limit / 2);
    stalled.destroy();
    await expect(written).rejects.toThrow('The download was cancelled');
  });

  it('holds a few chunks of the CSV ahead of a download that takes nothing, and stops when it closes', async () => {
    const limit = 100_000;
    let pulled = 0;
    async function* rows(): AsyncGenerator<ExportLine> {
      yield { kind: 'header', cells: ['N', 'Code'], types: ['INTEGER', 'STRING'] };
      for (let n = 1; n <= limit; n += 1) {
        pulled = n;
        yield { kind: 'row', values: [n, `code-${n}`.padEnd(40, 'x')] };
      }
    }
    const stalled = new Writable({ highWaterMark: 16 * 1024, write: () => {} });
    const written = writeCsv(rows(), stalled);
    written.catch(() => {});
    const stoppedAt = await whenPullingStops(() => pulled, limit);
    // About 50 bytes a line: what waits for the reader is a few 64 KB chunks (at most 320 KB).
    expect(stoppedAt * 50).toBeLessThan(320 * 1024);
    stalled.destroy();
    await expect(written).rejects.toThrow();
  });

  it('gives exports a turn: downloads that stop reading do not take the pool every request needs', async () => {
    // The test pool has 10 connections. Each export holds one for its whole download, so twelve
    // readers that never read used to take them all, and every GraphQL request waited behind them.
    const { url } = await resultSet(200_000);
    if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const token = await server.tokens.issue(org.superAdmin);
    const sockets: Socket[] = [];
    for (let n = 0; n < 12; n += 1) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.pause();
      socket.write(
        `GET ${url}/export?format=csv HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
          `X-Application-Id: ${org.applicationId}\r\n\r\n`,
      );
      sockets.push(socket);
    }
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const answered = await Promise.race([
        server.graphql(org.frontDesk, '{ getInitialisationData { __typename } }', {}),
        new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 10_000)),
      ]);
      expect(answered).not.toBe('waiting');
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    // The readers who left gave their turns back (the waiting ones theirs in the line).
    const small = await resultSet(2);
    const after = await Promise.race([
      get(org.superAdmin, `${small.url}/export?format=csv`),
      new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 10_000)),
    ]);
    expect(after === 'waiting' ? after : after.statusCode).toBe(200);
  });

  it('writes date-times with the offset of their zone', () => {
    expect(isoInZone(new Date('2026-07-01T12:00:00Z'), 'Australia/Perth')).toBe('2026-07-01T20:00:00+08:00');
    expect(isoInZone(new Date('2026-01-01T00:00:00Z'), 'America/St_Johns')).toBe('2025-12-31T20:30:00-03:30');
  });

  it('writes the wall clock Intl gives on both sides of every daylight-saving change', () => {
    const formats = new Map<string, Intl.DateTimeFormat>();
    const wallClock = (instant: Date, timeZone: string) => {
      const format =
        formats.get(timeZone) ??
        new Intl.DateTimeFormat('en-GB', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          timeZoneName: 'longOffset',
        });
      formats.set(timeZone, format);
      const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
      const offset = (parts.timeZoneName ?? '').replace('GMT', '') || '+00:00';
      return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
    };
    const zones = [
      'Pacific/Auckland',
      'Pacific/Chatham',
      'Australia/Lord_Howe',
      'America/St_Johns',
      'Asia/Kathmandu',
      'Europe/London',
    ];
    // Every 73 h 1 min 17.5 s over 2026 (each minute of the hour in turn), and a second either
    // side of the Auckland changes and of Lord Howe's half-past one.
    const instants: Date[] = [];
    for (
      let at = Date.parse('2026-01-01T00:00:00Z');
      at < Date.parse('2027-01-01T00:00:00Z');
      at += 262_877_500
    )
      instants.push(new Date(at));
    for (const change of ['2026-04-04T14:00:00Z', '2026-09-26T14:00:00Z', '2026-10-03T15:30:00Z'])
      for (const delta of [-1000, -1, 0, 999, 1000]) instants.push(new Date(Date.parse(change) + delta));
    for (const zone of zones) {
      const differing = instants.filter((instant) => isoInZone(instant, zone) !== wallClock(instant, zone));
      expect(differing.map((instant) => `${zone} ${instant.toISOString()}`)).toEqual([]);
    }
    expect(isoInZone(new Date('2026-04-04T13:59:59.999Z'), 'Pacific/Auckland')).toBe(
      '2026-04-05T02:59:59+13:00',
    );
    expect(isoInZone(new Date('2026-04-04T14:00:00Z'), 'Pacific/Auckland')).toBe('2026-04-05T02:00:00+12:00');
  });
});

/**
 * How many rows an export had pulled once it stopped asking for more: the count when it has not
 * moved for a quarter of a second (or has reached `limit`, the whole report).
 */
function whenPullingStops(pulled: () => number, limit: number): Promise<number> {
  return new Promise((resolve) => {
    let seen = -1;
    const watch = setInterval(() => {
      const now = pulled();
      if (now === seen || now >= limit) {
        clearInterval(watch);
        resolve(now);
      }
      seen = now;
    }, 250);
  });
}
