import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'repo',
    include: ['*.test.ts'],
    // Several files cruise the whole repository's module graph or build the web in their set-up:
    // seconds on a quiet machine, more while the server tests share its two cores.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
