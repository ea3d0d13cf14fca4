import { defineProject } from 'vitest/config';

export default defineProject({
  // Files share a worker's module graph instead of re-importing it per file: the domain is pure
  // functions (no module mocks, stubbed globals or fake timers), so nothing leaks between files.
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    isolate: false,
    // Temporal values compared by what they hold in every matcher (src/testing/temporal-equality.ts).
    setupFiles: ['./src/testing/temporal-equality.ts'],
  },
});
