import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { JSONReport } from 'knip';
import { describe, expect, it } from 'vitest';
import {
  describeUndeclared,
  packageName,
  readWorkspaces,
  undeclaredImports,
} from './declared-dependencies.ts';
import { cruiseRepository, root } from './import-boundaries.ts';

describe('dependency declarations', () => {
  it('every workspace declares the packages (and sibling workspaces) its files import', async () => {
    const undeclared = undeclaredImports(await cruiseRepository(), readWorkspaces(root));
    expect(undeclared.map(describeUndeclared)).toEqual([]);
  });

  it('no workspace declares a dependency nothing uses, and no file or export is unused (knip)', async () => {
    // knip reads the installed packages only, so this works offline after `npm ci`.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(root, 'node_modules/knip/bin/knip.js'),
        '--config',
        'tools/knip.config.ts',
        '--reporter',
        'json',
        '--no-exit-code',
        '--no-progress',
      ],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as JSONReport;
    const findings = report.issues.flatMap((issue) =>
      (
        [
          'dependencies',
          'devDependencies',
          'optionalPeerDependencies',
          'unlisted',
          'binaries',
          'files',
          'exports',
          'types',
        ] as const
      ).flatMap((kind) => (issue[kind] ?? []).map((item) => `${issue.file}: ${kind} ${item.name}`)),
    );
    expect(findings).toEqual([]);
  }, 60_000);
});

describe('the declaration check, on a fixture monorepo', () => {
  const files: Record<string, string> = {
    'package.json':
      '{"name":"root","workspaces":["packages/lib","apps/app"],"devDependencies":{"vitest":"1"}}',
    'packages/lib/package.json': '{"name":"@x/lib","dependencies":{"zod":"1"}}',
    'packages/lib/src/index.ts': "import { z } from 'zod';\nexport const lib = z;",
    'apps/app/package.json': '{"name":"@x/app","dependencies":{"pg":"1"}}',
    // Declared: pg (own), node:fs (core). Not declared: vitest (root only), zod/v4 (lib's),
    // @x/lib by relative path, and @scope/pkg.
    'apps/app/src/main.ts':
      "import { Pool } from 'pg';\nimport { readFileSync } from 'node:fs';\nimport { it } from 'vitest';\n" +
      "import { z } from 'zod/v4';\nimport type { Scoped } from '@scope/pkg/deep';\n" +
      "import { lib } from '../../../packages/lib/src/index.ts';\n" +
      'export const app = [Pool, readFileSync, it, z, lib] as unknown as Scoped;',
  };

  it('reports each undeclared package once per workspace, naming the workspace to add it to', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'declared-dependencies-'));
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
      const result = await cruiseRepository(dir, ['packages/lib/src', 'apps/app/src']);
      expect(undeclaredImports(result, readWorkspaces(dir)).map(describeUndeclared)).toEqual([
        '@x/app must declare @scope/pkg (imported by apps/app/src/main.ts)',
        '@x/app must declare @x/lib (imported by apps/app/src/main.ts)',
        '@x/app must declare vitest (imported by apps/app/src/main.ts)',
        '@x/app must declare zod (imported by apps/app/src/main.ts)',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['pg', 'pg'],
    ['vitest/node', 'vitest'],
    ['@clubline/domain', '@clubline/domain'],
    ['@mantine/core/styles.css', '@mantine/core'],
  ])('reads %s as the package %s', (specifier, name) => {
    expect(packageName(specifier)).toBe(name);
  });
});
