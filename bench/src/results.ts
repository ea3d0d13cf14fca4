/**
 * The machine-readable side of the bench: every script records its figures here and writes them to
 * bench/results/latest.json (beside the table in bench/README.md), so two runs can be compared by a
 * program instead of by reading tables. Each script is its own process (`npm run bench` runs them one
 * after the other), so writing merges: a script replaces its own suite in latest.json and keeps the
 * other suites' figures. Every write also appends the suite's run as one line to
 * bench/results/history.jsonl, the record of all runs on this checkout.
 *
 * Usage:
 *   const results = benchResults('lookup-latency', { persons: 1_000_000 });
 *   results.record({ name: 'getPerson', unit: 'ms', p50, p95, direct_p50, direct_p95, target: { ratio: 1.5 } });
 *   await results.write();
 */
import { execFileSync } from 'node:child_process';
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repositoryRoot } from './bench-database.ts';

export const RESULTS_DIRECTORY = path.join(repositoryRoot, 'bench/results');
const LATEST = path.join(RESULTS_DIRECTORY, 'latest.json');
const HISTORY = path.join(RESULTS_DIRECTORY, 'history.jsonl');

/** What a figure must reach; `met` is worked out from whichever bounds are given. */
export interface ResultTarget {
  /** Upper bound of the p50 and p95 ratio to the direct measurement (e.g. 1.5 for "≤ 1.5× SQL"). */
  ratio?: number;
  /** Upper bound of p95, in the result's unit (e.g. 30 ms). */
  p95?: number;
  /** Lower bound of `value` (e.g. 100 operations per second). */
  minValue?: number;
  /** Upper bound of `value` (e.g. 200 kB). */
  maxValue?: number;
}

/** One measured figure. Latencies give p50/p95 (and the direct-SQL twins); rates and sizes give `value`. */
export interface ResultInput {
  name: string;
  /** 'ms' for latencies, 'ops/s' for throughput, 'kB' for sizes… */
  unit: string;
  p50?: number;
  p95?: number;
  /** The same work done directly (the SQL a request ran, replayed without the api around it). */
  direct_p50?: number;
  direct_p95?: number;
  /** A single figure: a rate, a size, a total time. */
  value?: number;
  /** How many measurements p50/p95 come from. */
  samples?: number;
  target?: ResultTarget;
  /** Anything else worth comparing between runs (rows per call, statements per request, indexes…). */
  details?: Record<string, string | number | boolean>;
}

/** A recorded figure: the input with its ratios and whether its target is met. */
export interface BenchResult extends ResultInput {
  ratio_p50?: number;
  ratio_p95?: number;
  met?: boolean;
}

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  os: string;
  node: string;
  /** 1-minute load average when the suite started: a shared or busy machine shows here. */
  loadAverage: number;
  postgres?: string;
}

export interface SuiteRun {
  suite: string;
  startedAt: string;
  finishedAt: string;
  commit?: string;
  machine: MachineInfo;
  /** Persons in the bench organisation, and whatever else sizes the run (branches, iterations). */
  parameters: Record<string, string | number | boolean>;
  results: BenchResult[];
}

export interface ResultsFile {
  updatedAt: string;
  suites: Record<string, SuiteRun>;
}

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

/** Ratios and the target check of one figure; exported for the tests of scripts that use it. */
export function completeResult(input: ResultInput): BenchResult {
  const result: BenchResult = { ...input };
  if (input.p50 !== undefined && input.direct_p50) result.ratio_p50 = round(input.p50 / input.direct_p50, 2);
  if (input.p95 !== undefined && input.direct_p95) result.ratio_p95 = round(input.p95 / input.direct_p95, 2);
  const target = input.target;
  if (target) {
    const checks: boolean[] = [];
    if (target.ratio !== undefined) {
      checks.push(result.ratio_p50 !== undefined && result.ratio_p50 <= target.ratio);
      checks.push(result.ratio_p95 !== undefined && result.ratio_p95 <= target.ratio);
    }
    if (target.p95 !== undefined) checks.push(input.p95 !== undefined && input.p95 <= target.p95);
    if (target.minValue !== undefined)
      checks.push(input.value !== undefined && input.value >= target.minValue);
    if (target.maxValue !== undefined)
      checks.push(input.value !== undefined && input.value <= target.maxValue);
    if (checks.length > 0) result.met = checks.every(Boolean);
  }
  for (const key of ['p50', 'p95', 'direct_p50', 'direct_p95', 'value'] as const) {
    const value = result[key];
    if (value !== undefined) result[key] = round(value);
  }
  return result;
}

function machineInfo(postgres?: string): MachineInfo {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: round(os.totalmem() / 2 ** 30, 1),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadAverage: round(os.loadavg()[0] ?? 0, 2),
    ...(postgres ? { postgres } : {}),
  };
}

function currentCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repositoryRoot,
      encoding: 'utf8',
    }).trim();
  } catch {
    return undefined; // not a git checkout (a copied bench): the run is still worth recording
  }
}

async function readResultsFile(): Promise<ResultsFile> {
  try {
    const parsed = JSON.parse(await readFile(LATEST, 'utf8')) as Partial<ResultsFile>;
    return { updatedAt: parsed.updatedAt ?? '', suites: parsed.suites ?? {} };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { updatedAt: '', suites: {} };
    throw error;
  }
}

export interface SuiteResults {
  /** Records one figure (a later record with the same name replaces it) and returns it completed. */
  record(input: ResultInput): BenchResult;
  /** Adds a parameter of the run (e.g. the persons count once it is known). */
  parameter(name: string, value: string | number | boolean): void;
  /** The PostgreSQL version the suite measured against (`select version()`). */
  postgres(version: string): void;
  readonly results: readonly BenchResult[];
  /** Merges this suite into latest.json and appends it to history.jsonl; returns latest.json's path. */
  write(): Promise<string>;
}

/** Results of one bench script (`suite`), written to bench/results/ when it ends. */
export function benchResults(
  suite: string,
  parameters: Record<string, string | number | boolean> = {},
): SuiteResults {
  const startedAt = new Date().toISOString();
  const machine = machineInfo();
  const byName = new Map<string, BenchResult>();
  const params = { ...parameters };
  let postgresVersion: string | undefined;
  return {
    record(input) {
      const result = completeResult(input);
      byName.set(input.name, result);
      return result;
    },
    parameter(name, value) {
      params[name] = value;
    },
    postgres(version) {
      postgresVersion = version;
    },
    get results() {
      return [...byName.values()];
    },
    async write() {
      const commit = currentCommit();
      const run: SuiteRun = {
        suite,
        startedAt,
        finishedAt: new Date().toISOString(),
        ...(commit ? { commit } : {}),
        machine: postgresVersion ? { ...machine, postgres: postgresVersion } : machine,
        parameters: params,
        results: [...byName.values()],
      };
      await mkdir(RESULTS_DIRECTORY, { recursive: true });
      const file = await readResultsFile();
      file.suites[suite] = run;
      file.updatedAt = run.finishedAt;
      // Write then rename, so a script that fails half-way never leaves a truncated latest.json.
      const temporary = `${LATEST}.${process.pid}.tmp`;
      await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`);
      await rename(temporary, LATEST);
      await appendFile(HISTORY, `${JSON.stringify(run)}\n`);
      return LATEST;
    },
  };
}
