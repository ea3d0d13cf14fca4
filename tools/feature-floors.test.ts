import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeFloorViolation,
  type FloorPlan,
  floorViolations,
  serverFloors,
  webFloors,
} from './feature-floors.ts';
import { cruiseRepository, root } from './import-boundaries.ts';

describe('the repository', () => {
  let result: ICruiseResult;
  beforeAll(async () => {
    result = await cruiseRepository();
  });

  it.each([
    ['server', serverFloors],
    ['web', webFloors],
  ])('%s features import only features on lower floors, and no two folders need each other', (_, plan) => {
    expect(floorViolations(result, plan).map(describeFloorViolation)).toEqual([]);
  });

  it('has the floors docs/ARCHITECTURE-NOTES.md gives', () => {
    const notes = readFileSync(path.join(root, 'docs/ARCHITECTURE-NOTES.md'), 'utf8');
    const section = notes.split('## Feature floors')[1]?.split('\n## ')[0] ?? '';
    const documented = { server: new Map<string, number>(), web: new Map<string, number>() };
    // Cells may be padded to line the table up.
    for (const row of section.matchAll(/^\|\s*(\d+)\s*\|([^|]*)\|([^|]*)\|$/gm)) {
      const floor = Number(row[1]);
      const names = (cell: string | undefined) => (cell ?? '').match(/[a-z-]+/g) ?? [];
      for (const name of names(row[2])) documented.server.set(name, floor);
      for (const name of names(row[3])) documented.web.set(name, floor);
    }
    expect(Object.fromEntries(documented.server)).toEqual(serverFloors.floors);
    expect(Object.fromEntries(documented.web)).toEqual(webFloors.floors);
  });
});

describe('the floor check, on a fixture tree', () => {
  const plan: FloorPlan = { folder: 'src/features/', floors: { ground: 0, upper: 1, top: 2 } };
  const files: Record<string, string> = {
    // Allowed: upper stands on ground.
    'src/features/ground/ground.ts': 'export const ground = 1;',
    'src/features/upper/upper.ts':
      "import { ground } from '../ground/ground.ts';\nexport const upper = ground;",
    // ground reaches up to top through a type and a builder, in files that import nothing back:
    // no file cycle, but a folder cycle ground → top → upper → ground.
    'src/features/ground/ground.types.ts': "import type { Top } from '../top/top.ts';\nexport type G = Top;",
    'src/features/top/top.ts': "import { upper } from '../upper/upper.ts';\nexport type Top = typeof upper;",
    'src/features/ground/ground.testing.ts':
      "import { upper } from '../upper/upper.ts';\nexport const g = upper;",
    // A test may reach anywhere.
    'src/features/ground/ground.test.ts':
      "import { upper } from '../upper/upper.ts';\nexport const t = upper;",
    // A folder on no floor.
    'src/features/stray/stray.ts': "export const stray = 'stray';",
  };
  let dir = '';
  let found: string[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'feature-floors-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    found = floorViolations(await cruiseRepository(dir, ['src']), plan).map(describeFloorViolation);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports the upward imports (type-only and builders included), the cycle and the stray folder, and nothing else', () => {
    expect(found.sort()).toEqual(
      [
        'feature-floor: ground imports top, not below it (src/features/ground/ground.types.ts → src/features/top/top.ts)',
        'feature-floor: ground imports upper, not below it (src/features/ground/ground.testing.ts → src/features/upper/upper.ts)',
        'feature-tree: src/features/{ground ↔ top ↔ upper} import each other',
        'feature-unplaced: src/features/stray/ is on no floor (tools/feature-floors.ts)',
      ].sort(),
    );
  });
});
