import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    // Real PostgreSQL work: give slow CI machines room, never time a test for speed.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
