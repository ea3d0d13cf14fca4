import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    // Temporal values compared by what they hold in every matcher (packages/domain/src/testing/temporal-equality.ts).
    setupFiles: ['./src/testing/setup.ts', '../../packages/domain/src/testing/temporal-equality.ts'],
    // A test's first navigation to a lazily-loaded page transforms that page's code in this
    // worker; on a loaded CI machine that alone passed Vitest's 5 s default (the login callback's
    // redirect to the branch list). A passing test returns as soon as it is done, so the longer
    // limit only costs time when a test fails. It stays above SETTLE_TIMEOUT_MS, so a wait that
    // fails reports its own assertion instead of a bare timeout.
    testTimeout: 20_000,
    // Files share a worker's module graph and jsdom document instead of re-creating both per file
    // (about half the project's time). What a test could leave behind for the next file (Mantine's
    // notification store, stubbed globals, spies, fake timers, storage, the browser's flag store)
    // is put back after every test in src/testing/setup.ts.
    isolate: false,
  },
});
