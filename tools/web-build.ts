import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start` builds the web app only when its build is not current (issue 12): the build writes
 * a digest of everything it was made from into dist/.vite/build-stamp, and a later start compares
 * it with the digest of the files as they are now.
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

/** `node tools/web-build.ts`: builds apps/web unless its build is current; says which it did. */
if (import.meta.main) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = path.join(root, 'apps/web/dist');
  const digest = inputsDigest(root);
  if (isBuildCurrent(distDir, digest)) {
    console.log(`web build is current (${digest.slice(0, 12)}): not rebuilding apps/web`);
  } else {
    console.log(`web build is missing or out of date (${digest.slice(0, 12)}): building apps/web`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build', '-w', '@clubline/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeStamp(distDir, digest);
  }
}
