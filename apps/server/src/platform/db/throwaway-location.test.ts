import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeAbandonedClusters, throwawayClusterDir } from './throwaway-location.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function scratch(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'clubline-throwaway-'));
  roots.push(root);
  return root;
}

describe('throwawayClusterDir', () => {
  it('puts the cluster under TEST_PG_ROOT when it is set', () => {
    const previous = process.env.TEST_PG_ROOT;
    process.env.TEST_PG_ROOT = '/somewhere/else';
    try {
      expect(throwawayClusterDir('clubline-test-pg-1', '/repo/data')).toBe(
        '/somewhere/else/clubline-test-pg-1',
      );
    } finally {
      if (previous === undefined) delete process.env.TEST_PG_ROOT;
      else process.env.TEST_PG_ROOT = previous;
    }
  });

  it('otherwise in shared memory or on the disk root given, by name', () => {
    const previous = process.env.TEST_PG_ROOT;
    delete process.env.TEST_PG_ROOT;
    try {
      const dir = throwawayClusterDir('clubline-test-pg-2', '/repo/data');
      expect(['/dev/shm/clubline-test-pg-2', '/repo/data/clubline-test-pg-2']).toContain(dir);
    } finally {
      if (previous !== undefined) process.env.TEST_PG_ROOT = previous;
    }
  });
});

describe('removeAbandonedClusters', () => {
  it("removes the clusters of processes that are gone, and keeps a live process's and other folders", () => {
    const root = scratch();
    // Process ids above the kernel's maximum (4,194,304) belong to nobody.
    const gone = path.join(root, 'clubline-test-pg-9999999');
    const live = path.join(root, `clubline-test-pg-${process.pid}`);
    const other = path.join(root, 'clubline-e2e-pg-54349');
    const notAPid = path.join(root, 'clubline-test-pg-abc');
    for (const dir of [gone, live, other, notAPid]) mkdirSync(path.join(dir, 'base'), { recursive: true });

    removeAbandonedClusters(root, 'clubline-test-pg-');

    expect(existsSync(gone)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(other)).toBe(true);
    expect(existsSync(notAPid)).toBe(true);
  });

  it('does nothing when the root does not exist', () => {
    expect(() => removeAbandonedClusters(path.join(scratch(), 'missing'), 'clubline-test-pg-')).not.toThrow();
  });
});
