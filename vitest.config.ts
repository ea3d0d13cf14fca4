import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment and set-up.
export default defineConfig({
  test: {
    // Both cores: server files wait on PostgreSQL much of the time, so two run side by side.
    maxWorkers: 2,
    projects: ['packages/domain', 'apps/server', 'apps/web', 'tools'],
  },
});
