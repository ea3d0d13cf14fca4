import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImport, importsOf, rel, root, sourceFiles, type Violation } from './import-boundaries.ts';

describe('import boundaries', () => {
  const files = ['packages/domain/src', 'apps/server/src', 'apps/web/src', 'bench', 'e2e']
    .map((dir) => path.join(root, dir))
    .filter((dir) => {
      try {
        return statSync(dir).isDirectory();
      } catch {
        return false;
      }
    })
    .flatMap(sourceFiles);

  it('finds the source files it checks', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('has no import that breaks a rule', () => {
    const violations: Violation[] = [];
    for (const file of files) {
      for (const specifier of importsOf(file)) {
        const rule = checkImport(file, specifier);
        if (rule) violations.push({ file: rel(file), specifier, rule });
      }
    }
    expect(violations).toEqual([]);
  });

  it.each([
    ['packages/domain/src/money/money.ts', 'pg', 'domain imports nothing but zod and temporal-polyfill'],
    ['packages/domain/src/money/money.ts', '../../../apps/server/src/api.ts', 'domain imports only itself'],
    ['apps/web/src/main.tsx', '../../server/src/api.ts', 'the web never imports the server'],
    [
      'apps/server/src/platform/db/tenant.ts',
      '../../features/members/members.service.ts',
      'platform never imports a feature',
    ],
    [
      'apps/server/src/features/branches/branches.service.ts',
      '../members/members.repository.ts',
      'a feature reaches another only through its *.service.ts',
    ],
    [
      'apps/server/src/features/members/members.graphql.ts',
      './members.repository.ts',
      'resolvers call services, not repositories',
    ],
    [
      'apps/server/src/features/members/members.service.ts',
      'drizzle-orm',
      'only repositories (and platform) import drizzle or pg',
    ],
  ])('rejects %s importing %s', (file, specifier, rule) => {
    expect(checkImport(path.join(root, file), specifier)).toBe(rule);
  });

  it('accepts the allowed directions', () => {
    expect(
      checkImport(
        path.join(root, 'apps/server/src/features/branches/branches.service.ts'),
        '../members/members.service.ts',
      ),
    ).toBeNull();
    expect(
      checkImport(
        path.join(root, 'apps/server/src/features/members/members.table.ts'),
        '../branches/branches.table.ts',
      ),
    ).toBeNull();
    expect(
      checkImport(path.join(root, 'apps/server/src/features/members/members.repository.ts'), 'drizzle-orm'),
    ).toBeNull();
  });
});
