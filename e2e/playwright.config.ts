import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { throwawayClusterDir } from '../apps/server/src/platform/db/throwaway-location.ts';
import { testWebBuild } from '../tools/web-build.ts';
import { CHROMIUM_PATH, DEMO_ORIGIN, E2E_PORT as PORT } from './env.ts';

const PG_PORT = process.env.E2E_PG_PORT ?? '54349';
/**
 * The journeys' cluster, wiped on every start: in memory when the machine has a tmpfs with room
 * (apps/server/src/platform/db/throwaway-location.ts), else in data/. E2E_PG_DIR (with E2E_PORT
 * and E2E_PG_PORT) lets two checkouts' journeys run side by side.
 */
const PG_DIR =
  process.env.E2E_PG_DIR ??
  throwawayClusterDir(
    `clubline-e2e-pg-${PG_PORT}`,
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data'),
  );

/**
 * The web build the server serves: WEB_DIST_DIR when set, else the tests' build of the sources as
 * they are (built now if missing; the unit suite's bundle budget test has usually made it), never
 * apps/web/dist.
 */
const WEB_DIST_DIR =
  process.env.WEB_DIST_DIR ??
  testWebBuild(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), { quiet: true });

/**
 * Which journeys may run side by side (docs/testing.md "Browser journeys"). Two at a time, a file
 * per worker, all against the one server and database, so a file is listed here only when it is
 * PARALLEL-SAFE: it changes only data of its own (rows it creates under unique names, a member
 * pickMember hands nobody else, a branch no other journey reads) or reads demo data nobody
 * changes, and asserts nothing another journey's writes could change (counts of a shared list,
 * "No results", the first row of a list sorted by recency, a member another journey picks).
 *
 * Every other file is EXCLUSIVE and runs after these, one at a time within its organisation: it
 * changes state other journeys read (a role's permissions, organisation settings, a branch's
 * settings or vaccination rule, plans or options others sell, a persona's password or status,
 * feature flags on the server, the clock, billing days) or asserts on shared totals. Today that is
 * memberships-billing-day.spec.ts (`npm run billing:run -- --organisation demo` bills the demo's
 * memberships and assesses their statuses), bulk-transfer.spec.ts, door-simulator.spec.ts and
 * overdue-control.spec.ts (Acme's overdue control, switched on and off, blocks and unblocks Acme's
 * members). A new file is exclusive until it is shown safe and listed here; first try a small
 * change that makes it safe (its own member or plan), as these did.
 */
const PARALLEL_SAFE = [
  'access-cards.spec.ts',
  'accessibility-registry.spec.ts',
  'accessibility.spec.ts',
  'arrivals-live.spec.ts',
  'arrivals.spec.ts',
  'billing-accounts.spec.ts',
  'branch-groups.spec.ts',
  'branch-settings.spec.ts',
  'calendar.spec.ts',
  'classes.spec.ts',
  'correspondence.spec.ts',
  'members.spec.ts',
  'membership-sync.spec.ts',
  'memberships.spec.ts',
  'organisation-settings.spec.ts',
  'payment-setup.spec.ts',
  'plans.spec.ts',
  'receipts.spec.ts',
  'reports.spec.ts',
  'roles.spec.ts',
  'screenshots.spec.ts',
  'session.spec.ts',
  'staff.spec.ts',
  'start.spec.ts',
  'suspensions.spec.ts',
  'timetable.spec.ts',
  'transactions.spec.ts',
  'waitlist-offer.spec.ts',
];

/**
 * The exclusive files that change only Acme (its own organisation, domain and data): they run in a
 * lane of their own, beside the demo organisation's exclusive files, which never touch Acme. Two
 * lanes of one file at a time, where one lane of everything left a core idle for a minute.
 */
const ACME_EXCLUSIVE = ['overdue-control.spec.ts'];

/** What the exclusive lanes wait for: the parallel-safe journeys, or only the personas. */
const EXCLUSIVE_AFTER = process.env.E2E_EXCLUSIVE_NOW ? ['personas'] : ['journeys'];

/**
 * Journeys run against the real product as `npm start` runs it: embedded PostgreSQL (its own
 * data directory, wiped first), migrations, demo seed, api and worker in one process. The
 * browser is the system Chromium; Playwright never downloads one.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  // Two browsers share the 2-core machine with the server and its worker: a page that needs more
  // than Playwright's 5 s to show what the user waits for is slow there, not wrong.
  expect: { timeout: 10_000 },
  // Files side by side, never the tests of one file: a file's journeys run in order in one worker.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The run's record of pages axe has scanned, shared by the workers (tests/accessibility.ts).
  globalSetup: './global-setup.ts',
  // Each journey's duration in test-results/e2e-journeys.json (outside outputDir, which Playwright
  // empties), so the slowest are visible after a run: `node tools/slowest-tests.ts`.
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['json', { outputFile: '../test-results/e2e-journeys.json' }],
  ],
  outputDir: '../test-results/e2e',
  // The personas sign in once through the login form (personas.setup.ts); the journeys start as
  // one of them (personas.ts). Then the parallel-safe journeys, two at a time; then the exclusive
  // ones, one at a time in each organisation's lane, the two lanes side by side.
  projects: [
    // Each persona signs in on its own (a file of its own state): both workers share them.
    { name: 'personas', testMatch: /personas\.setup\.ts$/, fullyParallel: true },
    { name: 'journeys', dependencies: ['personas'], testMatch: PARALLEL_SAFE },
    // A project's dependencies run whole, whatever files the command names: E2E_EXCLUSIVE_NOW=1
    // runs exclusive files by themselves, without the parallel-safe journeys first.
    {
      name: 'exclusive',
      dependencies: EXCLUSIVE_AFTER,
      testMatch: /\.spec\.ts$/,
      testIgnore: [...PARALLEL_SAFE, ...ACME_EXCLUSIVE],
      workers: 1,
    },
    { name: 'exclusive-acme', dependencies: EXCLUSIVE_AFTER, testMatch: ACME_EXCLUSIVE, workers: 1 },
  ],
  use: {
    baseURL: DEMO_ORIGIN,
    // The app honours reduced motion (theme.ts), so modals, menus and notifications open at once
    // instead of over 150-300 ms, and no animation repaints a page (software-rendered here) while a
    // journey waits; tests/shots.ts waits for whatever still moves.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Recording a trace (DOM snapshots and a screencast at every step) cost two fifths of a run's
    // wall time (docs/testing.md "Traces"), so a first attempt records none and a retried journey
    // records its retry; `--trace retain-on-failure` records every attempt when a failure must be
    // read step by step.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Pages here live for seconds: V8's optimising tiers (Maglev, TurboFan) spent more CPU
        // compiling than they saved (docs/testing.md "The journeys' browser"). The interpreter
        // and baseline compiler run the same code; the benches launch their own browser.
        '--js-flags=--no-opt --no-maglev',
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
      EMBEDDED_PG_PORT: PG_PORT,
      // The data directory is wiped on every start (the command above): crash safety buys nothing.
      EMBEDDED_PG_DURABILITY: 'throwaway',
      WEB_DIST_DIR,
      LOG_LEVEL: 'warn',
      // Jobs nobody announced (retries coming due, a NOTIFY missed while busy) are found within two
      // seconds, also on the queues whose production backstop is pg-boss's 30 s. Every new job
      // wakes its queue at once (NOTIFY). Half a second, as before, kept the idle server at 8% of
      // the two cores against 3% (the browsers' CPU: docs/testing.md "The server's polling").
      // Retries keep production's back-off: the refused card must stay Retrying long enough for
      // the journey to see it (docs/operations.md "Jobs").
      JOB_POLLING_INTERVAL_SECONDS: '2',
      // The daily runs change the demo's money and timetable under the journeys that read them: a
      // run crossing 17:00 UTC would take the next day's debits mid-journey. The journeys that
      // need a billing day or an assessment start it themselves; the hourly and minute runs stay.
      JOB_SCHEDULES_PAUSED: 'billing-day,overdue-assessment-day,session-top-up-day',
    },
  },
});
