import type { ICruiseResult } from 'dependency-cruiser';

/**
 * Features form a tree: each feature folder stands on a floor, and imports only features on lower
 * floors (docs/ARCHITECTURE-NOTES.md "Feature floors", whose tables must match these maps). The
 * file-level cycle rule cannot see two folders that need each other through different files;
 * this check works on the folder graph, with type-only imports and the features' test-data
 * builders (`*.testing.ts`) counted. Test files (`*.test.ts`) are not: a test exercises the
 * product from any floor above what it tests.
 *
 * A feature on the list but not yet built (floors are given before a feature is built) is fine;
 * a folder that is on no floor is a violation.
 */
export interface FloorPlan {
  /** Where the feature folders are, relative to the repository root. */
  folder: string;
  /** Feature folder → its floor (0 is the ground). */
  floors: Record<string, number>;
}

export const serverFloors: FloorPlan = {
  folder: 'apps/server/src/features/',
  floors: {
    branches: 0,
    organisation: 0,
    members: 1,
    'billing-accounts': 1,
    'organisation-settings': 1,
    identity: 2,
    plans: 2,
    correspondence: 2,
    roles: 3,
    'membership-records': 3,
    staff: 4,
    billing: 4,
    'access-control': 5,
    memberships: 6,
    arrivals: 7,
    classes: 7,
    doors: 8,
    sessions: 8,
    reports: 8,
    'bulk-transfer': 8,
  },
};

export const webFloors: FloorPlan = {
  folder: 'apps/web/src/features/',
  floors: {
    branches: 0,
    'organisation-settings': 0,
    'billing-accounts': 0,
    'access-control': 0,
    roles: 0,
    members: 1,
    plans: 1,
    staff: 1,
    correspondence: 1,
    memberships: 2,
    arrivals: 3,
    classes: 3,
    'arrivals-live': 4,
    calendar: 4,
    reports: 4,
    'bulk-transfer': 4,
  },
};

export interface FloorViolation {
  rule: 'feature-floor' | 'feature-tree' | 'feature-unplaced';
  from: string;
  to: string;
  /** One import that makes the edge, `importer → imported`, so the message says where to look. */
  example: string;
}

const isTest = (source: string) => /\.test\.tsx?$/.test(source);

/** Folder → folder → the imports between them, from the cruise's module graph. */
function folderGraph(result: ICruiseResult, plan: FloorPlan): Map<string, Map<string, string[]>> {
  const folderOf = (file: string) =>
    file.startsWith(plan.folder) ? file.slice(plan.folder.length).split('/')[0] : undefined;
  const graph = new Map<string, Map<string, string[]>>();
  for (const module of result.modules) {
    const from = folderOf(module.source);
    if (from === undefined || isTest(module.source)) continue;
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved);
      if (to === undefined || to === from) continue;
      edges.set(to, [...(edges.get(to) ?? []), `${module.source} → ${dependency.resolved}`]);
    }
  }
  return graph;
}

/** Folder cycles (strongly connected components of two or more folders), each sorted. */
function folderCycles(graph: Map<string, Map<string, string[]>>): string[][] {
  // Tarjan's algorithm; the graph has a few dozen nodes, so recursion depth is no concern.
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indexOf.get(next) ?? 0));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node);
  return components.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** Every import from a feature to one on its own floor or above, every folder cycle, every unplaced folder. */
export function floorViolations(result: ICruiseResult, plan: FloorPlan): FloorViolation[] {
  const graph = folderGraph(result, plan);
  const out: FloorViolation[] = [];
  for (const [from, edges] of graph) {
    const floor = plan.floors[from];
    if (floor === undefined) {
      out.push({ rule: 'feature-unplaced', from, to: '', example: `${plan.folder}${from}/` });
      continue;
    }
    for (const [to, imports] of edges) {
      const target = plan.floors[to];
      if (target !== undefined && target < floor) continue;
      out.push({ rule: 'feature-floor', from, to, example: imports[0] ?? '' });
    }
  }
  for (const cycle of folderCycles(graph)) {
    out.push({ rule: 'feature-tree', from: cycle.join(' ↔ '), to: '', example: plan.folder });
  }
  return out;
}

export function describeFloorViolation(violation: FloorViolation): string {
  switch (violation.rule) {
    case 'feature-unplaced':
      return `feature-unplaced: ${violation.example} is on no floor (tools/feature-floors.ts)`;
    case 'feature-tree':
      return `feature-tree: ${violation.example}{${violation.from}} import each other`;
    case 'feature-floor':
      return `feature-floor: ${violation.from} imports ${violation.to}, not below it (${violation.example})`;
  }
}
