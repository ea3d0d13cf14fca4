import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildWebIfStale,
  inputsDigest,
  isBuildCurrent,
  TEST_BUILDS,
  testWebBuild,
  writeStamp,
} from './web-build.ts';

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

  /** A stand-in for `vite build`: writes index.html holding the NODE_ENV it ran under, and counts. */
  const standIn = (log: string) => (outDir: string) => [
    process.execPath,
    '-e',
    `const fs = require('node:fs');
     fs.mkdirSync(${JSON.stringify(outDir)}, { recursive: true });
     fs.writeFileSync(${JSON.stringify(path.join(outDir, 'index.html'))}, process.env.NODE_ENV);
     fs.appendFileSync(${JSON.stringify(log)}, 'built\\n');`,
  ];
  const buildsMade = (log: string) =>
    existsSync(log) ? readFileSync(log, 'utf8').split('\n').length - 1 : 0;

  it("the journeys build nothing of their own: their server serves the tests' build (e2e/tests/start.spec.ts)", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(repository, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.test).toMatch(/test:unit && npm run e2e$/);
    expect(scripts.e2e).toBe('npm test -w @clubline/e2e');
  });

  it('builds a stale apps/web/dist with NODE_ENV=production, and leaves a current one alone', () => {
    fixture();
    const dist = path.join(root, 'dist');
    const log = path.join(root, 'builds.log');
    const options = { inputs, distDir: dist, command: standIn(log), quiet: true };
    expect(buildWebIfStale(root, options)).toBe(true);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('production');
    expect(isBuildCurrent(dist, inputsDigest(root, inputs))).toBe(true);

    expect(buildWebIfStale(root, options)).toBe(false);
    expect(buildsMade(log)).toBe(1);
  });

  it('gives each set of sources a test build of its own, never rebuilt in place, and keeps the newest three', () => {
    fixture();
    const log = path.join(root, 'builds.log');
    const options = { inputs, command: standIn(log), quiet: true };
    const first = testWebBuild(root, options);
    expect(path.dirname(first)).toBe(path.join(root, TEST_BUILDS));
    expect(readFileSync(path.join(first, 'index.html'), 'utf8')).toBe('production');
    expect(testWebBuild(root, options)).toBe(first);
    expect(buildsMade(log)).toBe(1);

    // New sources: a new folder; the build a running server may be serving is untouched.
    writeFileSync(path.join(root, 'web/src/app/App.tsx'), 'export const App = 2;');
    const second = testWebBuild(root, options);
    expect(second).not.toBe(first);
    expect(readFileSync(path.join(first, 'index.html'), 'utf8')).toBe('production');
    expect(buildsMade(log)).toBe(2);

    for (const version of [3, 4]) {
      writeFileSync(path.join(root, 'web/src/app/App.tsx'), `export const App = ${version};`);
      testWebBuild(root, options);
    }
    expect(existsSync(first)).toBe(false);
    expect(existsSync(second)).toBe(true);
    expect(readdirSync(path.join(root, TEST_BUILDS))).toHaveLength(3);
  });
});
