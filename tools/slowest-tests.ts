import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The slowest test files and journeys of the last run, from the timings the runners write to
 * test-results/ (Vitest's json reporter, Playwright's json reporter). `npm run test:slowest [N]`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const count = Number(process.argv[2] ?? 10);

interface VitestFile {
  name: string;
  startTime: number;
  endTime: number;
}
interface PlaywrightResult {
  duration: number;
}
interface PlaywrightSpec {
  title: string;
  file: string;
  tests: { results: PlaywrightResult[] }[];
}
interface PlaywrightSuite {
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

function readJson<T>(file: string): T | undefined {
  const full = path.join(root, file);
  return existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as T) : undefined;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

const vitest = readJson<{ testResults: VitestFile[] }>('test-results/vitest.json');
if (vitest) {
  console.log(`Slowest test files (of ${vitest.testResults.length}):`);
  for (const file of [...vitest.testResults]
    .sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))
    .slice(0, count))
    console.log(`${seconds(file.endTime - file.startTime)}  ${path.relative(root, file.name)}`);
} else console.log('No test-results/vitest.json: run npm run test:unit first.');

const specsOf = (suite: PlaywrightSuite): PlaywrightSpec[] => [
  ...(suite.specs ?? []),
  ...(suite.suites ?? []).flatMap(specsOf),
];
const playwright = readJson<{ suites: PlaywrightSuite[] }>('test-results/e2e-journeys.json');
if (playwright) {
  const journeys = playwright.suites.flatMap(specsOf).map((spec) => ({
    name: `${spec.file} › ${spec.title}`,
    ms: spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0),
  }));
  console.log(`\nSlowest journeys (of ${journeys.length}):`);
  for (const journey of journeys.sort((a, b) => b.ms - a.ms).slice(0, count))
    console.log(`${seconds(journey.ms)}  ${journey.name}`);
} else console.log('\nNo test-results/e2e-journeys.json: run npm run e2e first.');
