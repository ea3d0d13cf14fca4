import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web app is built only when its build is not current: the build writes a digest of
 * everything it was made from into dist/.vite/build-stamp, and a later build compares it with the
 * digest of the files as they are now. `npm start`, the journeys (`npm run e2e`) and the bundle
 * budget test all build through here, so `npm test` builds the web once (the budget test, in the
 * unit suite) and the journeys serve that build.
 */

/** What a web build is made from, relative to the repository root: folders are read whole. */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/build-plugins',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
] as const;

/** The stamp's place in the build (dist/.vite is not served). */
export const STAMP_PATH = '.vite/build-stamp';

/** Tests do not go into a build: changing one leaves the build current. */
const NOT_AN_INPUT = /\.test\.(ts|tsx)$/;

function filesOf(root: string, input: string): string[] {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !NOT_AN_INPUT.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** A digest of the inputs' paths and contents, in a stable order. */
export function inputsDigest(root: string, inputs: readonly string[] = WEB_BUILD_INPUTS): string {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => filesOf(root, input)).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether `distDir` holds a complete build made from inputs with this digest. */
export function isBuildCurrent(distDir: string, digest: string): boolean {
  const stamp = path.join(distDir, STAMP_PATH);
  return (
    existsSync(path.join(distDir, 'index.html')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === digest
  );
}

export function writeStamp(distDir: string, digest: string): void {
  mkdirSync(path.dirname(path.join(distDir, STAMP_PATH)), { recursive: true });
  writeFileSync(path.join(distDir, STAMP_PATH), `${digest}\n`);
}

/** `npm start`'s build, which the server serves unless WEB_DIST_DIR says otherwise. */
const WEB_DIST = 'apps/web/dist';

/**
 * The builds tests use (the bundle budget, the journeys' server), one folder per digest, in the
 * cache folder Vite keeps its own in.
 */
export const TEST_BUILDS = 'node_modules/.cache/clubline-web';

/** How many test builds are kept: the newest, and a few a run still in progress may be serving. */
const TEST_BUILDS_KEPT = 3;

interface BuildOptions {
  inputs?: readonly string[];
  /** The build's folder (buildWebIfStale); apps/web/dist unless told. */
  distDir?: string;
  /** The build command for an output folder; `npm run build -w @clubline/web` unless told. */
  command?: (outDir: string) => readonly string[];
  /** Says nothing, and keeps the build's output unless it fails (inside a test run). */
  quiet?: boolean;
}

/**
 * Runs the web build into `outDir`. The build runs with NODE_ENV=production whoever calls it:
 * under Vitest (NODE_ENV=test) React and others would otherwise build their development code.
 */
function runBuild(root: string, outDir: string, options: BuildOptions): void {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const [command, ...args] = options.command?.(outDir) ?? [
    npm,
    'run',
    'build',
    '-w',
    '@clubline/web',
    '--',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ];
  if (command === undefined) throw new Error('No build command');
  const build = spawnSync(command, args, {
    cwd: root,
    stdio: options.quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0)
    throw new Error(
      `The web build failed (exit ${build.status}):\n${build.stdout ?? ''}${build.stderr ?? ''}`,
    );
}

/** Builds apps/web unless its build is current, and stamps it; answers whether it built. */
export function buildWebIfStale(root: string, options: BuildOptions = {}): boolean {
  const distDir = options.distDir ?? path.join(root, WEB_DIST);
  const digest = inputsDigest(root, options.inputs);
  const say = (message: string) => {
    if (!options.quiet) console.log(message);
  };
  if (isBuildCurrent(distDir, digest)) {
    say(`web build is current (${digest.slice(0, 12)}): not rebuilding apps/web`);
    return false;
  }
  say(`web build is missing or out of date (${digest.slice(0, 12)}): building apps/web`);
  runBuild(root, distDir, options);
  writeStamp(distDir, digest);
  return true;
}

/**
 * The web build of the sources as they are now, for tests: `npm test` builds it once (the bundle
 * budget test, in the unit suite) and the journeys' server serves it (e2e/playwright.config.ts).
 * Each set of sources has its folder, written once and never rebuilt in place, so a run serving
 * one build is never pulled from under by another run building newer sources, and apps/web/dist
 * (what `npm start` serves) is left alone. A build is made in a scratch folder and renamed into
 * place: two runs building the same sources at once both end with a complete build.
 */
export function testWebBuild(root: string, options: Omit<BuildOptions, 'distDir'> = {}): string {
  const digest = inputsDigest(root, options.inputs);
  const builds = path.join(root, TEST_BUILDS);
  const build = path.join(builds, digest.slice(0, 16));
  if (isBuildCurrent(build, digest)) return build;
  mkdirSync(builds, { recursive: true });
  const scratch = mkdtempSync(path.join(builds, 'building-'));
  try {
    runBuild(root, scratch, options);
    writeStamp(scratch, digest);
    try {
      renameSync(scratch, build);
    } catch (error) {
      // Another run finished the same build first: keep theirs.
      if (!isBuildCurrent(build, digest)) throw error;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  pruneTestBuilds(builds, build);
  return build;
}

/** Removes all but the newest test builds (never `keep`, nor a build in progress). */
function pruneTestBuilds(builds: string, keep: string): void {
  const finished = readdirSync(builds, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('building-'))
    .map((entry) => path.join(builds, entry.name))
    .filter((folder) => folder !== keep)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const folder of finished.slice(TEST_BUILDS_KEPT - 1)) rmSync(folder, { recursive: true, force: true });
}

/** `node tools/web-build.ts`: builds apps/web unless its build is current; says which it did. */
if (import.meta.main) {
  try {
    buildWebIfStale(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
