import type { KnipConfig } from 'knip';

/**
 * knip finds declared dependencies nothing uses, imports of packages nobody declares, files nothing
 * reaches and exports nothing imports, by following every workspace's entry points, scripts and
 * tool configs (Vite, Vitest, Playwright, drizzle-kit, GraphQL Code Generator, PostCSS). All of it
 * gates `npm test` (tools/dependencies.test.ts): an export kept "in case" is a public face nobody
 * reviews. `npx knip --config tools/knip.config.ts --fix --fix-type exports,types` drops the
 * `export` of what nothing uses.
 */
const config: KnipConfig = {
  include: ['dependencies', 'unlisted', 'binaries', 'files', 'exports', 'types'],
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
    // Each bench is a script run by hand (`node src/<bench>.ts`, bench/README.md), not only the
    // ones `npm run bench` chains.
    bench: { entry: ['src/*.ts'], ignoreDependencies: ['@clubline/server', '@clubline/domain'] },
    // first-load.ts is run by hand for bench/README.md's first-load figures; *.setup.ts are
    // Playwright's set-up projects (the personas' signed-in state).
    e2e: { entry: ['first-load.ts', 'tests/*.setup.ts'] },
    // Likewise the root's tools/image-test.ts (embedded PostgreSQL and the pools, by relative path)
    // and tools/bundle-budget.ts (the web build's chunk-group record, by relative path).
    // tools/image-prune.ts runs inside the image build (Containerfile), not from a script.
    '.': { entry: ['tools/image-prune.ts'], ignoreDependencies: ['@clubline/server', '@clubline/web'] },
  },
};

export default config;
