import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PLACED_FILE } from '../apps/web/build-plugins/load-groups.ts';

/**
 * The web's first-load budget, measured on a build's manifest
 * (apps/web/dist/.vite/manifest.json) and its files, in gzip bytes:
 * - the entry: what every visitor loads, the signed-out one before the redirect to sign-in;
 * - each route's first render: the entry, then every chunk loaded on demand on the way to the
 *   route (the app, the area, the page), each with the chunks it imports;
 * - each route's own chunks: what a route adds to the chunks loaded before it. The app itself
 *   (the chunk the entry loads for a signed-in visitor) is counted in the first render only.
 * - the first screen's first render: the routes a member of staff lands on after signing in (the
 *   member list, and a membership page), held to a stricter budget than the other routes.
 * The target for a first render is 200 kB: the member list is held to it; a membership page
 * (the Temporal polyfill, popovers) and the other routes take more, so their ceilings are the
 * current figures with a little room, to be lowered as they shrink
 * (docs/ARCHITECTURE-NOTES.md, bench/README.md "First screen").
 */
export interface Budget {
  entryGzipBytes: number;
  firstRenderGzipBytes: number;
  routeChunkGzipBytes: number;
  /** The ceiling of the first render of each of `firstScreenRoutes`. */
  firstScreenGzipBytes: number;
  /** Manifest keys (source modules) of the first screen's routes. */
  firstScreenRoutes: readonly string[];
  /** A first screen route's own ceiling, where it is lower than `firstScreenGzipBytes`. */
  firstScreenRouteGzipBytes?: Readonly<Record<string, number>>;
}

export const BUDGET: Budget = {
  // The entry reads the stored tokens itself; oidc-client-ts loads on first need (9.3 kB).
  entryGzipBytes: 15 * 1000,
  // The heaviest: the calendar's Edit session modal, 375.3 kB (the calendar page with
  // react-big-calendar and the Temporal polyfill, then the session form with zod). A modal opened
  // from a member's page is next: Edit personal details, 331.7 kB.
  firstRenderGzipBytes: 400 * 1000,
  // The heaviest: a member's overview, 134.1 kB, then the transfer page. The shell's menus, popovers
  // and tooltips (with floating-ui), the modals manager and the notifications' container left the
  // app chunk for the first render's sake, so a page that uses them now counts them as its own.
  routeChunkGzipBytes: 155 * 1000,
  // A membership page 256.6 kB (it computes with Temporal and opens popovers), the member list
  // 194.3 kB (its own ceiling below: the target, 200 kB).
  firstScreenGzipBytes: 265 * 1000,
  firstScreenRoutes: [
    'src/features/members/list/MemberListPage.tsx',
    'src/features/memberships/details/MembershipDetailsPage.tsx',
  ],
  firstScreenRouteGzipBytes: { 'src/features/members/list/MemberListPage.tsx': 200 * 1000 },
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

interface RouteFigure {
  /** The manifest key of the dynamically imported chunk (its source module). */
  route: string;
  /** Gzip bytes of JavaScript loaded before this route's first render. */
  firstRender: number;
  /** Gzip bytes this route's chunks add to those loaded before it. */
  ownChunks: number;
  /** Loaded by the entry itself (the app), not by a route of the app. */
  app: boolean;
}

export interface BundleReport {
  entry: number;
  routes: RouteFigure[];
}

/** The chunk and everything it imports statically, by manifest key. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The shortest chain of dynamic imports from the entry to each dynamically imported chunk. */
function dynamicChains(manifest: Manifest, entry: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const chain = chains.get(key) ?? [key];
    for (const member of staticClosure(manifest, key)) {
      for (const next of manifest[member]?.dynamicImports ?? []) {
        if (chains.has(next)) continue;
        chains.set(next, [...chain, next]);
        queue.push(next);
      }
    }
  }
  return chains;
}

/**
 * `placed`: modules a chunk group took in though something imports them lazily (the app and the
 * member list, apps/web/build-plugins/load-groups.ts), with the file that holds each. The
 * manifest names only the group's chunk; each such module is reported as a route of its own with
 * that chunk's figures.
 */
export function measureBundle(
  manifest: Manifest,
  gzipSize: (file: string) => number,
  placed: Readonly<Record<string, string>> = {},
): BundleReport {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const [first] = entries;
  if (!first || entries.length !== 1) throw new Error(`expected one entry, found ${entries.length}`);
  const [entry] = first;
  const bytes = (keys: Iterable<string>) =>
    [...keys].reduce((sum, key) => {
      const file = manifest[key]?.file;
      return file?.endsWith('.js') ? sum + gzipSize(file) : sum;
    }, 0);
  const routes: RouteFigure[] = [];
  for (const [route, chain] of dynamicChains(manifest, entry)) {
    if (route === entry) continue;
    const before = new Set<string>();
    for (const key of chain.slice(0, -1)) staticClosure(manifest, key, before);
    const own = [...staticClosure(manifest, route)].filter((key) => !before.has(key));
    routes.push({
      route,
      firstRender: bytes(before) + bytes(own),
      ownChunks: bytes(own),
      app: chain.length === 2,
    });
  }
  for (const [module, file] of Object.entries(placed)) {
    if (manifest[module]) continue;
    const holder = routes.find((figure) => manifest[figure.route]?.file === file);
    if (holder) routes.push({ ...holder, route: module });
  }
  return { entry: bytes(staticClosure(manifest, entry)), routes };
}

/**
 * Chunks that import themselves back through static imports, as chains of files. A module of a
 * chunk in such a cycle can run before a module it reads (a chunk group that takes a module
 * without what it imports makes them: build-plugins/load-groups.ts); none is expected.
 */
export function importCycles(manifest: Manifest): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (key: string) => {
    trail.push(key);
    for (const imported of manifest[key]?.imports ?? []) {
      const start = trail.indexOf(imported);
      if (start >= 0)
        cycles.push([...trail.slice(start), imported].map((member) => manifest[member]?.file ?? member));
      else if (!done.has(imported)) visit(imported);
    }
    trail.pop();
    done.add(key);
  };
  for (const key of Object.keys(manifest)) if (!done.has(key)) visit(key);
  return cycles;
}

/** Reads a build directory's manifest (vite's outDir with `build.manifest: true`). */
export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Reads a build directory (vite's outDir with `build.manifest: true`). */
export function measureBuild(distDir: string): BundleReport {
  const manifest = readManifest(distDir);
  const placedPath = path.join(distDir, PLACED_FILE);
  const placed = existsSync(placedPath)
    ? (JSON.parse(readFileSync(placedPath, 'utf8')) as Record<string, string>)
    : {};
  return measureBundle(
    manifest,
    (file) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    placed,
  );
}

/** The budget's breaches, as sentences; none when the build fits. */
export function budgetBreaches(report: BundleReport, budget: Budget = BUDGET): string[] {
  const kB = (value: number) => `${(value / 1000).toFixed(1)} kB`;
  const breaches: string[] = [];
  if (report.entry > budget.entryGzipBytes)
    breaches.push(`the entry loads ${kB(report.entry)} gzip (budget ${kB(budget.entryGzipBytes)})`);
  for (const route of report.routes) {
    if (route.firstRender > budget.firstRenderGzipBytes)
      breaches.push(
        `${route.route}: ${kB(route.firstRender)} gzip before its first render (budget ${kB(budget.firstRenderGzipBytes)})`,
      );
    if (!route.app && route.ownChunks > budget.routeChunkGzipBytes)
      breaches.push(
        `${route.route}: its chunks add ${kB(route.ownChunks)} gzip (budget ${kB(budget.routeChunkGzipBytes)})`,
      );
  }
  for (const name of budget.firstScreenRoutes) {
    const route = report.routes.find((figure) => figure.route === name);
    if (!route) breaches.push(`${name}: a first screen route the build does not have`);
    else {
      const ceiling = budget.firstScreenRouteGzipBytes?.[name] ?? budget.firstScreenGzipBytes;
      if (route.firstRender > ceiling)
        breaches.push(
          `${name}: ${kB(route.firstRender)} gzip before its first render (first screen budget ${kB(ceiling)})`,
        );
    }
  }
  return breaches;
}

/** `node tools/bundle-budget.ts [distDir]`: the figures, and exit 1 past the budget. */
if (import.meta.main) {
  const distDir = path.resolve(process.argv[2] ?? 'apps/web/dist');
  const report = measureBuild(distDir);
  console.log(`entry: ${(report.entry / 1000).toFixed(1)} kB gzip`);
  for (const route of [...report.routes].sort((a, b) => b.firstRender - a.firstRender))
    console.log(
      `${route.route}: first render ${(route.firstRender / 1000).toFixed(1)} kB, own ${(route.ownChunks / 1000).toFixed(1)} kB gzip`,
    );
  const breaches = budgetBreaches(report);
  for (const breach of breaches) console.error(`over budget: ${breach}`);
  process.exitCode = breaches.length > 0 ? 1 : 0;
}
