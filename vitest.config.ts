import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment and set-up.
export default defineConfig({
  test: {
    // Both cores: server files wait on PostgreSQL much of the time, so two run side by side.
    maxWorkers: 2,
    // Each file's start and end (and each test's duration) in test-results/vitest.json, so the
    // slowest files are visible after a run: `node tools/slowest-tests.ts`.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: ['packages/domain', 'apps/server', 'apps/web', 'tools'],
  },
});
