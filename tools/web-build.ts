import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

export const WEB_DIST = 'apps/web/dist';

interface BuildOptions {
  inputs?: readonly string[];
  /** The build's folder; apps/web/dist unless told. */
  distDir?: string;
  /** The build command and its arguments; `npm run build -w @clubline/web` unless told. */
  command?: readonly string[];
  /** Says nothing, and keeps the build's output unless it fails (inside a test run). */
  quiet?: boolean;
}

/**
 * Builds the web app unless its build is current, and stamps it; answers whether it built. The
 * build runs with NODE_ENV=production whoever calls it: under Vitest (NODE_ENV=test) React and
 * others would otherwise build their development code.
 */
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
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const [command, ...args] = options.command ?? [npm, 'run', 'build', '-w', '@clubline/web'];
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
  writeStamp(distDir, digest);
  return true;
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
