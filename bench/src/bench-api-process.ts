/**
 * The timed api in a child process (bench-api-child.ts), for figures of the server's own memory:
 * in `startBenchApis` the api shares the bench's process with its HTTP client, so that process's
 * RSS is the server plus the client reading the answer. Here the server is alone in its process,
 * as in production; its RSS is read from /proc/<pid>/status (VmRSS, and VmHWM the kernel's peak,
 * which needs no sampling and misses no spike) and its heap over IPC. Tokens are issued here with
 * the database's signing keys, which the child's verifier loads too.
 */
import { fork } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AccessTokenIssuer } from '../../apps/server/src/platform/auth/access-tokens.ts';
import type { DatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { benchTokens } from './bench-api.ts';
import type { ChildReport, ChildRequest } from './bench-api-child.ts';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-api-child.ts');
const KB = 1024;

export interface BenchApiProcess {
  /** `/graphql` of the api in the child, over HTTP. */
  endpoint: string;
  pid: number;
  tokens: AccessTokenIssuer;
  /** The child's `process.memoryUsage()`, after a full collection when `collect` (the child runs with --expose-gc). */
  memory(options?: { collect?: boolean }): Promise<NodeJS.MemoryUsage>;
  /** The child's resident set now and its peak (bytes), from /proc/<pid>/status. */
  rss(): Promise<{ rss: number; peak: number }>;
  /**
   * Starts the kernel's peak afresh at the current RSS (`5` to /proc/<pid>/clear_refs); false where
   * the kernel does not allow it (then sample `rss()` instead).
   */
  resetPeak(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Forks the child over the bench database and waits for it to listen. `execArgv` adds node flags
 * to the child's (a heap cap, --trace-gc); the child always has --expose-gc.
 */
export async function startBenchApiProcess(
  database: { ownerUrl: string; appUrl: string },
  pools: DatabasePools,
  options: { filesDir: string; logLevel?: string; execArgv?: readonly string[] },
): Promise<BenchApiProcess> {
  const child = fork(CHILD, [], {
    execArgv: ['--expose-gc', ...(options.execArgv ?? [])],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BENCH_OWNER_URL: database.ownerUrl,
      BENCH_APP_URL: database.appUrl,
      BENCH_FILES_DIR: options.filesDir,
      BENCH_LOG_LEVEL: options.logLevel ?? 'silent',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('The bench api process did not start');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = await new Promise<string>((resolve, reject) => {
    const onReport = (report: ChildReport) => {
      if (report.kind === 'listening') resolve(report.endpoint);
      if (report.kind === 'failed') reject(new Error(`The bench api process failed: ${report.message}`));
    };
    child.on('message', onReport);
    child.once('exit', (code) => reject(new Error(`The bench api process ended (${code}) before listening`)));
  });
  const request = (message: ChildRequest) => child.send(message);
  let asked = 0;
  const statusKb = async (field: string): Promise<number> => {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    if (kb === undefined) throw new Error(`/proc/${pid}/status has no ${field}`);
    return Number(kb) * KB;
  };
  return {
    endpoint,
    pid,
    tokens: await benchTokens(pools.owner),
    memory({ collect = false } = {}) {
      asked += 1;
      const id = asked;
      return new Promise((resolve) => {
        const onReport = (report: ChildReport) => {
          if (report.kind === 'memory' && report.id === id) {
            child.off('message', onReport);
            resolve(report.usage);
          }
        };
        child.on('message', onReport);
        request({ kind: 'memory', id, collect });
      });
    },
    async rss() {
      return { rss: await statusKb('VmRSS'), peak: await statusKb('VmHWM') };
    },
    async resetPeak() {
      try {
        await writeFile(`/proc/${pid}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (child.exitCode !== null) return;
      request({ kind: 'close' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
