import { vi } from 'vitest';

/**
 * vi.waitFor with a timeout a loaded CI machine can meet: vitest's default of one second
 * failed a navigation that lazy-loads its page while other test files ran on both cores, and
 * later 5 s did too (CI's machine about twice as slow as before). A passing check returns at
 * once, so the longer limit only costs time when a test fails. Below the web project's
 * testTimeout (apps/web/vitest.config.ts), so a failing wait shows its assertion.
 */
export const SETTLE_TIMEOUT_MS = 10_000;

export function eventually<T>(check: () => T | Promise<T>, options: { timeout?: number } = {}): Promise<T> {
  return vi.waitFor(check, { timeout: SETTLE_TIMEOUT_MS, ...options });
}
