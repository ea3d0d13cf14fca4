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

/**
 * For a test that waits out the app's own delays (the spec's 2–3 s refetches, 3 s polls): a fake
 * clock that also runs with real time, so rendering, answers and `eventually` go on as usual
 * (src/testing/setup.ts puts real timers back after each test).
 */
export function useFakeClock(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
}

/** `eventually`, moving the fake clock `stepMs` on before each look (useFakeClock first). */
export function eventuallySkipping(check: () => void, stepMs = 500): Promise<void> {
  return eventually(async () => {
    await vi.advanceTimersByTimeAsync(stepMs);
    check();
  });
}
