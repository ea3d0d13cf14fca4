import { describe, expect, it } from 'vitest';
import {
  BUDGET,
  budgetBreaches,
  importCycles,
  type Manifest,
  measureBuild,
  measureBundle,
  readManifest,
} from './bundle-budget.ts';
import { root } from './import-boundaries.ts';
import { testWebBuild } from './web-build.ts';

describe('the web bundle', () => {
  it('fits the first-load budget (a production build, measured in gzip bytes)', () => {
    // The tests' build of these sources, made now if missing: the journeys that follow in
    // `npm test` serve the same build instead of building again (tools/web-build.ts).
    const distDir = testWebBuild(root, { quiet: true });
    const report = measureBuild(distDir);
    expect(budgetBreaches(report)).toEqual([]);
    expect(importCycles(readManifest(distDir))).toEqual([]);
    // The member list, a branch's first screen, is in the app's files: nothing more to fetch
    // before it renders (apps/web/build-plugins/load-groups.ts).
    const list = report.routes.find(
      (route) => route.route === 'src/features/members/list/MemberListPage.tsx',
    );
    expect(list).toMatchObject({ app: true });
    // The signed-out visitor's redirect does not wait for the app: the entry is a fraction of it.
    // (oidc-client-ts, which the entry also loads on demand, is not loaded on the way to a page.)
    const app = report.routes.find((route) => route.route === 'src/app/mount.tsx');
    expect(app?.app).toBe(true);
    expect(report.entry).toBeLessThan((app?.ownChunks ?? 0) / 4);
  }, 240_000);
});

describe('the budget measure, on a fixture manifest', () => {
  // entry → app (dynamic) → area (dynamic) → page (dynamic); vendor shared by app and page.
  const manifest: Manifest = {
    'index.html': { file: 'entry.js', isEntry: true, imports: ['_boot.js'], dynamicImports: ['app.tsx'] },
    '_boot.js': { file: 'boot.js' },
    'app.tsx': {
      file: 'app.js',
      isDynamicEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['area.tsx'],
    },
    '_vendor.js': { file: 'vendor.js', css: ['vendor.css'] },
    'area.tsx': { file: 'area.js', isDynamicEntry: true, dynamicImports: ['page.tsx'] },
    'page.tsx': { file: 'page.js', isDynamicEntry: true, imports: ['_vendor.js', '_form.js'] },
    '_form.js': { file: 'form.js' },
  };
  const sizes: Record<string, number> = {
    'entry.js': 10,
    'boot.js': 5,
    'app.js': 100,
    'vendor.js': 50,
    'area.js': 20,
    'page.js': 30,
    'form.js': 7,
  };
  const report = measureBundle(manifest, (file) => (sizes[file] ?? 0) * 1000);

  it('counts the entry with its static imports', () => {
    expect(report.entry).toBe(15_000);
  });

  it('counts for a route every chunk on its way, each once, and what the route adds', () => {
    const page = report.routes.find((route) => route.route === 'page.tsx');
    expect(page).toEqual({
      route: 'page.tsx',
      firstRender: (15 + 150 + 20 + 37) * 1000,
      ownChunks: 37_000,
      app: false,
    });
    expect(report.routes.find((route) => route.route === 'app.tsx')).toMatchObject({
      app: true,
      ownChunks: 150_000,
    });
  });

  it('reports a lazily imported module that a chunk group took in with the chunk that holds it', () => {
    const placed = measureBundle(manifest, (file) => (sizes[file] ?? 0) * 1000, { 'list.tsx': 'app.js' });
    expect(placed.routes.find((route) => route.route === 'list.tsx')).toEqual({
      route: 'list.tsx',
      firstRender: 165_000,
      ownChunks: 150_000,
      app: true,
    });
  });

  it('finds chunks that import themselves back', () => {
    expect(importCycles(manifest)).toEqual([]);
    const cyclic: Manifest = {
      ...manifest,
      '_vendor.js': { file: 'vendor.js', imports: ['_form.js'] },
      '_form.js': { file: 'form.js', imports: ['app.tsx'] },
    };
    expect(importCycles(cyclic)).toEqual([['app.js', 'vendor.js', 'form.js', 'app.js']]);
  });

  it('names each breach', () => {
    const tight = {
      entryGzipBytes: 10_000,
      firstRenderGzipBytes: 200_000,
      routeChunkGzipBytes: 30_000,
      firstScreenGzipBytes: 250_000,
      firstScreenRoutes: [],
    };
    expect(budgetBreaches(report, tight)).toEqual([
      'the entry loads 15.0 kB gzip (budget 10.0 kB)',
      'page.tsx: 222.0 kB gzip before its first render (budget 200.0 kB)',
      'page.tsx: its chunks add 37.0 kB gzip (budget 30.0 kB)',
    ]);
    // The real first screen's routes are not in the fixture (the last tests hold them).
    expect(budgetBreaches(report, { ...BUDGET, firstScreenRoutes: [] })).toEqual([]);
  });

  it('holds the first screen (the routes a member of staff lands on) to a budget of its own', () => {
    const budget = { ...BUDGET, firstScreenGzipBytes: 200_000, firstScreenRoutes: ['page.tsx', 'area.tsx'] };
    expect(budgetBreaches(report, budget)).toEqual([
      'page.tsx: 222.0 kB gzip before its first render (first screen budget 200.0 kB)',
    ]);
  });

  it('holds a first-screen route to its own, lower ceiling where it has one', () => {
    const budget = {
      ...BUDGET,
      firstScreenGzipBytes: 250_000,
      firstScreenRoutes: ['page.tsx', 'area.tsx'],
      firstScreenRouteGzipBytes: { 'area.tsx': 150_000 },
    };
    expect(budgetBreaches(report, budget)).toEqual([
      'area.tsx: 185.0 kB gzip before its first render (first screen budget 150.0 kB)',
    ]);
  });

  it('names a first-screen route the build no longer has, rather than passing it unmeasured', () => {
    const budget = { ...BUDGET, firstScreenRoutes: ['src/features/members/list/Renamed.tsx'] };
    expect(budgetBreaches(report, budget)).toEqual([
      'src/features/members/list/Renamed.tsx: a first screen route the build does not have',
    ]);
  });

  it('holds the member list and a membership page to the first screen budget', () => {
    expect(BUDGET.firstScreenRoutes).toEqual([
      'src/features/members/list/MemberListPage.tsx',
      'src/features/memberships/details/MembershipDetailsPage.tsx',
    ]);
    expect(BUDGET.firstScreenGzipBytes).toBeLessThan(BUDGET.firstRenderGzipBytes);
  });
});
