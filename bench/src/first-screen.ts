/**
 * The first screen a member of staff sees (bench/README.md "First screen"):
 * (a) gzip bytes of JavaScript loaded before the first signed-in render of the member list and of a
 *     membership page, by the build's manifest (tools/bundle-budget.ts), and as downloaded;
 * (b) sign-in to a usable member list: wall time from submitting the login form to the member
 *     list's rows being on screen and the page answering (the main thread free), median of N cold
 *     runs (a new browser context each, so nothing is cached);
 * (c) Lighthouse mobile (its default: simulated slow 4G and 4× CPU slowdown) on the member list
 *     and a membership page, signed in.
 *
 *   npm run first-screen -w @clubline/bench -- [--runs 7] [--lighthouse-runs 3] [--no-lighthouse]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { measureBuild } from '../../tools/bundle-budget.ts';
import { type LighthouseFigures, lighthouseMobile } from './first-screen-lighthouse.ts';
import {
  fillLoginForm,
  findMembershipUrl,
  firstMemberLink,
  memberListUrl,
  startFirstScreenServer,
} from './first-screen-server.ts';
import { benchResults } from './results.ts';

const MEMBER_LIST_ROUTE = 'src/features/members/list/MemberListPage.tsx';
const MEMBERSHIP_ROUTE = 'src/features/memberships/details/MembershipDetailsPage.tsx';
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
// Lighthouse's score moves by tens of points between runs of one page (its own advice: the
// median of several runs); the run with the median score is reported, with every score beside it.
const lighthouseRuns = Math.max(1, Number(values['lighthouse-runs']));
const kB = (bytes: number) => Number((bytes / 1000).toFixed(1));
const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/** Long tasks (> 50 ms) of every document the page opens, read back with `blockingTime`. */
const COUNT_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(entry.duration); })
    .observe({ type: 'longtask', buffered: true });
`;

interface SignInRun {
  ms: number;
  /** JavaScript bodies downloaded between the submit and the usable list (brotli, as sent). */
  jsBytes: number;
  /** The longest task and the blocking time (each task's time past 50 ms) of the member list's document. */
  longestTaskMs: number;
  blockingMs: number;
}

async function signInOnce(context: BrowserContext, origin: string): Promise<SignInRun> {
  const page = await context.newPage();
  await page.addInitScript(COUNT_LONG_TASKS);
  await page.goto(memberListUrl(origin));
  await page.getByLabel('Username').waitFor();
  await fillLoginForm(page);
  let jsBytes = 0;
  const sizes: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().endsWith('.js')) return;
    sizes.push(
      request.sizes().then((size) => {
        jsBytes += size.responseBodySize;
      }),
    );
  });
  const started = performance.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await firstMemberLink(page).waitFor();
  // The rows are on screen; the page is usable once its main thread answers.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const ms = performance.now() - started;
  await Promise.all(sizes);
  const tasks = await page.evaluate(
    () => (window as unknown as { __longTasks?: number[] }).__longTasks ?? [],
  );
  await page.close();
  return {
    ms,
    jsBytes,
    longestTaskMs: Math.max(0, ...tasks),
    blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task - 50), 0),
  };
}

async function signedInPage(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(memberListUrl(origin));
  await page.getByLabel('Username').waitFor();
  await fillLoginForm(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await firstMemberLink(page).waitFor();
  return page;
}

const server = await startFirstScreenServer();
const results = benchResults('first-screen', { runs, origin: server.origin, webBuild: server.distDir });
const userData = mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
try {
  // (a) By the manifest: what the build makes a browser load before each route's first render.
  const bundle = measureBuild(server.distDir);
  const routeBytes = (route: string) => bundle.routes.find((figure) => figure.route === route)?.firstRender;
  for (const [name, route] of [
    ['member list', MEMBER_LIST_ROUTE],
    ['membership page', MEMBERSHIP_ROUTE],
  ] as const) {
    const bytes = routeBytes(route);
    if (bytes === undefined) throw new Error(`the build has no route ${route}`);
    console.log(`JS before the first render of the ${name}: ${kB(bytes)} kB gzip (manifest)`);
    results.record({
      name: `${name}: JS gzip before first render`,
      unit: 'kB',
      value: kB(bytes),
      target: { maxValue: 200 },
    });
  }

  // (b) Sign-in to a usable member list, cold, N times (--runs 0 leaves it out).
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const signIns: SignInRun[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      signIns.push(await signInOnce(context, server.origin));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const times = signIns.map((run) => run.ms);
  console.log(
    `sign-in to usable member list: median ${Math.round(median(times))} ms over ${runs} runs (${times.map(Math.round).join(', ')})`,
  );
  console.log(
    `  JS downloaded after the submit: ${kB(median(signIns.map((run) => run.jsBytes)))} kB (brotli); ` +
      `longest task ${Math.round(median(signIns.map((run) => run.longestTaskMs)))} ms, ` +
      `blocking ${Math.round(median(signIns.map((run) => run.blockingMs)))} ms (medians)`,
  );
  results.record({
    name: 'sign-in to usable member list',
    unit: 'ms',
    p50: median(times),
    samples: runs,
    target: { maxValue: 2000 },
    value: median(times),
    details: {
      jsDownloadedKb: kB(median(signIns.map((run) => run.jsBytes))),
      longestTaskMs: Math.round(median(signIns.map((run) => run.longestTaskMs))),
      blockingMs: Math.round(median(signIns.map((run) => run.blockingMs))),
    },
  });

  // (c) Lighthouse, in a browser signed in once (the tokens are in its localStorage).
  if (!values['no-lighthouse']) {
    const debuggingPort = Number(process.env.DEBUGGING_PORT ?? 3368);
    const context = await chromium.launchPersistentContext(userData, {
      executablePath: CHROMIUM,
      args: [...ARGS, `--remote-debugging-port=${debuggingPort}`],
    });
    try {
      const page = await signedInPage(context, server.origin);
      const membership = await findMembershipUrl(page, server.origin);
      const cdp = await context.newCDPSession(page);
      for (const [name, url] of [
        ['member list', memberListUrl(server.origin)],
        ['membership page', membership],
      ] as const) {
        const scores: LighthouseFigures[] = [];
        for (let run = 1; run <= lighthouseRuns; run += 1) {
          // A cold load, as the sign-in's: Lighthouse keeps the cache along with the storage.
          await cdp.send('Network.clearBrowserCache');
          scores.push(await lighthouseMobile(url, debuggingPort, run));
        }
        const sorted = [...scores].sort((a, b) => a.performance - b.performance);
        const score = sorted[Math.floor((sorted.length - 1) / 2)] ?? sorted[0];
        if (!score) throw new Error(`no Lighthouse run of the ${name}`);
        console.log(
          `Lighthouse mobile, ${name}: ${score.performance} (median of ${scores.map((run) => run.performance).join(', ')}; ` +
            `FCP ${score.firstContentfulPaintMs} ms, LCP ${score.largestContentfulPaintMs} ms, ` +
            `TBT ${score.totalBlockingTimeMs} ms, CLS ${score.cumulativeLayoutShift}, SI ${score.speedIndexMs} ms, ` +
            `TTI ${score.interactiveMs} ms, JS ${kB(score.scriptBytes)} kB)`,
        );
        results.record({
          name: `Lighthouse mobile: ${name}`,
          unit: 'score',
          value: score.performance,
          target: { minValue: 85 },
          samples: scores.length,
          details: {
            scores: scores.map((run) => run.performance).join(', '),
            firstContentfulPaintMs: score.firstContentfulPaintMs,
            speedIndexMs: score.speedIndexMs,
            cumulativeLayoutShift: score.cumulativeLayoutShift,
            totalBlockingTimeMs: score.totalBlockingTimeMs,
            largestContentfulPaintMs: score.largestContentfulPaintMs,
            interactiveMs: score.interactiveMs,
            scriptKb: kB(score.scriptBytes),
          },
        });
      }
    } finally {
      await context.close();
    }
  }
  await results.write();
} finally {
  rmSync(userData, { recursive: true, force: true });
  await server.stop();
}
