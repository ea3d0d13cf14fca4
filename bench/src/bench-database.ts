import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import pg from 'pg';
import { deriveAppUrl } from '../../apps/server/src/platform/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../apps/server/src/platform/db/embedded.ts';
import { migrateDatabase } from '../../apps/server/src/platform/db/migrate.ts';

/** The repository root; the embedded cluster lives in ./data/bench-pg under it. */
export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The database the bench fills; on DATABASE_URL's server it is created beside the given one. */
export const BENCH_DATABASE = 'clubline_bench';
export const BENCH_APP_ROLE = { user: 'app_user', password: 'app_user_bench_password' };

export interface BenchDatabase {
  /** Owner connection of the bench database. */
  ownerUrl: string;
  /** The api role's connection (NOSUPERUSER NOBYPASSRLS), as production uses it. */
  appUrl: string;
  stop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * The bench database: on DATABASE_URL's server when given, otherwise on an embedded PostgreSQL in
 * ./data/bench-pg (a free port, kept between runs so a generated million persons is reused).
 * `fresh` drops and recreates it. It is migrated either way.
 */
export async function openBenchDatabase(options: { fresh: boolean }): Promise<BenchDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(repositoryRoot, 'data/bench-pg'),
      port: await getPort(),
      database: 'postgres',
    });
    serverUrl = embedded.ownerUrl;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (options.fresh) await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE]);
    if (exists.rowCount === 0) await admin.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  const ownerUrl = withDatabase(serverUrl, BENCH_DATABASE);
  await migrateDatabase(ownerUrl, BENCH_APP_ROLE);
  return {
    ownerUrl,
    appUrl: deriveAppUrl(ownerUrl, BENCH_APP_ROLE.user, BENCH_APP_ROLE.password),
    stop: async () => {
      await embedded?.stop();
    },
  };
}

/**
 * A database of the bench's own, fresh on every run: beside DATABASE_URL's when given, otherwise on
 * a temporary embedded cluster removed at `stop`. For benches that build their own data and need
 * nothing generated (the calendar week, the booking race).
 */
export async function openScratchDatabase(database: string): Promise<BenchDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), `${database}-pg-`));
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({ dataDir, port: await getPort(), database: 'postgres' });
    serverUrl = embedded.ownerUrl;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  const ownerUrl = withDatabase(serverUrl, database);
  await migrateDatabase(ownerUrl, BENCH_APP_ROLE);
  return {
    ownerUrl,
    appUrl: deriveAppUrl(ownerUrl, BENCH_APP_ROLE.user, BENCH_APP_ROLE.password),
    stop: async () => {
      await embedded?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const log = (text: string) => process.stdout.write(`${text}\n`);

/** Prints a Markdown table, columns padded to their widest cell (bench/README.md takes it as is). */
export function logTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  log('');
  log(line(header));
  log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) log(line(row));
  log('');
}

/** The value below which a share `p` (0–1) of `values` falls (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))] ?? Number.NaN;
}

/** How many persons the bench organisation holds; refuses to measure an empty database. */
export async function generatedPersons(owner: pg.Pool): Promise<number> {
  const generated = await owner.query<{ count: number }>(
    'select count(*)::int as count from persons where application_id = $1',
    [BENCH.applicationId],
  );
  const count = generated.rows[0]?.count ?? 0;
  if (count === 0) throw new Error('No bench data: run `npm run generate -w @clubline/bench` first');
  return count;
}

/** `--name value` from the command line, as a positive integer. */
export function intFlag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]?.replaceAll('_', ''));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a positive integer`);
  return value;
}

/** Fixed ids of the bench organisation. */
export const BENCH = {
  applicationId: 'b0000000-0001-4000-8000-000000000001',
  domain: 'bench',
  adminUserId: 'b0000000-0005-4000-8000-000000000001',
  deskUserId: 'b0000000-0005-4000-8000-000000000002',
  branchId: (n: number) => `b0000000-0002-4000-8000-${n.toString(16).padStart(12, '0')}`,
  staffPersonId: (n: number) => `b0000000-0003-4000-8000-${n.toString(16).padStart(12, '0')}`,
} as const;
