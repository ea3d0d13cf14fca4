import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run typecheck` checks the server, the tools and the benches as one program
 * (tsconfig.node.json) so the server's files are checked once. Each folder's own tsconfig.json
 * still says what belongs to it (editors read those): a file one of them holds that the combined
 * program leaves out, or an option it sets that the combined program does not, would never be
 * checked by the tests.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSC = path.join(root, 'node_modules/.bin/tsc');

const tsc = (project: string, flag: string) =>
  execFileSync(TSC, ['-p', project, flag], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 ** 2 });

/** The program's own files (and the sources it imports), not the libraries'. */
function filesOf(project: string): Set<string> {
  return new Set(
    tsc(project, '--listFilesOnly')
      .split('\n')
      .filter((file) => file !== '' && !file.includes('/node_modules/')),
  );
}

function optionsOf(project: string): unknown {
  return (JSON.parse(tsc(project, '--showConfig')) as { compilerOptions: unknown }).compilerOptions;
}

const PROJECTS = ['apps/server', 'tools', 'bench'];

describe('the combined Node program', { timeout: 60_000 }, () => {
  const combined = 'tsconfig.node.json';
  let all: Set<string>;
  beforeAll(() => {
    all = filesOf(combined);
  });

  it.each(PROJECTS)('holds every file of %s', (project) => {
    const files = filesOf(project);
    expect(files.size).toBeGreaterThan(0);
    expect([...files].filter((file) => !all.has(file)).map((file) => path.relative(root, file))).toEqual([]);
  });

  it.each(PROJECTS)('checks %s with its own compiler options', (project) => {
    expect(optionsOf(project)).toEqual(optionsOf(combined));
  });
});
