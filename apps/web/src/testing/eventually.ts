import { vi } from 'vitest';

/**
 * vi.waitFor with a timeout a loaded CI machine can meet: vitest's default of one second
 * failed a navigation that lazy-loads its page while other test files ran on both cores.
 * A passing check returns at once, so the longer limit only costs time when a test fails.
 */
export const SETTLE_TIMEOUT_MS = 5000;

export function eventually<T>(check: () => T | Promise<T>, options: { timeout?: number } = {}): Promise<T> {
  return vi.waitFor(check, { timeout: SETTLE_TIMEOUT_MS, ...options });
}
