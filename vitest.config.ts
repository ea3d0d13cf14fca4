import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment and set-up.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'tools'],
  },
});
