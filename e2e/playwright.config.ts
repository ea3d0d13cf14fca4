import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { testWebBuild } from '../tools/web-build.ts';
import { DEMO_ORIGIN, E2E_PORT as PORT } from './env.ts';

/** E2E_PG_DIR (with E2E_PORT and E2E_PG_PORT) lets two checkouts' journeys run side by side. */
const PG_DIR = process.env.E2E_PG_DIR ?? '../data/e2e-pg';

/**
 * The web build the server serves: WEB_DIST_DIR when set, else the tests' build of the sources as
 * they are (built now if missing; the unit suite's bundle budget test has usually made it), never
 * apps/web/dist.
 */
const WEB_DIST_DIR =
  process.env.WEB_DIST_DIR ??
  testWebBuild(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), { quiet: true });

/**
 * Journeys run against the real product as `npm start` runs it: embedded PostgreSQL (its own
 * data directory, wiped first), migrations, demo seed, api and worker in one process. The
 * browser is the system Chromium; Playwright never downloads one.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Each journey's duration in test-results/e2e-journeys.json (outside outputDir, which Playwright
  // empties), so the slowest are visible after a run: `node tools/slowest-tests.ts`.
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['json', { outputFile: '../test-results/e2e-journeys.json' }],
  ],
  outputDir: '../test-results/e2e',
  // The personas sign in once through the login form (personas.setup.ts); the journeys start as
  // one of them (personas.ts).
  projects: [
    { name: 'personas', testMatch: /personas\.setup\.ts$/ },
    { name: 'journeys', dependencies: ['personas'] },
  ],
  use: {
    baseURL: DEMO_ORIGIN,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${PG_DIR} && node ../apps/server/src/main.ts`,
    url: `http://localhost:${PORT}/status`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      EMBEDDED_PG_DIR: PG_DIR,
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54349',
      WEB_DIST_DIR,
      LOG_LEVEL: 'warn',
      // Jobs nobody announced (retries coming due, a NOTIFY missed while busy) are found within half
      // a second. Retries keep production's back-off: the refused card must stay Retrying long
      // enough for the journey to see it (docs/operations.md "Jobs").
      JOB_POLLING_INTERVAL_SECONDS: '0.5',
    },
  },
});
