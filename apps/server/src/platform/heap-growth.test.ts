import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./heap-growth.ts', import.meta.url));

/**
 * A process with 65 MB of live heap that then promotes garbage steadily, as a streamed export does
 * (each batch outlives two young collections, then dies): its heap's peak growth over the live
 * heap, in MB. The young generation is kept small and the heap limit large so every host behaves
 * as a big one (V8 then lets the old generation grow to four times the live heap).
 */
function peakGrowthMb(bounded: boolean): number {
  const script = `
    ${bounded ? `const { boundHeapGrowth } = await import(${JSON.stringify(MODULE)}); boundHeapGrowth();` : ''}
    const live = Array.from({ length: 8 }, () => new Array(1_000_000).fill(1.5));
    globalThis.gc();
    const base = process.memoryUsage().heapUsed;
    let peak = base;
    const ring = [];
    for (let b = 0; b < 4000; b += 1) {
      const batch = [];
      for (let i = 0; i < 2000; i += 1) batch.push({ n: i, s: 'row ' + b + ' ' + i });
      ring.push(batch);
      if (ring.length > 20) ring.shift();
      if (b % 10 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    process.stdout.write(String((peak - base) / 1048576));
  `;
  const run = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--max-semi-space-size=1',
      '--max-old-space-size=4096',
      '--input-type=module',
      '-e',
      script,
    ],
    { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout);
}

describe('heap growth', () => {
  it('lets the old generation grow by half its live size before collecting, where V8 alone lets it grow fourfold', () => {
    const unbounded = peakGrowthMb(false);
    const bounded = peakGrowthMb(true);
    expect(unbounded).toBeGreaterThan(100);
    expect(bounded).toBeLessThan(65);
  }, 60_000);
});
