import { describe, expect, it } from 'vitest';
import { ALL, isBarrel, namedImports } from './load-groups.ts';

describe('the imports read from a module (to follow a barrel to the modules it re-exports)', () => {
  it('takes the names of each import and re-export, without renames or type-only names', () => {
    const code = [
      'import { derivePermissions, type Permission, MESSAGES as messages } from "@clubline/domain";',
      "import { CombinedError } from 'urql';",
      'export { formatMoney } from "./money.ts";',
      'import type { Scope } from "@clubline/domain";',
    ].join('\n');
    expect(namedImports(code)).toEqual([
      { specifier: '@clubline/domain', names: ['derivePermissions', 'Permission', 'MESSAGES'] },
      { specifier: 'urql', names: ['CombinedError'] },
      { specifier: './money.ts', names: ['formatMoney'] },
    ]);
  });

  it('takes every name for a namespace or a default import', () => {
    expect(
      namedImports('import * as domain from "@clubline/domain";\nimport React, { useState } from "react";'),
    ).toEqual([
      { specifier: '@clubline/domain', names: ALL },
      { specifier: 'react', names: ALL },
    ]);
  });
});

describe('a barrel', () => {
  const module = (code: string, id = '/repo/packages/domain/src/index.ts') => ({
    id,
    code,
    importedIds: ['/repo/packages/domain/src/a.ts'],
  });

  it('is a module of re-exports and comments only', () => {
    expect(
      isBarrel(module('// the package\nexport * from "./a.ts";\nexport { b, c } from "./b.ts";\n')),
    ).toBe(true);
    expect(isBarrel(module('/* one */ export * from "./a.ts"'))).toBe(true);
  });

  it('is not a module with code of its own, nor a library (libraries are not walked)', () => {
    expect(isBarrel(module('export * from "./a.ts";\nexport const d = 1;'))).toBe(false);
    expect(isBarrel(module('import { a } from "./a.ts";\nexport { a };'))).toBe(false);
    expect(
      isBarrel(module('export * from "./a.ts";', '/repo/node_modules/@mantine/core/esm/index.mjs')),
    ).toBe(false);
  });
});
