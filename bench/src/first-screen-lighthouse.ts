import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  /** The performance score, 0–100. */
  performance: number;
  /** The parts the score is made of (Lighthouse 12: TBT 30 %, LCP 25 %, CLS 25 %, FCP 10 %, SI 10 %). */
  firstContentfulPaintMs: number;
  speedIndexMs: number;
  cumulativeLayoutShift: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  interactiveMs: number;
  /** JavaScript transferred, bytes. */
  scriptBytes: number;
}

/**
 * Lighthouse's performance category with its default settings, which are mobile's: a phone's
 * screen, simulated slow 4G and a 4× slower CPU. It drives the browser listening on
 * `debuggingPort` and keeps its storage (the demo user's tokens are in localStorage), so the
 * page is measured signed in; its cache is still emptied first (a cold load).
 */
export async function lighthouseMobile(
  url: string,
  debuggingPort: number,
  run = 1,
): Promise<LighthouseFigures> {
  const lhr = await lighthouseReport(url, debuggingPort);
  // LIGHTHOUSE_JSON_DIR keeps each whole report, to see which tasks block.
  if (process.env.LIGHTHOUSE_JSON_DIR) {
    mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
    const name = `${new URL(url).pathname.split('/').filter(Boolean).slice(-2).join('-')}-${run}.json`;
    writeFileSync(path.join(process.env.LIGHTHOUSE_JSON_DIR, name), JSON.stringify(lhr));
  }
  const numeric = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? Number.NaN);
  const summary = lhr.audits['resource-summary']?.details;
  const scriptBytes =
    summary?.type === 'table'
      ? Number(summary.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0)
      : 0;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    firstContentfulPaintMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    cumulativeLayoutShift: Number(
      (lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3),
    ),
    totalBlockingTimeMs: numeric('total-blocking-time'),
    largestContentfulPaintMs: numeric('largest-contentful-paint'),
    interactiveMs: numeric('interactive'),
    scriptBytes,
  };
}

/** How often a run Lighthouse could not record (NO_NAVSTART and the like, on a loaded machine) is tried again. */
const ATTEMPTS = 3;

async function lighthouseReport(url: string, debuggingPort: number) {
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(url, {
      port: debuggingPort,
      onlyCategories: ['performance'],
      disableStorageReset: true,
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    failure = result.lhr.runtimeError.message;
  }
  throw new Error(`Lighthouse on ${url}, ${ATTEMPTS} times: ${failure}`);
}
