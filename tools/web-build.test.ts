import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inputsDigest, isBuildCurrent, writeStamp } from './web-build.ts';

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
