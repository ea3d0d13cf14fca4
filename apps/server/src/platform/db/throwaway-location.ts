import { readdirSync, rmSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { isRunning } from './postmaster.ts';

/** Linux's shared-memory file system: files in RAM, nothing ever written back to a disk. */
const SHARED_MEMORY = '/dev/shm';
const TMPFS_MAGIC = 0x01021994;
/**
 * Room asked of /dev/shm before a throwaway cluster goes there, with a wide margin: the journeys'
 * holds about 280 MB after a whole run; the unit suite's holds the templates, the two files'
 * databases of the moment and the WAL between the clones' checkpoints. Below this much free
 * memory the disk is used as before.
 */
const ROOM_NEEDED_BYTES = 2 * 1024 ** 3;

/**
 * Where a throwaway cluster (docs/testing.md "The test clusters live in memory") keeps its data
 * directory `name`: in /dev/shm when that is a tmpfs with room, else in `diskRoot`. The tests'
 * clusters give up durability anyway (fsync off); on the disk the kernel still wrote every page
 * back and journalled every file the per-file database clones made and dropped, which cost the
 * unit suite's server files about a fifth of their time. `TEST_PG_ROOT` names the root outright.
 */
export function throwawayClusterDir(name: string, diskRoot: string): string {
  const root = process.env.TEST_PG_ROOT ?? (sharedMemoryHasRoom() ? SHARED_MEMORY : diskRoot);
  return path.resolve(root, name);
}

function sharedMemoryHasRoom(): boolean {
  try {
    const stats = statfsSync(SHARED_MEMORY);
    return stats.type === TMPFS_MAGIC && stats.bavail * stats.bsize >= ROOM_NEEDED_BYTES;
  } catch {
    return false;
  }
}

/**
 * Removes the data directories `<prefix><pid>` under `root` whose process is gone: a run killed
 * before its teardown leaves its cluster behind, and in /dev/shm that is memory held until a
 * reboot.
 */
export function removeAbandonedClusters(root: string, prefix: string): void {
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.startsWith(prefix)) continue;
    const pid = Number(entry.slice(prefix.length));
    if (!Number.isInteger(pid) || pid <= 0 || isRunning(pid)) continue;
    rmSync(path.join(root, entry), { recursive: true, force: true });
  }
}
