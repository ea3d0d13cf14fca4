import { defineProject } from 'vitest/config';

export default defineProject({
  // graphql ships ESM and CJS builds; Pothos and Yoga must share one copy or graphql-js refuses
  // the schema ("from another module or realm"). Node itself resolves one; Vitest needs telling.
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    // Temporal values compared by what they hold in every matcher (packages/domain/src/testing/temporal-equality.ts).
    setupFiles: ['../../packages/domain/src/testing/temporal-equality.ts'],
    // Real PostgreSQL work: give slow CI machines room, never time a test for speed.
    testTimeout: 30_000,
    // Files share a worker's module graph instead of re-importing the whole server (about 4 s a
    // file). Server tests use no module mocks, spies or fake timers; a test that moves shared state
    // (the billing clock) puts it back in a finally.
    isolate: false,
    hookTimeout: 120_000,
  },
});
