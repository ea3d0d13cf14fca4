import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildWebIfStale, inputsDigest, isBuildCurrent, writeStamp } from './web-build.ts';

const inputs = ['web/src', 'web/index.html', 'package-lock.json'];
let root = '';

function fixture(): string {
  root = mkdtempSync(path.join(tmpdir(), 'clubline-web-build-'));
  mkdirSync(path.join(root, 'web/src/app'), { recursive: true });
  writeFileSync(path.join(root, 'web/src/app/App.tsx'), 'export const App = 1;');
  writeFileSync(path.join(root, 'web/index.html'), '<div id="root"></div>');
  writeFileSync(path.join(root, 'package-lock.json'), '{}');
  mkdirSync(path.join(root, 'dist'));
  writeFileSync(path.join(root, 'dist/index.html'), 'built');
  return root;
}
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the web build stamp (npm start)', () => {
  it('finds a build current when nothing it was made from changed', () => {
    fixture();
    const dist = path.join(root, 'dist');
    expect(isBuildCurrent(dist, inputsDigest(root, inputs))).toBe(false);
    writeStamp(dist, inputsDigest(root, inputs));
    expect(isBuildCurrent(dist, inputsDigest(root, inputs))).toBe(true);
    // A test file is not part of the build.
    writeFileSync(path.join(root, 'web/src/app/App.test.tsx'), 'test');
    expect(isBuildCurrent(dist, inputsDigest(root, inputs))).toBe(true);
  });

  it('finds it out of date after a source, a new file or the lockfile changes, or without index.html', () => {
    fixture();
    const dist = path.join(root, 'dist');
    const changes = [
      () => writeFileSync(path.join(root, 'web/src/app/App.tsx'), 'export const App = 2;'),
      () => writeFileSync(path.join(root, 'web/src/app/New.tsx'), 'export {};'),
      () => writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}'),
      () => rmSync(path.join(dist, 'index.html')),
    ];
    for (const change of changes) {
      writeFileSync(path.join(dist, 'index.html'), 'built');
      writeStamp(dist, inputsDigest(root, inputs));
      change();
      expect(isBuildCurrent(dist, inputsDigest(root, inputs))).toBe(false);
    }
  });
});

describe('npm test builds the web once', () => {
  const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

  it('the journeys build through the stamp (tools/web-build.ts), reusing a current build', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(repository, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.e2e).toMatch(/^node tools\/web-build\.ts && /);
    expect(scripts.test).toMatch(/test:unit && npm run e2e$/);
  });

  it('builds a stale web into its dist with NODE_ENV=production, then leaves the current one alone', () => {
    fixture();
    const dist = path.join(root, 'dist');
    // A stand-in for `vite build`: records the NODE_ENV it ran under, as the build's index.html.
    const build = [
      process.execPath,
      '-e',
      `require('node:fs').writeFileSync(${JSON.stringify(path.join(dist, 'index.html'))}, process.env.NODE_ENV)`,
    ];
    const options = { inputs, distDir: dist, command: build, quiet: true };
    expect(buildWebIfStale(root, options)).toBe(true);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('production');
    expect(isBuildCurrent(dist, inputsDigest(root, inputs))).toBe(true);

    rmSync(path.join(dist, 'index.html'));
    writeFileSync(path.join(dist, 'index.html'), 'kept');
    expect(buildWebIfStale(root, options)).toBe(false);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('kept');
    expect(existsSync(path.join(dist, '.vite/build-stamp'))).toBe(true);
  });
});
