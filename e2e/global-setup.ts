import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs once before the run's first journey, in the runner's process: makes the folder where the
 * workers record the pages axe has scanned (tests/accessibility.ts), so each is scanned once per
 * run whichever worker reaches it first. The workers inherit E2E_SCAN_REGISTRY; the returned
 * function, the global teardown, removes the folder.
 */
export default function globalSetup(): () => void {
  const registry = mkdtempSync(path.join(tmpdir(), 'clubline-e2e-scans-'));
  process.env.E2E_SCAN_REGISTRY = registry;
  return () => rmSync(registry, { recursive: true, force: true });
}
