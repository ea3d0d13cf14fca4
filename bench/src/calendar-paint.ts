/**
 * The calendar's first paint with a full week (bench/README.md "Calendar paint"; issue target:
 * the week view of a branch with 1,000 sessions painted within 500 ms on this machine).
 *
 * 1,000 sessions (by name, ONCE, 06:00–21:00 in half-hour steps, 30 to 90 minutes) are written into
 * a week of Wellington far ahead (2030-03-04 to 2030-03-10, a week nothing else books), straight
 * into the tables as the database owner. Signed in as the demo admin on the week before (empty),
 * each run presses Next and times from the click to the 1,000 events being on screen and the main
 * thread free: the getBranchSessions round trip and the calendar's layout and paint, as a front
 * desk moving to a busy week sees it. Then Back, and again.
 *
 *   npm run calendar-paint -w @clubline/bench -- [--runs 9]
 *
 * PORT / PG_PORT: the server's ports (default 3361 / 54461, as first-screen-server.ts), or ORIGIN
 * with PG_PORT for a product already running (`npm start` with EMBEDDED_PG_PORT).
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import pg from 'pg';
import { fillLoginForm, startFirstScreenServer } from './first-screen-server.ts';
import { benchResults } from './results.ts';

const WELLINGTON = '00000001-0002-4000-8000-000000000002';
const BUSY_WEEK = '2030-03-04';
const EMPTY_WEEK = '2030-02-25';
const SESSIONS = 1000;
const TARGET_MS = 500;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' } } });
const runs = Number(values.runs);
const percentile = (list: readonly number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/**
 * The busy week's sessions, written once (a rerun against the same database finds them). Each is
 * a ONCE series and its occurrence, its instants computed by PostgreSQL from the branch's zone.
 */
async function seedBusyWeek(ownerUrl: string): Promise<void> {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const found = await owner.query<{ count: string }>(
      `select count(*) from sessions where branch_id = $1 and date between $2::date and $2::date + 6`,
      [WELLINGTON, BUSY_WEEK],
    );
    if (Number(found.rows[0]?.count ?? 0) >= SESSIONS) return;
    await owner.query(
      `with branch as (
         select b.application_id, b.id, coalesce(b.time_zone, 'Pacific/Auckland') as zone from branches b where b.id = $1
       ), planned as (
         select n,
                ($2::date + (n % 7)) as day,
                make_time(6 + (n / 7 % 30) / 2, ((n / 7 % 30) % 2) * 30, 0) as starts,
                30 * (1 + n % 3) as minutes
           from generate_series(0, $3::int - 1) as n
       ), series as (
         insert into session_series (application_id, branch_id, name, capacity, frequency, start_date, end_date,
                                     start_time, end_time, time_zone)
         select branch.application_id, branch.id, 'Bench ' || n, 20, 'ONCE', day, day,
                to_char(starts, 'HH24:MI'), to_char(starts + make_interval(mins => minutes), 'HH24:MI'), branch.zone
           from planned, branch
         returning id, application_id, branch_id, name, capacity, start_date, start_time, end_time, time_zone
       )
       insert into sessions (application_id, series_id, branch_id, name, capacity, date, start_time, end_time,
                             time_zone, starts_at, ends_at)
       select application_id, id, branch_id, name, capacity, start_date, start_time, end_time, time_zone,
              (start_date + start_time::time) at time zone time_zone,
              (start_date + end_time::time) at time zone time_zone
         from series`,
      [WELLINGTON, BUSY_WEEK, SESSIONS],
    );
  } finally {
    await owner.end();
  }
}

const weekUrl = (origin: string, date: string) => `${origin}/branch/${WELLINGTON}/calendar/week/${date}`;

/** One move from the empty week to the busy one: click to 1,000 events painted and the thread free. */
async function paintOnce(page: Page): Promise<number> {
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForFunction((count) => document.querySelectorAll('.rbc-event').length >= count, SESSIONS, {
    polling: 'raf',
    timeout: 30_000,
  });
  const painted = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
      ),
  );
  const ms = painted - started;
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.rbc-event').length === 0, undefined, {
    timeout: 30_000,
  });
  return ms;
}

const server = await startFirstScreenServer();
const pgPort = Number(process.env.PG_PORT ?? 54461);
const results = benchResults('calendar-paint', { runs, origin: server.origin, sessions: SESSIONS });
try {
  await seedBusyWeek(`postgres://postgres:postgres@127.0.0.1:${pgPort}/clubline`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(weekUrl(server.origin, EMPTY_WEEK));
    await page.getByLabel('Username').waitFor();
    await fillLoginForm(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor({ timeout: 60_000 });
    // A first move loads the week's code paths and the data once; it is not counted.
    await paintOnce(page);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) times.push(await paintOnce(page));
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(
      `week view with ${SESSIONS} sessions, click to painted: p50 ${Math.round(p50)} ms, p95 ${Math.round(p95)} ms ` +
        `over ${runs} runs (${times.map(Math.round).join(', ')}); target ${TARGET_MS} ms`,
    );
    results.record({
      name: `calendar week with ${SESSIONS} sessions: first paint`,
      unit: 'ms',
      p50,
      p95,
      samples: runs,
      target: { p95: TARGET_MS },
    });
  } finally {
    await browser.close();
  }
  await results.write();
} finally {
  await server.stop();
}
