import type { KnipConfig } from 'knip';

/**
 * knip finds declared dependencies nothing uses (and imports of packages nobody declares) by
 * following every workspace's entry points, scripts and tool configs (Vite, Vitest, Playwright,
 * drizzle-kit, GraphQL Code Generator, PostCSS). Only the dependency checks gate `npm test`;
 * unused files and exports are worth a look (`npx knip --config tools/knip.config.ts --include
 * files,exports`) but churn with every refactor.
 */
const config: KnipConfig = {
  include: ['dependencies', 'unlisted', 'binaries'],
  // Loaded by dependency-cruiser at run time for `parser: 'swc'` (tools/import-boundaries.ts),
  // never imported by name, so knip cannot see the use.
  ignoreDependencies: ['@swc/core'],
  // System programs, from Debian's packages (tools/image-test.ts installs them when it can).
  ignoreBinaries: ['podman'],
  workspaces: {
    // bench runs the server's and the domain's own code (repositories, migrations, embedded
    // PostgreSQL, dates) by relative path, which knip does not count as using @clubline/server or
    // @clubline/domain; the declaration is what makes `npm ci -w @clubline/bench` install their
    // dependencies (tools/declared-dependencies.ts requires it).
    bench: { ignoreDependencies: ['@clubline/server', '@clubline/domain'] },
    // Likewise the root's tools/image-test.ts (embedded PostgreSQL and the pools, by relative path).
    '.': { ignoreDependencies: ['@clubline/server'] },
  },
};

export default config;
